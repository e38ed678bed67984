import { describe, expect, it } from 'vitest';
import { evaluateGlucoseAlerts, isAboveGlucoseTarget } from './glucose-alert';
import type { RangeLimits } from './alert-types';
import { newest, readingsOf } from '../../test/alert-readings';

const STANDARD: RangeLimits = { min: null, max: null };
const verdict = (values: number[], limits = STANDARD, context: string | null = null) => {
  const [high, low] = evaluateGlucoseAlerts(newest(readingsOf('glucosa', values, { context })), limits);
  return { high: high!, low: low! };
};

describe('glucose above the ADA target three times in a row', () => {
  it('holds for the three newest readings above 180 mg/dL without a context, naming the ADA', () => {
    const { high } = verdict([120, 185, 190, 200]);
    expect(high.holds).toBe(true);
    if (!high.holds) return;
    expect(high.kind).toBe('glucose_high');
    expect(high.notice.text).toMatch(/^Tus últimas 3 lecturas de glucosa \(185, 190 y 200 mg\/dL\)/);
    expect(high.notice.text).toMatch(/Según la ADA/);
    expect(high.notice.text).toMatch(/médico/);
    expect(high.notice.standard).toBe('ADA-SOC-2026');
  });

  it('does not hold with only two high ones, or with a normal one among the newest three', () => {
    expect(verdict([185, 190]).high.holds).toBe(false);
    expect(verdict([185, 190, 150]).high.holds).toBe(false);
    expect(verdict([185, 150, 190]).high.holds).toBe(false);
  });

  it('knows the boundaries without a context: 181 counts, 180 (the top of the range) does not', () => {
    expect(verdict([181, 181, 181]).high.holds).toBe(true);
    expect(verdict([180, 180, 180]).high.holds).toBe(false);
  });

  it('judges each reading by its context: fasting above 130 is above the target, 131 yes and 130 no', () => {
    expect(verdict([131, 140, 150], STANDARD, 'ayunas').high.holds).toBe(true);
    expect(verdict([130, 130, 130], STANDARD, 'ayunas').high.holds).toBe(false);
    expect(verdict([150, 150, 150], STANDARD, 'despues_de_comer').high.holds).toBe(false);
    expect(isAboveGlucoseTarget({ value: 131, context: 'antes_de_comer' })).toBe(true);
    expect(isAboveGlucoseTarget({ value: 131, context: 'despues_de_comer' })).toBe(false);
    expect(isAboveGlucoseTarget({ value: 260, context: 'ayunas' })).toBe(true);
  });

  it('uses the personal maximum instead of the standard: 160 three times is above a maximum of 150', () => {
    expect(verdict([160, 160, 160]).high.holds).toBe(false);
    const { high } = verdict([160, 160, 160], { min: null, max: 150 });
    expect(high.holds).toBe(true);
    if (!high.holds) return;
    expect(high.notice.text).toMatch(/arriba de 150 mg\/dL, según el rango personal que configuraste/);
    expect(high.notice.text).not.toMatch(/ADA/);
    expect(high.notice.standard).toBe('personal');
  });

  it('a personal maximum above the standard quiets readings the standard would count', () => {
    expect(verdict([200, 210, 220], { min: null, max: 250 }).high.holds).toBe(false);
    expect(verdict([150, 150, 150], { min: null, max: 150 }).high.holds).toBe(false);
  });

  it('tells lows three in a row only with a personal minimum', () => {
    expect(verdict([75, 72, 71]).low.holds).toBe(false);
    const { low } = verdict([75, 72, 71], { min: 80, max: null });
    expect(low.holds).toBe(true);
    if (!low.holds) return;
    expect(low.kind).toBe('glucose_low');
    expect(low.notice.text).toMatch(/debajo de 80 mg\/dL, según el rango personal/);
    expect(verdict([75, 80, 71], { min: 80, max: null }).low.holds).toBe(false);
  });
});
