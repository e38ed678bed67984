import { isCalendarDate } from '@vitalia/domain/schedules';
import { READING_CONTEXTS, readReadingContext, type ReadingContext } from '@vitalia/domain/reading';
import {
  asRecord,
  fail,
  isAbsent,
  isOutOfRangeInteger,
  NOT_AN_OBJECT,
  ok,
  readInteger,
  readText,
  type Validation,
} from '../validation';
import { AGGREGATIONS, type Aggregation } from './types';

export const METRIC_KEY_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
export const NOTE_MAX_LENGTH = 500;
export const UNIT_MAX_LENGTH = 20;
export const READINGS_LIST_MAX = 500;

export const METRICS_MESSAGES = {
  reportAnnex: 'annex debe ser 1 (con las lecturas) o 0 (solo el resumen).',
  metric:
    'La métrica debe ser glucosa, presion, peso, frecuencia_cardiaca u otra clave en minúsculas (letras, números y _, de 2 a 32 caracteres, empezando con letra).',
  metricMissing: 'Indica la métrica (metric), por ejemplo glucosa.',
  value: 'El valor (value) debe ser un número.',
  v2Missing: 'Indica la presión diastólica (v2), por ejemplo 80 en 120/80.',
  v2NotPressure: 'El segundo valor (v2) solo aplica a la presión arterial (presion).',
  measuredAt:
    'La fecha y hora (measured_at) debe estar en formato ISO-8601 con zona horaria, por ejemplo 2026-11-21T08:30:00-06:00.',
  context: `El contexto debe ser uno de: ${READING_CONTEXTS.join(', ')} (o su frase en español, como «después de comer»).`,
  noteTooLong: `La nota puede tener hasta ${NOTE_MAX_LENGTH} caracteres.`,
  unitTooLong: `La unidad puede tener hasta ${UNIT_MAX_LENGTH} caracteres.`,
  date: (field: string) => `La fecha «${field}» debe ser una fecha real con el formato AAAA-MM-DD.`,
  aggregation: `La agregación debe ser ${AGGREGATIONS.join(', ')}.`,
  limit: `El límite (limit) debe ser un número entero del 1 al ${READINGS_LIST_MAX}.`,
  readingNotFound: 'Lectura no encontrada.',
  emptyPatch: 'No hay cambios que guardar.',
} as const;

// ISO-8601 date and time with seconds optional, fractions optional, and a zone (Z or ±HH:MM).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A number given as a JSON number or as text ("72.5", "72,5"); finite only. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}([.,]\d{1,6})?\s*$/.test(value)) {
    return Number(value.trim().replace(',', '.'));
  }
  return null;
}

/** An instant in ISO-8601 with its zone, or null when it is not one. */
export function readInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A context key or its Spanish phrase ("Después de comer"), stored as the key. */
function readContext(value: unknown): Validation<ReadingContext | null> {
  if (isAbsent(value)) return ok(null);
  const context = typeof value === 'string' ? readReadingContext(value) : null;
  return context ? ok(context) : fail(METRICS_MESSAGES.context);
}

function readNote(value: unknown): Validation<string | null> {
  const note = readText(value, 'note');
  if (!note.ok) return note;
  if (note.value.length > NOTE_MAX_LENGTH) return fail(METRICS_MESSAGES.noteTooLong);
  return ok(note.value || null);
}

export interface ReadingInput {
  metric: string;
  value: number;
  v2: number | null;
  /** Null: now. */
  measured_at: Date | null;
  context: ReadingContext | null;
  note: string | null;
  /** A custom metric's unit, on its first reading. */
  unit: string | null;
  /**
   * A glucose meter's "HI" or "LO" said in words (the chat): kept at the end of the meter's range, marked
   * as beyond it. Not read from the API's body, where a number beyond the range says it.
   */
  beyond_range?: 'HI' | 'LO';
}

/** One reading entered by hand (POST /health-metrics/api/readings/). */
export function validateReadingInput(body: unknown): Validation<ReadingInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  if (isAbsent(record.metric)) return fail(METRICS_MESSAGES.metricMissing);
  if (typeof record.metric !== 'string' || !METRIC_KEY_PATTERN.test(record.metric)) {
    return fail(METRICS_MESSAGES.metric);
  }
  const metric = record.metric;
  const value = readNumber(record.value);
  if (value === null) return fail(METRICS_MESSAGES.value);
  let v2: number | null = null;
  if (metric === 'presion') {
    if (isAbsent(record.v2)) return fail(METRICS_MESSAGES.v2Missing);
    v2 = readNumber(record.v2);
    if (v2 === null) return fail(METRICS_MESSAGES.value);
  } else if (!isAbsent(record.v2)) {
    return fail(METRICS_MESSAGES.v2NotPressure);
  }
  let measuredAt: Date | null = null;
  if (!isAbsent(record.measured_at)) {
    measuredAt = readInstant(record.measured_at);
    if (!measuredAt) return fail(METRICS_MESSAGES.measuredAt);
  }
  const context = readContext(record.context);
  if (!context.ok) return context;
  const note = readNote(record.note);
  if (!note.ok) return note;
  const unit = readText(record.unit, 'unit');
  if (!unit.ok) return unit;
  if (unit.value.length > UNIT_MAX_LENGTH) return fail(METRICS_MESSAGES.unitTooLong);
  return ok({
    metric,
    value,
    v2,
    measured_at: measuredAt,
    context: context.value,
    note: note.value,
    unit: unit.value || null,
  });
}

