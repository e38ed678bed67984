import type {
  ChatAccount,
  ConversationPatch,
  ConversationRow,
  InboundRow,
  LastReadingSnapshot,
} from '@vitalia/db';
import type { ReadingInput } from '@vitalia/contracts/metrics';
import type { SymptomCode } from '@vitalia/domain';
import type { Pending } from './states/schema';
import type { OutboundMessage } from '@vitalia/services';
import type { WrittenForm } from './say/reading-layout';

export type { HeldForConfirmation, HeldReading, Pending, PendingKind, PendingOf } from './states/schema';

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

/** How long a question stays open, and how long after a reading "no, era 140" corrects it. */
export const PENDING_MINUTES = 30;
export const CORRECTION_MINUTES = 15;
export const UNDO_HOURS = 24;
export const UNSUPPORTED_NOTICE_HOURS = 24;
export const PAYMENT_NOTICE_HOURS = 24;

export interface Turn {
  inbound: InboundRow;
  account: ChatAccount;
  conversation: ConversationRow;
  /** What the bot waits for, as read (and parsed) from the conversation; null when nothing is open. */
  state: Pending | null;
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
  /**
   * The sender's earlier messages, newest first (this one included), read from the inbox at most once a
   * turn: whoever needs them (a relative writing, someone just spoken of, warning signs told) shares them.
   */
  earlier(): Promise<readonly EarlierMessage[]>;
}

/** One of the sender's earlier messages, as the inbox's history keeps it. */
export interface EarlierMessage {
  id: number;
  kind: string;
  body: string | null;
  sent_at: Date;
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
  /** The turn stored the sender's readings (a reply that may carry the way to pay). */
  stored?: boolean;
  /** A low stored now, not hours ago ("vuelve a medir en 15 minutos" is for it). */
  lowNow?: boolean;
  /**
   * The reply answers on its own terms (a command, a crisis button, the sign-up, a voice note's step):
   * no warning told earlier is repeated in front of it.
   */
  selfContained?: boolean;
  /** The reply says hello itself (a greeting, the welcome of an account made in the chat). */
  greets?: boolean;
  /** The bot did not understand the message (the catch-all answered it). */
  notUnderstood?: boolean;
  /** The rule of the table that answered (engine.ts), for the logs and the scoring. */
  rule?: string;
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

/** "08:10": a local clock time as the bot says it. */
export function clock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}
