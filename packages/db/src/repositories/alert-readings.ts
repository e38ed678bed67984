import type { Queryable } from '../driver';

export interface AlertReadingRow {
  metric: string;
  value: number;
  value2: number | null;
  measured_at: Date;
  context: string | null;
}

/** The readings the smart-alert rules look at. Every query names the patient. */
export function createAlertReadingsRepository(db: Queryable) {
  return {
    /**
     * Up to `perMetric` readings of each metric measured since `since`, newest first within each metric:
     * one probe of readings_identity_key per metric, whatever the patient's history.
     */
    async recentByMetric(
      pacienteId: number,
      metrics: readonly string[],
      since: Date,
      perMetric: number,
    ): Promise<AlertReadingRow[]> {
      if (metrics.length === 0) return [];
      return db.query<AlertReadingRow>(
        `SELECT m.metric, r.value, r.value2, r.measured_at, r.context
         FROM unnest($2::text[]) AS m(metric)
         CROSS JOIN LATERAL (
           SELECT value, value2, measured_at, context, id FROM readings
           WHERE paciente_id = $1 AND metric = m.metric AND measured_at >= $3
           ORDER BY measured_at DESC, id DESC LIMIT $4) r
         ORDER BY m.metric, r.measured_at DESC, r.id DESC`,
        [pacienteId, [...metrics], since, perMetric],
      );
    },

    /** When the patient's newest reading was measured; null without any. */
    async latestMeasuredAt(pacienteId: number): Promise<Date | null> {
      const [row] = await db.query<{ at: Date | null }>(
        'SELECT max(measured_at) AS at FROM readings WHERE paciente_id = $1',
        [pacienteId],
      );
      return row?.at ?? null;
    },
  };
}

export type AlertReadingsRepository = ReturnType<typeof createAlertReadingsRepository>;
