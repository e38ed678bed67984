/**
 * Smart-alert settings, "Alertas personalizadas" (`GET` and `PUT /health-users/alert_settings/`): the reply
 * type, the request schema with its Spanish messages, and the reply schema the server serializes through.
 * The web app imports only the types of this file (`import type`), so zod stays out of its bundle.
 */
import { z } from 'zod';
import { PLAUSIBLE_BOUNDS, PLAUSIBLE_DIASTOLIC, PLAUSIBLE_SYSTOLIC, type Bounds } from '@vitalia/domain';
import { INACTIVITY_DAYS } from '@vitalia/domain/alerts';
import { fail, NOT_AN_OBJECT, ok, type Validation } from './validation';

/** A personal range; null on a side = the standard range decides. */
export interface ThresholdPair {
  min: number | null;
  max: number | null;
}

/** presion: min/max the systolic, min2/max2 the diastolic (mmHg). */
export interface PressureThresholds extends ThresholdPair {
  min2: number | null;
  max2: number | null;
}

export interface AlertThresholdsBody {
  glucosa: ThresholdPair;
  presion: PressureThresholds;
  peso: ThresholdPair;
  frecuencia_cardiaca: ThresholdPair;
}

/** The reply of both calls, and what `PUT` takes (a field left out goes back to its default). */
export interface AlertSettingsReply {
  /** Tell me when I log no reading in this many days (1 to 30; default 3). */
  dias_sin_lecturas: number;
  umbrales: AlertThresholdsBody;
}

export type AlertSettingsInput = AlertSettingsReply;

type ThresholdField = 'min' | 'max' | 'min2' | 'max2';

interface FieldSpec {
  label: string;
  bounds: Bounds;
  unit: string;
}

/** Each field's name in messages and its plausible values (CONTRACTS.md section 3). */
const FIELDS = {
  glucosa: {
    min: { label: 'mínimo de glucosa', bounds: PLAUSIBLE_BOUNDS.glucosa!, unit: 'mg/dL' },
    max: { label: 'máximo de glucosa', bounds: PLAUSIBLE_BOUNDS.glucosa!, unit: 'mg/dL' },
  },
  presion: {
    min: { label: 'mínimo de presión sistólica', bounds: PLAUSIBLE_SYSTOLIC, unit: 'mmHg' },
    max: { label: 'máximo de presión sistólica', bounds: PLAUSIBLE_SYSTOLIC, unit: 'mmHg' },
    min2: { label: 'mínimo de presión diastólica', bounds: PLAUSIBLE_DIASTOLIC, unit: 'mmHg' },
    max2: { label: 'máximo de presión diastólica', bounds: PLAUSIBLE_DIASTOLIC, unit: 'mmHg' },
  },
  peso: {
    min: { label: 'mínimo de peso', bounds: PLAUSIBLE_BOUNDS.peso!, unit: 'kg' },
    max: { label: 'máximo de peso', bounds: PLAUSIBLE_BOUNDS.peso!, unit: 'kg' },
  },
  frecuencia_cardiaca: {
    min: {
      label: 'mínimo de frecuencia cardiaca',
      bounds: PLAUSIBLE_BOUNDS.frecuencia_cardiaca!,
      unit: 'lpm',
    },
    max: {
      label: 'máximo de frecuencia cardiaca',
      bounds: PLAUSIBLE_BOUNDS.frecuencia_cardiaca!,
      unit: 'lpm',
    },
  },
} as const satisfies Record<keyof AlertThresholdsBody, Partial<Record<ThresholdField, FieldSpec>>>;

export const ALERT_SETTINGS_MESSAGES = {
  days: `Los días sin lecturas (dias_sin_lecturas) deben ser un número entero del ${INACTIVITY_DAYS.min} al ${INACTIVITY_DAYS.max}.`,
  thresholds: 'Los umbrales (umbrales) deben ser un objeto con glucosa, presion, peso y frecuencia_cardiaca.',
  metric: (metric: string) =>
    `Los umbrales de ${metric} deben ser un objeto con ${metric === 'presion' ? 'min, max, min2 y max2' : 'min y max'}.`,
  notNumber: (label: string) => `El ${label} debe ser un número, o quedar vacío para usar el rango estándar.`,
  outOfRange: ({ label, bounds, unit }: FieldSpec) =>
    `El ${label} debe estar entre ${bounds.min} y ${bounds.max} ${unit}.`,
  order: (what: string) => `En ${what}, el mínimo debe ser menor que el máximo.`,
} as const;

