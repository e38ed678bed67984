import { describe, expect, it } from 'vitest';
import {
  adherencePeriods,
  countDays,
  findReportRangeProblem,
  lastLocalDays,
  readReportRange,
} from './report-dates';

// 2025-11-23 03:30 UTC: still the 22nd in Mexico City (UTC-6), already the 23rd in Madrid and Tokyo.
const NOW = Date.parse('2025-11-23T03:30:00Z');

describe('local date ranges in the profile time zone', () => {
  it('counts the last N days back from today in the zone, whatever the machine zone', () => {
    expect(lastLocalDays(7, 'America/Mexico_City', NOW)).toEqual({ from: '2025-11-16', to: '2025-11-22' });
    expect(lastLocalDays(7, 'Asia/Tokyo', NOW)).toEqual({ from: '2025-11-17', to: '2025-11-23' });
    expect(lastLocalDays(1, 'America/Tijuana', NOW)).toEqual({ from: '2025-11-22', to: '2025-11-22' });
  });

  it('crosses months, years and leap days', () => {
    const newYear = Date.parse('2024-01-05T18:00:00Z');
    expect(lastLocalDays(30, 'America/Mexico_City', newYear)).toEqual({
      from: '2023-12-07',
      to: '2024-01-05',
    });
    const march = Date.parse('2024-03-02T12:00:00Z');
    expect(lastLocalDays(3, 'America/Mexico_City', march)).toEqual({ from: '2024-02-29', to: '2024-03-02' });
  });

  it('gives the home panel 7 and 30 days ending today', () => {
    expect(adherencePeriods('America/Mexico_City', NOW)).toEqual({
      week: { from: '2025-11-16', to: '2025-11-22' },
      month: { from: '2025-10-24', to: '2025-11-22' },
    });
  });

  it('counts both ends of a period', () => {
    expect(countDays({ from: '2025-06-01', to: '2025-06-30' })).toBe(30);
    expect(countDays({ from: '2025-03-09', to: '2025-03-09' })).toBe(1);
    expect(countDays({ from: '2024-12-31', to: '2025-01-01' })).toBe(2);
  });
});

describe('the report period', () => {
  it('checks Desde and Hasta in Spanish', () => {
    expect(findReportRangeProblem('2025-06-01', '2025-06-30')).toBeNull();
    expect(findReportRangeProblem('2025-06-30', '2025-06-30')).toBeNull();
    expect(findReportRangeProblem('2025-07-01', '2025-06-30')).toBe(
      'La fecha Desde debe ser anterior o igual a Hasta.',
    );
    expect(findReportRangeProblem('', '2025-06-30')).toBe('Elige las fechas Desde y Hasta.');
    expect(findReportRangeProblem('2025-02-30', '2025-03-01')).toBe('Elige las fechas Desde y Hasta.');
    expect(findReportRangeProblem('2024-01-01', '2025-06-30')).toMatch(/hasta un año/);
  });

  it('reads the address, and falls back to the last 30 local days', () => {
    const params = (query: string) => new URLSearchParams(query);
    const zone = 'America/Mexico_City';
    const fallback = { from: '2025-10-24', to: '2025-11-22' };
    expect(readReportRange(params('from=2025-11-16&to=2025-11-22'), zone, NOW)).toEqual({
      range: { from: '2025-11-16', to: '2025-11-22' },
      problem: null,
    });
    expect(readReportRange(params(''), zone, NOW)).toEqual({ range: fallback, problem: null });
    const reversed = readReportRange(params('from=2025-11-22&to=2025-11-16'), zone, NOW);
    expect(reversed.range).toEqual(fallback);
    expect(reversed.problem).toBe(
      'La fecha Desde debe ser anterior o igual a Hasta. Mostramos los últimos 30 días.',
    );
    expect(readReportRange(params('from=ayer'), zone, NOW).problem).toMatch(/^Elige las fechas/);
  });
});
