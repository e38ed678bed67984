import { addDays, daysBetween } from '../schedules/calendar';
import type { SourceId } from '../sources';

/**
 * Continuous glucose monitoring (CGM) metrics as the international consensus defines them: the five
 * glucose ranges and their targets (Battelino 2019), glycemic variability as the coefficient of
 * variation (Danne 2017), the glucose management indicator (Bergenstal 2018), and when there is enough
 * data to trust them (14 days with at least 70 % of the possible readings). Pure: the server computes
 * the heavy parts (percentiles, counts) in SQL and hands the figures here.
 */

/** Range edges in mg/dL. CGM values are whole mg/dL, so "54–69" is 54 ≤ v < 70 and "181–250" is 180 < v ≤ 250. */
export const CGM_THRESHOLDS = {
  /** Below this: level 2 hypoglycemia (< 54). */
  veryLowBelow: 54,
  /** Below this: level 1 hypoglycemia (54–69). */
  lowBelow: 70,
  /** Above this: level 1 hyperglycemia (181–250). The range 70–180 includes both ends. */
  highAbove: 180,
  /** Above this: level 2 hyperglycemia (> 250). */
  veryHighAbove: 250,
  source: 'battelino-2019-cgm-targets' satisfies SourceId,
} as const;

export const CGM_RANGE_KEYS = ['very_low', 'low', 'in_range', 'high', 'very_high'] as const;
export type CgmRangeKey = (typeof CGM_RANGE_KEYS)[number];

export interface CgmRange {
  key: CgmRangeKey;
  /** Plain Spanish, as the person reads it. */
  label: string;
  /** The range in mg/dL, as the consensus writes it. */
  span: string;
  source: SourceId;
}

export const CGM_RANGES: readonly CgmRange[] = [
  { key: 'very_high', label: 'Muy alta', span: 'más de 250', source: 'battelino-2019-cgm-targets' },
  { key: 'high', label: 'Alta', span: '181 a 250', source: 'battelino-2019-cgm-targets' },
  { key: 'in_range', label: 'En rango', span: '70 a 180', source: 'battelino-2019-cgm-targets' },
  { key: 'low', label: 'Baja', span: '54 a 69', source: 'battelino-2019-cgm-targets' },
  { key: 'very_low', label: 'Muy baja', span: 'menos de 54', source: 'battelino-2019-cgm-targets' },
];

/**
 * The colours of the five ranges, the same on every chart, bar and page, sensor or meter (CONTRACTS.md
 * section 12): the consensus report's very low dark red, low red, in range green, high yellow, very
 * high orange (Battelino 2019, figure 1). Hex, for canvases and the PDF as well as the web.
 */
export const RANGE_COLORS: Readonly<Record<CgmRangeKey, string>> = {
  very_low: '#7f1d1d',
  low: '#dc2626',
  in_range: '#16a34a',
  high: '#eab308',
  very_high: '#f97316',
};

/** Which of the five ranges a sensor value falls in. */
export function classifyCgmValue(value: number): CgmRangeKey {
  const t = CGM_THRESHOLDS;
  if (value < t.veryLowBelow) return 'very_low';
  if (value < t.lowBelow) return 'low';
  if (value <= t.highAbove) return 'in_range';
  if (value <= t.veryHighAbove) return 'high';
  return 'very_high';
}

export type CgmRangeShares = Record<CgmRangeKey, number>;

/** Shares (0–1, adding up to 1) of the readings in each range; all zero when there are none. */
export function timeInRanges(counts: Record<CgmRangeKey, number>): CgmRangeShares {
  const total = CGM_RANGE_KEYS.reduce((sum, key) => sum + counts[key], 0);
  const share = (key: CgmRangeKey) => (total === 0 ? 0 : counts[key] / total);
  return {
    very_low: share('very_low'),
    low: share('low'),
    in_range: share('in_range'),
    high: share('high'),
    very_high: share('very_high'),
  };
}

