import {
  getMetricDefinition,
  getNormalRange,
  isKnownMetric,
  PLAUSIBLE_BOUNDS,
  PLAUSIBLE_DIASTOLIC,
  PLAUSIBLE_SYSTOLIC,
  type MetricDefinition,
} from '@vitalia/domain';
import type { PatientMetricRow } from '@vitalia/db';

/** The three metrics every patient has a chart for, first in every list. */
export const CHART_METRICS = ['glucosa', 'presion', 'peso'] as const;

/** Metrics a patient may have beyond glucosa, presion and peso (each is a chart on the overview). */
export const MAX_PATIENT_METRICS = 30;

/** How far ahead of the server's clock a reading may be dated (a phone's clock running fast). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
export const EARLIEST_READING = new Date('2000-01-01T00:00:00Z');

/**
 * The largest value a custom indicator may carry. No home measurement comes near it (steps in a day,
 * grams, units, degrees), and it keeps every sum, mean and chart of the readings far inside a double.
 */
export const MAX_CUSTOM_VALUE = 1_000_000;

export const READING_MESSAGES = {
  future: 'La fecha y hora de la lectura no puede estar en el futuro.',
  tooOld: 'La lectura no puede ser anterior al año 2000.',
  negative: 'El valor no puede ser negativo.',
  tooLarge: `El valor no puede ser mayor que ${MAX_CUSTOM_VALUE.toLocaleString('es-MX')}. Revisa el valor.`,
  diastolicNotBelow: 'La presión diastólica (v2) debe ser menor que la sistólica (value).',
  duplicate: 'Ya tienes guardada esa misma lectura con la misma fecha y hora.',
  tooManyMetrics: `Puedes registrar hasta ${MAX_PATIENT_METRICS} indicadores además de glucosa, presión y peso.`,
  unknownMetric: (key: string) =>
    `Aún no tienes lecturas de «${key}». Registra una lectura para crear esa métrica.`,
  wrongUnit: (name: string, unit: string) => `${name} se registra en ${unit}.`,
  outOfBounds: (label: string, min: number, max: number, unit: string) =>
    `${label} debe estar entre ${min} y ${max} ${unit}. Revisa el valor.`,
} as const;

/** A metric as the patient sees it: catalogue entry or their own, with its band. */
export interface ResolvedMetric {
  definition: MetricDefinition;
  normalRange: { min: number; max: number } | null;
}

export function resolveMetric(key: string, stored: PatientMetricRow | undefined): ResolvedMetric {
  const definition = isKnownMetric(key)
    ? getMetricDefinition(key)
    : {
        ...getMetricDefinition(key, stored?.unit ?? ''),
        name: stored?.name ?? getMetricDefinition(key).name,
      };
  const own =
    stored && stored.normal_min !== null && stored.normal_max !== null
      ? { min: stored.normal_min, max: stored.normal_max }
      : null;
  return { definition, normalRange: own ?? getNormalRange(key) };
}

/** Same unit, written any way ("mg/dl" is "mg/dL"). */
export const sameUnit = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The plausibility rule for every entry point (web, chat, import): a value no body or home meter can show
 * is refused with what the range is, so it is typed again rather than stored. Null when plausible.
 */
export function findImplausibility(
  definition: MetricDefinition,
  value: number,
  value2: number | null,
): string | null {
  const unit = definition.unit;
  if (definition.key === 'presion') {
    const systolic = PLAUSIBLE_SYSTOLIC;
    const diastolic = PLAUSIBLE_DIASTOLIC;
    if (value < systolic.min || value > systolic.max) {
      return READING_MESSAGES.outOfBounds('La presión sistólica', systolic.min, systolic.max, unit);
    }
    if (value2 === null || value2 < diastolic.min || value2 > diastolic.max) {
      return READING_MESSAGES.outOfBounds('La presión diastólica', diastolic.min, diastolic.max, unit);
    }
    return value2 < value ? null : READING_MESSAGES.diastolicNotBelow;
  }
  const bounds = PLAUSIBLE_BOUNDS[definition.key];
  if (bounds) {
    return value < bounds.min || value > bounds.max
      ? READING_MESSAGES.outOfBounds(`El valor de ${definition.nameInSentence}`, bounds.min, bounds.max, unit)
      : null;
  }
  if (value < 0) return READING_MESSAGES.negative;
  return value > MAX_CUSTOM_VALUE ? READING_MESSAGES.tooLarge : null;
}

/** A reading's time must be real: not ahead of now (beyond a phone clock's drift), not before 2000. */
export function findTimeProblem(measuredAt: Date, now: Date): string | null {
  if (measuredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return READING_MESSAGES.future;
  if (measuredAt < EARLIEST_READING) return READING_MESSAGES.tooOld;
  return null;
}
