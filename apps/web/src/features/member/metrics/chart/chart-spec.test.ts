import { describe, expect, it } from 'vitest';
import { toChartSeries } from '../metric-format';
import { buildChartSpec, formatTimeTicks, LINE_COLORS, yRange } from './chart-spec';

const MEXICO = 'America/Mexico_City';
const at = (iso: string) => Date.parse(iso);

describe('what a chart draws', () => {
  it('draws one line and the series band, across the chosen dates in the user zone', () => {
    const spec = buildChartSpec(
      toChartSeries({
        metric: 'glucosa',
        name: 'Glucosa',
        unit: 'mg/dL',
        aggregation: 'none',
        from: '2025-06-01',
        to: '2025-06-30',
        points: [{ t: 1_749_564_000, v: 95 }],
        normal_range: { min: 70, max: 180 },
        stats: { count: 1, min: 95, max: 95, avg: 95 },
      }),
      MEXICO,
      380,
    );
    expect(spec.xs).toEqual([1_749_564_000_000]);
    expect(spec.lines).toEqual([{ label: 'Glucosa', color: LINE_COLORS.single, values: [95] }]);
    expect(spec.bands).toEqual([{ min: 70, max: 180, label: 'Rango normal' }]);
    expect(spec.xRange).toEqual([at('2025-06-01T06:00:00Z'), at('2025-07-01T06:00:00Z')]);
    expect(spec.height).toBe(380);
  });

  it('draws systolic and diastolic lines with both bands for a blood pressure', () => {
    const spec = buildChartSpec(
      toChartSeries({
        metric: 'presion',
        name: 'Presión arterial',
        unit: 'mmHg',
        aggregation: 'weekly',
        from: '2025-06-04',
        to: '2025-06-10',
        // A weekly bucket starts on the Monday before Desde: the axis reaches back to it.
        points: [{ t: at('2025-06-02T06:00:00Z'), v: 130, v2: 85 }],
        normal_range: { min: 90, max: 129 },
        stats: { count: 1, min: 130, max: 130, avg: 130 },
        stats2: { count: 1, min: 85, max: 85, avg: 85 },
      }),
      MEXICO,
      220,
    );
    expect(spec.lines.map((line) => [line.label, line.values])).toEqual([
      ['Sistólica', [130]],
      ['Diastólica', [85]],
    ]);
    expect(spec.bands.map((band) => [band.min, band.max])).toEqual([
      [90, 129],
      [60, 84],
    ]);
    expect(spec.xRange[0]).toBe(at('2025-06-02T06:00:00Z'));
  });

  it('draws no band when the series has none', () => {
    const spec = buildChartSpec(
      toChartSeries({
        metric: 'cintura',
        name: 'Cintura',
        unit: 'cm',
        aggregation: 'none',
        from: '2025-06-01',
        to: '2025-06-30',
        points: [],
        normal_range: null,
        stats: { count: 0, min: null, max: null, avg: null },
      }),
      MEXICO,
      220,
    );
    expect(spec.bands).toEqual([]);
    expect(spec.xs).toEqual([]);
  });

  it('keeps the band in view and some air around the data', () => {
    const [min, max] = yRange(95, 110, [{ min: 70, max: 180, label: '' }]);
    expect(min).toBeLessThan(70);
    expect(max).toBeGreaterThan(180);
    expect(yRange(null, null, [])).toEqual([0, 100]);
    expect(yRange(72, 72, [])).toEqual([64.8, 79.2]);
    expect(yRange(0.1, 3, [])[0]).toBe(0);
  });
});

describe('x axis labels', () => {
  it('writes days and months in Spanish, in the user zone', () => {
    const days = [at('2025-06-02T06:00:00Z'), at('2025-06-09T06:00:00Z')];
    expect(formatTimeTicks(days, 7 * 86_400_000, MEXICO)).toEqual(['2 jun', '9 jun']);
    const months = [at('2024-12-01T06:00:00Z'), at('2025-01-01T06:00:00Z'), at('2025-02-01T06:00:00Z')];
    expect(formatTimeTicks(months, 31 * 86_400_000, MEXICO)).toEqual(['dic\n2024', 'ene\n2025', 'feb']);
  });

  it('writes times of day with the date under the first of each day', () => {
    const hours = [at('2025-06-10T04:00:00Z'), at('2025-06-10T10:00:00Z'), at('2025-06-10T16:00:00Z')];
    expect(formatTimeTicks(hours, 6 * 3_600_000, MEXICO)).toEqual(['22:00\n9 jun', '04:00\n10 jun', '10:00']);
  });
});
