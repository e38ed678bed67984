import { describe, expect, it } from 'vitest';
import { readingRangeFlag } from './reading-range';

const reading = (metric: string, value: number, extra: object = {}) => ({
  metric,
  value,
  value2: null,
  context: null,
  ...extra,
});

describe('a reading outside the person’s range, as the lists flag it', () => {
  it('uses the standard band of the context when the person set no range', () => {
    expect(readingRangeFlag(reading('glucosa', 150))).toBeNull();
    expect(readingRangeFlag(reading('glucosa', 150, { context: 'ayunas' }))).toBe('high');
    expect(readingRangeFlag(reading('glucosa', 62))).toBe('low');
    expect(readingRangeFlag(reading('glucosa', 600, { fuera_de_rango: 'HI' }))).toBe('high');
  });

  it('checks both numbers of a pressure', () => {
    expect(readingRangeFlag(reading('presion', 120, { value2: 80 }))).toBeNull();
    expect(readingRangeFlag(reading('presion', 120, { value2: 92 }))).toBe('high');
    expect(readingRangeFlag(reading('presion', 142, { value2: 80 }))).toBe('high');
  });

  it('takes the person’s own minimum and maximum over the standard', () => {
    const own = {
      glucosa: { min: 90, max: 250 },
      presion: { min: null, max: 150, min2: null, max2: null },
      peso: { min: null, max: null },
      frecuencia_cardiaca: { min: null, max: null },
    };
    expect(readingRangeFlag(reading('glucosa', 212), own)).toBeNull();
    expect(readingRangeFlag(reading('glucosa', 85), own)).toBe('low');
    expect(readingRangeFlag(reading('presion', 142, { value2: 80 }), own)).toBeNull();
    expect(readingRangeFlag(reading('peso', 95))).toBeNull();
  });
});
