import { describe, expect, it } from 'vitest';
import type { SeriesReply } from '@vitalia/contracts/metrics';
import { toChartSeries } from '../metric-format';
import { buildChartSpec, yRange } from './chart-spec';

const MEXICO = 'America/Mexico_City';
const hour = 3_600_000;
const start = Date.parse('2026-11-10T06:00:00Z');

function glucose(points: SeriesReply['points'], extra: Partial<SeriesReply> = {}): SeriesReply {
  return {
    metric: 'glucosa',
    name: 'Glucosa',
    unit: 'mg/dL',
    aggregation: 'none',
    from: '2026-11-10',
    to: '2026-11-12',
    points,
    normal_range: { min: 70, max: 180 },
    stats: { count: points.length, min: 0, max: 0, avg: 0 },
    ...extra,
  };
}

describe('charts a person would rather look at on a phone', () => {
  it('draws glucose by context as markers of its own, never one line joining fasting and after meals', () => {
    const spec = buildChartSpec(
      toChartSeries(
        glucose([
          { t: start + 1 * hour, v: 98, c: 'ayunas' },
          { t: start + 8 * hour, v: 176, c: 'despues_de_comer' },
          { t: start + 25 * hour, v: 104, c: 'ayunas' },
          { t: start + 30 * hour, v: 140 },
        ]),
      ),
      MEXICO,
      380,
    );
    expect(spec.lines.map((line) => [line.label, line.markers, line.values])).toEqual([
      ['En ayunas', true, [98, null, 104, null]],
      ['Después de comer', true, [null, 176, null, null]],
      ['Otro momento', true, [null, null, null, 140]],
    ]);
  });

  it('keeps a meter HI off the scale and marks it at the edge', () => {
    const spec = buildChartSpec(
      toChartSeries(
        glucose([
          { t: start + hour, v: 120 },
          { t: start + 2 * hour, v: 600, b: 'HI' },
          { t: start + 3 * hour, v: 210 },
        ]),
      ),
      MEXICO,
      380,
    );
    expect(spec.lines[0]!.values).toEqual([120, null, 210]);
    expect(spec.edges).toEqual([{ t: start + 2 * hour, word: 'HI' }]);
    // The scale follows the readings it can draw (and the green band), not the 600.
    const [, top] = yRange(120, 210, spec.bands, spec.extent);
    expect(top).toBeLessThan(250);
  });

  it('draws a dense series as its median and percentile band, scaled to the band', () => {
    const band = Array.from({ length: 48 }, (_, i) => ({
      t: start + i * hour,
      p10: 62,
      p25: 68,
      p50: 75,
      p75: 84,
      p90: 118,
    }));
    const spec = buildChartSpec(
      toChartSeries({
        ...glucose([]),
        metric: 'frecuencia_cardiaca',
        name: 'Frecuencia cardiaca',
        unit: 'lpm',
        normal_range: { min: 60, max: 100 },
        band,
      }),
      MEXICO,
      380,
    );
    expect(spec.xs).toHaveLength(48);
    expect(spec.lines).toEqual([{ label: 'Mediana', color: '#0f766e', values: band.map(() => 75) }]);
    expect(spec.extent).toEqual([62, 118]);
    const [bottom, top] = yRange(75, 75, spec.bands, spec.extent);
    expect(bottom).toBeLessThan(62);
    expect(top).toBeGreaterThan(118);
  });
});
