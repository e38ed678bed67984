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

/**
 * A deleted or corrected reading that had caused something (migration 0028): what is left to take back
 * after the commit. The bell items, unsent messages and the follow-up it caused went in the change's own
 * transaction.
 */
export interface ReadingWithdrawal {
  readingId: number;
  /** When the reading was stored (ISO-8601): smart-alert episodes opened since are judged without it. */
  createdAt: string;
  metric: string;
  /** The value the caregivers were told ("40", "190/125", "LO"). */
  was: string;
  /** The value it is now; null when it was deleted. */
  now: string | null;
  /** Caregivers who were told of it: one correction each. */
  told: number[];
  /** A corrected value that is itself a crisis: what the people around the person should do now. */
  steps?: string;
}

export interface ReadingConsequencesRow {
  id: number;
  user_id: number;
  paciente_id: number;
  logged_by_user_id: number | null;
  metrics: string[];
  crises: CrisisNotice[];
  withdrawals: ReadingWithdrawal[];
}

const COLUMNS = 'id, user_id, paciente_id, logged_by_user_id, metrics, crises, withdrawals';

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
      withdrawals?: ReadingWithdrawal[];
      at: Date;
      claimedUntil: Date;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO reading_consequences (user_id, paciente_id, logged_by_user_id, metrics, crises, created_at,
                                           claimed_until, withdrawals)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb) RETURNING id`,
        [
          input.userId,
          input.pacienteId,
          input.loggedByUserId,
          input.metrics,
          JSON.stringify(input.crises),
          input.at,
          input.claimedUntil,
          JSON.stringify(input.withdrawals ?? []),
        ],
      );
      return row!.id;
    },

    /**
     * Inside a withdrawal's transaction: the crisis of this reading is no longer told by rows still owed
     * (a process that stopped before telling it would otherwise tell it after the reading was undone).
     */
    async forgetCrisis(userId: number, readingId: number): Promise<void> {
      await db.query(
        `UPDATE reading_consequences
         SET crises = (SELECT coalesce(jsonb_agg(c ORDER BY n), '[]'::jsonb)
                       FROM jsonb_array_elements(crises) WITH ORDINALITY AS e(c, n)
                       WHERE (c->>'readingId')::bigint <> $2)
         WHERE user_id = $1 AND crises @> jsonb_build_array(jsonb_build_object('readingId', $2::bigint))`,
        [userId, readingId],
      );
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
