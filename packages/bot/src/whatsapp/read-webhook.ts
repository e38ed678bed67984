import { removeForbiddenCharacters } from '@vitalia/contracts/validation';
import type { DeliveryStatus, NewInboundMessage } from '@vitalia/db';
import type { StatusUpdate } from '@vitalia/services';

/**
 * Reads a Cloud API webhook body (`object: "whatsapp_business_account"`): the messages people sent and
 * the delivery statuses of ours. Anything it does not recognise is skipped, never thrown: a verified
 * webhook is always acknowledged, so Meta does not retry a body we will never understand.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
// Control characters (NUL cannot even be stored), bidirectional overrides: a chat message needs none of
// them, and what WhatsApp delivered is taken without them rather than refused. Line feeds stay; tabs read
// as spaces.
const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const clean = removeForbiddenCharacters(value, { newline: true, tab: true })
    .replace(/\t/g, ' ')
    .slice(0, max);
  return clean.trim().length > 0 ? clean : null;
};

const WA_ID = /^\d{6,20}$/;
const STATUSES: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];
/** Our outbound id travels in `biz_opaque_callback_data` as "vitalia:out:<id>". */
export const CALLBACK_PREFIX = 'vitalia:out:';

export interface WebhookContents {
  messages: NewInboundMessage[];
  statuses: StatusUpdate[];
}

function timestampOf(value: unknown, fallback: Date): Date {
  const seconds = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  const at = new Date(seconds * 1000);
  if (!Number.isFinite(at.getTime()) || seconds <= 0) return fallback;
  // A sender's clock is not trusted beyond now: order is by WhatsApp's time, the window by ours.
  return at > fallback ? fallback : at;
}

function readMessage(raw: unknown, now: Date): NewInboundMessage | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id, 200);
  const from = typeof raw.from === 'string' ? raw.from.replace(/^\+/, '') : '';
  if (!id || !WA_ID.test(from)) return null;
  const base = { waMessageId: id, waId: from, sentAt: timestampOf(raw.timestamp, now) };
  if (raw.type === 'text' && isObject(raw.text)) {
    const body = text(raw.text.body, 8192);
    return body ? { ...base, kind: 'text', body, title: null } : null;
  }
  if (raw.type === 'interactive' && isObject(raw.interactive)) {
    const reply = raw.interactive.button_reply ?? raw.interactive.list_reply;
    if (isObject(reply)) {
      const optionId = text(reply.id, 200);
      if (optionId) return { ...base, kind: 'interactive', body: optionId, title: text(reply.title, 200) };
    }
    return null;
  }
  // A template's quick-reply button comes back as type "button" with its payload.
  if (raw.type === 'button' && isObject(raw.button)) {
    const payload = text(raw.button.payload, 200);
    if (payload) return { ...base, kind: 'interactive', body: payload, title: text(raw.button.text, 200) };
    return null;
  }
  // A reaction (an emoji on one of our messages) is not a message to answer.
  if (raw.type === 'reaction') return null;
  return { ...base, kind: 'unsupported', body: null, title: null };
}

function readStatus(raw: unknown): StatusUpdate | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id, 200);
  const status = STATUSES.find((candidate) => candidate === raw.status);
  if (!id || !status) return null;
  const callback = typeof raw.biz_opaque_callback_data === 'string' ? raw.biz_opaque_callback_data : '';
  const outboundId = callback.startsWith(CALLBACK_PREFIX)
    ? Number(callback.slice(CALLBACK_PREFIX.length))
    : NaN;
  const [error] = list(raw.errors).filter(isObject);
  return {
    providerMessageId: id,
    status,
    outboundId: Number.isSafeInteger(outboundId) && outboundId > 0 ? outboundId : null,
    errorCode: error && typeof error.code === 'number' ? error.code : null,
    errorTitle: error ? text(error.title, 200) : null,
  };
}

export function readWebhook(body: unknown, now: Date): WebhookContents {
  const contents: WebhookContents = { messages: [], statuses: [] };
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return contents;
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || !isObject(change.value)) continue;
      for (const message of list(change.value.messages)) {
        const read = readMessage(message, now);
        if (read) contents.messages.push(read);
      }
      for (const status of list(change.value.statuses)) {
        const read = readStatus(status);
        if (read) contents.statuses.push(read);
      }
    }
  }
  return contents;
}