export interface ReadingPatch {
  value?: number;
  v2?: number;
  measured_at?: Date;
  /** Null clears it. */
  context?: ReadingContext | null;
  note?: string | null;
}

/** A correction (PATCH): only the fields sent change. */
export function validateReadingPatch(body: unknown): Validation<ReadingPatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const patch: ReadingPatch = {};
  if (record.value !== undefined) {
    const value = readNumber(record.value);
    if (value === null) return fail(METRICS_MESSAGES.value);
    patch.value = value;
  }
  if (record.v2 !== undefined) {
    const v2 = readNumber(record.v2);
    if (v2 === null) return fail(METRICS_MESSAGES.value);
    patch.v2 = v2;
  }
  if (record.measured_at !== undefined) {
    const measuredAt = readInstant(record.measured_at);
    if (!measuredAt) return fail(METRICS_MESSAGES.measuredAt);
    patch.measured_at = measuredAt;
  }
  if (record.context !== undefined) {
    const context = readContext(record.context);
    if (!context.ok) return context;
    patch.context = context.value;
  }
  if (record.note !== undefined) {
    const note = readNote(record.note);
    if (!note.ok) return note;
    patch.note = note.value;
  }
  if (Object.keys(patch).length === 0) return fail(METRICS_MESSAGES.emptyPatch);
  return ok(patch);
}

export interface DateRangeQuery {
  from: string | undefined;
  to: string | undefined;
}

function readDate(value: unknown, field: string): Validation<string | undefined> {
  if (isAbsent(value)) return ok(undefined);
  return typeof value === 'string' && isCalendarDate(value) ? ok(value) : fail(METRICS_MESSAGES.date(field));
}

export function validateDateRangeQuery(query: unknown): Validation<DateRangeQuery> {
  const record = asRecord(query) ?? {};
  const from = readDate(record.from, 'from');
  if (!from.ok) return from;
  const to = readDate(record.to, 'to');
  if (!to.ok) return to;
  return ok({ from: from.value, to: to.value });
}

/** The doctor's report as a PDF: the dates, and `annex=1` for the pages of raw readings after page 1. */
export function validateReportPdfQuery(query: unknown): Validation<DateRangeQuery & { annex: boolean }> {
  const range = validateDateRangeQuery(query);
  if (!range.ok) return range;
  const annex = (asRecord(query) ?? {}).annex;
  if (isAbsent(annex) || annex === '0' || annex === 'false') return ok({ ...range.value, annex: false });
  if (annex === '1' || annex === 'true') return ok({ ...range.value, annex: true });
  return fail(METRICS_MESSAGES.reportAnnex);
}

function readMetricParam(value: unknown, required: boolean): Validation<string | undefined> {
  if (isAbsent(value)) return required ? fail(METRICS_MESSAGES.metricMissing) : ok(undefined);
  return typeof value === 'string' && METRIC_KEY_PATTERN.test(value)
    ? ok(value)
    : fail(METRICS_MESSAGES.metric);
}

export interface ReadingsQuery extends DateRangeQuery {
  metric: string | undefined;
  limit: number;
}

export function validateReadingsQuery(query: unknown): Validation<ReadingsQuery> {
  const record = asRecord(query) ?? {};
  const metric = readMetricParam(record.metric, false);
  if (!metric.ok) return metric;
  const range = validateDateRangeQuery(record);
  if (!range.ok) return range;
  let limit = 50;
  if (!isAbsent(record.limit)) {
    const parsed = isOutOfRangeInteger(record.limit) ? null : readInteger(record.limit);
    if (parsed === null || parsed < 1 || parsed > READINGS_LIST_MAX) return fail(METRICS_MESSAGES.limit);
    limit = parsed;
  }
  return ok({ metric: metric.value, limit, ...range.value });
}

export interface SeriesQuery extends DateRangeQuery {
  aggregation: Aggregation;
}

function readAggregation(value: unknown, fallback: Aggregation): Validation<Aggregation> {
  if (isAbsent(value)) return ok(fallback);
  return AGGREGATIONS.includes(value as Aggregation)
    ? ok(value as Aggregation)
    : fail(METRICS_MESSAGES.aggregation);
}

export function validateSeriesQuery(query: unknown): Validation<SeriesQuery & { metric: string }> {
  const record = asRecord(query) ?? {};
  const metric = readMetricParam(record.metric, true);
  if (!metric.ok) return metric;
  const aggregation = readAggregation(record.aggregation, 'none');
  if (!aggregation.ok) return aggregation;
  const range = validateDateRangeQuery(record);
  if (!range.ok) return range;
  return ok({ metric: metric.value!, aggregation: aggregation.value, ...range.value });
}

export function validateOverviewQuery(query: unknown): Validation<SeriesQuery> {
  const record = asRecord(query) ?? {};
  const aggregation = readAggregation(record.aggregation, 'daily');
  if (!aggregation.ok) return aggregation;
  const range = validateDateRangeQuery(record);
  if (!range.ok) return range;
  return ok({ aggregation: aggregation.value, ...range.value });
}

export function validateExportQuery(
  query: unknown,
): Validation<DateRangeQuery & { metric: string | undefined }> {
  const record = asRecord(query) ?? {};
  const metric = readMetricParam(record.metric, false);
  if (!metric.ok) return metric;
  const range = validateDateRangeQuery(record);
  if (!range.ok) return range;
  return ok({ metric: metric.value, ...range.value });
}
