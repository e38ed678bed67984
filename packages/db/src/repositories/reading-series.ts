import type { Queryable } from '../driver';
import { COLUMNS } from './reading-columns';
import type { BucketUnit, PointRow, ReadingRow, StatsRow, TimeRange } from './readings';

/**
 * The mean of a double column, safe from overflow and as fast as a double's: the sum of the values scaled
 * by 2^-60, over their count, scaled back by 2^60. Scaling by a power of two is exact, so the result is
 * the plain double mean; a sum of stored doubles (each below 2^1024) then overflows only past 2^60 values.
 * Unscaled, two values near the largest double overflow the sum (and `avg` squares them too); summed as
 * `numeric`, the daily overview of a year on PGlite took 1.6× the plain aggregation.
 */
const meanOf = (column: string) =>
  `(sum(${column} * 8.673617379884035e-19::float8) / count(${column})::float8 * 1152921504606846976::float8)`;

/**
 * A patient's readings read over a period: lists, chart points and buckets, statistics, bands and the
 * export's pages. Part of the readings repository; reads only.
 */
export function createReadingSeriesQueries(db: Queryable) {
  return {
    /** Newest first. */
    async list(
      pacienteId: number,
      filter: { metric?: string; range?: TimeRange; limit: number },
    ): Promise<ReadingRow[]> {
      return db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings
         WHERE paciente_id = $1 AND ($2::text IS NULL OR metric = $2)
           AND ($3::timestamptz IS NULL OR measured_at >= $3) AND ($4::timestamptz IS NULL OR measured_at < $4)
         ORDER BY measured_at DESC, id DESC LIMIT $5`,
        [
          pacienteId,
          filter.metric ?? null,
          filter.range?.start ?? null,
          filter.range?.end ?? null,
          filter.limit,
        ],
      );
    },

    /** Every reading of a metric in the range, oldest first, as chart points. */
    async points(pacienteId: number, metric: string, range: TimeRange): Promise<PointRow[]> {
      return db.query<PointRow>(
        `SELECT (extract(epoch FROM measured_at) * 1000)::float8 AS t, value AS v, value2 AS v2,
                context AS c, beyond_range AS b
         FROM readings WHERE paciente_id = $1 AND metric = $2 AND measured_at >= $3 AND measured_at < $4
         ORDER BY measured_at, id`,
        [pacienteId, metric, range.start, range.end],
      );
    },

    /**
     * Means per local day, Monday-started week or month in `timeZone`: `t` is the start of the bucket in
     * that zone, so a reading at 23:30 local counts on its local day whatever its UTC date.
     */
    async buckets(
      pacienteId: number,
      metric: string,
      range: TimeRange,
      unit: BucketUnit,
      timeZone: string,
    ): Promise<PointRow[]> {
      return db.query<PointRow>(
        `SELECT (extract(epoch FROM (bucket AT TIME ZONE $5)) * 1000)::float8 AS t,
                ${meanOf('value')} AS v, ${meanOf('value2')} AS v2
         FROM (SELECT date_trunc($6, measured_at AT TIME ZONE $5) AS bucket, value, value2
               FROM readings
               WHERE paciente_id = $1 AND metric = $2 AND measured_at >= $3 AND measured_at < $4) r
         GROUP BY bucket ORDER BY bucket`,
        [pacienteId, metric, range.start, range.end, timeZone, unit],
      );
    },

    /**
     * Exact count, min, max and mean per metric over the range (`metrics` null = every metric). Means
     * (here and in `buckets`) never overflow (`meanOf`), so no stored value can make a read fail.
     */
    async stats(pacienteId: number, range: TimeRange, metrics: string[] | null): Promise<StatsRow[]> {
      return db.query<StatsRow>(
        `SELECT metric, count(*)::int AS count, min(value) AS min, max(value) AS max,
                ${meanOf('value')} AS avg,
                min(value2) AS min2, max(value2) AS max2, ${meanOf('value2')} AS avg2
         FROM readings
         WHERE paciente_id = $1 AND measured_at >= $2 AND measured_at < $3
           AND ($4::text[] IS NULL OR metric = ANY($4))
         GROUP BY metric ORDER BY metric`,
        [pacienteId, range.start, range.end, metrics],
      );
    },

    /** Glucose readings below, within and above a range (inclusive), for time in range. */
    async countByBand(
      pacienteId: number,
      metric: string,
      range: TimeRange,
      band: { min: number; max: number },
    ): Promise<{ below: number; within: number; above: number }> {
      const [row] = await db.query<{ below: number; within: number; above: number }>(
        `SELECT count(*) FILTER (WHERE value < $5)::int AS below,
                count(*) FILTER (WHERE value >= $5 AND value <= $6)::int AS within,
                count(*) FILTER (WHERE value > $6)::int AS above
         FROM readings WHERE paciente_id = $1 AND metric = $2 AND measured_at >= $3 AND measured_at < $4`,
        [pacienteId, metric, range.start, range.end, band.min, band.max],
      );
      return row ?? { below: 0, within: 0, above: 0 };
    },

    /** A page of readings oldest first, after the keyset (time, id) of the previous page (CSV export). */
    async page(
      pacienteId: number,
      filter: { metric?: string; range?: TimeRange },
      after: { measuredAt: Date; id: number } | null,
      limit: number,
    ): Promise<ReadingRow[]> {
      return db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings
         WHERE paciente_id = $1 AND ($2::text IS NULL OR metric = $2)
           AND ($3::timestamptz IS NULL OR measured_at >= $3) AND ($4::timestamptz IS NULL OR measured_at < $4)
           AND ($5::timestamptz IS NULL OR (measured_at, id) > ($5, $6::bigint))
         ORDER BY measured_at, id LIMIT $7`,
        [
          pacienteId,
          filter.metric ?? null,
          filter.range?.start ?? null,
          filter.range?.end ?? null,
          after?.measuredAt ?? null,
          after?.id ?? 0,
          limit,
        ],
      );
    },
  };
}
