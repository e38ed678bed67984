/**
 * The figures of the consultation summary (CONTRACTS.md section 12): what a doctor with ten minutes asks
 * first, from the period's readings. Pure, tested without a database or a PDF.
 */
import { computeBmi, GLUCOSE, STANDARDS } from '@vitalia/domain';
import { addDays } from '@vitalia/domain/schedules';

export interface SummaryReading {
  metric: string;
  value: number;
  value2: number | null;
  measuredAt: Date;
  context: string | null;
  beyondRange: 'HI' | 'LO' | null;
}

/** One line of "glucose by context": how many, mean, lowest, highest and the share in its target. */
export interface GlucoseContextRow {
  label: string;
  target: string;
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  /** 0–1; null when the context has no target (other moments). */
  inTarget: number | null;
}

/** Fasting and before meals 80–130, after meals below 180 (ADA Standards of Care, section 6). */
export const GLUCOSE_TARGETS_SOURCE = `${STANDARDS.ada.name}, sección 6 (metas glucémicas)`;

const GROUPS: ReadonlyArray<{
  label: string;
  contexts: readonly string[] | null;
  target: string;
  inTarget: ((value: number) => boolean) | null;
}> = [
  {
    label: 'En ayunas',
    contexts: ['ayunas'],
    target: `${GLUCOSE.preMealTargetMin} a ${GLUCOSE.preMealTargetMax}`,
    inTarget: (v) => v >= GLUCOSE.preMealTargetMin && v <= GLUCOSE.preMealTargetMax,
  },
  {
    label: 'Antes de comer',
    contexts: ['antes_de_comer'],
    target: `${GLUCOSE.preMealTargetMin} a ${GLUCOSE.preMealTargetMax}`,
    inTarget: (v) => v >= GLUCOSE.preMealTargetMin && v <= GLUCOSE.preMealTargetMax,
  },
  {
    label: 'Después de comer',
    contexts: ['despues_de_comer'],
    target: `menos de ${GLUCOSE.postMealTargetBelow}`,
    inTarget: (v) => v < GLUCOSE.postMealTargetBelow,
  },
  { label: 'Otro momento', contexts: null, target: '—', inTarget: null },
];

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Glucose split by context, the groups with readings only (a meter's HI and LO count at their ends). */
export function glucoseByContext(readings: readonly SummaryReading[]): GlucoseContextRow[] {
  const glucose = readings.filter((reading) => reading.metric === 'glucosa');
  const groupOf = (context: string | null) =>
    GROUPS.find((group) => group.contexts?.includes(context ?? '')) ?? GROUPS[GROUPS.length - 1]!;
  return GROUPS.map((group) => {
    const values = glucose.filter((reading) => groupOf(reading.context) === group).map((r) => r.value);
    return {
      label: group.label,
      target: group.target,
      count: values.length,
      mean: mean(values),
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
      inTarget: group.inTarget && values.length ? values.filter(group.inTarget).length / values.length : null,
    };
  }).filter((row) => row.count > 0);
}

/** Lows (below 70) and the meter's HI and LO: the events a doctor reads one by one. */
export function glucoseEvents(readings: readonly SummaryReading[]): SummaryReading[] {
  return readings
    .filter(
      (reading) =>
        reading.metric === 'glucosa' &&
        (reading.beyondRange !== null || reading.value < GLUCOSE.level1Hypoglycemia),
    )
    .sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
}

export interface HomePressure {
  /** The local days averaged: the last 7 of the period, the first of them left out. */
  from: string;
  to: string;
  morning: { count: number; systolic: number; diastolic: number } | null;
  evening: { count: number; systolic: number; diastolic: number } | null;
  /** Share 0–1 of those readings at or above 135/85; null without readings. */
  aboveHomeThreshold: number | null;
  count: number;
}

/**
 * Home blood pressure as guidelines ask for it: morning (before noon) and evening (from 18:00) averages
 * over the last 7 days with the first day left out, and the share at or above the home threshold 135/85
 * (ESH 2023 guidelines on home monitoring; AHA/ACC 2025).
 */
export const HOME_PRESSURE_SOURCE =
  'Guía ESH 2023 de hipertensión arterial (Mancia y cols., J Hypertens 2023), apartado de medición en casa: 7 días sin el primero, umbral 135/85';
export const HOME_THRESHOLD = { systolic: 135, diastolic: 85 } as const;

export function homePressure(
  readings: readonly SummaryReading[],
  periodTo: string,
  localDate: (at: Date) => string,
  localHour: (at: Date) => number,
): HomePressure {
  const from = addDays(periodTo, -5);
  const week = readings.filter((reading) => {
    if (reading.metric !== 'presion' || reading.value2 === null) return false;
    const day = localDate(reading.measuredAt);
    return day >= from && day <= periodTo;
  });
  const average = (part: readonly SummaryReading[]) =>
    part.length === 0
      ? null
      : {
          count: part.length,
          systolic: Math.round(mean(part.map((r) => r.value))!),
          diastolic: Math.round(mean(part.map((r) => r.value2!))!),
        };
  const above = week.filter(
    (r) => r.value >= HOME_THRESHOLD.systolic || r.value2! >= HOME_THRESHOLD.diastolic,
  ).length;
  return {
    from,
    to: periodTo,
    morning: average(week.filter((r) => localHour(r.measuredAt) < 12)),
    evening: average(week.filter((r) => localHour(r.measuredAt) >= 18)),
    aboveHomeThreshold: week.length === 0 ? null : above / week.length,
    count: week.length,
  };
}

export interface WeightTrend {
  first: { value: number; at: Date };
  last: { value: number; at: Date };
  change: number;
  bmi: number | null;
}

/** The first and last weight of the period, the change, and the last BMI when the height is known. */
export function weightTrend(
  readings: readonly SummaryReading[],
  heightCm: number | null,
): WeightTrend | null {
  const weights = readings
    .filter((reading) => reading.metric === 'peso')
    .sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
  if (weights.length === 0) return null;
  const first = weights[0]!;
  const last = weights[weights.length - 1]!;
  return {
    first: { value: first.value, at: first.measuredAt },
    last: { value: last.value, at: last.measuredAt },
    change: Math.round((last.value - first.value) * 10) / 10,
    bmi: heightCm ? computeBmi(last.value, heightCm) : null,
  };
}
