import type { Queryable } from '../driver';
import type { TimeRange } from './readings';

export interface CgmSummaryRow {
  count: number;
  mean: number | null;
  sd: number | null;
  very_low: number;
  low: number;
  in_range: number;
  high: number;
  very_high: number;
  days_with_data: number;
  slots5: number;
  slots15: number;
  median_gap: number | null;
}

export interface CgmProfileRow {
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
 * A sensor's (CGM) glucose, summed up in the database: the figures of the international consensus report
 * and the ambulatory glucose profile. Part of the readings repository; the same patient rule applies.
 */
export function createCgmReadingQueries(db: Queryable) {
  return {
    /**
     * A sensor's (source `cgm`) glucose over the range: count, mean, sample SD, the counts in the five
     * consensus ranges (`edges`: very low below, low below, high above, very high above), local days with
     * data, distinct 5- and 15-minute slots (a value sent twice fills one slot), and the median minutes
     * between consecutive values (the sensor's interval).
     */
    async cgmSummary(
      pacienteId: number,
      range: TimeRange,
      edges: { veryLowBelow: number; lowBelow: number; highAbove: number; veryHighAbove: number },
      timeZone: string,
    ): Promise<CgmSummaryRow> {
      const [row] = await db.query<CgmSummaryRow>(
        `WITH r AS (
           SELECT measured_at, value FROM readings
           WHERE paciente_id = $1 AND metric = 'glucosa' AND source = 'cgm'
             AND measured_at >= $2 AND measured_at < $3),
         gaps AS (
           SELECT extract(epoch FROM measured_at - lag(measured_at) OVER (ORDER BY measured_at)) / 60 AS gap
           FROM r)
         SELECT count(*)::int AS count,
                avg(value::numeric)::float8 AS mean,
                stddev_samp(value::numeric)::float8 AS sd,
                count(*) FILTER (WHERE value < $4)::int AS very_low,
                count(*) FILTER (WHERE value >= $4 AND value < $5)::int AS low,
                count(*) FILTER (WHERE value >= $5 AND value <= $6)::int AS in_range,
                count(*) FILTER (WHERE value > $6 AND value <= $7)::int AS high,
                count(*) FILTER (WHERE value > $7)::int AS very_high,
                count(DISTINCT (measured_at AT TIME ZONE $8)::date)::int AS days_with_data,
                count(DISTINCT floor(extract(epoch FROM measured_at) / 300))::int AS slots5,
                count(DISTINCT floor(extract(epoch FROM measured_at) / 900))::int AS slots15,
                (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY gap) FROM gaps WHERE gap > 0)::float8
                  AS median_gap
         FROM r`,
        [
          pacienteId,
          range.start,
          range.end,
          edges.veryLowBelow,
          edges.lowBelow,
          edges.highAbove,
          edges.veryHighAbove,
          timeZone,
        ],
      );
      return row!;
    },

    /**
     * The ambulatory glucose profile: a sensor's values grouped by local time of day in `timeZone`
     * (buckets of `bucketMinutes` from local midnight, whatever the date), with the 5th, 25th, 50th,
     * 75th and 95th percentiles of each (`percentile_cont`, linear interpolation).
     */
    async cgmProfile(
      pacienteId: number,
      range: TimeRange,
      timeZone: string,
      bucketMinutes: number,
    ): Promise<CgmProfileRow[]> {
      return db.query<CgmProfileRow>(
        `SELECT minute, count(*)::int AS count,
                percentile_cont(0.05) WITHIN GROUP (ORDER BY value)::float8 AS p5,
                percentile_cont(0.25) WITHIN GROUP (ORDER BY value)::float8 AS p25,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY value)::float8 AS p50,
                percentile_cont(0.75) WITHIN GROUP (ORDER BY value)::float8 AS p75,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY value)::float8 AS p95
         FROM (SELECT (floor((extract(hour FROM local) * 60 + extract(minute FROM local)) / $5) * $5)::int
                        AS minute,
                      value
               FROM (SELECT measured_at AT TIME ZONE $4 AS local, value FROM readings
                     WHERE paciente_id = $1 AND metric = 'glucosa' AND source = 'cgm'
                       AND measured_at >= $2 AND measured_at < $3) r) b
         GROUP BY minute ORDER BY minute`,
        [pacienteId, range.start, range.end, timeZone, bucketMinutes],
      );
    },
  };
}
