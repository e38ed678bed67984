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
  glucose_time_in_range: { below: number; in_range: number; above: number } | null;
  adherence: Array<{ medicamento_id: number; nombre: string; taken: number; scheduled: number }>;
}

/** CSV columns of export and import, in order (CONTRACTS.md section 3). */
export const CSV_COLUMNS = ['metric', 'measured_at', 'value', 'value2', 'unit', 'context', 'source'] as const;
