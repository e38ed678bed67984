import { addDays, todayInTimeZone } from '@vitalia/domain/schedules';
import { localDateRange } from '@vitalia/domain/local-time';
import type { TimeRange } from '@vitalia/db';
import { InvalidInputError } from '../errors';

export const RANGE_MESSAGES = {
  reversed: 'La fecha inicial (from) no puede ser posterior a la final (to).',
} as const;

/**
 * The last instant a query bound may be. The day after 9999-12-31 is in year 10000, which a JavaScript
 * date writes in an extended form ("+010000-...") that the database refuses; no reading is that late.
 */
const LAST_INSTANT = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

export interface LocalRange extends TimeRange {
  from: string;
  to: string;
}

/**
 * The local dates asked for (both ends included) as instants in the patient's zone; by default the last
 * `defaultDays` local days ending today. Any length is taken (a whole history, decades; a `to` in the
 * future finds nothing there): only the two ends are computed, and the work grows with the readings found
 * (capped by `limit`, buckets and thinning), never with the days in between (CONTRACTS.md section 3, Ranges).
 */
export function resolveLocalRange(
  query: { from: string | undefined; to: string | undefined },
  timeZone: string,
  now: Date,
  defaultDays: number,
): LocalRange {
  const to = query.to ?? todayInTimeZone(timeZone, now);
  const from = query.from ?? addDays(to, -(defaultDays - 1));
  if (from > to) throw new InvalidInputError(RANGE_MESSAGES.reversed);
  const { start, end } = localDateRange(from, to, timeZone);
  return { from, to, start, end: end > LAST_INSTANT ? LAST_INSTANT : end };
}
