import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultRange,
  findRangeProblem,
  isIsoDate,
  localDateAt,
  localDateTimeAt,
  localDayBounds,
  toEpochMs,
  zonedTimeToEpochMs,
} from './metric-dates';

const MEXICO = 'America/Mexico_City';
const NEW_YORK = 'America/New_York';

describe('time values from the server', () => {
  it('reads numbers below 1e12 as seconds and the rest as milliseconds', () => {
    expect(toEpochMs(1_749_542_400)).toBe(1_749_542_400_000);
    expect(toEpochMs(1_749_542_400_000)).toBe(1_749_542_400_000);
    // The boundary: 1e12 ms is September 2001; 1e12 seconds would be the year 33658.
    expect(toEpochMs(999_999_999_999)).toBe(999_999_999_999_000);
    expect(toEpochMs(1e12)).toBe(1e12);
  });

  it('parses ISO-8601 times and numeric strings', () => {
    expect(toEpochMs('2025-06-10T08:00:00-06:00')).toBe(Date.parse('2025-06-10T14:00:00Z'));
    expect(toEpochMs('1749542400')).toBe(1_749_542_400_000);
    expect(Number.isNaN(toEpochMs('ayer'))).toBe(true);
  });
});

describe('local dates in the user zone', () => {
  it('defaults Desde / Hasta to the last 30 local days, today included', () => {
    // 03:00 UTC on 1 July is still 30 June in Mexico City.
    const now = Date.parse('2025-07-01T03:00:00Z');
    expect(defaultRange(MEXICO, now)).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(defaultRange('UTC', now)).toEqual({ from: '2025-06-02', to: '2025-07-01' });
    expect(defaultRange('Asia/Tokyo', Date.parse('2024-03-01T12:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });

  it('moves calendar dates across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-06-30', -29)).toBe('2025-06-01');
  });

  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('reads the wall clock of an instant in the zone', () => {
    const instant = Date.parse('2025-06-10T05:30:00Z');
    expect(localDateAt(instant, MEXICO)).toBe('2025-06-09');
    expect(localDateTimeAt(instant, MEXICO)).toEqual({ date: '2025-06-09', time: '23:30' });
    expect(localDateTimeAt(instant, 'Asia/Kolkata')).toEqual({ date: '2025-06-10', time: '11:00' });
  });

  it('turns a local date and time into the instant, also around daylight-saving changes', () => {
    expect(new Date(zonedTimeToEpochMs('2025-06-10', '08:00', MEXICO)).toISOString()).toBe(
      '2025-06-10T14:00:00.000Z',
    );
    // Mexico City kept -06:00 in summer 2023 (no more DST); New York moved to -04:00 on 12 March.
    expect(new Date(zonedTimeToEpochMs('2023-07-01', '08:00', MEXICO)).toISOString()).toBe(
      '2023-07-01T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToEpochMs('2023-03-12', '01:30', NEW_YORK)).toISOString()).toBe(
      '2023-03-12T06:30:00.000Z',
    );
    expect(new Date(zonedTimeToEpochMs('2023-03-12', '03:30', NEW_YORK)).toISOString()).toBe(
      '2023-03-12T07:30:00.000Z',
    );
    // 02:30 does not exist that night: it is read past the gap, as 03:30.
    expect(new Date(zonedTimeToEpochMs('2023-03-12', '02:30', NEW_YORK)).toISOString()).toBe(
      '2023-03-12T07:30:00.000Z',
    );
    // 01:30 happens twice on 5 November: the first one.
    expect(new Date(zonedTimeToEpochMs('2023-11-05', '01:30', NEW_YORK)).toISOString()).toBe(
      '2023-11-05T05:30:00.000Z',
    );
    expect(() => zonedTimeToEpochMs('2023-02-30', '08:00', MEXICO)).toThrow(RangeError);
  });

  it('gives a local day its two midnights', () => {
    expect(localDayBounds('2025-06-10', MEXICO)).toEqual({
      start: Date.parse('2025-06-10T06:00:00Z'),
      end: Date.parse('2025-06-11T06:00:00Z'),
    });
    const shortDay = localDayBounds('2023-03-12', NEW_YORK);
    expect(shortDay.end - shortDay.start).toBe(23 * 3_600_000);
  });

  it('checks Desde and Hasta', () => {
    expect(findRangeProblem('2025-06-01', '2025-06-30')).toBeNull();
    expect(findRangeProblem('2025-06-30', '2025-06-30')).toBeNull();
    expect(findRangeProblem('2025-07-01', '2025-06-30')).toBe(
      'La fecha Desde debe ser anterior o igual a Hasta.',
    );
    expect(findRangeProblem('', '2025-06-30')).toBe('Elige las fechas Desde y Hasta.');
  });
});
