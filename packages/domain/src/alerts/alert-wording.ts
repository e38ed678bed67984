import { formatMetricValue } from '../metrics';
import type { Standard } from '../standards';

/**
 * Sources the alerts name beyond the clinical standards of ../standards.ts. Each alert text says where its
 * limit comes from and never diagnoses: it describes readings, not the person, and sends them to their
 * doctor.
 */
export const ALERT_SOURCES = {
  // Our rule, after the AHA's heart-failure advice to report a quick weight gain (about 2 kg in a week);
  // the AHA does not set it for everyone, so no guideline is named in the text.
  weightChange: {
    id: 'VITALIA-WEIGHT-CHANGE',
    name: 'Regla de Vitalia: un cambio de más de 2 kg en una semana se comenta con el médico (inspirada en los avisos de la AHA sobre aumento rápido de peso en insuficiencia cardiaca)',
    shortName: 'Vitalia',
    citedAs: 'las reglas de Vitalia',
  },
  personalRange: {
    id: 'personal',
    name: 'El rango personal que la persona configuró en Vitalia (alertas personalizadas)',
    shortName: 'rango personal',
    citedAs: 'el rango personal que configuraste',
  },
  inactivitySetting: {
    id: 'setting',
    name: 'El aviso de días sin lecturas que la persona configuró en Vitalia',
    shortName: 'aviso de días sin lecturas',
    citedAs: 'tu aviso de días sin lecturas',
  },
} as const satisfies Record<string, Standard>;

export const PERSONAL_RANGE_PHRASE = 'según el rango personal que configuraste en Vitalia';
export const NOT_A_DIAGNOSIS = 'Esto no es un diagnóstico: coméntalo con tu médico.';

/** "a", "a y b", "a, b y c". */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Values oldest first, as a person reads a sequence: "160, 165 y 170 mg/dL". */
export function listValues(metric: string, values: readonly number[], unit: string): string {
  return `${joinSpanish(values.map((value) => formatMetricValue(metric, value)))} ${unit}`;
}

export function formatPressure(systolic: number, diastolic: number): string {
  return `${formatMetricValue('presion', systolic)}/${formatMetricValue('presion', diastolic)}`;
}

/** "1 día", "4 días". */
export const countDays = (days: number) => (days === 1 ? '1 día' : `${days} días`);

/** "en el mismo día", "en 1 día", "en 4 días". */
export function describeDays(days: number): string {
  return days < 1 ? 'en el mismo día' : `en ${countDays(days)}`;
}
