/**
 * What a chart draws, worked out from a series before the chart library loads: pure data, so it is
 * tested without a canvas and the library's chunk only turns it into pixels.
 */
import type { Aggregation, BandSlice } from '@vitalia/contracts/metrics';
import { getDiastolicNormalRange } from '@vitalia/domain';
import { localDayBounds } from '../metric-dates';
import { LOCALE, type ChartSeries } from '../metric-format';
import { bandExtent, beyondMeter, contextLines, type EdgeMark } from './chart-layers';

export interface ChartLine {
  label: string;
  color: string;
  values: Array<number | null>;
  /** Markers only, never joined (glucose of one context). */
  markers?: true;
}

export interface ChartBand {
  min: number;
  max: number;
  label: string;
}

export interface ChartSpec {
  metric: string;
  unit: string;
  aggregation: Aggregation;
  timeZone: string;
  height: number;
  /** Epoch milliseconds, oldest first; one per point. */
  xs: number[];
  lines: ChartLine[];
  /** Normal ranges, drawn as green bands. */
  bands: ChartBand[];
  /** The x axis spans the chosen dates (start of Desde to end of Hasta), and every point. */
  xRange: [number, number];
  /** Readings beyond the meter's range, drawn at the plot's edge and left out of the scale. */
  edges: EdgeMark[];
  /** A dense series: its percentiles per slice (the lines then hold the median). */
  band: BandSlice[] | null;
  /** Values the y axis must show besides the lines' (the band's 10th and 90th percentiles). */
  extent: [number, number] | null;
}

/** Colours with at least 4.5:1 contrast on white, told apart by more than hue (dashes, legend). */
export const LINE_COLORS = {
  single: '#0f766e',
  systolic: '#b91c1c',
  diastolic: '#1d4ed8',
} as const;

/** The green of the normal-range band. */
export const BAND_FILL = 'rgba(22, 163, 74, 0.16)';

export const MAIN_CHART_HEIGHT = 380;
export const SMALL_CHART_HEIGHT = 220;

/** The lines of a series: pressure's two, glucose's per context, or one; HI and LO set apart. */
function linesOf(series: ChartSeries, isPressure: boolean): { lines: ChartLine[]; edges: EdgeMark[] } {
  if (isPressure) {
    return {
      edges: [],
      lines: [
        { label: 'Sistólica', color: LINE_COLORS.systolic, values: series.points.map((point) => point.v) },
        {
          label: 'Diastólica',
          color: LINE_COLORS.diastolic,
          values: series.points.map((point) => point.v2 ?? null),
        },
      ],
    };
  }
  const edges: EdgeMark[] = [];
  const values = series.points.map((point) => {
    const word = series.aggregation === 'none' ? beyondMeter(series.metric, point) : null;
    if (!word) return point.v;
    edges.push({ t: point.t, word });
    return null;
  });
  const byContext =
    series.metric === 'glucosa' && series.aggregation === 'none' ? contextLines(series.points, values) : null;
  return { edges, lines: byContext ?? [{ label: series.name, color: LINE_COLORS.single, values }] };
}

