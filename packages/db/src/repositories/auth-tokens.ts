import type { Queryable } from '../driver';

export function createAuthTokensRepository(db: Queryable) {
  return {
    async insert(input: { userId: number; tokenHash: string; expiresAt: Date }) {
      await db.query('INSERT INTO auth_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
        input.userId,
        input.tokenHash,
        input.expiresAt,
      ]);
    },

    /** The user a token belongs to, if the token is neither revoked nor expired. */
    async findActiveUserId(tokenHash: string): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>(
        'SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
        [tokenHash],
      );
      return row?.user_id;
    },

    async revoke(tokenHash: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id',
        [tokenHash],
      );
      return rows.length > 0;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
