/** What the metrics page writes for people: numbers, dates, labels and the charts' text summaries (es-MX). */
import type { Aggregation, ReadingSource, SeriesReply, SeriesStats } from '@vitalia/contracts/metrics';
import { getMetricDefinition } from '@vitalia/domain/metrics';
import { isReadingContext, READING_CONTEXT_LABELS } from '@vitalia/domain/reading';
import { beyondRangeText } from '@vitalia/domain/meter-words';
import { toEpochMs } from './metric-dates';

export const LOCALE = 'es-MX';

export const AGGREGATION_LABELS: Readonly<Record<Aggregation, string>> = {
  none: 'Sin agregación',
  daily: 'Diaria',
  weekly: 'Semanal',
  monthly: 'Mensual',
};

export const SOURCE_LABELS: Readonly<Record<ReadingSource, string>> = {
  whatsapp: 'WhatsApp',
  web: 'Web',
  import: 'Importada',
  cgm: 'Sensor (CGM)',
  meter: 'Medidor',
};

export const MISSING = '-';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Decimals shown for a metric's values: its catalogue's, and 2 at most for custom indicators. */
export function metricDecimals(metric: string): number {
  return Math.min(getMetricDefinition(metric).decimals, 2);
}

/** A value with the metric's decimals at most, without trailing zeros ("72.5", "120"); '-' when missing. */
export function formatValue(metric: string, value: number | null | undefined): string {
  return isNumber(value) ? numberFormat(0, metricDecimals(metric)).format(value) : MISSING;
}

/**
 * The average: one decimal ("128.4", "120.0"), and a blood pressure's in whole numbers ("136/87", as a
 * doctor writes it: CONTRACTS.md section 12 overrides SPEC.md section 2 for pressure); '-' when missing.
 */
export function formatAverage(value: number | null | undefined, metric?: string): string {
  if (!isNumber(value)) return MISSING;
  return metric === 'presion' ? numberFormat(0, 0).format(value) : numberFormat(1, 1).format(value);
}

/**
 * A reading as people write it: "130/85" for a blood pressure, else the value; a glucose beyond the
 * meter's range as "HI, más de 600" / "LO, menos de 20", never as the number kept for it.
 */
export function formatReadingValue(
  metric: string,
  value: number,
  value2?: number | null,
  beyondRange?: 'HI' | 'LO' | null,
): string {
  if (beyondRange) return beyondRangeText(beyondRange);
  return isNumber(value2)
    ? `${formatValue(metric, value)}/${formatValue(metric, value2)}`
    : formatValue(metric, value);
}

export const withUnit = (text: string, unit: string) => (unit && text !== MISSING ? `${text} ${unit}` : text);

/** The figures under a chart: N, min, max and avg (SPEC.md section 2). */
export function formatStats(metric: string, stats: SeriesStats | undefined) {
  return {
    count: String(stats?.count ?? 0),
    min: formatValue(metric, stats?.min),
    max: formatValue(metric, stats?.max),
    avg: formatAverage(stats?.avg, metric),
  };
}

