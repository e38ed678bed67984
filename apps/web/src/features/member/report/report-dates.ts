/**
 * The report's periods as local dates of the user's time zone (profile `time_zone`), the dates in which
 * the server counts `from`/`to` (CONTRACTS.md section 3). Intl only, through metrics/metric-dates.ts.
 */
import type { DateRange } from '../api/metrics-api';
import { addDays, findRangeProblem, localDateAt } from '../metrics/metric-dates';

/** The printable report's default period: the last 30 local days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period one report covers (the readings table lists up to 500 readings anyway). */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** The last `days` local dates in `timeZone`, today included: 7 days ending on the 22nd start on the 16th. */
export function lastLocalDays(days: number, timeZone: string, now = Date.now()): DateRange {
  const to = localDateAt(now, timeZone);
  return { from: addDays(to, -(days - 1)), to };
}

/** How many calendar days a period covers, both ends included ("2025-06-01".."2025-06-30" = 30). */
export function countDays({ from, to }: DateRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a Desde / Hasta pair of the report, in Spanish, or null. */
export function findReportRangeProblem(from: string, to: string): string | null {
  const problem = findRangeProblem(from, to);
  if (problem) return problem;
  if (countDays({ from, to }) > REPORT_MAX_DAYS) return 'El reporte puede abarcar hasta un año (366 días).';
  return null;
}

export interface ReportRangeFromAddress {
  range: DateRange;
  /** Set when the address carried dates that could not be used (the default period is shown instead). */
  problem: string | null;
}

/** The period of /health/report?from&to; without both dates (or with wrong ones) the last 30 local days. */
export function readReportRange(
  params: URLSearchParams,
  timeZone: string,
  now = Date.now(),
): ReportRangeFromAddress {
  const from = params.get('from');
  const to = params.get('to');
  const fallback = lastLocalDays(REPORT_DEFAULT_DAYS, timeZone, now);
  if (!from && !to) return { range: fallback, problem: null };
  const problem = findReportRangeProblem(from ?? '', to ?? '');
  if (problem || !from || !to) {
    return { range: fallback, problem: `${problem} Mostramos los últimos ${REPORT_DEFAULT_DAYS} días.` };
  }
  return { range: { from, to }, problem: null };
}

/** The home panel's adherence periods: the last 7 and the last 30 local days. */
export function adherencePeriods(timeZone: string, now = Date.now()): { week: DateRange; month: DateRange } {
  return { week: lastLocalDays(7, timeZone, now), month: lastLocalDays(30, timeZone, now) };
}
