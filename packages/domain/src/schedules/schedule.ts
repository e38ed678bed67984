/** Reminder and medication schedules: how often, at what local time, on which day. */

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Metrics a measurement reminder can be set for (SPEC.md section 3). */
export const REMINDER_METRICS = ['glucosa', 'presion', 'peso'] as const;
export type ReminderMetric = (typeof REMINDER_METRICS)[number];

export const REMINDER_METRIC_LABELS: Record<ReminderMetric, string> = {
  glucosa: 'Glucosa',
  presion: 'Presión arterial',
  peso: 'Peso',
};

/** 0 = lunes … 6 = domingo (SPEC.md section 9). */
export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  daily: 'Diaria',
  weekly: 'Semanal',
  monthly: 'Mensual',
};

export interface ScheduleTiming {
  frecuencia: Frequency;
  /** Local time in the user's time zone, 24 h "HH:MM". */
  hora: string;
  /** 0–6, weekly only. */
  weekday: number | null;
  /** 1–31, monthly only; on shorter months it fires on the last day. */
  month_day: number | null;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The schedule in plain Spanish: "diario a las 08:00", "lunes a las 21:00", "día 15 de cada mes a las 09:30". */
export function describeSchedule(timing: ScheduleTiming): string {
  switch (timing.frecuencia) {
    case 'daily':
      return `diario a las ${timing.hora}`;
    case 'weekly':
      return `${WEEKDAY_NAMES[timing.weekday ?? 0]} a las ${timing.hora}`;
    case 'monthly':
      return `día ${timing.month_day ?? 1} de cada mes a las ${timing.hora}`;
  }
}

/** Sorts schedules the way a person reads a week: by time of day, then weekday, then day of month. */
export function compareSchedules(a: ScheduleTiming, b: ScheduleTiming): number {
  const order = FREQUENCIES.indexOf(a.frecuencia) - FREQUENCIES.indexOf(b.frecuencia);
  if (order !== 0) return order;
  return (
    (a.weekday ?? 0) - (b.weekday ?? 0) ||
    (a.month_day ?? 0) - (b.month_day ?? 0) ||
    a.hora.localeCompare(b.hora)
  );
}