/** "en ayunas" → "En ayunas"; '' for no context; an unknown one is shown as stored. */
export function contextLabel(context: string | null | undefined): string {
  if (!context) return '';
  const label = isReadingContext(context) ? READING_CONTEXT_LABELS[context] : context.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function sourceLabel(source: string): string {
  return (SOURCE_LABELS as Record<string, string>)[source] ?? source;
}

// ---- Dates -------------------------------------------------------------------------------------------

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string, kind: 'dateTime' | 'date' | 'month'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'month'
        ? { month: 'long', year: 'numeric' }
        : { day: 'numeric', month: 'short', year: 'numeric' };
    if (kind === 'dateTime') Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** "10 jun 2025, 08:05" in the user's zone. */
export const formatDateTime = (epochMs: number, timeZone: string) =>
  dateFormat(timeZone, 'dateTime').format(epochMs);

/** "10 jun 2025" in the user's zone. */
export const formatDate = (epochMs: number, timeZone: string) => dateFormat(timeZone, 'date').format(epochMs);

/** A drawn point's time: the reading's date and time, or its bucket (day, week from Monday, month). */
export function formatPointTime(epochMs: number, aggregation: Aggregation, timeZone: string): string {
  switch (aggregation) {
    case 'daily':
      return formatDate(epochMs, timeZone);
    case 'weekly':
      return `Semana del ${formatDate(epochMs, timeZone)}`;
    case 'monthly': {
      const month = dateFormat(timeZone, 'month').format(epochMs);
      return month.charAt(0).toUpperCase() + month.slice(1);
    }
    default:
      return formatDateTime(epochMs, timeZone);
  }
}

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date "2025-06-01" as "1 de junio de 2025". */
export function formatLongDate(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : longDate.format(time);
}

// ---- Series ------------------------------------------------------------------------------------------

export interface ChartPoint {
  /** Epoch milliseconds. */
  t: number;
  v: number;
  v2?: number;
  /** The reading's context and meter word (SeriesPoint). */
  c?: string;
  b?: 'HI' | 'LO';
}

/** A series as the charts draw it: times in milliseconds, oldest first. */
export interface ChartSeries extends Omit<SeriesReply, 'points'> {
  points: ChartPoint[];
}

/** Times as milliseconds (seconds below 1e12, ISO strings parsed), sorted oldest first. */
export function toChartSeries(reply: SeriesReply): ChartSeries {
  const points = reply.points
    .map((point) => ({ ...point, t: toEpochMs(point.t as number | string) }))
    .filter((point) => Number.isFinite(point.t) && isNumber(point.v))
    .sort((a, b) => a.t - b.t);
  return { ...reply, points };
}

const countText = (count: number) => (count === 1 ? '1 lectura' : `${count} lecturas`);

function statsSentence(metric: string, stats: SeriesStats): string {
  return `mínimo ${formatValue(metric, stats.min)}, máximo ${formatValue(metric, stats.max)}, promedio ${formatAverage(stats.avg, metric)}`;
}

const rangeText = (metric: string, range: { min: number; max: number }) =>
  `${formatValue(metric, range.min)} a ${formatValue(metric, range.max)}`;

/**
 * The text a screen reader gets in place of a chart: what it shows, the period, N, min, max, avg, the
 * normal range and the dates of the first and last point.
 */
export function describeSeries(
  series: ChartSeries,
  timeZone: string,
  diastolicRange?: { min: number; max: number } | null,
): string {
  const unit = series.unit ? ` (${series.unit})` : '';
  const period = `del ${formatLongDate(series.from)} al ${formatLongDate(series.to)}`;
  const head = `${series.name}${unit}, ${period}, ${AGGREGATION_LABELS[series.aggregation].toLowerCase()}`;
  const count = series.stats.count;
  if (count === 0) return `${head}: sin lecturas en este periodo.`;

  const parts = [`${head}: ${countText(count)}`];
  if (series.stats2) {
    parts.push(`sistólica ${statsSentence(series.metric, series.stats)}`);
    parts.push(`diastólica ${statsSentence(series.metric, series.stats2)}`);
  } else {
    parts.push(statsSentence(series.metric, series.stats));
  }
  let text = `${parts.join('; ')}${unit ? ` ${series.unit}` : ''}.`;

  if (series.normal_range) {
    text += series.stats2
      ? ` Rango normal: sistólica ${rangeText(series.metric, series.normal_range)}${
          diastolicRange ? `, diastólica ${rangeText(series.metric, diastolicRange)}` : ''
        }`
      : ` Rango normal: ${rangeText(series.metric, series.normal_range)}`;
    text += series.unit ? ` ${series.unit}.` : '.';
  }
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (first && last) {
    const aggregation = series.aggregation;
    text +=
      first === last
        ? ` Punto en la gráfica: ${formatPointTime(first.t, aggregation, timeZone)}.`
        : ` Puntos en la gráfica del ${formatPointTime(first.t, aggregation, timeZone)} al ${formatPointTime(last.t, aggregation, timeZone)}.`;
  }
  return text;
}

// ---- Files and input ---------------------------------------------------------------------------------

/** `vitalia-<metric>-<from>-<to>.csv`, with anything but letters, digits, '_' and '-' dropped. */
export function csvFileName(metric: string, from: string, to: string): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');
  return `vitalia-${[metric, from, to].map(clean).filter(Boolean).join('-')}.csv`;
}

/** A number as people type it: "72.5", "72,5" or " 120 "; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
