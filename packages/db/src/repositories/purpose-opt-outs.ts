import type { Queryable } from '../driver';

export interface OptOutRow {
  purpose: string;
  opted_out_at: Date;
}

/** Opposition per purpose (migration 0010): a row means the person objects to that use of their data. */
export function createPurposeOptOutsRepository(db: Queryable) {
  return {
    async listByUser(userId: number): Promise<OptOutRow[]> {
      return db.query<OptOutRow>(
        'SELECT purpose, opted_out_at FROM purpose_opt_outs WHERE user_id = $1 ORDER BY purpose',
        [userId],
      );
    },

    /** Records the objection; false when it was already recorded. */
    async optOut(userId: number, purpose: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO purpose_opt_outs (user_id, purpose, opted_out_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [userId, purpose, at],
      );
      return rows.length > 0;
    },

    /** Withdraws the objection; false when there was none. */
    async optIn(userId: number, purpose: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM purpose_opt_outs WHERE user_id = $1 AND purpose = $2 RETURNING user_id',
        [userId, purpose],
      );
      return rows.length > 0;
    },

    /** Of these people, those who object to `purpose` (one index probe per person). */
    async optedOutAmong(userIds: readonly number[], purpose: string): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db.query<{ user_id: number }>(
        'SELECT user_id FROM purpose_opt_outs WHERE purpose = $1 AND user_id = ANY($2::bigint[])',
        [purpose, userIds],
      );
      return rows.map((row) => row.user_id);
    },
  };
}

export type PurposeOptOutsRepository = ReturnType<typeof createPurposeOptOutsRepository>;
