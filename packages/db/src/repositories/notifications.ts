import type { Queryable } from '../driver';

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, kind, title, body, created_at, read_at';

/** A user's notifications; every query names the user. */
export function createNotificationsRepository(db: Queryable) {
  return {
    /** Adds one; with a dedupe key already used, nothing is added and undefined is returned. */
    async insert(input: {
      userId: number;
      kind: string;
      title: string;
      body: string;
      dedupeKey: string | null;
      at: Date;
      /** The patient the item tells about, when it is not its reader (a caregiver's alert). */
      aboutPacienteId?: number | null;
    }): Promise<NotificationRow | undefined> {
      const [row] = await db.query<NotificationRow>(
        `INSERT INTO notifications (user_id, kind, title, body, dedupe_key, created_at, about_paciente_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
        [
          input.userId,
          input.kind,
          input.title,
          input.body,
          input.dedupeKey,
          input.at,
          input.aboutPacienteId ?? null,
        ],
      );
      return row;
    },

    /** Deletes what a user was told about a patient (their access to that patient ended). */
    async deleteAbout(userId: number, pacienteId: number): Promise<number> {
      const rows = await db.query(
        'DELETE FROM notifications WHERE user_id = $1 AND about_paciente_id = $2 RETURNING id',
        [userId, pacienteId],
      );
      return rows.length;
    },

    /** The items of these keys, whoever's they are, with whether they were read. */
    async findByKeys(
      keys: readonly string[],
    ): Promise<Array<{ user_id: number; dedupe_key: string; read_at: Date | null }>> {
      if (keys.length === 0) return [];
      const rows = await db.query<{ user_id: number; dedupe_key: string; read_at: Date | null }>(
        'SELECT user_id, dedupe_key, read_at FROM notifications WHERE dedupe_key = ANY($1::text[])',
        [[...keys]],
      );
      return rows.map((row) => ({ ...row, user_id: Number(row.user_id) }));
    },

    /** Takes back the items of these keys (what they told was a mistake). */
    async deleteByKeys(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.query('DELETE FROM notifications WHERE dedupe_key = ANY($1::text[])', [[...keys]]);
    },

    /**
     * Says something else in a user's item (a correction of what it told), as a new unread item at the top;
     * false when the user has no item of that key.
     */
    async rewrite(
      userId: number,
      dedupeKey: string,
      input: { title: string; body: string; at: Date },
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE notifications SET title = $3, body = $4, created_at = $5, read_at = NULL
         WHERE user_id = $1 AND dedupe_key = $2 RETURNING id`,
        [userId, dedupeKey, input.title, input.body, input.at],
      );
      return rows.length > 0;
    },

    /** What an item says now (the same news, told more exactly); its place and read state stay. */
    async restate(dedupeKey: string, input: { title: string; body: string }): Promise<void> {
      await db.query('UPDATE notifications SET title = $2, body = $3 WHERE dedupe_key = $1', [
        dedupeKey,
        input.title,
        input.body,
      ]);
    },

    /** Newest first. */
    async list(userId: number, limit: number): Promise<NotificationRow[]> {
      return db.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
    },

    async countUnread(userId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
      return row?.n ?? 0;
    },

    /** Marks one read (again is fine); false when it is not the user's. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db.query(
        'UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id',
        [id, userId, at],
      );
      return rows.length > 0;
    },

    async markAllRead(userId: number, at: Date): Promise<number> {
      const rows = await db.query(
        'UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
        [userId, at],
      );
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
