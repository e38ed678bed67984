import type { ChatAccount, ConversationPatch, ConversationRow, InboundRow } from '@vitalia/db';
import type { Reading } from '@vitalia/domain';
import type { OutboundMessage } from '@vitalia/services';

/** The question the bot is waiting on, kept in the database between messages. */
export type Pending =
  | {
      kind: 'pressure_half';
      value: number;
      half: 'systolic' | 'diastolic';
      /** When the first half said it was taken; null: when the whole reading is completed. */
      measuredAt: string | null;
      askedAt: string;
    }
  | { kind: 'value_again'; metric: string; askedAt: string }
  /** A measurement reminder was sent: the next message is read as that metric ("140" is a glucose). */
  | { kind: 'reminded'; metric: string; askedAt: string };

/** How long a question stays open, and how long after a reading "no, era 140" corrects it. */
export const PENDING_MINUTES = 30;
/** How long after a measurement reminder a bare value still answers it. */
export const REMINDER_ANSWER_MINUTES = 180;
export const CORRECTION_MINUTES = 15;
export const UNDO_HOURS = 24;
export const UNSUPPORTED_NOTICE_HOURS = 24;
export const PAYMENT_NOTICE_HOURS = 24;

export interface Turn {
  inbound: InboundRow;
  account: ChatAccount;
  conversation: ConversationRow;
  timeZone: string;
  /** An older message delivered late: read alone, without the conversation's open question. */
  late: boolean;
}

/**
 * What the engine made of a message, for logs and for scoring conversations: 'stored', 'corrected',
 * 'asked:<metric>', 'command:<name>', 'greeting', 'thanks', 'consent', 'medication_taken', 'unknown',
 * 'unsupported', 'invitation', 'repeat' (a message already answered).
 */
export type TurnLabel = string;

export interface Outcome {
  reply: OutboundMessage | null;
  patch: ConversationPatch;
  label: TurnLabel;
  /** Metrics of the readings this turn stored or corrected: the smart alerts look at them afterwards. */
  storedMetrics?: string[];
}

export const text = (body: string): OutboundMessage => ({ type: 'text', text: body });

/** Moves the what-to-do-now line of a crisis reply (the domain's last line) to the top. */
export function urgentFirst(reply: string): string {
  const lines = reply.split('\n');
  const steps = lines.pop() ?? '';
  return [steps, ...lines].join('\n');
}

const EMOJI = /\p{Extended_Pictographic}\uFE0F?\s?/gu;

/** At most one emoji a message (the first, which says what kind of message it is). */
export function keepOneEmoji(body: string): string {
  let seen = false;
  return body.replace(EMOJI, (match) => {
    if (seen) return '';
    seen = true;
    return match;
  });
}

export function withOneEmoji(message: OutboundMessage): OutboundMessage {
  return message.type === 'template' ? message : { ...message, text: keepOneEmoji(message.text) };
}
export const minutesBetween = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 60_000;

export function describe(reading: {
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
}): string {
  const value =
    reading.metric === 'presion' ? `${reading.value}/${reading.value2 ?? ''}` : String(reading.value);
  return `${reading.metric === 'presion' ? 'presión' : reading.metric.replace(/_/g, ' ')} ${value} ${reading.unit}`.trim();
}

export function asDomainReading(stored: {
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  context: string | null;
}): Reading {
  const context = (stored.context ?? undefined) as Reading['context'];
  return stored.metric === 'presion'
    ? { metric: 'presion', systolic: stored.value, diastolic: stored.value2 ?? 0, unit: 'mmHg', context }
    : { metric: stored.metric, value: stored.value, unit: stored.unit, context };
}
