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
    async lockForEvaluation(userId: number): Promise<AlertSettingsRow | undefined> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('smart-alerts:' || $1::text, 0))`, [
        userId,
      ]);
      const [row] = await db.query<AlertSettingsRow>(
        `SELECT ${COLUMNS} FROM alert_settings WHERE user_id = $1`,
        [userId],
      );
      return row;
    },
  };
}

export type AlertSettingsRepository = ReturnType<typeof createAlertSettingsRepository>;
