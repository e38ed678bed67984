import {
  asRecord,
  fail,
  hasForbiddenCharacters,
  hasVisibleCharacter,
  NOT_AN_OBJECT,
  ok,
  type Validation,
} from './validation';

/**
 * A message in the chat with the bot, the one definition of it: what the product sends (the bot's
 * replies, reminders, alerts; queued, then handed to the WhatsApp Cloud API or the simulator) and how the
 * member area shows the conversation (GET /health-users/chat/, where a person's own message is a text).
 */
export interface ButtonOption {
  id: string;
  title: string;
}

export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

export type OutboundMessage =
  | { type: 'text'; text: string }
  | { type: 'buttons'; text: string; buttons: ButtonOption[] }
  | { type: 'list'; text: string; button: string; rows: ListRow[] }
  | {
      type: 'template';
      name: string;
      language: string;
      params: string[];
      /**
       * The template's quick-reply buttons, in order ("Ya la tomé", "Posponer 30 min"): `id` travels as
       * the button's payload.
       */
      buttons?: ButtonOption[];
      /**
       * An authentication template's one-time code: besides the body's parameter it goes to the template's
       * copy-code button (a `url` button at index 0), which copies it on the person's phone.
       */
      copyCode?: string;
    };

/**
 * WhatsApp's limits on a message, in characters. A message that breaks one is refused by the Cloud API;
 * services/chat checks them before queuing (where the mistake is ours), and the simulator's input takes
 * no longer text than WhatsApp would carry.
 */
export const MESSAGE_LIMITS = {
  text: 4096,
  interactiveBody: 1024,
  buttons: 3,
  buttonTitle: 20,
  listRows: 10,
  listButton: 20,
  rowTitle: 24,
  rowDescription: 72,
  optionId: 200,
  templateParam: 1024,
} as const;

export interface ChatItem {
  id: string;
  from: 'user' | 'bot';
  at: string;
  /** The bot's messages: queued, sent, delivered, read or failed. */
  status?: string;
  message: OutboundMessage;
}

export interface ChatReply {
  mode: 'simulator' | 'cloud';
  items: ChatItem[];
}

/** The Spanish answers of the member area's chat requests (POST /health-users/chat/). */
export const CHAT_REQUEST_MESSAGES = {
  textRequired: 'Escribe un mensaje.',
  tooLong: `El mensaje puede tener hasta ${MESSAGE_LIMITS.text} caracteres.`,
  forbidden: 'El mensaje contiene caracteres no permitidos (caracteres de control o invisibles).',
  option: 'La opción elegida no es válida.',
  cloudMode:
    'El simulador solo funciona cuando Vitalia no está conectado a WhatsApp. Escríbenos desde WhatsApp.',
} as const;

// Line feeds are part of chat messages; every other control character and bidirectional override is not.
const forbiddenInChat = (text: string) => hasForbiddenCharacters(text, { newline: true });

export type ChatInput = { text: string } | { optionId: string; title: string };

/** POST /health-users/chat/: `{"text"}` or, for a pressed button or row, `{"option_id", "title"}`. */
export function validateChatInput(body: unknown): Validation<ChatInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  if (record.option_id !== undefined) {
    const id = record.option_id;
    const title = record.title ?? '';
    if (typeof id !== 'string' || !/^[a-z0-9:._-]{1,200}$/i.test(id))
      return fail(CHAT_REQUEST_MESSAGES.option);
    if (typeof title !== 'string' || title.length > 200 || forbiddenInChat(title)) {
      return fail(CHAT_REQUEST_MESSAGES.option);
    }
    return ok({ optionId: id, title: title.trim() || id });
  }
  const text = record.text;
  if (typeof text !== 'string' || !hasVisibleCharacter(text)) return fail(CHAT_REQUEST_MESSAGES.textRequired);
  if (forbiddenInChat(text)) return fail(CHAT_REQUEST_MESSAGES.forbidden);
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if ([...trimmed].length > MESSAGE_LIMITS.text) return fail(CHAT_REQUEST_MESSAGES.tooLong);
  return ok({ text: trimmed });
}
