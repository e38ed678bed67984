import {
  FREQUENCIES,
  REMINDER_METRICS,
  TIME_OF_DAY,
  isCalendarDate,
  isTimeZone,
  type Frequency,
  type ReminderMetric,
  type ScheduleTiming,
} from '@vitalia/domain/schedules';
import { asRecord, fail, isAbsent, NOT_AN_OBJECT, ok, readInteger, type Validation } from './validation';

// ---- Replies -------------------------------------------------------------------------------------------

export interface AlertSchedule extends ScheduleTiming {
  id: number;
  metric_key: ReminderMetric;
}

export interface MedicationSchedule extends ScheduleTiming {
  id: number;
  medicamento_id: number;
}

export interface Medicamento {
  id: number;
  paciente_id: number;
  nombre: string;
  dosis: string | null;
  schedules: MedicationSchedule[];
}

/** GET /health-users/home/: the home panel in one request. */
export interface HomeData {
  reminders: Record<ReminderMetric, AlertSchedule[]>;
  medicamentos: Medicamento[];
}

export interface Profile {
  email: string;
  first_name: string;
  last_name: string;
  /** IANA name; the server's TZ_DEFAULT until the user picks one. */
  time_zone: string;
}

export interface Paciente {
  id: number;
  telefono: string;
  fecha_nacimiento: string | null;
  edad: number | null;
}

// ---- Messages ------------------------------------------------------------------------------------------

export const MEMBER_MESSAGES = {
  metricKey: 'El indicador debe ser glucosa, presion o peso.',
  frequency: 'La frecuencia debe ser daily (diaria), weekly (semanal) o monthly (mensual).',
  time: 'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
  weekdayRange: 'El día de la semana debe ser un número del 0 (lunes) al 6 (domingo).',
  weekdayMissing: 'Indica el día de la semana del recordatorio semanal (0 = lunes … 6 = domingo).',
  weekdayNotWeekly: 'El día de la semana solo aplica a la frecuencia semanal (weekly).',
  monthDayRange: 'El día del mes debe ser un número del 1 al 31.',
  monthDayMissing: 'Indica el día del mes (1 a 31) del recordatorio mensual.',
  monthDayNotMonthly: 'El día del mes solo aplica a la frecuencia mensual (monthly).',
  medicationName: 'El nombre del medicamento es obligatorio.',
  medicationNameTooLong: 'El nombre del medicamento no puede tener más de 120 caracteres.',
  doseTooLong: 'La dosis no puede tener más de 60 caracteres.',
  medicationId: 'Indica el medicamento (medicamento_id).',
  firstName: 'El nombre es obligatorio.',
  lastName: 'El apellido es obligatorio.',
  nameTooLong: 'El nombre y el apellido pueden tener hasta 80 caracteres.',
  emailReadOnly: 'El correo electrónico no se puede cambiar desde el perfil.',
  phoneReadOnly:
    'El teléfono no se puede cambiar: es el número con el que te registraste y con el que el bot te escribe.',
  timeZone: 'La zona horaria no es válida. Elige una de la lista (por ejemplo, America/Mexico_City).',
  birthDate: 'La fecha de nacimiento debe ser una fecha real en el pasado, con el formato AAAA-MM-DD.',
  notText: (field: string) => `El campo «${field}» debe ser texto.`,
  emptyPatch: 'No hay cambios que guardar.',
} as const;

// ---- Schedules -----------------------------------------------------------------------------------------

