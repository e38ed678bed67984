import { describe, expect, it } from 'vitest';
import {
  adherenceShare,
  describeAdherence,
  formatAge,
  formatDateSpan,
  formatGeneratedAt,
  formatPercent,
  formatReportPeriod,
  formatWeekTitle,
  periodPhrase,
  personName,
  roundShares,
  summaryFigure,
} from './report-format';

describe('percentages', () => {
  it('writes whole percentages the Mexican way', () => {
    expect(formatPercent(0.714)).toBe('71%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });

  it('rounds shares so they add up to 100', () => {
    expect(roundShares([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(roundShares([0.125, 0.75, 0.125])).toEqual([13, 75, 12]);
    expect(roundShares([0, 1, 0])).toEqual([0, 100, 0]);
    expect(roundShares([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('gives adherence as taken of scheduled, none without reminders', () => {
    expect(adherenceShare(5, 7)).toBeCloseTo(0.714, 3);
    expect(adherenceShare(0, 0)).toBeNull();
    expect(adherenceShare(9, 7)).toBe(1);
    expect(describeAdherence(5, 7)).toBe('5 de 7 tomas (71%)');
    expect(describeAdherence(1, 1)).toBe('1 de 1 toma (100%)');
    expect(describeAdherence(0, 0)).toBe('Sin tomas programadas');
  });
});

describe('dates in Spanish', () => {
  it('names a week as the weekly report does', () => {
    expect(formatWeekTitle('2025-11-16', '2025-11-22')).toBe('Semana del 16 al 22 de noviembre');
    expect(formatWeekTitle('2025-10-27', '2025-11-02')).toBe('Semana del 27 de octubre al 2 de noviembre');
    expect(formatWeekTitle('2025-12-29', '2026-01-04')).toBe(
      'Semana del 29 de diciembre de 2025 al 4 de enero de 2026',
    );
  });

  it('names the report period with its year', () => {
    expect(formatReportPeriod('2025-06-01', '2025-06-30')).toBe('Del 1 al 30 de junio de 2025');
    expect(formatReportPeriod('2025-06-05', '2025-06-05')).toBe('5 de junio de 2025');
    expect(periodPhrase('2025-06-01', '2025-06-30')).toBe('del 1 al 30 de junio de 2025');
    expect(periodPhrase('2025-06-05', '2025-06-05')).toBe('el 5 de junio de 2025');
    expect(formatDateSpan('2025-05-20', '2025-06-18', true)).toBe('20 de mayo al 18 de junio de 2025');
  });

  it('writes when the report was made in the user zone', () => {
    const instant = Date.parse('2025-11-23T03:30:00Z');
    expect(formatGeneratedAt(instant, 'America/Mexico_City')).toBe('22 de noviembre de 2025, 21:30');
    expect(formatGeneratedAt(instant, 'Asia/Tokyo')).toBe('23 de noviembre de 2025, 12:30');
  });
});

describe('the person and the summary', () => {
  it('names the person and their age', () => {
    expect(personName({ first_name: 'Ana', last_name: 'López', email: 'ana@example.com' })).toBe('Ana López');
    expect(personName({ first_name: '', last_name: '', email: 'ana@example.com' })).toBe('ana@example.com');
    expect(formatAge({ edad: 52 })).toBe('52 años');
    expect(formatAge({ edad: 1 })).toBe('1 año');
    expect(formatAge({ edad: null })).toBe('Sin fecha de nacimiento');
    expect(formatAge(null)).toBe('Sin fecha de nacimiento');
  });

  it('joins systolic and diastolic figures', () => {
    const base = { name: 'x', unit: 'mmHg', count: 2 };
    const pressure = {
      ...base,
      metric: 'presion',
      avg: 128.25,
      min: 120,
      max: 136,
      avg2: 82,
      min2: 80,
      max2: 84,
    };
    // Whole numbers for a pressure's average (CONTRACTS.md section 12).
    expect(summaryFigure(pressure, 'avg')).toBe('128/82');
    expect(summaryFigure(pressure, 'max')).toBe('136/84');
    const weight = { ...base, metric: 'peso', unit: 'kg', avg: 72.45, min: 72.1, max: 72.8 };
    expect(summaryFigure(weight, 'min')).toBe('72.1');
    expect(summaryFigure({ ...weight, avg: null }, 'avg')).toBe('-');
  });
});
