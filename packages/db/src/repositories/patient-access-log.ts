import type { Queryable } from '../driver';

export interface AccessLogRow {
  id: number;
  actor_user_id: number | null;
  actor_email: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  what: string;
  at: Date;
}

/** Who other than the patient read or wrote their data, and when. */
export function createPatientAccessLogRepository(db: Queryable) {
  return {
    async insert(input: { pacienteId: number; actorUserId: number; what: string; at: Date }): Promise<void> {
      await db.query(
        'INSERT INTO patient_access_log (paciente_id, actor_user_id, what, at) VALUES ($1, $2, $3, $4)',
        [input.pacienteId, input.actorUserId, input.what, input.at],
      );
    },

    /**
     * A read by a credential that is not a person (a follower's read token): one row per `coalesceKey`
     * (the token and the hour), so a watch face polling every minute leaves one row an hour.
     */
    async insertCoalesced(input: { pacienteId: number; what: string; at: Date; coalesceKey: string }) {
      await db.query(
        `INSERT INTO patient_access_log (paciente_id, actor_user_id, what, at, coalesce_key)
         VALUES ($1, NULL, $2, $3, $4) ON CONFLICT (coalesce_key) WHERE coalesce_key IS NOT NULL DO NOTHING`,
        [input.pacienteId, input.what, input.at, input.coalesceKey],
      );
    },

    /** Newest first. */
    async list(pacienteId: number, limit: number): Promise<AccessLogRow[]> {
      return db.query<AccessLogRow>(
        `SELECT l.id, l.actor_user_id, u.email AS actor_email, u.first_name AS actor_first_name,
                u.last_name AS actor_last_name, l.what, l.at
         FROM patient_access_log l LEFT JOIN users u ON u.id = l.actor_user_id
         WHERE l.paciente_id = $1 ORDER BY l.at DESC, l.id DESC LIMIT $2`,
        [pacienteId, limit],
      );
    },
  };
}

export type PatientAccessLogRepository = ReturnType<typeof createPatientAccessLogRepository>;