export interface CgmTarget {
  id: 'in_range' | 'below_70' | 'below_54' | 'above_180' | 'above_250';
  /** The ranges whose time adds up to this target's figure (below 70 includes below 54). */
  ranges: readonly CgmRangeKey[];
  /** `more_than`: the share must exceed `percent`; `less_than`: it must stay under it. */
  comparison: 'more_than' | 'less_than';
  percent: number;
  /** Plain Spanish: "Más de 70 % del tiempo entre 70 y 180 mg/dL". */
  label: string;
  source: SourceId;
}

/** Targets for most adults with type 1 or type 2 diabetes (Battelino 2019, Table 2). */
export const CGM_TARGETS: readonly CgmTarget[] = [
  {
    id: 'in_range',
    ranges: ['in_range'],
    comparison: 'more_than',
    percent: 70,
    label: 'Más de 70 % del tiempo entre 70 y 180 mg/dL',
    source: 'battelino-2019-cgm-targets',
  },
  {
    id: 'below_70',
    ranges: ['low', 'very_low'],
    comparison: 'less_than',
    percent: 4,
    label: 'Menos de 4 % del tiempo debajo de 70 mg/dL',
    source: 'battelino-2019-cgm-targets',
  },
  {
    id: 'below_54',
    ranges: ['very_low'],
    comparison: 'less_than',
    percent: 1,
    label: 'Menos de 1 % del tiempo debajo de 54 mg/dL',
    source: 'battelino-2019-cgm-targets',
  },
  {
    id: 'above_180',
    ranges: ['high', 'very_high'],
    comparison: 'less_than',
    percent: 25,
    label: 'Menos de 25 % del tiempo arriba de 180 mg/dL',
    source: 'battelino-2019-cgm-targets',
  },
  {
    id: 'above_250',
    ranges: ['very_high'],
    comparison: 'less_than',
    percent: 5,
    label: 'Menos de 5 % del tiempo arriba de 250 mg/dL',
    source: 'battelino-2019-cgm-targets',
  },
];

export interface CgmTargetResult {
  id: CgmTarget['id'];
  label: string;
  comparison: CgmTarget['comparison'];
  percent: number;
  /** The person's share for this target, 0–1. */
  share: number;
  met: boolean;
  source: SourceId;
}

/** Each consensus target with the person's figure and whether it is met (strictly, as written). */
export function evaluateCgmTargets(shares: CgmRangeShares): CgmTargetResult[] {
  return CGM_TARGETS.map((target) => {
    const share = target.ranges.reduce((sum, key) => sum + shares[key], 0);
    const percent = share * 100;
    // Rounding noise (0.1 + 0.2) must not decide a target: compare at a millionth of a percent.
    const value = Math.round(percent * 1e6) / 1e6;
    const met = target.comparison === 'more_than' ? value > target.percent : value < target.percent;
    return {
      id: target.id,
      label: target.label,
      comparison: target.comparison,
      percent: target.percent,
      share,
      met,
      source: target.source,
    };
  });
}

/** Glycemic variability: stable at or below this coefficient of variation (Danne 2017). */
export const CV_TARGET = { maxPercent: 36, source: 'danne-2017-cgm-variability' satisfies SourceId } as const;

/** Coefficient of variation in percent: standard deviation over the mean, × 100. */
export function coefficientOfVariation(mean: number, standardDeviation: number): number | null {
  if (!(mean > 0) || !Number.isFinite(standardDeviation)) return null;
  return (standardDeviation / mean) * 100;
}

/** Sample standard deviation (n − 1), as PostgreSQL's `stddev_samp`; null below two values. */
export function standardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

export const GMI = {
  intercept: 3.31,
  slope: 0.02392,
  source: 'bergenstal-2018-gmi' satisfies SourceId,
} as const;

/** Glucose management indicator (an A1C estimated from the sensor's mean), in %. */
export function glucoseManagementIndicator(meanMgDl: number): number {
  return GMI.intercept + GMI.slope * meanMgDl;
}

/** How much data the metrics need (Battelino 2019): 14 days, at least 70 % of the possible readings. */
export const CGM_SUFFICIENCY = {
  days: 14,
  minShareOfReadings: 0.7,
  source: 'battelino-2019-cgm-sufficiency' satisfies SourceId,
} as const;

