import type { Queryable } from '../driver';

/** A crisis value as the bell and the caregivers are told about it, composed when it was classified. */
export interface CrisisNotice {
  readingId: number;
  title: string;
  body: string;
  /** "glucosa 320 mg/dL", for the caregivers' message. */
  valueText: string;
  /** What the people around the person should do now (rows owed before it existed have none). */
  caregiverSteps?: string;
}

export interface ReadingConsequencesRow {
  id: number;
  user_id: number;
  paciente_id: number;
  logged_by_user_id: number | null;
  metrics: string[];
  crises: CrisisNotice[];
}

const COLUMNS = 'id, user_id, paciente_id, logged_by_user_id, metrics, crises';

/**
 * The consequences still owed by stored readings (migration 0013): written with the readings, run after
 * the commit, deleted when done. Claims are leases, so a process that died holding one hands it on.
 */
export function createReadingConsequencesRepository(db: Queryable) {
  return {
    /** Inside the readings' transaction: claimed by the writer until `claimedUntil`. */
    async insert(input: {
      userId: number;
      pacienteId: number;
      loggedByUserId: number | null;
      metrics: string[];
      crises: CrisisNotice[];
      at: Date;
      claimedUntil: Date;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO reading_consequences (user_id, paciente_id, logged_by_user_id, metrics, crises, created_at,
                                           claimed_until)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
        [
          input.userId,
          input.pacienteId,
          input.loggedByUserId,
          input.metrics,
          JSON.stringify(input.crises),
          input.at,
          input.claimedUntil,
        ],
      );
      return row!.id;
    },

    /** Rows whose claim lapsed (their process stopped), claimed for this one until `claimedUntil`. */
    async claimLapsed(now: Date, claimedUntil: Date, limit: number): Promise<ReadingConsequencesRow[]> {
      return db.query<ReadingConsequencesRow>(
        `UPDATE reading_consequences SET claimed_until = $2
         WHERE id IN (SELECT id FROM reading_consequences WHERE claimed_until < $1
                      ORDER BY claimed_until LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [now, claimedUntil, limit],
      );
    },

    /** Rows this process wrote and still holds. */
    async findHeld(ids: readonly number[]): Promise<ReadingConsequencesRow[]> {
      if (ids.length === 0) return [];
      return db.query<ReadingConsequencesRow>(
        `SELECT ${COLUMNS} FROM reading_consequences WHERE id = ANY($1::bigint[]) ORDER BY id`,
        [ids],
      );
    },

    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query('DELETE FROM reading_consequences WHERE id = ANY($1::bigint[])', [ids]);
    },
  };
}
