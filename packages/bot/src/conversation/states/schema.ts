import { READING_CONTEXTS, type ReadingContext } from '@vitalia/domain';
import { z } from 'zod';
import type { HeldSignupReadings } from '../turn';

/**
 * The conversation's state: what the bot is waiting for between two messages, as a typed union that is
 * parsed (never cast) each time it is read from `chat_conversations.pending`, with a version. A stored
 * state this code does not know (another version, a broken row) reads as no open question, so an old or
 * odd row can never steer a turn. Each kind has its own file beside this one: what it expects, what it
 * does with an answer, when it expires.
 */

/** The version every state is written with; one without a version was written before it (version 1). */
export const STATE_VERSION = 1;

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO time');
const context = z.enum(READING_CONTEXTS as unknown as [ReadingContext, ...ReadingContext[]]);

const heldReading = z.object({
  metric: z.string(),
  value: z.number(),
  v2: z.number().nullable(),
  measuredAt: isoTime,
  context: context.nullable(),
  unit: z.string().nullable(),
});
export type HeldReading = z.infer<typeof heldReading>;

/** The readings a stranger said before consenting: written by the sign-up, checked for their shape. */
const heldSignup = z.custom<HeldSignupReadings>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { messageId?: unknown }).messageId === 'string' &&
    Array.isArray((value as { inputs?: unknown }).inputs) &&
    Array.isArray((value as { written?: unknown }).written),
);

/** A reading read back and waiting for "Sí, guárdala" (confirm-readings.ts). */
const heldForConfirmation = z.object({
  metric: z.string(),
  value: z.number(),
  v2: z.number().nullable(),
  context: context.nullable(),
  unit: z.string(),
  /** When it was taken, as an ISO time. */
  measuredAt: isoTime,
  /** As the person wrote it when it was converted ("5.6 mmol/L"). */
  written: z.object({ value: z.number(), unit: z.string() }).nullable(),
});
export type HeldForConfirmation = z.infer<typeof heldForConfirmation>;

const base = { askedAt: isoTime };

const pressureHalf = z.object({
  kind: z.literal('pressure_half'),
  value: z.number(),
  half: z.enum(['systolic', 'diastolic']),
  measuredAt: isoTime.nullable(),
  ...base,
});
const valueAgain = z.object({ kind: z.literal('value_again'), metric: z.string(), ...base });
const confirmLow = z.object({
  kind: z.literal('confirm_low'),
  value: z.number(),
  measuredAt: isoTime,
  ...base,
});
const crisisSymptoms = z.object({ kind: z.literal('crisis_symptoms'), ...base });
const reminded = z.object({
  kind: z.literal('reminded'),
  metric: z.string(),
  context: context.optional(),
  ...base,
});
const othersReadings = z.object({
  kind: z.literal('others_readings'),
  readings: z.array(heldReading),
  relation: z.string().nullable().optional(),
  messageId: z.string(),
  ...base,
});
const reminderTime = z.object({
  kind: z.literal('reminder_time'),
  morning: z.string(),
  evening: z.string(),
  ...base,
});
const whichMetric = z.object({
  kind: z.literal('which_metric'),
  body: z.string(),
  messageId: z.string(),
  sentAt: isoTime,
  ...base,
});
const welcome = z.object({ kind: z.literal('welcome'), held: heldSignup.nullable(), ...base });
const confirmReadings = z.object({
  kind: z.literal('confirm_readings'),
  readings: z.array(heldForConfirmation).min(1),
  /** The message that said them: their key in the record, so a retry stores nothing twice. */
  messageId: z.string(),
  ...base,
});

/** Values of one message said of the sender and someone else together: which one is the sender's? */
const whoseReading = z.object({
  kind: z.literal('whose_reading'),
  readings: z.array(heldForConfirmation).min(1).max(2),
  messageId: z.string(),
  ...base,
});

/** The states a voice note's read-back can stand in front of (it keeps the one it interrupted). */
const interruptible = z.discriminatedUnion('kind', [
  pressureHalf,
  valueAgain,
  confirmLow,
  crisisSymptoms,
  reminded,
  othersReadings,
  reminderTime,
  whichMetric,
  welcome,
  confirmReadings,
  whoseReading,
]);
const voiceReading = z.object({
  kind: z.literal('voice_reading'),
  transcript: z.string(),
  messageId: z.string(),
  sentAt: isoTime,
  previous: interruptible.nullable(),
  ...base,
});

export const conversationState = z.discriminatedUnion('kind', [...interruptible.options, voiceReading]);

/** The question the bot is waiting on, kept in the database between messages. */
export type Pending = z.infer<typeof conversationState>;
export type PendingKind = Pending['kind'];
export type PendingOf<K extends PendingKind> = Extract<Pending, { kind: K }>;

/** The stored state, parsed: null when there is none, or it is of a version or shape this code does not know. */
export function readState(stored: unknown): Pending | null {
  if (stored === null || stored === undefined || typeof stored !== 'object') return null;
  const { v, ...state } = stored as { v?: unknown };
  if (v !== undefined && v !== STATE_VERSION) return null;
  const parsed = conversationState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The state as it is written: with its version. */
export function writeState(state: Pending | null): (Pending & { v: number }) | null {
  return state === null ? null : { v: STATE_VERSION, ...state };
}
