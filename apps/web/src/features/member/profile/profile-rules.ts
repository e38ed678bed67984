import { HEIGHT_LIMITS_CM, isValidBirthDate, MEMBER_MESSAGES } from '@vitalia/contracts/member';
import { computeAge, todayInTimeZone } from '@vitalia/domain/schedules';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** "YYYY-MM-DD" or '' when cleared. */
  birthDate: string;
  timeZone: string;
  /** A diagnosis code, or '' for "prefiero no decirlo". */
  diagnosis: string;
  pregnant: boolean;
  /** Centimetres as typed, or '' when not given. */
  height: string;
}

export interface ProfileProblems {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  height?: string;
}

/** Today in the chosen zone, or in the browser's zone if the name is not one Intl knows. */
export function todayIn(timeZone: string): string {
  try {
    return todayInTimeZone(timeZone);
  } catch {
    return todayInTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/** The age shown beside the birth date: empty for a missing or invalid date (SPEC.md section 5). */
export function ageText(birthDate: string, timeZone: string): string {
  const age = computeAge(birthDate || null, todayIn(timeZone));
  if (age === null) return '';
  return age === 1 ? '1 año' : `${age} años`;
}

/**
 * What stops a save, checked before anything is sent: first and last name are required, and a birth
 * date must be a real past date (the server's rule, so the profile is not saved half-way).
 */
export function findProfileProblems(values: ProfileFormValues): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!values.firstName.trim()) problems.firstName = MEMBER_MESSAGES.firstName;
  if (!values.lastName.trim()) problems.lastName = MEMBER_MESSAGES.lastName;
  const date = values.birthDate;
  if (date && !isValidBirthDate(date, todayIn(values.timeZone))) {
    problems.birthDate = MEMBER_MESSAGES.birthDate;
  }
  if (values.height.trim() && parseHeight(values.height) === null) problems.height = MEMBER_MESSAGES.height;
  return problems;
}

/** "158", "158.5" or "158,5" centimetres within the server's limits; null otherwise. */
export function parseHeight(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= HEIGHT_LIMITS_CM.min && value <= HEIGHT_LIMITS_CM.max
    ? value
    : null;
}
