import { describe, expect, it } from 'vitest';
import {
  findTimingProblem,
  newScheduleValues,
  toTimings,
  valuesFromTiming,
  withFrequency,
  withTime,
  withTimesPerDay,
  withoutSavedTimes,
} from './schedule-form-values';

describe('schedule form values', () => {
  it('starts daily, once a day at 08:00, on lunes and day 1', () => {
    expect(newScheduleValues()).toEqual({
      frecuencia: 'daily',
      timesPerDay: 1,
      times: ['08:00'],
      weekday: 0,
      monthDay: 1,
    });
  });

  it('resets everything when the frequency changes', () => {
    const typed = {
      ...withTime(withTimesPerDay(newScheduleValues(), 3), 1, '13:00'),
      weekday: 4,
      monthDay: 9,
    };
    expect(withFrequency(typed, 'weekly')).toEqual({ ...newScheduleValues('weekly') });
    expect(withFrequency(typed, 'daily').times).toEqual(['08:00']);
  });

  it('keeps typed times when the count changes and limits it to 1–3', () => {
    const two = withTime(withTimesPerDay(newScheduleValues(), 2), 1, '20:00');
    expect(withTimesPerDay(two, 3).times).toEqual(['08:00', '20:00', '08:00']);
    expect(withTimesPerDay(two, 1).times).toEqual(['08:00']);
    expect(withTimesPerDay(two, 7).timesPerDay).toBe(3);
    expect(withTimesPerDay(two, 0).timesPerDay).toBe(1);
  });

  it('saves one schedule per time only for a daily form that offers several', () => {
    const three = withTime(withTime(withTimesPerDay(newScheduleValues(), 3), 1, '14:00'), 2, '21:30');
    expect(toTimings(three, true).map((t) => t.hora)).toEqual(['08:00', '14:00', '21:30']);
    expect(toTimings(three, false).map((t) => t.hora)).toEqual(['08:00']);
  });

  it('sends the weekday only when weekly and the month day only when monthly', () => {
    const weekly = { ...withFrequency(newScheduleValues(), 'weekly'), weekday: 6, monthDay: 5 };
    expect(toTimings(weekly, true)).toEqual([
      { frecuencia: 'weekly', hora: '08:00', weekday: 6, month_day: null },
    ]);
    const monthly = { ...withFrequency(newScheduleValues(), 'monthly'), weekday: 3, monthDay: 31 };
    expect(toTimings(monthly, true)).toEqual([
      { frecuencia: 'monthly', hora: '08:00', weekday: null, month_day: 31 },
    ]);
  });

  it('reads an existing schedule back and drops times already saved', () => {
    expect(
      valuesFromTiming({ frecuencia: 'monthly', hora: '09:30', weekday: null, month_day: 15 }),
    ).toMatchObject({ frecuencia: 'monthly', times: ['09:30'], monthDay: 15, weekday: 0 });
    const three = withTimesPerDay(newScheduleValues(), 3);
    expect(withoutSavedTimes(withTime(three, 2, '22:00'), 2)).toMatchObject({
      timesPerDay: 1,
      times: ['22:00'],
    });
  });

  it('words a missing time as the server does', () => {
    const empty = withTime(newScheduleValues(), 0, '');
    expect(findTimingProblem(toTimings(empty, false))).toMatch(/La hora debe tener el formato HH:MM/);
    expect(findTimingProblem(toTimings(newScheduleValues(), false))).toBeNull();
  });
});
