import { addDays, daysBetween, todayInTimeZone } from '@vitalia/domain/schedules';
import { localDateRange } from '@vitalia/domain/local-time';
import type { TimeRange } from '@vitalia/db';
import { InvalidInputError } from '../errors';

/** Longest range a chart, list or report may cover: five years of days. */
export const MAX_RANGE_DAYS = 5 * 366;

export const RANGE_MESSAGES = {
  reversed: 'La fecha inicial (from) no puede ser posterior a la final (to).',
  tooLong: 'El rango de fechas no puede ser mayor a 5 años.',
} as const;

export interface LocalRange extends TimeRange {
  from: string;
  to: string;
}

/**
 * The local dates asked for (both ends included) as instants in the patient's zone; by default the last
 * `defaultDays` local days ending today.
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
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw new InvalidInputError(RANGE_MESSAGES.tooLong);
  return { from, to, ...localDateRange(from, to, timeZone) };
}
