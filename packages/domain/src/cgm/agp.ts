import type { SourceId } from '../sources';

/**
 * The ambulatory glucose profile (AGP): the sensor's values of 14 days laid over one day, and per
 * time-of-day bucket the median with the 25th–75th and 5th–95th percentile bands (Battelino 2019,
 * Table 1). The server computes it in SQL with `percentile_cont`; `percentile` and `buildAgp` here are
 * the same arithmetic in TypeScript, the reference the tests hold the SQL to.
 */
export const AGP = {
  /** Minutes per time-of-day bucket: 96 buckets a day, 42 values each for 14 days of a 5-minute sensor. */
  bucketMinutes: 15,
  percentiles: [0.05, 0.25, 0.5, 0.75, 0.95] as const,
  source: 'battelino-2019-cgm-sufficiency' satisfies SourceId,
} as const;

export interface AgpBucket {
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
 * A percentile by linear interpolation between the closest ranks, exactly as PostgreSQL's
 * `percentile_cont`: position p × (n − 1) in the sorted values. Null for no values.
 */
export function percentile(sortedValues: readonly number[], p: number): number | null {
  const n = sortedValues.length;
  if (n === 0) return null;
  const position = p * (n - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sortedValues[lower]!;
  const high = sortedValues[upper]!;
  return low + (high - low) * (position - lower);
}

/** The time-of-day bucket a local minute of the day (0–1439) falls in, as its first minute. */
export function agpBucketOf(minuteOfDay: number, bucketMinutes: number = AGP.bucketMinutes): number {
  return Math.floor(minuteOfDay / bucketMinutes) * bucketMinutes;
}

/** The profile of values given with their local minute of the day; buckets without values are left out. */
export function buildAgp(
  values: ReadonlyArray<{ minuteOfDay: number; value: number }>,
  bucketMinutes: number = AGP.bucketMinutes,
): AgpBucket[] {
  const byBucket = new Map<number, number[]>();
  for (const { minuteOfDay, value } of values) {
    const bucket = agpBucketOf(minuteOfDay, bucketMinutes);
    const list = byBucket.get(bucket);
    if (list) list.push(value);
    else byBucket.set(bucket, [value]);
  }
  return [...byBucket.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minute, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (p: number) => percentile(sorted, p)!;
      return {
        minute,
        count: sorted.length,
        p5: at(0.05),
        p25: at(0.25),
        p50: at(0.5),
        p75: at(0.75),
        p95: at(0.95),
      };
    });
}
