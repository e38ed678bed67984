import { describe, expect, it } from 'vitest';
import { localDateRange, startOfLocalDay } from './local-time';

describe('local dates as instants', () => {
  it('starts a Mexico City day at 06:00 UTC', () => {
    expect(startOfLocalDay('2026-11-21', 'America/Mexico_City').toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
  });

  it('covers both end dates, whatever the process zone', () => {
    const range = localDateRange('2026-11-01', '2026-11-07', 'America/Tijuana');
    expect(range.start.toISOString()).toBe('2026-11-01T07:00:00.000Z'); // PDT until 1 November 02:00
    expect(range.end.toISOString()).toBe('2026-11-08T08:00:00.000Z'); // PST afterwards
  });

  it('keeps a 23:30 reading inside its local day', () => {
    const range = localDateRange('2026-11-21', '2026-11-21', 'America/Mexico_City');
    const lateEvening = new Date('2026-11-22T05:30:00Z'); // 23:30 local on the 21st
    expect(lateEvening >= range.start && lateEvening < range.end).toBe(true);
  });

  it('answers again from what it kept: the same instant per zone and date, a new Date each time', () => {
    const first = startOfLocalDay('2026-11-01', 'America/Tijuana');
    first.setTime(0); // a caller changing its copy changes nothing kept
    expect(startOfLocalDay('2026-11-01', 'America/Tijuana').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', 'America/Tijuana').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/Mexico_City').toISOString()).toBe(
      '2026-11-01T06:00:00.000Z',
    );
    expect(Number.isNaN(startOfLocalDay('no es fecha', 'America/Mexico_City').getTime())).toBe(true);
  });
});
