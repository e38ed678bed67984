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
    /**
     * The newest `perMetric` readings since `since` of each (patient, metric), for many patients in one
     * statement, newest first within each.
     */
    async recentByMetricOf(
      wanted: ReadonlyArray<{ pacienteId: number; metric: string }>,
      since: Date,
      perMetric: number,
    ): Promise<Array<AlertReadingRow & { paciente_id: number }>> {
      if (wanted.length === 0) return [];
      return db.query<AlertReadingRow & { paciente_id: number }>(
        `SELECT m.paciente_id, m.metric, r.value, r.value2, r.measured_at, r.context
         FROM unnest($1::bigint[], $2::text[]) AS m(paciente_id, metric)
         CROSS JOIN LATERAL (
           SELECT value, value2, measured_at, context, id FROM readings
           WHERE paciente_id = m.paciente_id AND metric = m.metric AND measured_at >= $3
           ORDER BY measured_at DESC, id DESC LIMIT $4) r
         ORDER BY m.paciente_id, m.metric, r.measured_at DESC, r.id DESC`,
        [wanted.map((w) => w.pacienteId), wanted.map((w) => w.metric), since, perMetric],
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
