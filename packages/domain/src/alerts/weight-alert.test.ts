import { describe, expect, it } from 'vitest';
import { evaluateWeightChange } from './weight-alert';
import { newest, readingsOf } from '../../test/alert-readings';

const daily = (values: number[]) => newest(readingsOf('peso', values, { hoursApart: 24 }));

describe('weight change of more than 2 kg within a week', () => {
  it('holds for +2.5 kg in three days, with the change and the standard', () => {
    const verdict = evaluateWeightChange(daily([70, 70.8, 71.5, 72.5]));
    expect(verdict.holds).toBe(true);
    if (!verdict.holds) return;
    expect(verdict.notice.text).toMatch(/^Tu peso subió 2\.5 kg en 3 días \(de 70 kg a 72\.5 kg\)/);
    // A rule of ours (after the AHA's heart-failure advice), said as such: no guideline's name on it.
    expect(verdict.notice.text).toMatch(/Según las reglas de Vitalia/);
    expect(verdict.notice.text).not.toMatch(/AHA/);
    expect(verdict.notice.text).toMatch(/médico/);
  });

  it('also for a loss, and not for exactly 2 kg (no floating point surprise at 72.1 - 70.1)', () => {
    const loss = evaluateWeightChange(daily([80, 77.5]));
    expect(loss.holds && loss.notice.text).toMatch(/^Tu peso bajó 2\.5 kg en 1 día/);
    expect(evaluateWeightChange(daily([70, 72])).holds).toBe(false);
    expect(evaluateWeightChange(daily([70.1, 72.1])).holds).toBe(false);
    expect(evaluateWeightChange(daily([70.1, 72.2])).holds).toBe(true);
  });

  it('compares only with the 7 days before the newest reading', () => {
    const spread = newest(readingsOf('peso', [70, 72.5], { hoursApart: 24 * 8 }));
    expect(evaluateWeightChange(spread).holds).toBe(false);
    const sevenDays = newest(readingsOf('peso', [70, 72.5], { hoursApart: 24 * 7 }));
    expect(evaluateWeightChange(sevenDays).holds).toBe(true);
  });

  it('does not hold with one reading or none', () => {
    expect(evaluateWeightChange([]).holds).toBe(false);
    expect(evaluateWeightChange(daily([90])).holds).toBe(false);
  });
});
