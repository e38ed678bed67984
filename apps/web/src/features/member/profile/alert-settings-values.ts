import type { AlertSettingsInput, AlertSettingsReply } from '@vitalia/contracts/alerts';

type Metric = keyof AlertSettingsReply['umbrales'];
type Side = 'min' | 'max' | 'min2' | 'max2';

/** One threshold input: which value it edits, its visible label and the name used in messages. */
export interface ThresholdField {
  key: `${Metric}.${Side}`;
  metric: Metric;
  side: Side;
  label: string;
  spoken: string;
}

export interface ThresholdGroup {
  metric: Metric;
  legend: string;
  unit: string;
  /** What happens with the fields left empty. */
  standard: string;
  fields: ThresholdField[];
}

const field = (metric: Metric, side: Side, label: string, spoken: string): ThresholdField => ({
  key: `${metric}.${side}`,
  metric,
  side,
  label,
  spoken,
});

/** The profile's threshold inputs, by metric, in the order they are shown. */
export const THRESHOLD_GROUPS: readonly ThresholdGroup[] = [
  {
    metric: 'glucosa',
    legend: 'Glucosa',
    unit: 'mg/dL',
    standard:
      'Vacío = rango estándar (ADA): 80 a 130 en ayunas y menos de 180 después de comer; te avisamos con 3 lecturas seguidas fuera.',
    fields: [
      field('glucosa', 'min', 'Mínimo (mg/dL)', 'mínimo de glucosa'),
      field('glucosa', 'max', 'Máximo (mg/dL)', 'máximo de glucosa'),
    ],
  },
  {
    metric: 'presion',
    legend: 'Presión arterial',
    unit: 'mmHg',
    standard:
      'Vacío = rango estándar (AHA/ACC 2025): te avisamos si 3 de tus últimas 5 lecturas llegan a 140/90 o más.',
    fields: [
      field('presion', 'min', 'Sistólica mínima (mmHg)', 'mínimo de presión sistólica'),
      field('presion', 'max', 'Sistólica máxima (mmHg)', 'máximo de presión sistólica'),
      field('presion', 'min2', 'Diastólica mínima (mmHg)', 'mínimo de presión diastólica'),
      field('presion', 'max2', 'Diastólica máxima (mmHg)', 'máximo de presión diastólica'),
    ],
  },
  {
    metric: 'peso',
    legend: 'Peso',
    unit: 'kg',
    standard:
      'Siempre te avisamos si tu peso cambia más de 2 kg en una semana; con un rango, también si sale de él.',
    fields: [
      field('peso', 'min', 'Mínimo (kg)', 'mínimo de peso'),
      field('peso', 'max', 'Máximo (kg)', 'máximo de peso'),
    ],
  },
  {
    metric: 'frecuencia_cardiaca',
    legend: 'Frecuencia cardiaca',
    unit: 'lpm',
    standard: 'Sin rango estándar: te avisamos solo si pones un rango personal.',
    fields: [
      field('frecuencia_cardiaca', 'min', 'Mínima (lpm)', 'mínimo de frecuencia cardiaca'),
      field('frecuencia_cardiaca', 'max', 'Máxima (lpm)', 'máximo de frecuencia cardiaca'),
    ],
  },
];

const ALL_FIELDS = THRESHOLD_GROUPS.flatMap((group) => group.fields);

export interface AlertSettingsFormValues {
  days: string;
  /** By field key ("glucosa.max"); '' = the standard range. */
  limits: Record<string, string>;
}

export const DAYS_MESSAGE = 'Los días sin lecturas deben ser un número entero del 1 al 30.';

export function toFormValues(settings: AlertSettingsReply): AlertSettingsFormValues {
  const limits: Record<string, string> = {};
  for (const { key, metric, side } of ALL_FIELDS) {
    const value = (settings.umbrales[metric] as Partial<Record<Side, number | null>>)[side];
    limits[key] = value === null || value === undefined ? '' : String(value);
  }
  return { days: String(settings.dias_sin_lecturas), limits };
}

/** A number as people type it ("72,5" too); null when it is not one. */
function readNumber(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

export type ReadResult =
  { ok: true; settings: AlertSettingsInput } | { ok: false; detail: string; field: 'days' | string };

/**
 * The body to send, or the first value that is not a number (ranges and order are the server's to
 * check, with the same Spanish messages).
 */
export function readFormValues(values: AlertSettingsFormValues): ReadResult {
  const days = readNumber(values.days);
  if (days === null || !Number.isInteger(days)) return { ok: false, detail: DAYS_MESSAGE, field: 'days' };
  const umbrales = {
    glucosa: { min: null, max: null },
    presion: { min: null, max: null, min2: null, max2: null },
    peso: { min: null, max: null },
    frecuencia_cardiaca: { min: null, max: null },
  } as AlertSettingsInput['umbrales'];
  for (const { key, metric, side, spoken } of ALL_FIELDS) {
    const text = values.limits[key]?.trim() ?? '';
    if (text === '') continue;
    const value = readNumber(text);
    if (value === null) {
      return {
        ok: false,
        detail: `El ${spoken} debe ser un número, o quedar vacío para usar el rango estándar.`,
        field: key,
      };
    }
    (umbrales[metric] as Partial<Record<Side, number | null>>)[side] = value;
  }
  return { ok: true, settings: { dias_sin_lecturas: days, umbrales } };
}

/** The field a server refusal names ("El máximo de glucosa debe…"), to mark it; null when none is named. */
export function findFieldOfDetail(detail: string): string | null {
  if (/d[ií]as sin lecturas/i.test(detail)) return 'days';
  return ALL_FIELDS.find((field) => detail.includes(field.spoken))?.key ?? null;
}
