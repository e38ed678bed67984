import type { Queryable } from '../driver';

/** One-use, short-lived sign-in links (stored as hashes). */
export function createLinkTokensRepository(db: Queryable) {
  return {
    async insert(input: { userId: number; tokenHash: string; purpose: string; expiresAt: Date }) {
      await db.query(
        'INSERT INTO link_tokens (user_id, token_hash, purpose, expires_at) VALUES ($1, $2, $3, $4)',
        [input.userId, input.tokenHash, input.purpose, input.expiresAt],
      );
    },

    /** Spends every unused link of a user (a credential event: a link minted before it must not sign in). */
    async spendAllOf(userId: number, now: Date): Promise<number> {
      const rows = await db.query(
        'UPDATE link_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING id',
        [userId, now],
      );
      return rows.length;
    },

    /**
     * Marks the link used and returns its user, if it is unused, unexpired at `now` and made for `purpose`
     * (a password-reset link never signs in, a sign-in link never resets a password); atomic.
     */
    async consume(tokenHash: string, now: Date, purpose: string): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>(
        `UPDATE link_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND purpose = $3 RETURNING user_id`,
        [tokenHash, now, purpose],
      );
      return row?.user_id;
    },
  };
}

export type LinkTokensRepository = ReturnType<typeof createLinkTokensRepository>;
