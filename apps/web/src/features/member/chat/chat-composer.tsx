import { useId, useLayoutEffect, useState, type RefObject } from 'react';
import { MESSAGE_LIMITS } from '../api/chat-api';
import { draftToSend } from './chat-format';
import { ChatIcon } from './chat-icons';

/** The textarea grows with its text up to about five lines, then scrolls. */
const MAX_HEIGHT_PX = 136;

/**
 * Where the person writes: Enter sends, Shift+Enter starts a new line. The draft clears as it goes out
 * and comes back if the server refuses it, so nothing typed is lost.
 */
export function ChatComposer({
  fieldRef,
  sending,
  onSend,
}: {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const text = draftToSend(draft);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [draft, fieldRef]);

  async function submit() {
    if (!text || sending) return;
    setDraft('');
    const sent = await onSend(text);
    if (!sent) setDraft((current) => current || text);
    fieldRef.current?.focus();
  }

  return (
    <form
      aria-label="Enviar mensaje"
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Escribe tu mensaje
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        rows={1}
        value={draft}
        maxLength={MESSAGE_LIMITS.text}
        placeholder="Escribe un mensaje"
        autoComplete="off"
        enterKeyHint="send"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter while an input method is composing a character confirms it; it does not send.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void submit();
        }}
        className="block max-h-[8.5rem] min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-base leading-6 text-slate-900 focus:border-brand-600"
      />
      <p id={`${fieldId}-send`} className="sr-only">
        {sending ? 'Enviando tu mensaje.' : 'Escribe un mensaje para poder enviarlo.'}
      </p>
      <button
        type="submit"
        disabled={!text || sending}
        aria-describedby={!text || sending ? `${fieldId}-send` : undefined}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        <ChatIcon name="send" className="h-4 w-4" />
        Enviar
      </button>
    </form>
  );
}
