import type {
  Aggregation,
  DateRangeQuery,
  ReportReply,
  SeriesQuery,
  SeriesReply,
  SeriesStats,
} from '@vitalia/contracts/metrics';
import { CGM_THRESHOLDS, GLUCOSE, isKnownMetric } from '@vitalia/domain';
import type { BucketUnit, Database, PointRow, StatsRow } from '@vitalia/db';
import { InvalidInputError } from '../errors';
import { sees, type PatientAccess, type PatientScope } from '../patient-access';
import { resolveLocalRange, type LocalRange } from './date-range';
import { lttbIndexes } from './lttb';
import { DENSE_SERIES_POINTS, percentileBand } from './percentile-band';
import { CHART_METRICS, READING_MESSAGES, resolveMetric, type ResolvedMetric } from './reading-rules';

/** At most this many points are drawn for a series without aggregation; stats stay exact. */
export const MAX_DRAWN_POINTS = 2000;
export const DEFAULT_CHART_DAYS = 30;
export const DEFAULT_REPORT_DAYS = 7;

/** Time in range bands for glucose (ADA): below 70, 70 to 180 inclusive, above 180 mg/dL. */
/** Time in range: below, within and above 70–180 mg/dL (CONTRACTS.md section 3, report). */
export const GLUCOSE_RANGE = { min: GLUCOSE.level1Hypoglycemia, max: GLUCOSE.postMealTargetBelow } as const;
/** The consensus's outer edges: below 54 very low, above 250 very high (CGM_THRESHOLDS, Battelino 2019). */
export const GLUCOSE_EXTREMES = {
  min: CGM_THRESHOLDS.veryLowBelow,
  max: CGM_THRESHOLDS.veryHighAbove,
} as const;

const BUCKETS: Record<Exclude<Aggregation, 'none'>, BucketUnit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

const toStats = (row: StatsRow | undefined, second = false): SeriesStats =>
  row
    ? {
        count: row.count,
        min: second ? row.min2 : row.min,
        max: second ? row.max2 : row.max,
        avg: second ? row.avg2 : row.avg,
      }
    : { count: 0, min: null, max: null, avg: null };

/** Keeps the shape of a long series in at most MAX_DRAWN_POINTS points (LTTB on the main value). */
function thin(points: PointRow[]): PointRow[] {
  if (points.length <= MAX_DRAWN_POINTS) return points;
  const kept = lttbIndexes(
    points.map((p) => p.t),
    points.map((p) => p.v),
    MAX_DRAWN_POINTS,
  );
  return kept.map((i) => points[i]!);
}

/** A point of the reply: a reading's context and meter word travel with it when it has them. */
function toPoint(row: PointRow): SeriesReply['points'][number] {
  return {
    t: row.t,
    v: row.v,
    ...(row.v2 === null ? {} : { v2: row.v2 }),
    ...(row.c ? { c: row.c } : {}),
    ...(row.b ? { b: row.b } : {}),
  };
}

