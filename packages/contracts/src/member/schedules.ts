import {
  FREQUENCIES,
  REMINDER_METRICS,
  TIME_OF_DAY,
  type Frequency,
  type ReminderMetric,
  type ScheduleTiming,
} from '@vitalia/domain/schedules';
import {
  asRecord,
  fail,
  isAbsent,
  isOutOfRangeInteger,
  NOT_AN_OBJECT,
  ok,
  readInteger,
  type Validation,
} from '../validation';
import { MEMBER_MESSAGES } from './messages';

/**
 * Reads the timing of a reminder or medication schedule. With `current` (an edit), omitted fields keep
 * their value; a weekday or month day is kept only while the frequency that uses it stays.
 */
export function validateScheduleTiming(body: unknown, current?: ScheduleTiming): Validation<ScheduleTiming> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);

  const frecuencia = isAbsent(record.frecuencia) ? current?.frecuencia : record.frecuencia;
  if (!FREQUENCIES.includes(frecuencia as Frequency)) return fail(MEMBER_MESSAGES.frequency);
  const frequency = frecuencia as Frequency;

  const hora = isAbsent(record.hora) ? current?.hora : record.hora;
  if (typeof hora !== 'string' || !TIME_OF_DAY.test(hora)) return fail(MEMBER_MESSAGES.time);

  const sameFrequency = current?.frecuencia === frequency;
  let weekday: number | null = null;
  if (!isAbsent(record.weekday)) {
    if (frequency !== 'weekly') return fail(MEMBER_MESSAGES.weekdayNotWeekly);
    weekday = readInteger(record.weekday);
    if (weekday === null || weekday < 0 || weekday > 6) return fail(MEMBER_MESSAGES.weekdayRange);
  } else if (frequency === 'weekly') {
    weekday = sameFrequency ? (current?.weekday ?? null) : null;
    if (weekday === null) return fail(MEMBER_MESSAGES.weekdayMissing);
  }

  let monthDay: number | null = null;
  if (!isAbsent(record.month_day)) {
    if (frequency !== 'monthly') return fail(MEMBER_MESSAGES.monthDayNotMonthly);
    monthDay = readInteger(record.month_day);
    if (monthDay === null || monthDay < 1 || monthDay > 31) return fail(MEMBER_MESSAGES.monthDayRange);
  } else if (frequency === 'monthly') {
    monthDay = sameFrequency ? (current?.month_day ?? null) : null;
    if (monthDay === null) return fail(MEMBER_MESSAGES.monthDayMissing);
  }

  return ok({ frecuencia: frequency, hora, weekday, month_day: monthDay });
}

/** The timing fields an edit sends, each valid on its own; how they combine is checked on applying. */
export interface ScheduleTimingPatch {
  frecuencia?: Frequency;
  hora?: string;
  weekday?: number;
  month_day?: number;
}

export function validateScheduleTimingPatch(body: unknown): Validation<ScheduleTimingPatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const patch: ScheduleTimingPatch = {};
  if (!isAbsent(record.frecuencia)) {
    if (!FREQUENCIES.includes(record.frecuencia as Frequency)) return fail(MEMBER_MESSAGES.frequency);
    patch.frecuencia = record.frecuencia as Frequency;
  }
  if (!isAbsent(record.hora)) {
    if (typeof record.hora !== 'string' || !TIME_OF_DAY.test(record.hora)) return fail(MEMBER_MESSAGES.time);
    patch.hora = record.hora;
  }
  if (!isAbsent(record.weekday)) {
    const weekday = readInteger(record.weekday);
    if (weekday === null || weekday < 0 || weekday > 6) return fail(MEMBER_MESSAGES.weekdayRange);
    patch.weekday = weekday;
  }
  if (!isAbsent(record.month_day)) {
    const monthDay = readInteger(record.month_day);
    if (monthDay === null || monthDay < 1 || monthDay > 31) return fail(MEMBER_MESSAGES.monthDayRange);
    patch.month_day = monthDay;
  }
  return ok(patch);
}

/** The timing after an edit: the patch over the current timing, with the rules of how fields combine. */
export function applyScheduleTimingPatch(
  current: ScheduleTiming,
  patch: ScheduleTimingPatch,
): Validation<ScheduleTiming> {
  return validateScheduleTiming(patch, current);
}

export interface MeasurementReminderInput extends ScheduleTiming {
  metric_key: ReminderMetric;
}

export interface MeasurementReminderPatch extends ScheduleTimingPatch {
  metric_key?: ReminderMetric;
}

function readReminderMetric(value: unknown): Validation<ReminderMetric> {
  return REMINDER_METRICS.includes(value as ReminderMetric)
    ? ok(value as ReminderMetric)
    : fail(MEMBER_MESSAGES.metricKey);
}

export function validateMeasurementReminder(body: unknown): Validation<MeasurementReminderInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const metric = readReminderMetric(record.metric_key);
  if (!metric.ok) return metric;
  const timing = validateScheduleTiming(record);
  if (!timing.ok) return timing;
  return ok({ metric_key: metric.value, ...timing.value });
}

export function validateMeasurementReminderPatch(body: unknown): Validation<MeasurementReminderPatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  let metricKey: ReminderMetric | undefined;
  if (!isAbsent(record.metric_key)) {
    const metric = readReminderMetric(record.metric_key);
    if (!metric.ok) return metric;
    metricKey = metric.value;
  }
  const timing = validateScheduleTimingPatch(record);
  if (!timing.ok) return timing;
  return ok(metricKey === undefined ? timing.value : { metric_key: metricKey, ...timing.value });
}

export function applyMeasurementReminderPatch(
  current: MeasurementReminderInput,
  patch: MeasurementReminderPatch,
): Validation<MeasurementReminderInput> {
  const timing = applyScheduleTimingPatch(current, patch);
  if (!timing.ok) return timing;
  return ok({ metric_key: patch.metric_key ?? current.metric_key, ...timing.value });
}

export interface MedicationScheduleInput extends ScheduleTiming {
  medicamento_id: number;
}

export function validateMedicationSchedule(body: unknown): Validation<MedicationScheduleInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  // An id too large to exist is answered like an id that belongs to nobody, as in a path.
  if (isOutOfRangeInteger(record.medicamento_id))
    return fail(MEMBER_MESSAGES.medicationNotFound, 'not_found');
  const medicationId = readInteger(record.medicamento_id);
  if (medicationId === null || medicationId < 1) return fail(MEMBER_MESSAGES.medicationId);
  const timing = validateScheduleTiming(record);
  if (!timing.ok) return timing;
  return ok({ medicamento_id: medicationId, ...timing.value });
}
