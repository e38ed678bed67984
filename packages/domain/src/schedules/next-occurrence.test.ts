import { afterAll, describe, expect, it } from 'vitest';
import { nextOccurrence } from './next-occurrence';

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

  it('keeps the wall time across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: 08:00 is 13:00 UTC before and 12:00 UTC after.
    expect(
      nextOccurrence(daily('08:00'), 'America/New_York', new Date('2026-03-07T14:00:00Z')).toISOString(),
    ).toBe('2026-03-08T12:00:00.000Z');
  });
}

describe('nextOccurrence', describeRules);

describe('nextOccurrence with the process in another time zone', () => {
  const original = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  afterAll(() => {
    process.env.TZ = original;
  });
  describeRules();
});
