import { validateChatInput, type ChatInput, type ChatItem } from './chat';
import { asRecord, fail, NOT_AN_OBJECT, ok, type Validation } from './validation';

/**
 * The public chat simulator (`/probar-chat`, simulator mode only): a visitor of the public site writes to
 * the bot as a test number drawn for them, through the same engine and queue as WhatsApp, and signs up
 * there. The visitor's browser keeps the key that names them; the server knows the key's hash only.
 */

/** `POST /public-chat/visitors/` → 201: the visitor's key and the test number they write as (E.164). */
export interface SimulatorVisitorReply {
  key: string;
  phone: string;
}

/** `POST /public-chat/messages/` → 202: the message's id, and when the server took it. */
export interface PublicChatSendReply {
  id: string;
  at: string;
}

/** A message of the bot to the visitor: the reply to one of theirs (`in_reply_to`), or one it started. */
export interface PublicChatItem extends ChatItem {
  in_reply_to: string | null;
}

/** `POST /public-chat/replies/`. */
export interface PublicChatRepliesReply {
  items: PublicChatItem[];
}

/** Messages a visitor's page asks replies for, at most. */
export const PUBLIC_CHAT_IDS_LIMIT = 100;

export const PUBLIC_CHAT_MESSAGES = {
  visitorUnknown: 'Esta simulación ya no existe. Recarga la página para empezar otra.',
  ids: `Indica en «ids» los mensajes de esta simulación (hasta ${PUBLIC_CHAT_IDS_LIMIT}).`,
  unavailable: 'No pudimos preparar la simulación. Inténtalo de nuevo en un momento.',
  tooFast: (minutes: number) =>
    `Vas muy rápido: espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} y vuelve a escribir. Tus mensajes anteriores sí llegaron.`,
} as const;

/** A visitor's key: what `POST /public-chat/visitors/` answered (base64url, 43 characters). */
function readKey(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The id of a message written in the public simulator ("sim.v12.<uuid>"). */
export const isPublicChatMessageId = (value: unknown): value is string =>
  typeof value === 'string' && /^sim\.v\d{1,18}\.[0-9a-f-]{36}$/.test(value);

/** `POST /public-chat/messages/`: `{"key", "text"}` or `{"key", "option_id", "title"}`. */
export function validatePublicChatMessage(body: unknown): Validation<{ key: string; input: ChatInput }> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const key = readKey(record.key);
  if (!key) return fail(PUBLIC_CHAT_MESSAGES.visitorUnknown);
  const input = validateChatInput({ text: record.text, option_id: record.option_id, title: record.title });
  return input.ok ? ok({ key, input: input.value }) : input;
}

/** `POST /public-chat/replies/`: `{"key", "ids": [...]}`, the visitor's messages so far. */
export function validatePublicChatReplies(body: unknown): Validation<{ key: string; ids: string[] }> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const key = readKey(record.key);
  if (!key) return fail(PUBLIC_CHAT_MESSAGES.visitorUnknown);
  const ids = record.ids ?? [];
  if (!Array.isArray(ids) || ids.length > PUBLIC_CHAT_IDS_LIMIT || !ids.every(isPublicChatMessageId))
    return fail(PUBLIC_CHAT_MESSAGES.ids);
  return ok({ key, ids });
}
