import { asRecord, fail, hasVisibleCharacter, NOT_AN_OBJECT, ok, type Validation } from './validation';

/** The chat with the bot as the member area shows it (GET /health-users/chat/). */
export type ChatMessage =
  | { type: 'text'; text: string }
  | { type: 'buttons'; text: string; buttons: Array<{ id: string; title: string }> }
  | {
      type: 'list';
      text: string;
      button: string;
      rows: Array<{ id: string; title: string; description?: string }>;
    }
  | {
      type: 'template';
      name: string;
      language: string;
      params: string[];
      /** The template's quick-reply buttons ("Ya la tomé", "Posponer 30 min"). */
      buttons?: Array<{ id: string; title: string }>;
    };

export interface ChatItem {
  id: string;
  from: 'user' | 'bot';
  at: string;
  /** The bot's messages: queued, sent, delivered, read or failed. */
  status?: string;
  message: ChatMessage;
}

export interface ChatReply {
  mode: 'simulator' | 'cloud';
  items: ChatItem[];
}

/** A WhatsApp text message's longest body. */
export const CHAT_TEXT_MAX = 4096;

export const CHAT_MESSAGES = {
  textRequired: 'Escribe un mensaje.',
  tooLong: `El mensaje puede tener hasta ${CHAT_TEXT_MAX} caracteres.`,
  forbidden: 'El mensaje contiene caracteres no permitidos (caracteres de control o invisibles).',
  option: 'La opción elegida no es válida.',
  cloudMode:
    'El simulador solo funciona cuando Vitalia no está conectado a WhatsApp. Escríbenos desde WhatsApp.',
} as const;

// Line breaks are part of chat messages; every other control character and bidirectional override is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_CHAT = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

export type ChatInput = { text: string } | { optionId: string; title: string };

/** POST /health-users/chat/: `{"text"}` or, for a pressed button or row, `{"option_id", "title"}`. */
export function validateChatInput(body: unknown): Validation<ChatInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  if (record.option_id !== undefined) {
    const id = record.option_id;
    const title = record.title ?? '';
    if (typeof id !== 'string' || !/^[a-z0-9:_-]{1,200}$/i.test(id)) return fail(CHAT_MESSAGES.option);
    if (typeof title !== 'string' || title.length > 200 || FORBIDDEN_IN_CHAT.test(title)) {
      return fail(CHAT_MESSAGES.option);
    }
    return ok({ optionId: id, title: title.trim() || id });
  }
  const text = record.text;
  if (typeof text !== 'string' || !hasVisibleCharacter(text)) return fail(CHAT_MESSAGES.textRequired);
  if (FORBIDDEN_IN_CHAT.test(text)) return fail(CHAT_MESSAGES.forbidden);
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if ([...trimmed].length > CHAT_TEXT_MAX) return fail(CHAT_MESSAGES.tooLong);
  return ok({ text: trimmed });
}
