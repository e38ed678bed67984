import type { Queryable } from '../driver';

export interface PatientMetricRow {
  key: string;
  name: string;
  unit: string;
  normal_min: number | null;
  normal_max: number | null;
}

const COLUMNS = 'key, name, unit, normal_min, normal_max';

/** The metrics a patient has logged beyond glucosa, presion and peso, with their unit and name. */
export function createPatientMetricsRepository(db: Queryable) {
  return {
    async list(pacienteId: number): Promise<PatientMetricRow[]> {
      return db.query<PatientMetricRow>(
        `SELECT ${COLUMNS} FROM patient_metrics WHERE paciente_id = $1 ORDER BY created_at, id`,
        [pacienteId],
      );
    },

    async find(pacienteId: number, key: string): Promise<PatientMetricRow | undefined> {
      const [row] = await db.query<PatientMetricRow>(
        `SELECT ${COLUMNS} FROM patient_metrics WHERE paciente_id = $1 AND key = $2`,
        [pacienteId, key],
      );
      return row;
    },

    /**
     * Records a metric on first use (the first unit given stays), while the patient has fewer than
     * `limit` metrics; returns the stored row, or undefined when the limit refused a new one.
     */
    async ensure(
      pacienteId: number,
      metric: { key: string; name: string; unit: string },
      limit: number,
    ): Promise<PatientMetricRow | undefined> {
      await db.query(
        `INSERT INTO patient_metrics (paciente_id, key, name, unit)
         SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM patient_metrics WHERE paciente_id = $1) < $5
         ON CONFLICT (paciente_id, key) DO NOTHING`,
        [pacienteId, metric.key, metric.name, metric.unit, limit],
      );
      const [row] = await db.query<PatientMetricRow>(
        `SELECT ${COLUMNS} FROM patient_metrics WHERE paciente_id = $1 AND key = $2`,
        [pacienteId, metric.key],
      );
      return row;
    },
  };
}

export type PatientMetricsRepository = ReturnType<typeof createPatientMetricsRepository>;
