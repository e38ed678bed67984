/**
 * Largest-Triangle-Three-Buckets (Steinarsson, 2013): picks `threshold` of the points so that a chart of
 * them keeps the shape of the whole series (peaks and dips survive, unlike taking every n-th point). The
 * first and last points are always kept. Returns the indexes of the kept points, in order, so a second
 * value per point (a diastolic) can follow the same choice.
 */
export function lttbIndexes(xs: ArrayLike<number>, ys: ArrayLike<number>, threshold: number): number[] {
  const length = xs.length;
  if (threshold >= length || threshold < 3) return Array.from({ length }, (_, i) => i);
  const kept: number[] = [0];
  const bucketSize = (length - 2) / (threshold - 2);
  let a = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    // The average of the next bucket is the third corner of every triangle in this one.
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, length);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      avgX += xs[i]!;
      avgY += ys[i]!;
    }
    const nextCount = nextEnd - nextStart;
    avgX /= nextCount;
    avgY /= nextCount;

    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const ax = xs[a]!;
    const ay = ys[a]!;
    let largest = -1;
    let chosen = start;
    for (let i = start; i < end; i++) {
      const area = Math.abs((ax - avgX) * (ys[i]! - ay) - (ax - xs[i]!) * (avgY - ay));
      if (area > largest) {
        largest = area;
        chosen = i;
      }
    }
    kept.push(chosen);
    a = chosen;
  }
  kept.push(length - 1);
  return kept;
}
