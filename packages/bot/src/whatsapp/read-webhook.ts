import { removeForbiddenCharacters } from '@vitalia/contracts/validation';
import type { DeliveryStatus, NewInboundMessage } from '@vitalia/db';
import type { IdentityChange, StatusUpdate } from '@vitalia/services';

/**
 * Reads a Cloud API webhook body (`object: "whatsapp_business_account"`): the messages people sent, the
 * delivery statuses of ours, and the notices that a person changed their number or their BSUID. A sender
 * is their phone (`from`) and, since 2026, their business-scoped user id (`from_user_id`,
 * `contacts[].user_id`); a person with a WhatsApp username may come with the BSUID only. Anything it
 * does not recognise is skipped, never thrown: a verified webhook is always acknowledged, so Meta does not
 * retry a body we will never understand.
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
/** A business-scoped user id: a country code, a dot, optionally ENT. (a parent BSUID), letters and digits. */
const BSUID = /^[A-Z]{2}\.(ENT\.)?[A-Za-z0-9]{1,128}$/;
const phoneOf = (value: unknown): string | null => {
  const digits = typeof value === 'string' ? value.replace(/^\+/, '') : '';
  return WA_ID.test(digits) ? digits : null;
};
const bsuidOf = (value: unknown): string | null =>
  typeof value === 'string' && BSUID.test(value) ? value : null;
const STATUSES: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];
/** Our outbound id travels in `biz_opaque_callback_data` as "vitalia:out:<id>". */
export const CALLBACK_PREFIX = 'vitalia:out:';

export interface WebhookContents {
  messages: NewInboundMessage[];
  statuses: StatusUpdate[];
  identityChanges: IdentityChange[];
}

/** The `contacts` entry of a message's sender: by phone or BSUID, or the only one. */
function contactOf(contacts: Json[], phone: string | null, waUserId: string | null): Json | undefined {
  const found = contacts.find(
    (contact) =>
      (phone !== null && phoneOf(contact.wa_id) === phone) ||
      (waUserId !== null && bsuidOf(contact.user_id) === waUserId),
  );
  if (found) return found;
  // A lone contact that names nobody is the sender's; one that names someone else is not.
  const [only] = contacts;
  return contacts.length === 1 && only && only.wa_id === undefined && only.user_id === undefined
    ? only
    : undefined;
}

/** A `system` message: a number change (`user_changed_number`) or a BSUID change (`user_changed_user_id`). */
function readIdentityChange(raw: Json): IdentityChange | null {
  if (!isObject(raw.system)) return null;
  const { system } = raw;
  if (system.type !== 'user_changed_number' && system.type !== 'user_changed_user_id') return null;
  const change: IdentityChange = {
    type: system.type,
    oldPhone: phoneOf(raw.from),
    newPhone: system.type === 'user_changed_number' ? phoneOf(system.wa_id) : null,
    oldWaUserId: bsuidOf(system.previous_user_id) ?? bsuidOf(raw.from_user_id),
    newWaUserId: bsuidOf(system.user_id),
  };
  if (change.oldWaUserId === change.newWaUserId && change.type === 'user_changed_user_id') return null;
  return change.oldPhone || change.oldWaUserId ? change : null;
}

function timestampOf(value: unknown, fallback: Date): Date {
  const seconds = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  const at = new Date(seconds * 1000);
  if (!Number.isFinite(at.getTime()) || seconds <= 0) return fallback;
  // A sender's clock is not trusted beyond now: order is by WhatsApp's time, the window by ours.
  return at > fallback ? fallback : at;
}

function readMessage(raw: unknown, now: Date, contacts: Json[]): NewInboundMessage | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id, 200);
  const phone = phoneOf(raw.from);
  const fromUserId = bsuidOf(raw.from_user_id);
  const contact = contactOf(contacts, phone, fromUserId);
  const waUserId = fromUserId ?? bsuidOf(contact?.user_id);
  // Answered at the phone when one came, else at the BSUID; a message with neither has no sender.
  const waId = phone ?? waUserId;
  if (!id || !waId) return null;
  const profile = isObject(contact?.profile) ? contact.profile : {};
  const base = {
    waMessageId: id,
    waId,
    waUserId,
    profileName: text(profile.name, 200)?.trim() ?? null,
    sentAt: timestampOf(raw.timestamp, now),
  };
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
  // A voice note (or any audio): its media id, to fetch the audio from the Graph API while it lasts.
  if (raw.type === 'audio' && isObject(raw.audio)) {
    const mediaId = text(raw.audio.id, 200);
    const mediaType = text(raw.audio.mime_type, 200);
    if (mediaId) return { ...base, kind: 'audio', body: null, title: null, mediaId, mediaType };
  }
  // A reaction (an emoji on one of our messages) is not a message to answer, nor is a system notice.
  if (raw.type === 'reaction' || raw.type === 'system') return null;
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

export interface ReadOptions {
  /**
   * WHATSAPP_PHONE_NUMBER_ID: the business number this server answers for. A WhatsApp Business Account
   * may hold other numbers whose webhooks reach the same app; their messages and statuses are skipped
   * (the webhook is still acknowledged). Unset (simulator mode): every number is read.
   */
  phoneNumberId?: string;
}

/** Whether a change belongs to our business number (`value.metadata.phone_number_id`). */
function isOurNumber(value: Json, phoneNumberId: string | undefined): boolean {
  if (!phoneNumberId) return true;
  const metadata = isObject(value.metadata) ? value.metadata : {};
  return String(metadata.phone_number_id ?? '') === phoneNumberId;
}

export function readWebhook(body: unknown, now: Date, options: ReadOptions = {}): WebhookContents {
  const contents: WebhookContents = { messages: [], statuses: [], identityChanges: [] };
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return contents;
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || !isObject(change.value)) continue;
      if (!isOurNumber(change.value, options.phoneNumberId)) continue;
      const contacts = list(change.value.contacts).filter(isObject);
      for (const message of list(change.value.messages)) {
        if (isObject(message) && message.type === 'system') {
          const identity = readIdentityChange(message);
          if (identity) contents.identityChanges.push(identity);
          continue;
        }
        const read = readMessage(message, now, contacts);
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
