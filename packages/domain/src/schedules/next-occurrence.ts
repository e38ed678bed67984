// Server-side only: kept out of ./index.ts so the web app, which imports that index, never bundles luxon.
import { DateTime } from 'luxon';
import type { ScheduleTiming } from './schedule';

/**
 * The next instant, strictly after `after`, at which a schedule fires, for a user in `timeZone`.
 *
 * - Times are wall-clock times in the user's zone, so a reminder at 08:00 stays at 08:00 local time.
 * - A monthly day past the end of a month fires on that month's last day (31 → 30 April, 28/29 February).
 * - A wall time that does not exist on a daylight-saving jump is moved forward by the gap, as clocks do;
 *   one that happens twice fires at the first of the two.
 */
export function nextOccurrence(timing: ScheduleTiming, timeZone: string, after: Date): Date {
  const [hour, minute] = timing.hora.split(':').map(Number) as [number, number];
  const start = DateTime.fromJSDate(after, { zone: timeZone });
  const at = (day: DateTime) => day.set({ hour, minute, second: 0, millisecond: 0 });

  if (timing.frecuencia === 'monthly') {
    const wanted = timing.month_day ?? 1;
    for (let months = 0; months < 3; months++) {
      const month = start.startOf('month').plus({ months });
      const candidate = at(month.set({ day: Math.min(wanted, month.daysInMonth ?? 28) }));
      if (candidate > start) return candidate.toJSDate();
    }
  } else {
    // Daily: today or tomorrow. Weekly: within the next eight days. Luxon weekdays are 1 = Monday.
    for (let days = 0; days <= 8; days++) {
      const day = start.startOf('day').plus({ days });
      if (timing.frecuencia === 'weekly' && day.weekday - 1 !== timing.weekday) continue;
      const candidate = at(day);
      if (candidate > start) return candidate.toJSDate();
    }
  }
  throw new Error(`No next occurrence for ${JSON.stringify(timing)} in ${timeZone}`);
}

/** One firing of a schedule: the instant, and the wall time it is in the user's zone ("2026-11-24T08:00"). */
export interface Firing {
  dueAt: Date;
  localDue: string;
}

/** The next firing strictly after `after`, with its local wall time (the unique key of an occurrence). */
export function nextFiring(timing: ScheduleTiming, timeZone: string, after: Date): Firing {
  const dueAt = nextOccurrence(timing, timeZone, after);
  return { dueAt, localDue: localWallTime(dueAt, timeZone) };
}

/** An instant as the wall time a person in `timeZone` reads on the clock, to the minute. */
export function localWallTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");
}

/**
 * What a computed occurrence depends on: the timing and the zone. An occurrence whose plan differs from
 * its schedule's current one was computed for a time or zone that changed since, and must not fire.
 */
export function planOf(timing: ScheduleTiming, timeZone: string): string {
  return [timing.frecuencia, timing.hora, timing.weekday ?? '', timing.month_day ?? '', timeZone].join('|');
}

/** The weekly report's timing: Mondays at 08:00 local. */
export const WEEKLY_REPORT_TIMING: ScheduleTiming = {
  frecuencia: 'weekly',
  hora: '08:00',
  weekday: 0,
  month_day: null,
};
