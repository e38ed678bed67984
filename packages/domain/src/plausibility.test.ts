import { describe, expect, it } from 'vitest';
import { checkPlausibility } from './plausibility';

const value = (metric: string, v: number) => ({ metric, value: v, unit: '' });
const pressure = (systolic: number, diastolic: number) =>
  ({ metric: 'presion', systolic, diastolic, unit: 'mmHg' }) as const;

describe('checkPlausibility', () => {
  it.each([
    ['glucosa', 19, false],
    ['glucosa', 20, true],
    ['glucosa', 600, true],
    ['glucosa', 601, false],
    ['glucosa', 5000, false],
    ['peso', 19, false],
    ['peso', 350, true],
    ['peso', 900, false],
    ['frecuencia_cardiaca', 24, false],
    ['frecuencia_cardiaca', 250, true],
    ['frecuencia_cardiaca', 400, false],
    ['temperatura', 45, true],
    ['temperatura', 50, false],
    ['saturacion', 100, true],
    ['saturacion', 120, false],
    ['cintura', 92, true],
  ])('%s %s plausible = %s', (metric, v, plausible) => {
    expect(checkPlausibility(value(metric, v)).plausible).toBe(plausible);
  });

  it.each([
    [120, 80, true],
    [400, 20, false],
    [300, 200, true],
    [301, 80, false],
    [80, 120, false],
    [120, 120, false],
    [120, 19, false],
  ])('pressure %s/%s plausible = %s', (systolic, diastolic, plausible) => {
    expect(checkPlausibility(pressure(systolic, diastolic)).plausible).toBe(plausible);
  });

  it('gives the reason', () => {
    expect(checkPlausibility(pressure(80, 120))).toEqual({
      plausible: false,
      reason: 'diastolic_not_below_systolic',
    });
    expect(checkPlausibility(value('glucosa', 5000))).toEqual({ plausible: false, reason: 'above_max' });
  });
});
