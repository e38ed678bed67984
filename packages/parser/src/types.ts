import type { ImplausibleReason, MedicationPurpose, Reading, SymptomCode } from '@vitalia/domain';
import type { ReadingRelation, ReadingSubject } from './reading-subjects';

/**
 * What the bot can be asked. `log_reading` when the message logs something; `confirm_value` when it
 * only carries values outside physiological bounds (the bot asks again).
 */
export const INTENTS = [
  'log_reading',
  'help',
  'summary',
  'reminders',
  'undo',
  'medications',
  'medication_taken',
  'stop_reminders',
  'resume_reminders',
  'consent',
  'greeting',
  'thanks',
  'question',
  'small_talk',
  'confirm_value',
  'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * Why a value is not stored: outside physiological bounds (`@vitalia/domain`), or `incomplete`, a blood
 * pressure given with one value only ("presión 120"), for which the bot asks the other half.
 */
export type ImplausibleReadingReason = ImplausibleReason | 'incomplete';

/**
 * A value the parser refuses to store until the user confirms it ("glucosa 5000"). An incomplete
 * pressure is `{ metric: 'presion', value: 120, unit: 'mmHg', reason: 'incomplete', missing: 'diastolic' }`.
 */
export type ImplausibleReading = Reading & {
  reason: ImplausibleReadingReason;
  /** For `incomplete`: the half the user left out. */
  missing?: 'systolic' | 'diastolic';
  /** When the message says it was taken ("ayer en la noche la presión 150"). */
  time?: ReadingTime;
};

export interface ParseResult {
  /** Plausible readings, in message order, in the units of CONTRACTS.md section 5. */
  readings: Reading[];
  /** Readings outside physiological bounds, or incomplete: not to be stored; the bot asks again. */
  implausible: ImplausibleReading[];
  /** The main intent. */
  intent: Intent;
  /** Every intent detected, main first ("glucosa 120, ya tomé la metformina" → log_reading, medication_taken). */
  intents: Intent[];
  /** For `medication_taken`: the medicine named, if any ("metformina"). */
  medication?: string;
  /** For `medication_taken`: what the medicine is for, when said instead of its name ("la de la presión"). */
  medicationPurpose?: MedicationPurpose;
  /** For each reading (same index) that the message dates, when it was taken. */
  times?: Array<ReadingTime | null>;
  /**
   * Each reading as the person wrote it (same index), present when some value was converted ("7.8
   * mmol/L" stored as 140.5 mg/dL): the reply says both. Not part of the `parse` command's output.
   */
  written?: Array<{ value: number; unit: string } | null>;
  /**
   * Whose each reading is (same index), present when some reading is someone else's ("mi esposo tiene
   * 160/100"): those are never stored in the sender's record.
   */
  subjects?: ReadingSubject[];
  /** With someone else's readings: the relatives the message names, one name per relation ("esposo"). */
  relatives?: string[];
  /**
   * With someone else's readings: the relative each reading is about (same index; "mi esposo" is the
   * sender's husband, "su esposo" someone's), null where none is named. Not part of the `parse` output.
   */
  relations?: Array<ReadingRelation | null>;
  /** Symptoms said in the message, as the domain's codes ("tremor", "chest_pain"). */
  symptoms?: SymptomCode[];
  /** Set when the symptoms are someone else's ("mi esposo tiene mucha sed"): the sender never speaks of self. */
  symptomsSubject?: 'other';
  /**
   * When nothing was read: the numbers of the message that no rule explained (not an age, a price, a
   * clock time...), such as the 150 of "yo ando en 150 de los puros nervios". The bot asks what they are.
   */
  unread?: number[];
  /** A glucose meter showing it cannot measure: "HI" (above its range), "LO" (below). */
  meter?: 'HI' | 'LO';
  /** Set when the meter word is said of someone else ("a mi papá le salió HI"). */
  meterSubject?: 'other';
  /**
   * The message says its value was already told ("ya le dije que me salió 320", "como le dije, 140"):
   * the bot does not store it twice when it is the reading it just stored.
   */
  repeated?: true;
}

/**
 * When a reading was taken, as the message says it ("ayer en la noche", "hace 2 horas", "a las 7 de la
 * mañana"); absent when the message says nothing, and the reading is of the moment it was sent. The bot
 * resolves it to an instant in the person's time zone.
 */
export interface ReadingTime {
  /** Days before the message's local day: hoy 0, ayer 1, antier 2, "hace 3 días" 3. */
  daysAgo?: number;
  /** Minutes before the message: "hace 2 horas" 120, "hace media hora" 30. */
  minutesAgo?: number;
  /** A clock time said; `meridiem` when the message tells morning from afternoon. */
  clock?: { hour: number; minute: number; meridiem?: 'am' | 'pm' };
  partOfDay?: 'madrugada' | 'manana' | 'mediodia' | 'tarde' | 'noche';
}

export interface CustomMetricDefinition {
  /** Stored key, lowercase snake_case ("cintura"). */
  key: string;
  /** Unit assumed when the user leaves it out ("cm"). */
  unit: string;
  /** Other single words the user calls it. */
  aliases?: string[];
}

export interface ParseOptions {
  /**
   * The metric the bot just asked for (a reminder: "¿cuál fue tu peso?"). A lone number in a message
   * that names no metric is then read as this metric instead of the default rule.
   */
  expectedMetric?: string;
  /** Custom indicators this user already logs, so "cintura 90" works without a unit. */
  customMetrics?: CustomMetricDefinition[];
}
