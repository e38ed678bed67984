import { validateScheduleTiming } from '@vitalia/contracts/member';
import { toTimingPayload } from '../api/member-api';
import type { Frequency, ScheduleTiming } from '@vitalia/domain/schedules';

/** Default reminder time, times per day and day of month (SPEC.md section 9). */
export const DEFAULT_TIME = '08:00';
export const MAX_TIMES_PER_DAY = 3;

/** What a schedule form holds (SPEC.md section 3, "Schedule form fields"). */
export interface ScheduleFormValues {
  frecuencia: Frequency;
  timesPerDay: number;
  /** One entry per time of day; only the first is used unless the schedule is daily with several times. */
  times: string[];
  /** 0 = lunes … 6 = domingo. */
  weekday: number;
  monthDay: number;
}

export function newScheduleValues(frecuencia: Frequency = 'daily'): ScheduleFormValues {
  return { frecuencia, timesPerDay: 1, times: [DEFAULT_TIME], weekday: 0, monthDay: 1 };
}

/** The form for editing one existing schedule. */
export function valuesFromTiming(timing: ScheduleTiming): ScheduleFormValues {
  return {
    frecuencia: timing.frecuencia,
    timesPerDay: 1,
    times: [timing.hora],
    weekday: timing.weekday ?? 0,
    monthDay: timing.month_day ?? 1,
  };
}

/** Changing the frequency resets times per day to 1, times to 08:00, weekday to 0, month day to 1 (SPEC 4). */
export function withFrequency(_values: ScheduleFormValues, frecuencia: Frequency): ScheduleFormValues {
  return newScheduleValues(frecuencia);
}

/**
 * Sets how many times a day (1 to 3). The times already typed are kept and new ones start at 08:00, so
 * going from 2 to 3 does not wipe the first two.
 */
export function withTimesPerDay(values: ScheduleFormValues, count: number): ScheduleFormValues {
  const timesPerDay = Math.min(MAX_TIMES_PER_DAY, Math.max(1, Math.trunc(count) || 1));
  const times = Array.from({ length: timesPerDay }, (_, index) => values.times[index] ?? DEFAULT_TIME);
  return { ...values, timesPerDay, times };
}

export function withTime(values: ScheduleFormValues, index: number, time: string): ScheduleFormValues {
  return { ...values, times: values.times.map((current, i) => (i === index ? time : current)) };
}

/** Drops the first `count` times: they were saved before a later one failed. */
export function withoutSavedTimes(values: ScheduleFormValues, count: number): ScheduleFormValues {
  if (count <= 0) return values;
  const times = values.times.slice(count);
  return { ...values, times, timesPerDay: Math.max(1, times.length) };
}

/** Whether this form offers several times a day (daily, where the caller allows it). */
export const offersSeveralTimes = (values: ScheduleFormValues, allowSeveral: boolean) =>
  allowSeveral && values.frecuencia === 'daily';

/**
 * The schedules to save: one per time for a daily schedule that offers several times, otherwise one
 * with the first time. Weekday and month day only where the frequency uses them.
 */
export function toTimings(values: ScheduleFormValues, allowSeveral: boolean): ScheduleTiming[] {
  const times = offersSeveralTimes(values, allowSeveral)
    ? values.times.slice(0, values.timesPerDay)
    : values.times.slice(0, 1);
  return times.map((hora) => ({
    frecuencia: values.frecuencia,
    hora,
    weekday: values.frecuencia === 'weekly' ? values.weekday : null,
    month_day: values.frecuencia === 'monthly' ? values.monthDay : null,
  }));
}

/** The first problem with the timings, as the server would word it (shared validator), or null. */
export function findTimingProblem(timings: readonly ScheduleTiming[]): string | null {
  for (const timing of timings) {
    const result = validateScheduleTiming(toTimingPayload(timing));
    if (!result.ok) return result.detail;
  }
  return null;
}
