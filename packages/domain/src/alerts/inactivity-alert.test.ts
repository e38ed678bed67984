import { describe, expect, it } from 'vitest';
import { DAY_MS } from './alert-types';
import { evaluateInactivity } from './inactivity-alert';

const now = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('no readings for N days', () => {
  it('holds after more than N days, naming the setting and suggesting the doctor', () => {
    const verdict = evaluateInactivity({ lastActivityAt: ago(3 * DAY_MS + 1), now, inactivityDays: 3 });
    expect(verdict.holds).toBe(true);
    if (!verdict.holds) return;
    expect(verdict.notice.title).toBe('3 días sin lecturas');
    expect(verdict.notice.text).toMatch(/^Llevas 3 días sin registrar lecturas/);
    expect(verdict.notice.text).toMatch(/según tu aviso de días sin lecturas \(3 días;/);
    expect(verdict.notice.text).toMatch(/médico/);
  });

  it('does not hold at exactly N days, and counts whole days', () => {
    expect(evaluateInactivity({ lastActivityAt: ago(3 * DAY_MS), now, inactivityDays: 3 }).holds).toBe(false);
    const long = evaluateInactivity({ lastActivityAt: ago(9.5 * DAY_MS), now, inactivityDays: 7 });
    expect(long.holds && long.notice.title).toBe('9 días sin lecturas');
    const one = evaluateInactivity({ lastActivityAt: ago(1.2 * DAY_MS), now, inactivityDays: 1 });
    expect(one.holds && one.notice.text).toMatch(/^Llevas 1 día sin registrar lecturas.*\(1 día;/);
  });
});
