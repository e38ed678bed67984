import { describe, expect, it } from 'vitest';
import { percentileBand, quantile } from './percentile-band';

describe('a dense series as a band of percentiles', () => {
  it('interpolates quantiles between neighbours', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 0.1)).toBe(20);
    expect(quantile([7], 0.9)).toBe(7);
  });

  it('cuts the period into slices and counts every reading, leaving empty slices out', () => {
    const hour = 3_600_000;
    // 100 readings in the first hour (values 1..100) and 5 in the fourth; nothing in between.
    const points = [
      ...Array.from({ length: 100 }, (_, i) => ({ t: i * 30_000, v: i + 1 })),
      ...[5, 1, 4, 2, 3].map((v, i) => ({ t: 3 * hour + i * 60_000, v })),
    ];
    const band = percentileBand(points, 0, 4 * hour, 4);
    expect(band).toHaveLength(2);
    // Rounded to one decimal: 25.75 → 25.8, 75.25 → 75.3.
    expect(band[0]).toEqual({ t: hour / 2, p10: 10.9, p25: 25.8, p50: 50.5, p75: 75.3, p90: 90.1 });
    expect(band[1]!.p50).toBe(3);
    expect(band[1]!.t).toBe(3.5 * hour);
  });
});
