/** Calendar dates ("YYYY-MM-DD") as seen in a time zone, and ages. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date in "YYYY-MM-DD" form (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in an IANA time zone: a user in Tijuana and one in Mérida can be on different days. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  return dateFormatOf(timeZone).format(now);
}

// Building an Intl.DateTimeFormat costs some 50 µs; the scheduler asks for thousands of dates a minute.
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Zones are a short list in practice; the bound keeps a stream of odd names from growing it.
    if (DATE_FORMATS.size < 1000) DATE_FORMATS.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Full years between a birth date and today, one less if this year's birthday has not come yet
 * (SPEC.md section 4). Null for a missing or invalid date, or one after today.
 */
export function computeAge(birthDate: string | null | undefined, today: string): number | null {
  if (!birthDate || !isCalendarDate(birthDate) || !isCalendarDate(today) || birthDate > today) return null;
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

const toUtcDay = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The calendar date `days` after (or before, when negative) `date`; both "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  return new Date(toUtcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same date, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDay(to) - toUtcDay(from)) / 86_400_000);
}
