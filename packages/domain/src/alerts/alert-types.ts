import { CORE_METRIC_KEYS, type CoreMetricKey } from '../metrics';

/**
 * The smart-alert rules. Each kind is stored (alert_episodes.kind, migration 0009): never rename one.
 * - glucose_high / glucose_low: three glucose readings in a row above the range (below only with a
 *   personal minimum);
 * - glucose_repeated_lows: one glucose under 54, or two or more under 70, in the 7 days up to the newest
 *   one;
 * - pressure_high / pressure_low: three of the last five pressure readings in stage 2 (above a personal
 *   maximum; below only with a personal minimum);
 * - weight_change: the newest weight more than 2 kg away from one of the 7 days before it;
 * - weight_range / heart_rate_range: the newest reading outside the personal range (only with one);
 * - inactivity: no reading for the person's number of days.
 */
export const ALERT_KINDS = [
  'glucose_high',
  'glucose_low',
  'glucose_repeated_lows',
  'pressure_high',
  'pressure_low',
  'weight_change',
  'weight_range',
  'heart_rate_range',
  'inactivity',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The metrics that take personal thresholds and feed the reading rules. */
export const ALERT_METRICS = CORE_METRIC_KEYS;
export type AlertMetric = CoreMetricKey;

export function isAlertMetric(metric: string): metric is AlertMetric {
  return (ALERT_METRICS as readonly string[]).includes(metric);
}

/** The rules' fixed numbers. */
export const ALERT_RULES = {
  glucoseInARow: 3,
  pressureWindow: 5,
  pressureHits: 3,
  weightChangeKg: 2,
  weightWindowDays: 7,
  /** Readings older than this are not looked at (an imported year of history alerts about nothing). */
  lookbackDays: 30,
  /** At most this many readings per metric are read for one evaluation. */
  readingsPerMetric: 60,
} as const;

export const INACTIVITY_DAYS = { min: 1, max: 30, default: 3 } as const;

/** A personal range; null on a side means "the standard decides" (or, without a standard, no limit). */
export interface RangeLimits {
  min: number | null;
  max: number | null;
}

/** Blood pressure: min/max are the systolic, min2/max2 the diastolic. */
export interface PressureLimits extends RangeLimits {
  min2: number | null;
  max2: number | null;
}

export interface AlertThresholds {
  glucosa: RangeLimits;
  presion: PressureLimits;
  peso: RangeLimits;
  frecuencia_cardiaca: RangeLimits;
}

export interface AlertSettings {
  inactivityDays: number;
  thresholds: AlertThresholds;
}

export function standardThresholds(): AlertThresholds {
  return {
    glucosa: { min: null, max: null },
    presion: { min: null, max: null, min2: null, max2: null },
    peso: { min: null, max: null },
    frecuencia_cardiaca: { min: null, max: null },
  };
}

export function defaultAlertSettings(): AlertSettings {
  return { inactivityDays: INACTIVITY_DAYS.default, thresholds: standardThresholds() };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Thresholds as stored (validated when saved); anything unreadable counts as "the standard". */
export function readThresholds(stored: unknown): AlertThresholds {
  const thresholds = standardThresholds();
  if (!stored || typeof stored !== 'object') return thresholds;
  const record = stored as Record<string, Record<string, unknown> | undefined>;
  for (const metric of ALERT_METRICS) {
    const limits = thresholds[metric] as unknown as Record<string, number | null>;
    for (const field of Object.keys(limits)) limits[field] = numberOrNull(record[metric]?.[field]);
  }
  return thresholds;
}

/** A stored reading as the rules see it (presion: value the systolic, value2 the diastolic). */
export interface AlertReading {
  metric: string;
  value: number;
  value2: number | null;
  measuredAt: Date;
  context: string | null;
}

/** What the person is told when an episode opens: the bell's title and the chat / bell text. */
export interface AlertNotice {
  title: string;
  text: string;
  /** The id of the standard the text names (a Standard id, or `personal` / `setting`). */
  standard: string;
}

export type RuleVerdict =
  | { kind: AlertKind; holds: false }
  | { kind: AlertKind; holds: true; notice: AlertNotice; facts: Record<string, unknown> };

export type HoldingVerdict = Extract<RuleVerdict, { holds: true }>;

export const notHolding = (kind: AlertKind): RuleVerdict => ({ kind, holds: false });

export const DAY_MS = 24 * 60 * 60 * 1000;
