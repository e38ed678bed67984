import { describe, expect, it } from 'vitest';
import { getDiastolicNormalRange, getNormalRange } from './normal-range';

describe('getNormalRange', () => {
  it('gives each chart its band', () => {
    expect(getNormalRange('glucosa')).toEqual({ min: 70, max: 180 });
    expect(getNormalRange('glucosa', { context: 'ayunas' })).toEqual({ min: 80, max: 130 });
    expect(getNormalRange('presion')).toEqual({ min: 90, max: 129 });
    expect(getDiastolicNormalRange()).toEqual({ min: 60, max: 84 });
    expect(getNormalRange('frecuencia_cardiaca')).toEqual({ min: 60, max: 100 });
    expect(getNormalRange('saturacion')).toEqual({ min: 95, max: 100 });
    expect(getNormalRange('temperatura')).toEqual({ min: 36, max: 37.4 });
  });

  it('gives the weight band for a normal BMI only when the height is known', () => {
    expect(getNormalRange('peso')).toBeNull();
    expect(getNormalRange('peso', { heightCm: 170 })).toEqual({ min: 53.5, max: 72 });
  });

  it('has no band for custom indicators', () => {
    expect(getNormalRange('cintura')).toBeNull();
  });
});
