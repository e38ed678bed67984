import { splitLinks } from './chat-format';

/**
 * A message's text as WhatsApp shows it: plain text with its line breaks, and web addresses as links that
 * keep showing the address (opened in a new tab). Rendered as text nodes, never as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-[0.9375rem] leading-snug break-words whitespace-pre-wrap">
      {splitLinks(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-sky-700 underline underline-offset-2 hover:text-sky-900"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