/** The sensors this product knows: one value every 5 minutes (Dexcom, Libre via apps) or 15 (Libre 1 and 2 history). */
export type SensorInterval = 5 | 15;

/**
 * The sensor's interval from the median time between consecutive values: up to 10 minutes is a
 * 5-minute sensor (a 1-minute stream counts its 5-minute slots), more is a 15-minute one. A median
 * ignores the gaps of a sensor change or a lost signal. Null without two values.
 */
export function detectSensorInterval(medianGapMinutes: number | null): SensorInterval | null {
  if (medianGapMinutes === null || !Number.isFinite(medianGapMinutes) || medianGapMinutes <= 0) return null;
  return medianGapMinutes <= 10 ? 5 : 15;
}

export type GmiUnavailableReason = 'short_period' | 'few_readings' | 'no_data';

/** Why the GMI is not shown, in plain Spanish. */
export const GMI_UNAVAILABLE_TEXT: Record<GmiUnavailableReason, string> = {
  no_data: 'No hay lecturas del sensor en estos días.',
  short_period: 'El GMI se calcula con 14 días de sensor. Elige un periodo de al menos 14 días para verlo.',
  few_readings:
    'El GMI necesita que el sensor haya registrado al menos 70 % de las lecturas posibles en 14 días. Faltan lecturas para calcularlo con confianza.',
};

export interface CgmSufficiencyInput {
  /** Local days in the analysed window. */
  windowDays: number;
  /**
   * Minutes of the window that have already passed (today counts up to now); default the whole window.
   * The sensor could not have measured the rest.
   */
  elapsedMinutes?: number;
  /** Local days with at least one sensor value. */
  daysWithData: number;
  /** Distinct 5-minute and 15-minute slots holding at least one value (a value sent twice counts once). */
  slots5: number;
  slots15: number;
  interval: SensorInterval | null;
}

export interface CgmSufficiency {
  windowDays: number;
  daysWithData: number;
  intervalMinutes: SensorInterval | null;
  expectedReadings: number;
  capturedReadings: number;
  /** Captured over expected, 0–1. */
  share: number;
  /** Whether the GMI (and the consensus reading of the other figures) has enough data. */
  enough: boolean;
  gmiUnavailable: GmiUnavailableReason | null;
}

/** Days with data and the share of the readings the sensor should have made in the window. */
export function assessCgmSufficiency(input: CgmSufficiencyInput): CgmSufficiency {
  const interval = input.interval;
  const minutes = Math.max(0, Math.min(input.elapsedMinutes ?? Infinity, input.windowDays * 24 * 60));
  const expectedReadings = interval === null ? 0 : Math.floor(minutes / interval);
  const captured = interval === null ? 0 : interval === 5 ? input.slots5 : input.slots15;
  const capturedReadings = Math.min(captured, expectedReadings);
  const share = expectedReadings === 0 ? 0 : capturedReadings / expectedReadings;
  let gmiUnavailable: GmiUnavailableReason | null = null;
  if (capturedReadings === 0) gmiUnavailable = 'no_data';
  else if (input.windowDays < CGM_SUFFICIENCY.days) gmiUnavailable = 'short_period';
  else if (share < CGM_SUFFICIENCY.minShareOfReadings) gmiUnavailable = 'few_readings';
  return {
    windowDays: input.windowDays,
    daysWithData: input.daysWithData,
    intervalMinutes: interval,
    expectedReadings,
    capturedReadings,
    share,
    enough: gmiUnavailable === null,
    gmiUnavailable,
  };
}

/**
 * The window the CGM figures use: the last 14 local days of the period asked for (the consensus
 * profile), or the whole period when it is shorter. Dates are `YYYY-MM-DD`, both ends included.
 */
export function cgmWindow(from: string, to: string): { from: string; to: string; days: number } {
  const earliest = addDays(to, -(CGM_SUFFICIENCY.days - 1));
  const start = from > earliest ? from : earliest;
  return { from: start, to, days: daysBetween(start, to) + 1 };
}
