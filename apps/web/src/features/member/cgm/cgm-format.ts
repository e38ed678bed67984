/**
 * How the sensor's figures read on screen and paper, in plain Spanish (Mexico): pure, tested without a
 * browser.
 */
import type { CgmReportReply } from '@vitalia/contracts/metrics';

const LOCALE = 'es-MX';
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A share 0–1 as a percent with one decimal ("0.6 %"), so "menos de 1 %" is never hidden by rounding. */
export const formatShare = (share: number) => `${oneDecimal.format(share * 100)}\u00a0%`;

export const formatWhole = (value: number) => whole.format(value);

export const formatOneDecimal = (value: number) => oneDecimal.format(value);

/** Minutes after midnight as a 24-hour time: 0 → "00:00", 1425 → "23:45". */
export function formatMinuteOfDay(minute: number): string {
  const m = ((Math.round(minute) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A share of the day as time of a day: 0.7 → "16 h 48 min"; under a minute, "menos de 1 min". */
export function formatTimePerDay(share: number): string {
  const minutes = Math.round(share * 1440);
  if (minutes === 0) return share > 0 ? 'menos de 1\u00a0min' : '0\u00a0min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${rest}\u00a0min`;
}

/** "Sí se cumple" / "Todavía no", the words an older reader understands at a glance. */
export const metText = (met: boolean) => (met ? 'Sí se cumple' : 'Todavía no');

/** Data sufficiency in one sentence: days and share of the sensor's expected readings. */
export function describeSufficiency(cgm: CgmReportReply): string {
  const every = cgm.interval_minutes ? ` (una cada ${cgm.interval_minutes} minutos)` : '';
  return `El sensor tuvo datos en ${cgm.days_with_data} de ${cgm.days} días y guardó ${formatShare(cgm.share_of_expected)} de las lecturas esperadas${every}: ${formatWhole(cgm.captured_readings)} de ${formatWhole(cgm.expected_readings)}.`;
}

/** The documents behind the figures, each once (two sections of one paper are one source to a reader). */
export function sourceDocuments(sources: CgmReportReply['sources']): string[] {
  return [...new Set(sources.map((source) => `${source.document}${source.year ? `, ${source.year}` : ''}`))];
}

/** The profile's table: one row per hour, the quarter-hour bucket that starts on it. */
export function hourlyRows(profile: CgmReportReply['profile']): CgmReportReply['profile'] {
  return profile.filter((bucket) => bucket.minute % 60 === 0);
}
