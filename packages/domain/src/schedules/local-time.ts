// Server-side only (luxon): kept out of ./index.ts so the web app never bundles it.
import { DateTime } from 'luxon';

// Where a local date starts never changes, and luxon finds it through Intl's formatToParts, some tens of
// microseconds: the chat asks it for every message (the free trial's end). Kept per zone and date, bounded.
const DAY_STARTS = new Map<string, number>();
const MAX_DAY_STARTS = 10_000;

/** The instant a local calendar date starts in a time zone (DST-aware: not always 00:00 UTC-offset-wise). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const key = `${timeZone}\n${date}`;
  let start = DAY_STARTS.get(key);
  if (start === undefined) {
    start = DateTime.fromISO(date, { zone: timeZone }).startOf('day').toMillis();
    if (DAY_STARTS.size >= MAX_DAY_STARTS) DAY_STARTS.clear();
    DAY_STARTS.set(key, start);
  }
  return new Date(start);
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

/** When a message says a reading was taken (the parser's ReadingTime, repeated here to keep domain first). */
export interface SaidTime {
  daysAgo?: number;
  minutesAgo?: number;
  clock?: { hour: number; minute: number; meridiem?: 'am' | 'pm' };
  partOfDay?: 'madrugada' | 'manana' | 'mediodia' | 'tarde' | 'noche';
}

/** The hour a part of the day stands for when no clock time is said. */
const PART_HOURS = { madrugada: 4, manana: 8, mediodia: 13, tarde: 17, noche: 21 } as const;
const MORNING = new Set(['madrugada', 'manana']);
/** Fasting is measured on waking. */
const FASTING_HOUR = 7;
/** Local hours [from, to) each part of the day covers: a message sent inside it speaks of now. */
const PART_WINDOWS = {
  madrugada: [0, 6],
  manana: [6, 12],
  mediodia: [12, 15],
  tarde: [15, 20],
  noche: [20, 24],
} as const;

/**
 * The instant a reading was taken, from what the message says and when it was sent, in the person's time
 * zone: "hace 2 horas" is two hours before the message; "ayer en la noche" is 21:00 local the day before;
 * "a las 7" is the latest 7:00 or 19:00 that has passed; "esta mañana en ayunas" is 07:00 (fasting is
 * measured on waking). Never later than the message itself: a time still ahead today ("en la noche" said at
 * noon) means the night before when no day is named, and the moment of the message when "hoy" is.
 */
export function resolveReadingTime(
  said: SaidTime | null | undefined,
  sentAt: Date,
  timeZone: string,
  options: { fasting?: boolean } = {},
): Date {
  if (!said) return sentAt;
  if (said.minutesAgo !== undefined) return new Date(sentAt.getTime() - said.minutesAgo * 60_000);
  const sent = DateTime.fromJSDate(sentAt, { zone: timeZone });
  // "en la mañana 118" written at 07:30, before the part's usual hour: measured this morning, just now,
  // not yesterday morning because 08:00 is still ahead.
  const part = said.partOfDay ?? (options.fasting ? 'manana' : undefined);
  if (part && !said.clock && !said.daysAgo) {
    const [from, to] = PART_WINDOWS[part];
    const usual = options.fasting && part === 'manana' ? FASTING_HOUR : PART_HOURS[part];
    if (sent.hour >= from && sent.hour < to && sent.hour < usual) return sentAt;
  }
  const dayNamed = said.daysAgo !== undefined;
  let day = sent.minus({ days: said.daysAgo ?? 0 });
  let candidates: DateTime[];
  if (said.clock) {
    const { hour, minute, meridiem } = said.clock;
    const part = said.partOfDay;
    const half = meridiem ?? (part ? (MORNING.has(part) ? 'am' : 'pm') : undefined);
    const hours =
      hour > 12 || hour === 0
        ? [hour]
        : half === 'am'
          ? [hour % 12]
          : half === 'pm'
            ? [(hour % 12) + 12]
            : [hour % 12, (hour % 12) + 12];
    candidates = hours.map((h) => day.set({ hour: h, minute, second: 0, millisecond: 0 }));
  } else if (said.partOfDay) {
    const hour = options.fasting && said.partOfDay === 'manana' ? FASTING_HOUR : PART_HOURS[said.partOfDay];
    candidates = [day.set({ hour, minute: 0, second: 0, millisecond: 0 })];
  } else if (options.fasting && dayNamed) {
    candidates = [day.set({ hour: FASTING_HOUR, minute: 0, second: 0, millisecond: 0 })];
  } else {
    // A day alone ("ayer 145"): the same time of day on that day.
    return said.daysAgo ? day.toJSDate() : sentAt;
  }
  const past = candidates
    .filter((candidate) => candidate <= sent)
    .sort((a, b) => b.toMillis() - a.toMillis());
  if (past[0]) return past[0].toJSDate();
  if (dayNamed) return sentAt;
  // Still ahead today and no day named: the latest such time, the day before.
  day = day.minus({ days: 1 });
  const latest = candidates
    .map((candidate) => candidate.minus({ days: 1 }))
    .sort((a, b) => b.toMillis() - a.toMillis());
  return (latest[0] ?? day).toJSDate();
}

/**
 * A date and time written by an app's export, as an instant: ISO-8601 with its offset, or a wall time
 * without one ("2026-11-21 08:30", "21/11/2026 08:30:15", day first as in Mexico) read in `timeZone`.
 * Null when it is neither.
 */
export function readWrittenDateTime(text: string, timeZone: string): Date | null {
  const trimmed = text.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed)) {
    const iso = DateTime.fromISO(trimmed.replace(' ', 'T'), { setZone: true });
    return iso.isValid ? iso.toJSDate() : null;
  }
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  const parts = ymd
    ? {
        year: +ymd[1]!,
        month: +ymd[2]!,
        day: +ymd[3]!,
        hour: +ymd[4]!,
        minute: +ymd[5]!,
        second: +(ymd[6] ?? 0),
      }
    : dmy
      ? {
          year: +dmy[3]!,
          month: +dmy[2]!,
          day: +dmy[1]!,
          hour: +dmy[4]!,
          minute: +dmy[5]!,
          second: +(dmy[6] ?? 0),
        }
      : null;
  if (!parts) return null;
  const local = DateTime.fromObject(parts, { zone: timeZone });
  return local.isValid ? local.toJSDate() : null;
}
