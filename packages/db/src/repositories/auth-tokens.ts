import type { Queryable } from '../driver';

/** A signed-in device, as the session list shows it. */
export interface SessionRow {
  id: number;
  created_at: Date;
  last_used_at: Date | null;
  device_label: string | null;
}

/** What a bearer token stands for: its user and its own row (the session). */
export interface ActiveToken {
  id: number;
  user_id: number;
}

const SESSION_COLUMNS = 'id, created_at, last_used_at, device_label';
const ACTIVE = 'revoked_at IS NULL AND expires_at > now()';

export function createAuthTokensRepository(db: Queryable) {
  return {
    /** A new session, used at `usedAt` (its sign-in). */
    async insert(input: {
      userId: number;
      tokenHash: string;
      usedAt: Date;
      expiresAt: Date;
      deviceLabel?: string | null;
    }) {
      await db.query(
        `INSERT INTO auth_tokens (user_id, token_hash, expires_at, device_label, last_used_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [input.userId, input.tokenHash, input.expiresAt, input.deviceLabel ?? null, input.usedAt],
      );
    },

    /**
     * The active token and its user, in one statement that also records the use: `last_used_at` is
     * written only when the stored one is a minute old or more, so most requests write nothing. A token
     * last used before `idleSince` has ended, as a revoked one has.
     */
    async findActiveAndTouch(tokenHash: string, at: Date, idleSince: Date): Promise<ActiveToken | undefined> {
      const [row] = await db.query<ActiveToken>(
        `WITH found AS (
           SELECT id, user_id, last_used_at FROM auth_tokens
           WHERE token_hash = $1 AND ${ACTIVE} AND COALESCE(last_used_at, created_at) > $3
         ), touched AS (
           UPDATE auth_tokens t SET last_used_at = $2 FROM found
           WHERE t.id = found.id AND (found.last_used_at IS NULL OR found.last_used_at <= $2::timestamptz - interval '1 minute')
         )
         SELECT id, user_id FROM found`,
        [tokenHash, at, idleSince],
      );
      return row;
    },

    async revoke(tokenHash: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id',
        [tokenHash],
      );
      return rows.length > 0;
    },

    /** The user's active sessions (used since `idleSince`), newest use first. */
    async listActive(userId: number, idleSince: Date): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM auth_tokens
         WHERE user_id = $1 AND ${ACTIVE} AND COALESCE(last_used_at, created_at) > $2
         ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC LIMIT 200`,
        [userId, idleSince],
      );
    },

    /** Revokes one of the user's sessions; false when it is not theirs or already ended. */
    async revokeById(userId: number, id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND ${ACTIVE} RETURNING id`,
        [id, userId],
      );
      return rows.length > 0;
    },

    /** Revokes every session of the user but `exceptId` (none when null); returns how many ended. */
    async revokeAllOf(userId: number, exceptId: number | null): Promise<number> {
      const rows = await db.query(
        `UPDATE auth_tokens SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2) RETURNING id`,
        [userId, exceptId],
      );
      return rows.length;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
