// Server-side only (luxon): kept out of ./index.ts so the web app never bundles it.
import { DateTime } from 'luxon';

/** The instant a local calendar date starts in a time zone (DST-aware: not always 00:00 UTC-offset-wise). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return DateTime.fromISO(date, { zone: timeZone }).startOf('day').toJSDate();
}

/**
 * The half-open instant range [start, end) of the local dates `from` to `to`, both included, in
 * `timeZone`: a reading at 23:30 local on `to` is inside, one at 00:10 local the day after is not.
 */
export function localDateRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(from, { zone: timeZone }).startOf('day');
  const end = DateTime.fromISO(to, { zone: timeZone }).startOf('day').plus({ days: 1 });
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** ISO-8601 of an instant as local time in a zone, with its offset (e.g. 2026-11-21T08:30:00.000-06:00). */
export function formatLocalInstant(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toISO() ?? instant.toISOString();
}
