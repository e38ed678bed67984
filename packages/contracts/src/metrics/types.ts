/** Reply shapes of /health-metrics (CONTRACTS.md section 3), shared by the server and the web app. */

export const AGGREGATIONS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const READING_SOURCES = ['whatsapp', 'web', 'import', 'cgm', 'meter'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** One stored reading. `value2` is the diastolic of a blood pressure, else null. */
export interface ReadingReply {
  id: number;
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  /** ISO-8601 with its UTC offset (Z). */
  measured_at: string;
  context: string | null;
  source: ReadingSource;
  note: string | null;
  /** The name of the caregiver who logged it for the patient; null when the patient did. */
  registrada_por: string | null;
  /**
   * A glucose beyond the meter's range: "HI" (shown "HI, más de 600") or "LO" ("LO, menos de 20"); `value`
   * is then the end of the range. Absent for every other reading, whose reply keeps its documented shape.
   */
  fuera_de_rango?: 'HI' | 'LO';
}

/** What a person is told about a reading they just logged (null when no standard applies). */
export interface ReadingFeedbackReply {
  label: string;
  description: string;
  severity: 'normal' | 'attention' | 'alert' | 'urgent';
  urgent: boolean;
  standard: string;
  advice: string;
}

/** The reply to a new reading: the stored reading and its interpretation. */
export interface RecordedReadingReply extends ReadingReply {
  feedback: ReadingFeedbackReply | null;
}

export interface ReadingsListReply {
  readings: ReadingReply[];
}

/** A drawn point: `t` epoch milliseconds (for aggregations, the start of the local bucket). */
export interface SeriesPoint {
  t: number;
  v: number;
  /** Diastolic, for presion only. */
  v2?: number;
  /** Aggregation none: the reading's context (ayunas, despues_de_comer...), when it has one. */
  c?: string;
  /** Aggregation none: a glucose beyond the meter's range ("HI", "LO"); `v` is the range's end. */
  b?: 'HI' | 'LO';
}

/** Percentiles of the readings in one slice of time (CONTRACTS.md section 12: dense data as a band). */
export interface BandSlice {
  /** Start of the slice, epoch milliseconds. */
  t: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface SeriesStats {
  count: number;
  min: number | null;
  max: number | null;
  avg: number | null;
}

export interface SeriesReply {
  metric: string;
  name: string;
  unit: string;
  aggregation: Aggregation;
  from: string;
  to: string;
  points: SeriesPoint[];
  normal_range: { min: number; max: number } | null;
  /** Exact over every reading in the range (systolic for presion), whatever the aggregation. */
  stats: SeriesStats;
  /** presion only: the same figures for the diastolic. */
  stats2?: SeriesStats;
  /**
   * Aggregation none and more readings than a phone's chart can keep apart (a sensor, a watch): the
   * percentiles of every reading per slice of the period, to draw as a band in place of the points.
   */
  band?: BandSlice[];
}

export interface OverviewReply {
  series: SeriesReply[];
}

export interface ImportReply {
  /** New readings stored. */
  imported: number;
  /** Rows equal to a reading already stored (importing a file twice adds nothing). */
  skipped: number;
  /** Rows refused, with their row number in the file (the header is row 1) and why. */
  errors: Array<{ row: number; detail: string }>;
  /** How many rows were refused in all (`errors` lists the first ones). */
  rejected: number;
}

export interface ReportMetric {
  metric: string;
  name: string;
  unit: string;
  count: number;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** presion only: the diastolic figures. */
  avg2?: number | null;
  min2?: number | null;
  max2?: number | null;
}

export interface ReportReply {
  from: string;
  to: string;
  metrics: ReportMetric[];
  /**
   * Shares of the period's glucose readings: below, within and above 70–180, and the consensus's five
   * ranges (below 54, 54–69, 70–180, 181–250, above 250), the same ranges as the sensor's.
   */
  glucose_time_in_range: {
    below: number;
    in_range: number;
    above: number;
    very_low: number;
    low: number;
    high: number;
    very_high: number;
  } | null;
  adherence: Array<{ medicamento_id: number; nombre: string; taken: number; scheduled: number }>;
}

export type CgmRangeKey = 'very_low' | 'low' | 'in_range' | 'high' | 'very_high';

/** One time-of-day bucket of the ambulatory glucose profile (mg/dL). */
export interface CgmProfileBucket {
  /** Minutes after local midnight at which the bucket starts. */
  minute: number;
  count: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

/**
 * `GET /health-metrics/api/cgm/`: the sensor's (source `cgm`) figures over the last 14 local days of the
 * period (`from`/`to` are the days analysed; `period_from`/`period_to` the period asked for).
 */
export interface CgmReportReply {
  from: string;
  to: string;
  period_from: string;
  period_to: string;
  time_zone: string;
  days: number;
  readings: number;
  days_with_data: number;
  interval_minutes: 5 | 15 | null;
  expected_readings: number;
  captured_readings: number;
  /** Captured over expected readings, 0–1. */
  share_of_expected: number;
  /** 14 days with at least 70 % of the expected readings (the consensus' minimum). */
  enough_data: boolean;
  mean: number | null;
  sd: number | null;
  /** Coefficient of variation, %. */
  cv: number | null;
  cv_target: { max_percent: number; met: boolean | null; source: string };
  /** Glucose management indicator, % (an estimate of A1C); null when `gmi_unavailable` says why. */
  gmi: number | null;
  gmi_unavailable: 'no_data' | 'short_period' | 'few_readings' | null;
  /** Shares 0–1 of the readings in each range; null without sensor readings. */
  time_in_ranges: Record<CgmRangeKey, number> | null;
  targets: Array<{
    id: string;
    label: string;
    comparison: 'more_than' | 'less_than';
    percent: number;
    share: number;
    met: boolean;
    source: string;
  }>;
  bucket_minutes: number;
  profile: CgmProfileBucket[];
  /** Every source the figures and targets above name. */
  sources: Array<{ id: string; document: string; year: number | null; section: string }>;
}

/** CSV columns of export and import, in order (CONTRACTS.md section 3). */
export const CSV_COLUMNS = ['metric', 'measured_at', 'value', 'value2', 'unit', 'context', 'source'] as const;
