import { describe, expect, it } from 'vitest';
import { DAY_MS, type AlertReading } from './alert-types';
import { evaluateRepeatedLows } from './repeated-lows-alert';

const NOW = new Date('2026-11-24T18:00:00Z').getTime();
/** Glucose readings, newest first, `daysAgo` each. */
const glucose = (...pairs: Array<[number, number]>): AlertReading[] =>
  pairs.map(([value, daysAgo]) => ({
    metric: 'glucosa',
    value,
    value2: null,
    measuredAt: new Date(NOW - daysAgo * DAY_MS),
    context: null,
  }));

describe('repeated lows', () => {
  it('holds for two lows in the last 7 days, telling the doctor, naming the ADA', () => {
    const verdict = evaluateRepeatedLows(glucose([120, 0], [64, 1], [50, 2]));
    expect(verdict.holds).toBe(true);
    if (!verdict.holds) return;
    expect(verdict.notice.text).toMatch(
      /^En los últimos 7 días registraste 2 glucosas bajas \(50 y 64 mg\/dL\)\./,
    );
    expect(verdict.notice.text).toMatch(/Según la ADA.*avisarle a tu médico/);
    expect(verdict.notice.text).not.toMatch(/dosis|deja de|suspende/i);
  });

  it('holds for two level 1 lows in 7 days, not for one, and not for lows older than the window', () => {
    expect(evaluateRepeatedLows(glucose([110, 0], [65, 1], [68, 6])).holds).toBe(true);
    expect(evaluateRepeatedLows(glucose([110, 0], [65, 1])).holds).toBe(false);
    expect(evaluateRepeatedLows(glucose([110, 0], [65, 1], [60, 8])).holds).toBe(false);
    expect(evaluateRepeatedLows([]).holds).toBe(false);
  });

  it('holds for a single level 2 low (under 54) in the window, saying it was very low', () => {
    const verdict = evaluateRepeatedLows(glucose([110, 0], [45, 1]));
    expect(verdict.holds).toBe(true);
    if (!verdict.holds) return;
    expect(verdict.notice.text).toMatch(/registraste una glucosa muy baja \(45 mg\/dL\)/);
    expect(evaluateRepeatedLows(glucose([110, 0], [54, 1])).holds).toBe(false);
    expect(evaluateRepeatedLows(glucose([110, 0], [45, 8])).holds).toBe(false);
  });
});
