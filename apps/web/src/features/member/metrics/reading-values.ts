/** The values of the reading forms (Registrar lectura, Editar lectura) and what they send. */
import type { ReadingReply } from '@vitalia/contracts/metrics';
import { readTypedGlucose } from '@vitalia/domain/units';
import type { NewReading, ReadingChanges } from '../api/metrics-api';
import { isIsoDate, localDateTimeAt, zonedTimeToEpochMs } from './metric-dates';
import { parseDecimal } from './metric-format';

export interface ReadingFormValues {
  /** The value, or the systolic of a blood pressure, as typed. */
  value: string;
  /** The diastolic of a blood pressure, as typed. */
  value2: string;
  /** Local date and time of day in the user's zone. */
  date: string;
  time: string;
  /** A READING_CONTEXTS key, or '' for none. */
  context: string;
  note: string;
}

export type ReadingProblems = Partial<Record<'value' | 'value2' | 'date' | 'time', string>>;

export const isPressure = (metric: string) => metric === 'presion';

/** An empty form dated now, in the user's zone. */
export function newReadingValues(timeZone: string, now = Date.now()): ReadingFormValues {
  const { date, time } = localDateTimeAt(now, timeZone);
  return { value: '', value2: '', date, time, context: '', note: '' };
}

/** The form for correcting a stored reading. */
export function readingToValues(reading: ReadingReply, timeZone: string): ReadingFormValues {
  const { date, time } = localDateTimeAt(Date.parse(reading.measured_at), timeZone);
  return {
    value: String(reading.value),
    value2: reading.value2 === null ? '' : String(reading.value2),
    date,
    time,
    context: reading.context ?? '',
    note: reading.note ?? '',
  };
}

/**
 * A glucose typed as mmol/L ("5,6", "7.8"): the value sent is its whole mg/dL, and the form shows the
 * conversion and waits for the person to confirm it before sending (CONTRACTS.md section 6).
 */
export interface MmolGlucose {
  mmol: number;
  mgDl: number;
}

interface ReadValues {
  value: number;
  value2?: number;
  measuredAt: string;
  mmol?: MmolGlucose;
}

/** The typed value as a number in the metric's unit; a glucose by the one rule of what is mmol/L. */
function readValue(metric: string, text: string): { value: number; mmol?: MmolGlucose } | null {
  if (metric !== 'glucosa') {
    const value = parseDecimal(text);
    return value === null ? null : { value };
  }
  const glucose = readTypedGlucose(text);
  if (!glucose) return null;
  return glucose.unit === 'mmol/L'
    ? { value: glucose.mgDl, mmol: { mmol: glucose.mmol, mgDl: glucose.mgDl } }
    : { value: glucose.mgDl };
}

/** Checks what was typed; the plausible ranges are the server's to judge, and it says why in Spanish. */
function readValues(
  metric: string,
  values: ReadingFormValues,
  timeZone: string,
): { read?: ReadValues; problems: ReadingProblems } {
  const problems: ReadingProblems = {};
  const pressure = isPressure(metric);
  const typed = readValue(metric, values.value);
  if (typed === null) {
    problems.value = pressure
      ? 'Escribe la presión sistólica (el número de arriba), por ejemplo 120.'
      : 'Escribe el valor con números, por ejemplo 110 o 72.5.';
  }
  const value2 = pressure ? parseDecimal(values.value2) : null;
  if (pressure && value2 === null) {
    problems.value2 = 'Escribe la presión diastólica (el número de abajo), por ejemplo 80.';
  }
  if (!isIsoDate(values.date)) problems.date = 'Elige la fecha de la lectura.';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time))
    problems.time = 'Escribe la hora como HH:MM, por ejemplo 08:30.';
  if (Object.keys(problems).length > 0 || typed === null) return { problems };
  const measuredAt = new Date(zonedTimeToEpochMs(values.date, values.time, timeZone)).toISOString();
  return { read: { ...typed, value2: value2 ?? undefined, measuredAt }, problems };
}

/**
 * The POST body of a new reading, or the problems to fix first. With `mmol`, the glucose was typed in
 * mmol/L: the body carries its mg/dL, to send only once the person confirms the conversion.
 */
export function toNewReading(
  metric: string,
  values: ReadingFormValues,
  timeZone: string,
  unit?: string,
): { reading?: NewReading; problems: ReadingProblems; mmol?: MmolGlucose } {
  const { read, problems } = readValues(metric, values, timeZone);
  if (!read) return { problems };
  const reading: NewReading = { metric, value: read.value, measured_at: read.measuredAt };
  if (read.value2 !== undefined) reading.v2 = read.value2;
  if (values.context) reading.context = values.context;
  const note = values.note.trim();
  if (note) reading.note = note;
  const cleanUnit = unit?.trim();
  if (cleanUnit) reading.unit = cleanUnit;
  return read.mmol ? { reading, problems, mmol: read.mmol } : { reading, problems };
}

/**
 * The PATCH body of a correction: only what changed (an untouched time keeps its seconds), with null
 * to clear a context or a note. Null `changes` when nothing changed. With `mmol`, the new glucose was
 * typed in mmol/L: to send only once the person confirms the conversion.
 */
export function toReadingChanges(
  original: ReadingReply,
  values: ReadingFormValues,
  timeZone: string,
): { changes?: ReadingChanges | null; problems: ReadingProblems; mmol?: MmolGlucose } {
  const { read, problems } = readValues(original.metric, values, timeZone);
  if (!read) return { problems };
  const before = readingToValues(original, timeZone);
  const changes: ReadingChanges = {};
  // The stored value left as it was ("25.5" from a sensor) is not a new value to read as mmol/L.
  const untouched = values.value.trim() === before.value;
  if (!untouched && read.value !== original.value) changes.value = read.value;
  if (read.value2 !== undefined && read.value2 !== original.value2) changes.v2 = read.value2;
  if (values.date !== before.date || values.time !== before.time) changes.measured_at = read.measuredAt;
  if (values.context !== before.context) changes.context = values.context || null;
  const note = values.note.trim();
  if (note !== before.note.trim()) changes.note = note || null;
  const found = Object.keys(changes).length > 0 ? changes : null;
  return changes.value !== undefined && read.mmol
    ? { changes: found, problems, mmol: read.mmol }
    : { changes: found, problems };
}
