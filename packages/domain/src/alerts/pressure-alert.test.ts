import { describe, expect, it } from 'vitest';
import type { PressureLimits } from './alert-types';
import { evaluatePressureAlerts } from './pressure-alert';
import { newest, readingsOf } from '../../test/alert-readings';

const STANDARD: PressureLimits = { min: null, max: null, min2: null, max2: null };
const verdict = (values: Array<[number, number]>, limits = STANDARD) => {
  const [high, low] = evaluatePressureAlerts(newest(readingsOf('presion', values)), limits);
  return { high: high!, low: low! };
};

describe('blood pressure in stage 2 on three of the last five readings', () => {
  it('holds for 3 of 5 at 140 systolic or 90 diastolic, naming AHA/ACC 2025', () => {
    const { high } = verdict([
      [145, 85],
      [120, 80],
      [130, 92],
      [118, 76],
      [150, 95],
    ]);
    expect(high.holds).toBe(true);
    if (!high.holds) return;
    expect(high.kind).toBe('pressure_high');
    expect(high.notice.text).toMatch(
      /^Según AHA\/ACC 2025, 3 de tus últimas 5 lecturas de presión \(145\/85, 130\/92 y 150\/95 mmHg\)/,
    );
    expect(high.notice.text).toMatch(/médico/);
    expect(high.notice.text).not.toMatch(/tienes|hipertensi/i);
  });

  it('does not hold with two of five, nor with a third one that fell out of the last five', () => {
    expect(
      verdict([
        [150, 95],
        [120, 80],
        [120, 80],
        [145, 85],
        [150, 92],
        [118, 70],
      ]).high.holds,
    ).toBe(false);
    expect(
      verdict([
        [139, 89],
        [139, 89],
        [139, 89],
      ]).high.holds,
    ).toBe(false);
  });

  it('holds for three of three when only three exist', () => {
    expect(
      verdict([
        [140, 80],
        [120, 90],
        [141, 91],
      ]).high.holds,
    ).toBe(true);
  });

  it('uses personal maxima instead of stage 2, side by side', () => {
    const readings: Array<[number, number]> = [
      [135, 80],
      [136, 82],
      [138, 84],
    ];
    expect(verdict(readings).high.holds).toBe(false);
    const { high } = verdict(readings, { ...STANDARD, max: 130 });
    expect(high.holds).toBe(true);
    if (!high.holds) return;
    expect(high.notice.text).toMatch(/sistólica de más de 130 o diastólica de 90 o más mmHg/);
    expect(high.notice.text).toMatch(/según el rango personal que configuraste/);
    // A higher personal maximum on both sides quiets stage 2 readings.
    expect(
      verdict(
        [
          [150, 95],
          [150, 95],
          [150, 95],
        ],
        { ...STANDARD, max: 160, max2: 100 },
      ).high.holds,
    ).toBe(false);
  });

  it('tells lows only against a personal minimum', () => {
    const lows: Array<[number, number]> = [
      [95, 58],
      [98, 62],
      [92, 59],
    ];
    expect(verdict(lows).low.holds).toBe(false);
    const { low } = verdict(lows, { ...STANDARD, min2: 60 });
    expect(low.holds).toBe(false);
    const both = verdict(lows, { ...STANDARD, min: 100, min2: 60 }).low;
    expect(both.holds).toBe(true);
    if (both.holds) expect(both.notice.text).toMatch(/sistólica de menos de 100 o diastólica de menos de 60/);
  });
});