export function buildChartSpec(series: ChartSeries, timeZone: string, height: number): ChartSpec {
  const isPressure = series.metric === 'presion' || series.points.some((point) => point.v2 !== undefined);
  const band = series.band && series.band.length > 0 && !isPressure ? series.band : null;
  const xs = band ? band.map((slice) => slice.t) : series.points.map((point) => point.t);
  const { lines, edges } = band
    ? {
        edges: [],
        lines: [{ label: 'Mediana', color: LINE_COLORS.single, values: band.map((slice) => slice.p50) }],
      }
    : linesOf(series, isPressure);

  const bands: ChartBand[] = [];
  if (series.normal_range) {
    bands.push({ ...series.normal_range, label: isPressure ? 'Rango normal sistólica' : 'Rango normal' });
    // The series carries the systolic band only; without the diastolic one a normal diastolic line would
    // sit outside any green and look abnormal.
    if (isPressure) bands.push({ ...getDiastolicNormalRange(), label: 'Rango normal diastólica' });
  }

  let start = xs[0] ?? Date.now();
  let end = xs[xs.length - 1] ?? start;
  try {
    start = Math.min(start, localDayBounds(series.from, timeZone).start);
    end = Math.max(end, localDayBounds(series.to, timeZone).end);
  } catch {
    // A reply without dates: the points alone set the span.
  }
  if (end <= start) end = start + 86_400_000;

  return {
    metric: series.metric,
    unit: series.unit,
    aggregation: series.aggregation,
    timeZone,
    height,
    xs,
    lines,
    bands,
    xRange: [start, end],
    edges,
    band,
    extent: band ? bandExtent(band) : null,
  };
}

/** The y axis covers the data and the bands, with some air above and below. */
export function yRange(
  dataMin: number | null,
  dataMax: number | null,
  bands: readonly ChartBand[],
  extent: readonly [number, number] | null = null,
): [number, number] {
  const lows = [dataMin, extent?.[0] ?? null, ...bands.map((band) => band.min)].filter(
    (value) => value !== null,
  );
  const highs = [dataMax, extent?.[1] ?? null, ...bands.map((band) => band.max)].filter(
    (value) => value !== null,
  );
  if (lows.length === 0 || highs.length === 0) return [0, 100];
  let min = Math.min(...(lows as number[]));
  let max = Math.max(...(highs as number[]));
  if (max === min) {
    const pad = Math.abs(max) * 0.1 || 1;
    return [min - pad, max + pad];
  }
  const pad = (max - min) * 0.08;
  min -= pad;
  max += pad;
  // Values people log are positive; an axis below zero would only waste room.
  return [min < 0 && (dataMin ?? 0) >= 0 ? 0 : min, max];
}

// ---- Axis labels in Spanish --------------------------------------------------------------------------

const DAY_MS = 86_400_000;

const tickFormats = new Map<string, Intl.DateTimeFormat>();

function tickFormat(timeZone: string, kind: 'time' | 'dayMonth' | 'month' | 'year'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let format = tickFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const,
      dayMonth: { day: 'numeric', month: 'short' } as const,
      month: { month: 'short' } as const,
      year: { year: 'numeric' } as const,
    }[kind];
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    tickFormats.set(key, format);
  }
  return format;
}

/**
 * The x axis labels in Spanish and in the user's zone, for ticks `incrementMs` apart: months ("ene",
 * with the year under the first and under January), days ("3 jun"), or times ("08:00", with the date
 * under the first tick of each day).
 */
export function formatTimeTicks(ticks: readonly number[], incrementMs: number, timeZone: string): string[] {
  const year = tickFormat(timeZone, 'year');
  if (incrementMs >= 28 * DAY_MS) {
    const month = tickFormat(timeZone, 'month');
    let lastYear = '';
    return ticks.map((tick) => {
      const tickYear = year.format(tick);
      const label = month.format(tick).replace(/\.$/, '');
      const withYear = tickYear !== lastYear;
      lastYear = tickYear;
      return withYear ? `${label}\n${tickYear}` : label;
    });
  }
  if (incrementMs >= DAY_MS) {
    const dayMonth = tickFormat(timeZone, 'dayMonth');
    return ticks.map((tick) => dayMonth.format(tick).replace(/\.$/, ''));
  }
  const time = tickFormat(timeZone, 'time');
  const dayMonth = tickFormat(timeZone, 'dayMonth');
  let lastDay = '';
  return ticks.map((tick) => {
    const day = dayMonth.format(tick).replace(/\.$/, '');
    const withDay = day !== lastDay;
    lastDay = day;
    return withDay ? `${time.format(tick)}\n${day}` : time.format(tick);
  });
}
