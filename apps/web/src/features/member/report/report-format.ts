/** What the report and the home panel's report cards write for people (es-MX): percentages, dates, names. */
import type { Paciente, Profile } from '@vitalia/contracts/member';
import type { ReportMetric } from '@vitalia/contracts/metrics';
import { formatAverage, formatValue, LOCALE, MISSING } from '../metrics/metric-format';

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A share from 0 to 1 as a whole percentage: 0.714 → "71%". */
export function formatPercent(share: number): string {
  return percentFormat.format(Number.isFinite(share) ? share : 0);
}

/**
 * Shares that add up to 1 as whole percentages that add up to 100 (largest remainder), so a table of
 * below / in range / above never reads 33 + 33 + 33. All zero stays all zero.
 */
export function roundShares(shares: readonly number[]): number[] {
  const scaled = shares.map((share) => Math.max(0, share) * 100);
  const total = Math.round(scaled.reduce((sum, value) => sum + value, 0));
  const rounded = scaled.map(Math.floor);
  let missing = total - rounded.reduce((sum, value) => sum + value, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    rounded[index]! += 1;
    missing -= 1;
  }
  return rounded;
}

/** Doses taken of those scheduled, 0 to 1; null when nothing was scheduled (no reminder was sent). */
export function adherenceShare(taken: number, scheduled: number): number | null {
  if (!(scheduled > 0)) return null;
  return Math.min(1, Math.max(0, taken / scheduled));
}

/** "5 de 7 tomas (71%)"; "Sin tomas programadas" when none was scheduled. */
export function describeAdherence(taken: number, scheduled: number): string {
  const share = adherenceShare(taken, scheduled);
  if (share === null) return 'Sin tomas programadas';
  return `${taken} de ${scheduled} ${scheduled === 1 ? 'toma' : 'tomas'} (${formatPercent(share)})`;
}

// ---- Dates -------------------------------------------------------------------------------------------

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });

function dateParts(date: string): { day: number; month: string; year: number } {
  const time = Date.parse(`${date}T00:00:00Z`);
  const parsed = new Date(time);
  return { day: parsed.getUTCDate(), month: monthFormat.format(time), year: parsed.getUTCFullYear() };
}

/**
 * Two calendar dates as Spanish reads them after "del": "16 al 22 de noviembre", "28 de octubre al
 * 3 de noviembre", with " de 2025" when `withYear`; dates in different years always carry their years.
 */
export function formatDateSpan(from: string, to: string, withYear: boolean): string {
  const start = dateParts(from);
  const end = dateParts(to);
  const year = withYear ? ` de ${end.year}` : '';
  if (start.year !== end.year) {
    return `${start.day} de ${start.month} de ${start.year} al ${end.day} de ${end.month} de ${end.year}`;
  }
  if (from === to) return `${end.day} de ${end.month}${year}`;
  if (start.month === end.month) return `${start.day} al ${end.day} de ${end.month}${year}`;
  return `${start.day} de ${start.month} al ${end.day} de ${end.month}${year}`;
}

/** "Semana del 16 al 22 de noviembre". */
export const formatWeekTitle = (weekStart: string, weekEnd: string) =>
  `Semana del ${formatDateSpan(weekStart, weekEnd, false)}`;

/** The report's period: "Del 1 al 30 de junio de 2025", or one day: "5 de junio de 2025". */
export const formatReportPeriod = (from: string, to: string) =>
  from === to ? formatDateSpan(from, to, true) : `Del ${formatDateSpan(from, to, true)}`;

/** The period inside a sentence: "del 1 al 30 de junio de 2025", "el 5 de junio de 2025". */
export const periodPhrase = (from: string, to: string) =>
  `${from === to ? 'el' : 'del'} ${formatDateSpan(from, to, true)}`;

/** When the report was made, in the user's zone: "23 de noviembre de 2025, 20:58". */
export function formatGeneratedAt(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} de ${part('month')} de ${part('year')}, ${part('hour')}:${part('minute')}`;
}

// ---- The person and the figures ----------------------------------------------------------------------

/** "Ana López"; the e-mail when no name was given (an account made in the chat always has a name). */
export function personName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  return `${profile.first_name} ${profile.last_name}`.trim() || profile.email || 'Sin nombre';
}

/** "52 años"; "Sin fecha de nacimiento" when the age is unknown. */
export function formatAge(paciente: Pick<Paciente, 'edad'> | null): string {
  const age = paciente?.edad;
  if (typeof age !== 'number' || !Number.isFinite(age)) return 'Sin fecha de nacimiento';
  return age === 1 ? '1 año' : `${age} años`;
}

/** One figure of the summary: "128.4", and "128/82" for a blood pressure's systolic/diastolic. */
export function summaryFigure(row: ReportMetric, figure: 'avg' | 'min' | 'max'): string {
  const format = (value: number | null | undefined) =>
    figure === 'avg' ? formatAverage(value, row.metric) : formatValue(row.metric, value);
  const first = format(row[figure]);
  const secondValue = row[`${figure}2`];
  if (secondValue === undefined) return first;
  const second = format(secondValue);
  return first === MISSING && second === MISSING ? MISSING : `${first}/${second}`;
}