/**
 * Reads the timing of a reminder or medication schedule. With `current` (PATCH), omitted fields keep their
 * value; a weekday or month day is kept only while the frequency that uses it stays.
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

export interface AlertScheduleInput extends ScheduleTiming {
  metric_key: ReminderMetric;
}

export function validateAlertSchedule(
  body: unknown,
  current?: AlertScheduleInput,
): Validation<AlertScheduleInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const metric = isAbsent(record.metric_key) ? current?.metric_key : record.metric_key;
  if (!REMINDER_METRICS.includes(metric as ReminderMetric)) return fail(MEMBER_MESSAGES.metricKey);
  const timing = validateScheduleTiming(record, current);
  if (!timing.ok) return timing;
  return ok({ metric_key: metric as ReminderMetric, ...timing.value });
}

export interface MedicationScheduleInput extends ScheduleTiming {
  medicamento_id: number;
}

export function validateMedicationSchedule(body: unknown): Validation<MedicationScheduleInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const medicationId = readInteger(record.medicamento_id);
  if (medicationId === null || medicationId < 1) return fail(MEMBER_MESSAGES.medicationId);
  const timing = validateScheduleTiming(record);
  if (!timing.ok) return timing;
  return ok({ medicamento_id: medicationId, ...timing.value });
}

// ---- Medications ---------------------------------------------------------------------------------------

export interface MedicationInput {
  nombre: string;
  dosis: string | null;
}

/** Name required, dose optional (blank = none). With `current` (PATCH), omitted fields keep their value. */
export function validateMedication(body: unknown, current?: MedicationInput): Validation<MedicationInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const rawName = record.nombre === undefined && current ? current.nombre : record.nombre;
  if (rawName !== undefined && rawName !== null && typeof rawName !== 'string') {
    return fail(MEMBER_MESSAGES.notText('nombre'));
  }
  const nombre = (rawName ?? '').trim();
  if (!nombre) return fail(MEMBER_MESSAGES.medicationName);
  if (nombre.length > 120) return fail(MEMBER_MESSAGES.medicationNameTooLong);

  const rawDose = record.dosis === undefined && current ? current.dosis : record.dosis;
  if (rawDose !== undefined && rawDose !== null && typeof rawDose !== 'string') {
    return fail(MEMBER_MESSAGES.notText('dosis'));
  }
  const dosis = (rawDose ?? '').trim();
  if (dosis.length > 60) return fail(MEMBER_MESSAGES.doseTooLong);
  return ok({ nombre, dosis: dosis || null });
}

// ---- Profile and patient -------------------------------------------------------------------------------

export interface ProfileInput {
  first_name: string;
  last_name: string;
  time_zone: string | undefined;
}

export function validateProfile(body: unknown, currentEmail: string): Validation<ProfileInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  for (const field of ['email', 'first_name', 'last_name', 'time_zone']) {
    const value = record[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return fail(MEMBER_MESSAGES.notText(field));
  }
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : '';
  if (email && email !== currentEmail.toLowerCase()) return fail(MEMBER_MESSAGES.emailReadOnly);
  const firstName = typeof record.first_name === 'string' ? record.first_name.trim() : '';
  const lastName = typeof record.last_name === 'string' ? record.last_name.trim() : '';
  if (!firstName) return fail(MEMBER_MESSAGES.firstName);
  if (!lastName) return fail(MEMBER_MESSAGES.lastName);
  if (firstName.length > 80 || lastName.length > 80) return fail(MEMBER_MESSAGES.nameTooLong);
  const timeZone =
    typeof record.time_zone === 'string' && record.time_zone.trim() ? record.time_zone.trim() : undefined;
  if (timeZone !== undefined && !isTimeZone(timeZone)) return fail(MEMBER_MESSAGES.timeZone);
  return ok({ first_name: firstName, last_name: lastName, time_zone: timeZone });
}

export interface PacienteInput {
  /** Undefined = unchanged; null = cleared. */
  fecha_nacimiento: string | null | undefined;
}

/** The patient's birth date: a real date, in the past (by the user's today), not before 1900; or null. */
export function validatePacientePatch(
  body: unknown,
  current: { telefono: string },
  today: string,
  normalizePhone: (raw: string) => string | null,
): Validation<PacienteInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  if (!isAbsent(record.telefono)) {
    if (typeof record.telefono !== 'string') return fail(MEMBER_MESSAGES.notText('telefono'));
    if (normalizePhone(record.telefono) !== current.telefono) return fail(MEMBER_MESSAGES.phoneReadOnly);
  }
  if (!('fecha_nacimiento' in record)) return ok({ fecha_nacimiento: undefined });
  const value = record.fecha_nacimiento;
  if (value === null || value === '') return ok({ fecha_nacimiento: null });
  if (typeof value !== 'string' || !isCalendarDate(value) || value >= today || value < '1900-01-01') {
    return fail(MEMBER_MESSAGES.birthDate);
  }
  return ok({ fecha_nacimiento: value });
}
