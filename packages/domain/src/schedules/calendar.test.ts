import { describe, expect, it } from 'vitest';
import { addDays, computeAge, daysBetween, isCalendarDate, todayInTimeZone } from './calendar';

describe('computeAge', () => {
  it('counts full years, one less before this year’s birthday', () => {
    expect(computeAge('1980-06-15', '2026-06-14')).toBe(45);
    expect(computeAge('1980-06-15', '2026-06-15')).toBe(46);
    expect(computeAge('1980-06-15', '2026-12-31')).toBe(46);
  });

  it('handles a 29 February birthday', () => {
    expect(computeAge('2000-02-29', '2026-02-28')).toBe(25);
    expect(computeAge('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('is empty for a missing, invalid or future date', () => {
    expect(computeAge(null, '2026-11-21')).toBeNull();
    expect(computeAge('', '2026-11-21')).toBeNull();
    expect(computeAge('1990-02-30', '2026-11-21')).toBeNull();
    expect(computeAge('15/08/1990', '2026-11-21')).toBeNull();
    expect(computeAge('2027-01-01', '2026-11-21')).toBeNull();
  });
});

describe('dates in a time zone', () => {
  it('gives each zone its own today', () => {
    const instant = new Date('2026-11-21T05:30:00Z'); // 23:30 of the 20th in Mexico City
    expect(todayInTimeZone('America/Mexico_City', instant)).toBe('2026-11-20');
    expect(todayInTimeZone('Europe/Madrid', instant)).toBe('2026-11-21');
  });

  it('rejects impossible dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', -29)).toBe('2026-10-24');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
});
