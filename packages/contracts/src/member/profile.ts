import { isDiagnosis } from '@vitalia/domain/diagnosis';
import { isCalendarDate, isTimeZone } from '@vitalia/domain/schedules';
import { asRecord, fail, isAbsent, NOT_AN_OBJECT, ok, readText, type Validation } from '../validation';
import { MEMBER_MESSAGES } from './messages';
import type { HealthProfile } from './types';

export const NAME_MAX_LENGTH = 80;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export interface ProfileInput {
  /** Sent back by the web form; it must be the account's own (e-mail is read-only). */
  email: string | undefined;
  first_name: string;
  last_name: string;
  time_zone: string | undefined;
}

export function validateProfile(body: unknown): Validation<ProfileInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const fields: Record<string, string> = {};
  for (const field of ['email', 'first_name', 'last_name', 'time_zone']) {
    const text = readText(record[field], field);
    if (!text.ok) return text;
    fields[field] = text.value;
  }
  const { email, first_name: firstName, last_name: lastName, time_zone: timeZone } = fields;
  if (!firstName) return fail(MEMBER_MESSAGES.firstName);
  if (!lastName) return fail(MEMBER_MESSAGES.lastName);
  if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    return fail(MEMBER_MESSAGES.nameTooLong);
  }
  if (timeZone && !isTimeZone(timeZone)) return fail(MEMBER_MESSAGES.timeZone);
  return ok({
    email: email ? email.toLowerCase() : undefined,
    first_name: firstName!,
    last_name: lastName!,
    time_zone: timeZone || undefined,
  });
}

/** The birth-date rule, for the server and the profile form alike: a real date, before today, from 1900. */
export function isValidBirthDate(date: string, today: string): boolean {
  return isCalendarDate(date) && date < today && date >= EARLIEST_BIRTH_DATE;
}

export interface PacientePatch {
  /** The phone the body sends back in E.164 (null when it is not a valid number); it must not change. */
  telefono: string | null | undefined;
  /** Undefined = unchanged; null = cleared. */
  fecha_nacimiento: string | null | undefined;
}

/** "Tu salud"'s changes: each absent (unchanged), null (cleared) or a value. */
export type HealthProfilePatch = Partial<HealthProfile>;

export const HEIGHT_LIMITS_CM = { min: 50, max: 250 } as const;

/** "Tu salud": each field absent (unchanged), null or empty (cleared), or a valid value. */
export function validateHealthProfile(body: unknown): Validation<HealthProfilePatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const patch: HealthProfilePatch = {};
  if ('diagnostico' in record) {
    const value = record.diagnostico;
    if (value === null || value === '') patch.diagnostico = null;
    else if (isDiagnosis(value)) patch.diagnostico = value;
    else return fail(MEMBER_MESSAGES.diagnosis);
  }
  if ('embarazo' in record) {
    if (typeof record.embarazo !== 'boolean') return fail(MEMBER_MESSAGES.pregnancy);
    patch.embarazo = record.embarazo;
  }
  if ('estatura_cm' in record) {
    const value = record.estatura_cm;
    if (value === null || value === '') patch.estatura_cm = null;
    else if (
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= HEIGHT_LIMITS_CM.min &&
      value <= HEIGHT_LIMITS_CM.max
    )
      patch.estatura_cm = Math.round(value * 10) / 10;
    else return fail(MEMBER_MESSAGES.height);
  }
  return ok(patch);
}

/** The patient record's edit: only the birth date can change; the phone is read-only. */
export function validatePacientePatch(
  body: unknown,
  normalizePhone: (raw: string) => string | null,
): Validation<PacientePatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  let telefono: string | null | undefined;
  if (!isAbsent(record.telefono)) {
    const text = readText(record.telefono, 'telefono');
    if (!text.ok) return text;
    telefono = normalizePhone(text.value);
  }
  if (!('fecha_nacimiento' in record)) return ok({ telefono, fecha_nacimiento: undefined });
  const value = record.fecha_nacimiento;
  if (value === null || value === '') return ok({ telefono, fecha_nacimiento: null });
  // The upper bound (before today) depends on the person's time zone and is checked on applying.
  if (typeof value !== 'string' || !isValidBirthDate(value, '9999-12-31')) {
    return fail(MEMBER_MESSAGES.birthDate);
  }
  return ok({ telefono, fecha_nacimiento: value });
}
