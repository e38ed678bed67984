import { describe, expect, it } from 'vitest';
import type { SeriesReply } from '@vitalia/contracts/metrics';
import {
  contextLabel,
  csvFileName,
  describeSeries,
  formatAverage,
  formatPointTime,
  formatReadingValue,
  formatStats,
  formatValue,
  parseDecimal,
  sourceLabel,
  toChartSeries,
} from './metric-format';

const MEXICO = 'America/Mexico_City';
const at = (iso: string) => Date.parse(iso);

function glucoseSeries(overrides: Partial<SeriesReply> = {}): SeriesReply {
  return {
    metric: 'glucosa',
    name: 'Glucosa',
    unit: 'mg/dL',
    aggregation: 'none',
    from: '2025-06-01',
    to: '2025-06-30',
    points: [
      { t: at('2025-06-10T14:00:00Z'), v: 95 },
      { t: at('2025-06-02T14:00:00Z'), v: 180 },
    ],
    normal_range: { min: 70, max: 180 },
    stats: { count: 2, min: 95, max: 180, avg: 137.5 },
    ...overrides,
  };
}

describe('the figures under a chart', () => {
  it('shows the average with one decimal and "-" when it is missing', () => {
    expect(formatAverage(128.44)).toBe('128.4');
    expect(formatAverage(120)).toBe('120.0');
    expect(formatAverage(99.96)).toBe('100.0');
    expect(formatAverage(null)).toBe('-');
    expect(formatAverage(undefined)).toBe('-');
    expect(formatAverage(Number.NaN)).toBe('-');
    // A blood pressure's average in whole numbers (CONTRACTS.md section 12).
    expect(formatAverage(136.2, 'presion')).toBe('136');
    expect(formatAverage(87.5, 'presion')).toBe('88');
    expect(formatAverage(136.2, 'glucosa')).toBe('136.2');
  });

  it('shows values with the metric decimals, without trailing zeros', () => {
    expect(formatValue('glucosa', 110)).toBe('110');
    expect(formatValue('peso', 72.5)).toBe('72.5');
    expect(formatValue('peso', 72.46)).toBe('72.5');
    expect(formatValue('peso', 72)).toBe('72');
    expect(formatValue('glucosa', null)).toBe('-');
    expect(formatValue('peso', 1234.5)).toBe('1,234.5');
    expect(formatReadingValue('presion', 130, 85)).toBe('130/85');
    expect(formatReadingValue('glucosa', 98, null)).toBe('98');
    // A glucose beyond the meter's range is shown by its mark, never as the number kept for it.
    expect(formatReadingValue('glucosa', 600, null, 'HI')).toBe('HI, más de 600');
    expect(formatReadingValue('glucosa', 20, null, 'LO')).toBe('LO, menos de 20');
  });

  it('formats N, min, max and avg, and an empty series as "-"', () => {
    expect(formatStats('glucosa', { count: 7, min: 95, max: 180, avg: 128.4286 })).toEqual({
      count: '7',
      min: '95',
      max: '180',
      avg: '128.4',
    });
    expect(formatStats('glucosa', { count: 0, min: null, max: null, avg: null })).toEqual({
      count: '0',
      min: '-',
      max: '-',
      avg: '-',
    });
    expect(formatStats('peso', undefined)).toEqual({ count: '0', min: '-', max: '-', avg: '-' });
  });
});

describe('labels', () => {
  it('names contexts and sources in Spanish', () => {
    expect(contextLabel('ayunas')).toBe('En ayunas');
    expect(contextLabel('despues_de_comer')).toBe('Después de comer');
    expect(contextLabel(null)).toBe('');
    expect(sourceLabel('whatsapp')).toBe('WhatsApp');
    expect(sourceLabel('web')).toBe('Web');
    expect(sourceLabel('import')).toBe('Importada');
  });

  it('dates a point by its reading or its bucket, in the user zone', () => {
    const instant = at('2025-06-10T14:05:00Z');
    expect(formatPointTime(instant, 'none', MEXICO)).toMatch(/^10 jun 2025, 08:05$/);
    expect(formatPointTime(at('2025-06-10T06:00:00Z'), 'daily', MEXICO)).toBe('10 jun 2025');
    expect(formatPointTime(at('2025-06-09T06:00:00Z'), 'weekly', MEXICO)).toBe('Semana del 9 jun 2025');
    expect(formatPointTime(at('2025-06-01T06:00:00Z'), 'monthly', MEXICO)).toBe('Junio de 2025');
  });
});

