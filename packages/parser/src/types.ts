import type { ImplausibleReason, Reading } from '@vitalia/domain';

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
