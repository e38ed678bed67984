import type {
  ChatAccount,
  ConversationPatch,
  ConversationRow,
  InboundRow,
  LastReadingSnapshot,
} from '@vitalia/db';
import type { ReadingInput } from '@vitalia/contracts/metrics';
import type { ReadingContext, SymptomCode } from '@vitalia/domain';
import type { OutboundMessage } from '@vitalia/services';
import type { WrittenForm } from './reading-reply';

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
  /**
   * A bare low number ("36") with nothing around it: the low steps were given at once; it is stored (and
   * the caregivers told) only once the person says it is their glucose.
   */
  | { kind: 'confirm_low'; value: number; measuredAt: string; askedAt: string }
  /** A pressure of 180/120 or more was stored without symptoms said: are there any? (buttons) */
  | { kind: 'crisis_symptoms'; askedAt: string }
  /**
   * A measurement reminder was sent: the next message is read as that metric ("140" is a glucose), with
   * the reminder's context (the morning glucose reminder: fasting).
   */
  | { kind: 'reminded'; metric: string; context?: ReadingContext; askedAt: string }
  /**
   * Someone else's readings, not stored: the sender manages a person's record (`gestion`) and was offered
   * to store them there (buttons). `messageId` is the message that said them: their key in that record.
   */
  | {
      kind: 'others_readings';
      readings: HeldReading[];
      /** The one relative the message named ("esposo"), learned for the record chosen. */
      relation?: string | null;
      messageId: string;
      askedAt: string;
    }
  /** "¿A qué hora te recuerdo…?" with two buttons: the ids of the morning and the evening one. */
  | { kind: 'reminder_time'; morning: string; evening: string; askedAt: string }
  /** A number nothing explained: which metric is it? `body` is read again with the answer. */
  | { kind: 'which_metric'; body: string; messageId: string; sentAt: string; askedAt: string }
  /**
   * An account just made in the chat (signup-turns.ts): the welcome is owed, with the readings said
   * before the account existed, stored now. Written with the account, so a retry still owes it.
   */
  | { kind: 'welcome'; held: HeldSignupReadings | null; askedAt: string }
  /**
   * A voice note's readings, read back and not stored until the person presses "Sí, guárdala"
   * (voice-turns.ts): the transcript is read again then as the text it is, keyed by the voice note's id
   * and dated when it was sent. Any other message drops it; `previous` is the question open before it.
   */
  | {
      kind: 'voice_reading';
      transcript: string;
      messageId: string;
      sentAt: string;
      askedAt: string;
      previous: Pending | null;
    };

/**
 * Readings a person said before their account existed, as the readings service will take them (dated
 * when said, in their number's country's zone), keyed by the first message that said one.
 */
export interface HeldSignupReadings {
  messageId: string;
  inputs: Array<Omit<ReadingInput, 'measured_at'> & { measured_at: string }>;
  written: Array<WrittenForm | null>;
  signs: SymptomCode[];
}

/** A reading held in the conversation until the person says whose record it goes to. */
export interface HeldReading {
  metric: string;
  value: number;
  v2: number | null;
  measuredAt: string;
  context: ReadingContext | null;
  unit: string | null;
}

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
  /**
   * A crisis follow-up was open when the turn began (read with the account). Without one, only a turn
   * that stores a crisis value opens one, and its reply is urgent.
   */
  crisisOpen: boolean;
  /** The conversation's last reading as stored when the turn began (read with the account), or null. */
  lastReading: LastReadingSnapshot | null;
}

/**
 * What the engine made of a message, for logs and for scoring conversations: 'stored', 'corrected',
 * 'asked:<metric>', 'command:<name>', 'greeting', 'thanks', 'consent', 'medication_taken', 'unknown',
 * 'unsupported', 'signup:<step>' (a number with no account, signup-turns.ts), 'voice:<step>' (a voice
 * note read back, declined, or not heard: voice-turns.ts), 'repeat' (a message already answered).
 */
export type TurnLabel = string;

export interface Outcome {
  reply: OutboundMessage | null;
  patch: ConversationPatch;
  label: TurnLabel;
  /**
   * The consequences (bell, caregivers, smart alerts) the readings of this turn still owe: the engine runs
   * them once the reply is queued, so an alert follows the confirmation of the reading that raised it.
   */
  consequencesId?: number | null;
  /**
   * Those consequences hold no crisis (only smart alerts to judge): they may be settled with the worker
   * round's others. Unset: they are settled before the next message is read.
   */
  noCrisisOwed?: boolean;
  /** The reply opens with what to do now (a crisis value, warning signs): nothing goes before it. */
  urgent?: boolean;
  /** Ids of the what-to-do-now advice the readings' reply already gives (not repeated by symptoms). */
  urgentAdviceIds?: readonly string[];
  /** Symptoms made a stored value an emergency: its steps answer them (no second emergency line). */
  warned?: boolean;
}

export const text = (body: string): OutboundMessage => ({ type: 'text', text: body });

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

/** "08:10": a local clock time as the bot says it. */
export function clock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}
