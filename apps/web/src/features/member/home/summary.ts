import type { HomeData, Medicamento } from '@vitalia/contracts/member';
import {
  REMINDER_METRICS,
  REMINDER_METRIC_LABELS,
  compareSchedules,
  describeSchedule,
} from '@vitalia/domain/schedules';

/** "Losartan 50 mg", or just the name when there is no dose. */
export const medicationTitle = (medication: Pick<Medicamento, 'nombre' | 'dosis'>) =>
  medication.dosis ? `${medication.nombre} ${medication.dosis}` : medication.nombre;

export interface SummaryLine {
  key: string;
  text: string;
  kind: 'reminder' | 'medication';
}

/**
 * Every configured reminder and medication schedule as one readable line, reminders first by metric:
 * "Glucosa · diario a las 08:00", "Losartan 50 mg · lunes a las 21:00".
 */
export function buildSummary(home: HomeData): SummaryLine[] {
  const reminders = REMINDER_METRICS.flatMap((metric) =>
    [...(home.reminders[metric] ?? [])].sort(compareSchedules).map((reminder) => ({
      key: `r-${reminder.id}`,
      text: `${REMINDER_METRIC_LABELS[metric]} · ${describeSchedule(reminder)}`,
      kind: 'reminder' as const,
    })),
  );
  const medications = home.medicamentos.flatMap((medication) =>
    [...medication.schedules].sort(compareSchedules).map((schedule) => ({
      key: `m-${schedule.id}`,
      text: `${medicationTitle(medication)} · ${describeSchedule(schedule)}`,
      kind: 'medication' as const,
    })),
  );
  return [...reminders, ...medications];
}
