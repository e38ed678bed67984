import { describe, expect, it } from 'vitest';
import { lttbIndexes } from './lttb';

const series = (n: number, f: (i: number) => number) => ({
  xs: Array.from({ length: n }, (_, i) => i * 300_000),
  ys: Array.from({ length: n }, (_, i) => f(i)),
});

describe('LTTB thinning', () => {
  it('keeps every point of a short series', () => {
    const { xs, ys } = series(10, (i) => i);
    expect(lttbIndexes(xs, ys, 2000)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('returns exactly the threshold, in order, first and last included', () => {
    const { xs, ys } = series(105_120, (i) => 120 + 40 * Math.sin(i / 50));
    const kept = lttbIndexes(xs, ys, 2000);
    expect(kept).toHaveLength(2000);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(105_119);
    for (let i = 1; i < kept.length; i++) expect(kept[i]!).toBeGreaterThan(kept[i - 1]!);
  });

  it('keeps a lone spike that every-n-th sampling would miss', () => {
    const { xs, ys } = series(50_000, (i) => (i === 31_337 ? 390 : 110));
    const kept = lttbIndexes(xs, ys, 500);
    expect(kept).toContain(31_337);
    const { xs: xs2, ys: ys2 } = series(50_000, (i) => (i === 20_001 ? 40 : 110));
    expect(lttbIndexes(xs2, ys2, 500)).toContain(20_001);
  });
});
