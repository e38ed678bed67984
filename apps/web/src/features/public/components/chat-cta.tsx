import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chatIsSimulated, chatUrl, siteConfig } from '../../../lib/site-config';
import { WhatsAppIcon } from './icons';

/** Id of the hidden description every chat link points at (rendered once by PublicLayout). */
export const NEW_TAB_HINT_ID = 'aviso-pestana-nueva';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
} as const;

interface ChatCtaProps {
  children: ReactNode;
  /** Message prefilled in the chat. */
  text?: string;
  variant?: keyof typeof VARIANTS;
  className?: string;
}

/**
 * A link to the chat (SPEC.md section 1): WhatsApp in a new tab, or in simulator mode the site's own chat
 * simulator, in the same tab.
 */
export function ChatLink({
  text,
  className,
  children,
}: {
  text?: string;
  className: string;
  children: ReactNode;
}) {
  if (chatIsSimulated())
    return (
      <Link to={chatUrl(text)} className={className}>
        {children}
      </Link>
    );
  return (
    <a
      href={chatUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={NEW_TAB_HINT_ID}
      className={className}
    >
      {children}
    </a>
  );
}

/** A call to action that opens the product's chat (ChatLink). */
export function ChatCta({ children, text, variant = 'primary', className = '' }: ChatCtaProps) {
  return (
    <ChatLink
      text={text}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition ${VARIANTS[variant]} ${className}`}
    >
      <WhatsAppIcon className="h-5 w-5 shrink-0" />
      {children}
    </ChatLink>
  );
}

/**
 * A discreet note near the chat links: in simulator mode they open a simulation of the chat; otherwise,
 * while the WhatsApp number is a stand-in, it says so.
 */
export function DemoNumberNote({ className = 'text-slate-500' }: { className?: string }) {
  if (chatIsSimulated())
    return (
      <p data-text="secondary" className={`text-xs ${className}`}>
        Abre una simulación del chat de WhatsApp en este sitio
      </p>
    );
  if (!siteConfig.chatNumberIsPlaceholder) return null;
  return (
    <p data-text="secondary" className={`text-xs ${className}`}>
      Número de WhatsApp de demostración
    </p>
  );
}
