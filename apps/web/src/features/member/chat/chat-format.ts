/** The chat's texts: pure, so they are tested without a browser. */
import type { ChatDeliveryStatus, OutboundMessage } from '../api/chat-api';

const LOCALE = 'es-MX';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts with http(s):// or www. and runs to the next space or a character that cannot be in
// one unescaped; punctuation that ends a sentence is taken off afterwards.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
/** Characters that end a sentence after an address rather than belong to it. */
const TRAILING_PUNCTUATION = new Set([...'.,;:!?¡¿…»)]']);
const OPENERS: Record<string, string> = { ')': '(', ']': '[' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The address without the punctuation the sentence put after it ("…/ayuda." → "…/ayuda"), keeping a
 * closing bracket the address itself opened ("…/Glucosa_(sangre)").
 */
function trimAddress(candidate: string): string {
  let address = candidate;
  while (address.length > 0) {
    const last = address.at(-1)!;
    if (!TRAILING_PUNCTUATION.has(last)) break;
    const opener = OPENERS[last];
    if (opener && count(address, opener) >= count(address, last)) break;
    address = address.slice(0, -1);
  }
  return address;
}

/** The address a link opens, or null when it is not a web address (only http and https open). */
function hrefFor(address: string): string | null {
  const candidate = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text cut into plain runs and web addresses, in order. The page renders each run as text
 * (never as HTML) and each address as a link that shows the address itself.
 */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let index = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    // A bare "https://" or "www." is not an address yet; it stays in the text around it.
    const href = /^(?:https?:\/\/|www\.)$/i.test(address) ? null : hrefFor(address);
    if (!href) continue;
    if (match.index > index) segments.push({ kind: 'text', text: text.slice(index, match.index) });
    segments.push({ kind: 'link', text: address, href });
    index = match.index + address.length;
  }
  if (index < text.length) segments.push({ kind: 'text', text: text.slice(index) });
  return segments;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** The time under a bubble, 24 h "HH:MM" in `timeZone` (the browser's by default); '' when unreadable. */
export function formatChatTime(at: string, timeZone?: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? '' : timeFormat(timeZone).format(time);
}

/** The local calendar date of an instant, "2025-06-10", to group messages by day. */
export function chatDayKey(at: string, timeZone?: string): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(time);
}

/** The day before a calendar date, "2025-03-01" → "2025-02-28". */
function previousDay(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The label between days in the conversation: "Hoy", "Ayer", else "lunes, 9 de junio" (with the year if not this one's). */
export function formatChatDay(at: string, now: number, timeZone?: string): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '';
  const day = chatDayKey(at, timeZone);
  const today = chatDayKey(new Date(now).toISOString(), timeZone);
  if (day === today) return 'Hoy';
  if (day === previousDay(today)) return 'Ayer';
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(time);
}

/** The readable text of a message: its text, or a template's parameters one per line. */
export function messageText(message: OutboundMessage): string {
  return message.type === 'template' ? message.params.join('\n') : message.text;
}

const STATUS_LABELS: Record<ChatDeliveryStatus, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'No se pudo entregar',
};

/** The delivery state in words, for the tick's accessible name. */
export const deliveryStatusLabel = (status: ChatDeliveryStatus) => STATUS_LABELS[status];

/** A bot message's state as one the page draws a tick for; null for none or one it does not know. */
export function asDeliveryStatus(status: string | undefined): ChatDeliveryStatus | null {
  return status !== undefined && Object.hasOwn(STATUS_LABELS, status) ? (status as ChatDeliveryStatus) : null;
}

/** The text a draft sends: without the blank lines and spaces around it; null when nothing is left. */
export function draftToSend(draft: string): string | null {
  // A tab pasted in is a space: the server takes line breaks but no other control characters.
  const text = draft.replace(/\t/g, ' ').trim();
  return text ? text : null;
}
