import type { ReportReply } from '@vitalia/contracts/metrics';

type AdherenceRow = ReportReply['adherence'][number];

export interface DoseCount {
  taken: number;
  scheduled: number;
}

export interface MedicationAdherence {
  id: number;
  nombre: string;
  week: DoseCount;
  month: DoseCount;
}

const NONE: DoseCount = { taken: 0, scheduled: 0 };

/**
 * Each medication's doses in the last 7 and the last 30 days, from the two reports, in the order the
 * 30-day report lists them (a medication missing from one period counts 0 there).
 */
export function mergeAdherence(
  week: readonly AdherenceRow[],
  month: readonly AdherenceRow[],
): MedicationAdherence[] {
  const byId = new Map<number, MedicationAdherence>();
  const add = (row: AdherenceRow, period: 'week' | 'month') => {
    const entry = byId.get(row.medicamento_id) ?? {
      id: row.medicamento_id,
      nombre: row.nombre,
      week: NONE,
      month: NONE,
    };
    byId.set(row.medicamento_id, { ...entry, [period]: { taken: row.taken, scheduled: row.scheduled } });
  };
  for (const row of month) add(row, 'month');
  for (const row of week) add(row, 'week');
  return [...byId.values()];
}

/** Whether any reminder of a dose went out: without one there is nothing to count yet. */
export const hasScheduledDoses = (rows: readonly MedicationAdherence[]) =>
  rows.some((row) => row.week.scheduled > 0 || row.month.scheduled > 0);
