// Server-side only (luxon), like next-occurrence.ts.
import { DateTime } from 'luxon';

/** Quiet hours, as local wall times "HH:MM" in the person's zone; start after end spans midnight. */
export interface QuietHours {
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

/**
 * When the quiet hours in force at `at` end, or null when `at` is outside them. 22:00–07:00 holds from
 * 22:00 until 07:00 the next morning local time; a start equal to the end means no quiet hours.
 */
export function quietHoursEnd(quiet: QuietHours, timeZone: string, at: Date): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  const now = local.hour * 60 + local.minute;
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const [hour, minute] = quiet.end.split(':').map(Number) as [number, number];
  let endAt = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (endAt <= local) endAt = endAt.plus({ days: 1 }).set({ hour, minute });
  return endAt.toJSDate();
}