describe('series for the charts', () => {
  it('reads seconds as milliseconds and sorts points oldest first', () => {
    const series = toChartSeries(
      glucoseSeries({
        points: [
          { t: 1_749_564_000, v: 95 },
          { t: at('2025-06-02T14:00:00Z'), v: 180 },
        ],
      }),
    );
    expect(series.points.map((point) => point.t)).toEqual([at('2025-06-02T14:00:00Z'), 1_749_564_000_000]);
  });

  it('summarises a series for screen readers: period, N, min, max, avg, band and dates', () => {
    const text = describeSeries(toChartSeries(glucoseSeries()), MEXICO);
    expect(text).toBe(
      'Glucosa (mg/dL), del 1 de junio de 2025 al 30 de junio de 2025, sin agregación: 2 lecturas; ' +
        'mínimo 95, máximo 180, promedio 137.5 mg/dL. Rango normal: 70 a 180 mg/dL. ' +
        'Puntos en la gráfica del 2 jun 2025, 08:00 al 10 jun 2025, 08:00.',
    );
  });

  it('summarises a blood pressure with both values and both bands', () => {
    const text = describeSeries(
      toChartSeries({
        metric: 'presion',
        name: 'Presión arterial',
        unit: 'mmHg',
        aggregation: 'weekly',
        from: '2025-06-01',
        to: '2025-06-30',
        points: [{ t: at('2025-06-09T06:00:00Z'), v: 130, v2: 85 }],
        normal_range: { min: 90, max: 129 },
        stats: { count: 1, min: 130, max: 130, avg: 130 },
        stats2: { count: 1, min: 85, max: 85, avg: 85 },
      }),
      MEXICO,
      { min: 60, max: 84 },
    );
    expect(text).toBe(
      'Presión arterial (mmHg), del 1 de junio de 2025 al 30 de junio de 2025, semanal: 1 lectura; ' +
        'sistólica mínimo 130, máximo 130, promedio 130; diastólica mínimo 85, máximo 85, promedio 85 mmHg. ' +
        'Rango normal: sistólica 90 a 129, diastólica 60 a 84 mmHg. Punto en la gráfica: Semana del 9 jun 2025.',
    );
  });

  it('says when there is nothing in the period', () => {
    const text = describeSeries(
      toChartSeries(
        glucoseSeries({
          points: [],
          stats: { count: 0, min: null, max: null, avg: null },
          normal_range: null,
        }),
      ),
      MEXICO,
    );
    expect(text).toBe(
      'Glucosa (mg/dL), del 1 de junio de 2025 al 30 de junio de 2025, sin agregación: sin lecturas en este periodo.',
    );
  });
});

describe('files and typed numbers', () => {
  it('names the CSV after the metric and the dates', () => {
    expect(csvFileName('glucosa', '2025-06-01', '2025-06-30')).toBe(
      'vitalia-glucosa-2025-06-01-2025-06-30.csv',
    );
    expect(csvFileName('perimetro_abdominal', '2025-01-01', '2025-12-31')).toBe(
      'vitalia-perimetro_abdominal-2025-01-01-2025-12-31.csv',
    );
    // Nothing that could leave the downloads folder or break the name.
    expect(csvFileName('../x y', '2025-06-01', '2025-06-30')).toBe('vitalia-xy-2025-06-01-2025-06-30.csv');
  });

  it('reads numbers with a point or a comma', () => {
    expect(parseDecimal('72.5')).toBe(72.5);
    expect(parseDecimal(' 72,5 ')).toBe(72.5);
    expect(parseDecimal('120')).toBe(120);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('12o')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
  });
});
