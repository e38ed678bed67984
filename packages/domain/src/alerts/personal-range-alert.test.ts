import { describe, expect, it } from 'vitest';
import { evaluatePersonalRange } from './personal-range-alert';
import { newest, readingsOf } from '../../test/alert-readings';

describe('a weight or heart rate outside the personal range', () => {
  it('holds when the newest heart rate is above the personal maximum, naming the personal range', () => {
    const verdict = evaluatePersonalRange(
      'frecuencia_cardiaca',
      newest(readingsOf('frecuencia_cardiaca', [80, 112])),
      {
        min: 50,
        max: 100,
      },
    );
    expect(verdict.kind).toBe('heart_rate_range');
    expect(verdict.holds).toBe(true);
    if (!verdict.holds) return;
    expect(verdict.notice.text).toBe(
      'Tu frecuencia cardiaca de 112 lpm quedó arriba de 100 lpm, según el rango personal que configuraste ' +
        'en Vitalia. Esto no es un diagnóstico: coméntalo con tu médico.',
    );
  });

  it('holds below the minimum; a value on the limit is inside', () => {
    const below = evaluatePersonalRange('peso', newest(readingsOf('peso', [59.9])), { min: 60, max: null });
    expect(below.holds && below.notice.text).toMatch(/^Tu peso de 59\.9 kg quedó debajo de 60 kg/);
    expect(evaluatePersonalRange('peso', newest(readingsOf('peso', [60])), { min: 60, max: 90 }).holds).toBe(
      false,
    );
    expect(evaluatePersonalRange('peso', newest(readingsOf('peso', [90])), { min: 60, max: 90 }).holds).toBe(
      false,
    );
  });

  it('never holds without a personal range (no standard one applies)', () => {
    const verdict = evaluatePersonalRange(
      'frecuencia_cardiaca',
      newest(readingsOf('frecuencia_cardiaca', [180])),
      {
        min: null,
        max: null,
      },
    );
    expect(verdict.holds).toBe(false);
  });
});
