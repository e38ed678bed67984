import type { Queryable } from '../driver';

export interface AlertSettingsRow {
  inactivity_days: number;
  /** The API's `umbrales` object as it was saved (see migration 0009); `{}` before any save. */
  thresholds: unknown;
  updated_at: Date;
}

const COLUMNS = 'inactivity_days, thresholds, updated_at';

/** A person's smart-alert settings; every query names the user. */
export function createAlertSettingsRepository(db: Queryable) {
  return {
    async find(userId: number): Promise<AlertSettingsRow | undefined> {
      const [row] = await db.query<AlertSettingsRow>(
        `SELECT ${COLUMNS} FROM alert_settings WHERE user_id = $1`,
        [userId],
      );
      return row;
    },

    /** Replaces the settings (creating the row on the first save). */
    async save(
      userId: number,
      input: { inactivityDays: number; thresholds: unknown; at: Date },
    ): Promise<AlertSettingsRow> {
      const [row] = await db.query<AlertSettingsRow>(
        `INSERT INTO alert_settings (user_id, inactivity_days, thresholds, updated_at)
         VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET inactivity_days = EXCLUDED.inactivity_days, thresholds = EXCLUDED.thresholds,
               updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}`,
        [userId, input.inactivityDays, JSON.stringify(input.thresholds), input.at],
      );
      return row!;
    },

    /**
     * Inside a transaction: makes this person's alert evaluations take turns until it ends (a transaction
     * lock on a key of their own, no row written), then reads their settings. Two evaluations of one
     * person never interleave, so one cannot close an episode the other has just opened from older data.
     */
    /**
     * Inside a transaction: takes each person's evaluation lock, in user id order (two evaluations of
     * overlapping people wait for each other, never deadlock), then reads their settings, by user id.
     */
    async lockManyForEvaluation(userIds: readonly number[]): Promise<Map<number, AlertSettingsRow>> {
      const sorted = [...new Set(userIds)].sort((a, b) => a - b);
      await db.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('smart-alerts:' || id::text, 0))
         FROM (SELECT id FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, n) ORDER BY n) AS ordered`,
        [sorted],
      );
      const rows = await db.query<AlertSettingsRow & { user_id: number }>(
        `SELECT user_id, ${COLUMNS} FROM alert_settings WHERE user_id = ANY($1::bigint[])`,
        [sorted],
      );
      return new Map(rows.map(({ user_id, ...row }) => [user_id, row]));
    },
  };
}

export type AlertSettingsRepository = ReturnType<typeof createAlertSettingsRepository>;
