import type { BandSlice } from '@vitalia/contracts/metrics';

/**
 * Above this many readings a series is drawn as a band: on a 390 px phone a chart keeps about one point
 * per 4 px apart, and a sensor's 4,000 or a watch's 21,000 points would be a solid block
 * (CONTRACTS.md section 12).
 */
export const DENSE_SERIES_POINTS = 300;
/** Slices of the period a band is cut into: wide enough apart on a phone, fine enough on a desk. */
export const BAND_SLICES = 72;

/** The q-quantile of sorted values, interpolated between neighbours (the type 7 of R and NumPy). */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * The 10th, 25th, 50th, 75th and 90th percentiles of the values per slice of [start, end): every
 * reading counts, none is thinned away. Slices without readings are left out (a gap, not a zero).
 */
export function percentileBand(
  points: ReadonlyArray<{ t: number; v: number }>,
  start: number,
  end: number,
  slices = BAND_SLICES,
): BandSlice[] {
  const width = Math.max(1, (end - start) / slices);
  const buckets: number[][] = Array.from({ length: slices }, () => []);
  for (const point of points) {
    const index = Math.min(slices - 1, Math.max(0, Math.floor((point.t - start) / width)));
    buckets[index]!.push(point.v);
  }
  const band: BandSlice[] = [];
  buckets.forEach((values, index) => {
    if (values.length === 0) return;
    values.sort((a, b) => a - b);
    // One decimal is finer than any reading people log, and keeps the reply short.
    const at = (q: number) => Math.round(quantile(values, q) * 10) / 10;
    band.push({
      t: Math.round(start + (index + 0.5) * width),
      p10: at(0.1),
      p25: at(0.25),
      p50: at(0.5),
      p75: at(0.75),
      p90: at(0.9),
    });
  });
  return band;
}
