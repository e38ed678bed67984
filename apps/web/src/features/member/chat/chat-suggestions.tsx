/** What a first message can look like: each one is sent as it is when pressed. */
export const CHAT_SUGGESTIONS = ['hola', 'azúcar 250 después de comer', 'presión 13/8', 'ayuda'] as const;

/** The empty conversation: a hint and example messages to start with. */
export function ChatSuggestions({
  disabled,
  onPick,
  suggestions = CHAT_SUGGESTIONS,
}: {
  disabled: boolean;
  onPick: (text: string) => void;
  /** Other first messages (the public simulator's, to start a sign-up). */
  suggestions?: readonly string[];
}) {
  return (
    <div className="mx-auto my-6 max-w-sm rounded-2xl bg-white/90 px-4 py-5 text-center shadow-sm">
      <p className="font-semibold text-slate-900">Aún no hay mensajes</p>
      <p className="mt-1 text-sm text-slate-600">
        Escribe tus lecturas como lo harías en WhatsApp. Prueba con uno de estos:
      </p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
              className="rounded-full border border-brand-600 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