function limitSchema(spec: FieldSpec) {
  return z
    .number({ error: ALERT_SETTINGS_MESSAGES.notNumber(spec.label) })
    .min(spec.bounds.min, { error: ALERT_SETTINGS_MESSAGES.outOfRange(spec) })
    .max(spec.bounds.max, { error: ALERT_SETTINGS_MESSAGES.outOfRange(spec) })
    .nullish()
    .transform((value) => value ?? null);
}

const ordered = (min: number | null, max: number | null) => min === null || max === null || min < max;

const pairSchema = (metric: 'glucosa' | 'peso' | 'frecuencia_cardiaca', what: string) =>
  z
    .strictObject(
      { min: limitSchema(FIELDS[metric].min), max: limitSchema(FIELDS[metric].max) },
      { error: ALERT_SETTINGS_MESSAGES.metric(metric) },
    )
    .refine((pair) => ordered(pair.min, pair.max), { error: ALERT_SETTINGS_MESSAGES.order(what) })
    .nullish()
    .transform((pair): ThresholdPair => pair ?? { min: null, max: null });

const pressureSchema = z
  .strictObject(
    {
      min: limitSchema(FIELDS.presion.min),
      max: limitSchema(FIELDS.presion.max),
      min2: limitSchema(FIELDS.presion.min2),
      max2: limitSchema(FIELDS.presion.max2),
    },
    { error: ALERT_SETTINGS_MESSAGES.metric('presion') },
  )
  .refine((p) => ordered(p.min, p.max), { error: ALERT_SETTINGS_MESSAGES.order('la presión sistólica') })
  .refine((p) => ordered(p.min2, p.max2), { error: ALERT_SETTINGS_MESSAGES.order('la presión diastólica') })
  .nullish()
  .transform((p): PressureThresholds => p ?? { min: null, max: null, min2: null, max2: null });

/** `PUT /health-users/alert_settings/`: replaces the settings; a field left out is its default. */
export const alertSettingsInput = z.object({
  dias_sin_lecturas: z
    .number({ error: ALERT_SETTINGS_MESSAGES.days })
    .int({ error: ALERT_SETTINGS_MESSAGES.days })
    .min(INACTIVITY_DAYS.min, { error: ALERT_SETTINGS_MESSAGES.days })
    .max(INACTIVITY_DAYS.max, { error: ALERT_SETTINGS_MESSAGES.days })
    .optional()
    .transform((days) => days ?? INACTIVITY_DAYS.default),
  umbrales: z
    .strictObject(
      {
        glucosa: pairSchema('glucosa', 'glucosa'),
        presion: pressureSchema,
        peso: pairSchema('peso', 'peso'),
        frecuencia_cardiaca: pairSchema('frecuencia_cardiaca', 'frecuencia cardiaca'),
      },
      { error: ALERT_SETTINGS_MESSAGES.thresholds },
    )
    .nullish()
    .transform(
      (thresholds): AlertThresholdsBody =>
        thresholds ?? {
          glucosa: { min: null, max: null },
          presion: { min: null, max: null, min2: null, max2: null },
          peso: { min: null, max: null },
          frecuencia_cardiaca: { min: null, max: null },
        },
    ),
});

/** The body read with {@link alertSettingsInput}, or the Spanish message of its first problem. */
export function validateAlertSettings(body: unknown): Validation<AlertSettingsInput> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(NOT_AN_OBJECT);
  const result = alertSettingsInput.safeParse(body);
  if (result.success) return ok(result.data);
  return fail(result.error.issues[0]?.message ?? ALERT_SETTINGS_MESSAGES.thresholds);
}

const limit = z.number().nullable();
const pair = z.object({ min: limit, max: limit });

/** Reply schema: only these fields are ever written. */
export const alertSettingsReply = z.object({
  dias_sin_lecturas: z.number().int(),
  umbrales: z.object({
    glucosa: pair,
    presion: z.object({ min: limit, max: limit, min2: limit, max2: limit }),
    peso: pair,
    frecuencia_cardiaca: pair,
  }),
});
