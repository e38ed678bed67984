import type { AlertReading } from '../src/alerts/alert-types';

const START = Date.parse('2026-03-01T14:00:00Z');
const HOUR = 60 * 60 * 1000;

/** Readings of one metric, oldest first, `hoursApart` apart (the alert rules' tests). */
export function readingsOf(
  metric: string,
  values: ReadonlyArray<number | [number, number]>,
  options: { hoursApart?: number; context?: string | null; start?: number } = {},
): AlertReading[] {
  return values.map((value, index) => ({
    metric,
    value: Array.isArray(value) ? value[0] : value,
    value2: Array.isArray(value) ? value[1] : null,
    measuredAt: new Date((options.start ?? START) + index * (options.hoursApart ?? 8) * HOUR),
    context: options.context ?? null,
  }));
}

/** Newest first, as the rules take them. */
export const newest = (readings: AlertReading[]) => [...readings].reverse();
