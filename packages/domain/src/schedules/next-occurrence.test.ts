import { describe, expect, it } from 'vitest';
import { localWallTime, nextFiring, nextOccurrence, planOf } from './next-occurrence';

const daily = (hora: string) => ({ frecuencia: 'daily' as const, hora, weekday: null, month_day: null });
const weekly = (weekday: number, hora: string) => ({
  frecuencia: 'weekly' as const,
  hora,
  weekday,
  month_day: null,
});
const monthly = (monthDay: number, hora: string) => ({
  frecuencia: 'monthly' as const,
  hora,
  weekday: null,
  month_day: monthDay,
});

function describeRules() {
  it('fires a daily reminder at the local time, today or tomorrow', () => {
    // 07:00 in Mexico City (UTC-6, no daylight saving since 2022) is 13:00 UTC.
    expect(
      nextOccurrence(daily('08:00'), 'America/Mexico_City', new Date('2026-11-21T13:00:00Z')).toISOString(),
    ).toBe('2026-11-21T14:00:00.000Z');
    expect(
      nextOccurrence(daily('08:00'), 'America/Mexico_City', new Date('2026-11-21T14:00:00Z')).toISOString(),
    ).toBe('2026-11-22T14:00:00.000Z');
  });

  it('fires the same wall time in different zones at different instants', () => {
    const after = new Date('2026-11-21T00:00:00Z');
    expect(nextOccurrence(daily('08:00'), 'America/Tijuana', after).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(nextOccurrence(daily('08:00'), 'America/Cancun', after).toISOString()).toBe(
      '2026-11-21T13:00:00.000Z',
    );
  });

  it('fires a weekly reminder on its weekday, 0 = Monday', () => {
    // Saturday 21 November 2026; the next Monday is the 23rd.
    const after = new Date('2026-11-21T18:00:00Z');
    expect(nextOccurrence(weekly(0, '21:00'), 'America/Mexico_City', after).toISOString()).toBe(
      '2026-11-24T03:00:00.000Z',
    );
    // Saturday itself, later today.
    expect(nextOccurrence(weekly(5, '19:00'), 'America/Mexico_City', after).toISOString()).toBe(
      '2026-11-22T01:00:00.000Z',
    );
    // Saturday, but the time has passed: a week later.
    expect(nextOccurrence(weekly(5, '08:00'), 'America/Mexico_City', after).toISOString()).toBe(
      '2026-11-28T14:00:00.000Z',
    );
  });

  it('fires a reminder on the 31st on the last day of shorter months', () => {
    const zone = 'America/Mexico_City';
    expect(nextOccurrence(monthly(31, '09:00'), zone, new Date('2026-04-01T00:00:00Z')).toISOString()).toBe(
      '2026-04-30T15:00:00.000Z',
    );
    expect(nextOccurrence(monthly(31, '09:00'), zone, new Date('2027-02-01T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T15:00:00.000Z',
    );
    expect(nextOccurrence(monthly(30, '09:00'), zone, new Date('2028-02-01T00:00:00Z')).toISOString()).toBe(
      '2028-02-29T15:00:00.000Z',
    );
    // After this month's (shortened) day has passed, the next month's full day.
    expect(nextOccurrence(monthly(31, '09:00'), zone, new Date('2026-04-30T16:00:00Z')).toISOString()).toBe(
      '2026-05-31T15:00:00.000Z',
    );
  });

  it('names each firing by its local wall time, across month ends and zones', () => {
    const firing = nextFiring(monthly(31, '21:30'), 'America/Mexico_City', new Date('2027-02-02T00:00:00Z'));
    expect(firing.localDue).toBe('2027-02-28T21:30');
    expect(firing.dueAt.toISOString()).toBe('2027-03-01T03:30:00.000Z');
    expect(localWallTime(new Date('2026-11-24T14:00:00Z'), 'America/Tijuana')).toBe('2026-11-24T06:00');
  });

  it('moves a wall time that does not exist on the spring-forward day by the gap, once', () => {
    // New York: 8 March 2026 jumps from 02:00 to 03:00; 02:30 does not happen that day.
    const firing = nextFiring(daily('02:30'), 'America/New_York', new Date('2026-03-07T08:00:00Z'));
    expect(firing.dueAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(firing.localDue).toBe('2026-03-08T03:30');
    const next = nextFiring(daily('02:30'), 'America/New_York', firing.dueAt);
    expect(next.localDue).toBe('2026-03-09T02:30');
  });

  it('fires a repeated wall time of the fall-back night once, at the first of the two', () => {
    // New York: 1 November 2026, 01:00-02:00 happens twice (EDT, then EST).
    const first = nextFiring(daily('01:30'), 'America/New_York', new Date('2026-10-31T12:00:00Z'));
    expect(first.dueAt.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    const next = nextFiring(daily('01:30'), 'America/New_York', first.dueAt);
    expect(next.localDue).toBe('2026-11-02T01:30');
  });

  it('changes plan when the time or the zone changes', () => {
    expect(planOf(daily('08:00'), 'America/Mexico_City')).toBe(planOf(daily('08:00'), 'America/Mexico_City'));
    expect(planOf(daily('08:00'), 'America/Mexico_City')).not.toBe(
      planOf(daily('08:30'), 'America/Mexico_City'),
    );
    expect(planOf(daily('08:00'), 'America/Mexico_City')).not.toBe(planOf(daily('08:00'), 'America/Tijuana'));
  });

  it('keeps the wall time across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: 08:00 is 13:00 UTC before and 12:00 UTC after.
    expect(
      nextOccurrence(daily('08:00'), 'America/New_York', new Date('2026-03-07T14:00:00Z')).toISOString(),
    ).toBe('2026-03-08T12:00:00.000Z');
  });
}

/**
 * nextOccurrence must not depend on the zone of the process it runs in. Vitest runs this file twice
 * (vitest.config.ts): project `unit` in the machine's zone, project `unit-tz` with TZ=Asia/Tokyo set on
 * the forked process. The suite's title names the zone it ran in, and its first test fails when the
 * zone is not the one its project sets, so a setup that silently runs both in one zone is caught.
 */
const TOKYO_PROJECT = 'unit-tz';
const processZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`nextOccurrence, process time zone ${processZone}`, () => {
  it('runs in the time zone its Vitest project sets', ({ task }) => {
    const offsetOn1January = new Date(2026, 0, 1).getTimezoneOffset();
    if (task.file.projectName === TOKYO_PROJECT) {
      expect(processZone).toBe('Asia/Tokyo');
      // Tokyo is UTC+9 all year: getTimezoneOffset() is minutes to add to local time to get UTC.
      expect(offsetOn1January).toBe(-540);
      expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(-540);
      expect(new Date(2026, 0, 1).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    } else {
      // The machine's zone: it has to differ from unit-tz's or the two runs cover one zone
      // (on a machine set to Tokyo, run this project with TZ=UTC).
      expect(processZone, `project ${String(task.file.projectName)} runs in unit-tz's zone`).not.toBe(
        'Asia/Tokyo',
      );
      expect(offsetOn1January).not.toBe(-540);
    }
  });

  describeRules();
});