/** Charts, the overview and the period report of a patient's readings, aggregated in SQL. */
export function createChartsService({
  db,
  access,
  now,
}: {
  db: Database;
  access: PatientAccess;
  now: () => Date;
}) {
  const { readings, patientMetrics } = db.repos;

  /** The metric as the patient has it; a key they never logged (and not in the catalogue) is refused. */
  async function metricOf(patient: PatientScope, key: string): Promise<ResolvedMetric> {
    const stored = await patientMetrics.find(patient.pacienteId, key);
    if (!stored && !isKnownMetric(key)) throw new InvalidInputError(READING_MESSAGES.unknownMetric(key));
    return resolveMetric(key, stored);
  }

  /** The points to draw and, for a dense series without aggregation, its band over every reading. */
  async function drawnPoints(
    patient: PatientScope,
    metric: string,
    range: LocalRange,
    aggregation: Aggregation,
  ): Promise<Pick<SeriesReply, 'points' | 'band'>> {
    if (aggregation !== 'none') {
      const rows = await readings.buckets(
        patient.pacienteId,
        metric,
        range,
        BUCKETS[aggregation],
        patient.timeZone,
      );
      return { points: rows.map(toPoint) };
    }
    const rows = await readings.points(patient.pacienteId, metric, range);
    // A pressure is two values a band cannot carry; it is drawn as its thinned points.
    const dense = rows.length > DENSE_SERIES_POINTS && metric !== 'presion';
    return {
      points: thin(rows).map(toPoint),
      ...(dense ? { band: percentileBand(rows, range.start.getTime(), range.end.getTime()) } : {}),
    };
  }

  async function buildSeries(
    patient: PatientScope,
    metric: ResolvedMetric,
    range: LocalRange,
    aggregation: Aggregation,
    stats: StatsRow | undefined,
  ): Promise<SeriesReply> {
    const { definition } = metric;
    const series: SeriesReply = {
      metric: definition.key,
      name: definition.name,
      unit: definition.unit,
      aggregation,
      from: range.from,
      to: range.to,
      points: [],
      ...(stats && stats.count > 0 ? await drawnPoints(patient, definition.key, range, aggregation) : {}),
      normal_range: metric.normalRange,
      stats: toStats(stats),
    };
    if (definition.key === 'presion') series.stats2 = toStats(stats, true);
    return series;
  }

  /** Chart metrics first, then every other metric the patient has logged. */
  async function metricsOfPatient(patient: PatientScope): Promise<ResolvedMetric[]> {
    const stored = await patientMetrics.list(patient.pacienteId);
    return [
      ...CHART_METRICS.map((key) => resolveMetric(key, undefined)),
      ...stored
        .filter((row) => !(CHART_METRICS as readonly string[]).includes(row.key))
        .map((row) => resolveMetric(row.key, row)),
    ];
  }

  return {
    async series(
      actorUserId: number,
      query: SeriesQuery & { metric: string },
      pacienteId?: number,
    ): Promise<SeriesReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'series');
      const range = resolveLocalRange(query, patient.timeZone, now(), DEFAULT_CHART_DAYS);
      const metric = await metricOf(patient, query.metric);
      const [stats] = await readings.stats(patient.pacienteId, range, [query.metric]);
      return buildSeries(patient, metric, range, query.aggregation, stats);
    },

    async overview(
      actorUserId: number,
      query: SeriesQuery,
      pacienteId?: number,
    ): Promise<{ series: SeriesReply[] }> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'overview');
      const range = resolveLocalRange(query, patient.timeZone, now(), DEFAULT_CHART_DAYS);
      const [metrics, stats] = await Promise.all([
        metricsOfPatient(patient),
        readings.stats(patient.pacienteId, range, null),
      ]);
      const statsByMetric = new Map(stats.map((row) => [row.metric, row]));
      const series = await Promise.all(
        metrics.map((metric) =>
          buildSeries(patient, metric, range, query.aggregation, statsByMetric.get(metric.definition.key)),
        ),
      );
      return { series };
    },

    /** The summary of a period (default the last 7 local days): the weekly and printable reports use it. */
    async report(actorUserId: number, query: DateRangeQuery, pacienteId?: number): Promise<ReportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'report');
      const range = resolveLocalRange(query, patient.timeZone, now(), DEFAULT_REPORT_DAYS);
      const [metrics, stats, bands, extremes, adherence] = await Promise.all([
        metricsOfPatient(patient),
        readings.stats(patient.pacienteId, range, null),
        readings.countByBand(patient.pacienteId, 'glucosa', range, GLUCOSE_RANGE),
        readings.countByBand(patient.pacienteId, 'glucosa', range, GLUCOSE_EXTREMES),
        // Medications are not shared (patient-access.ts): a grantee's report has no adherence.
        sees(patient, 'medications')
          ? db.repos.medicationDoses.adherence(patient.pacienteId, range.start, range.end)
          : [],
      ]);
      const statsByMetric = new Map(stats.map((row) => [row.metric, row]));
      const glucoseCount = bands.below + bands.within + bands.above;
      return {
        from: range.from,
        to: range.to,
        metrics: metrics
          .filter((metric) => (statsByMetric.get(metric.definition.key)?.count ?? 0) > 0)
          .map(({ definition }) => {
            const row = statsByMetric.get(definition.key)!;
            return {
              metric: definition.key,
              name: definition.name,
              unit: definition.unit,
              ...toStats(row),
              ...(definition.key === 'presion' ? { avg2: row.avg2, min2: row.min2, max2: row.max2 } : {}),
            };
          }),
        glucose_time_in_range:
          glucoseCount === 0
            ? null
            : {
                below: bands.below / glucoseCount,
                in_range: bands.within / glucoseCount,
                above: bands.above / glucoseCount,
                very_low: extremes.below / glucoseCount,
                low: (bands.below - extremes.below) / glucoseCount,
                high: (bands.above - extremes.above) / glucoseCount,
                very_high: extremes.above / glucoseCount,
              },
        // Reminders sent in the period (`scheduled`) and doses taken for them or said in the period.
        adherence,
      };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
