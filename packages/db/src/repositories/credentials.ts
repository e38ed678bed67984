import type { Queryable } from '../driver';

/** An open password reset code (unused, not replaced, not locked). */
export interface ResetCodeRow {
  id: number;
  user_id: number;
  code_salt: string;
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

/**
 * Password hashes after sign-up, and the one-time codes that reset them. Besides sign-up and sign-in,
 * these are the only queries that touch `users.password_hash`.
 */
export function createCredentialsRepository(db: Queryable) {
  return {
    async findPasswordHash(userId: number): Promise<string | undefined> {
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [userId],
      );
      return row?.password_hash;
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        userId,
        passwordHash,
      ]);
    },

    /** Takes the user's reset lock for the transaction: requests and confirmations run one at a time. */
    async lockResets(userId: number): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtextextended('reset:' || $1::text, 1))", [userId]);
    },

    /** Closes any open code of the user and stores a new one. */
    async replaceResetCode(input: {
      userId: number;
      codeSalt: string;
      codeHash: string;
      at: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        'UPDATE password_reset_codes SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL',
        [input.userId, input.at],
      );
      await db.query(
        `INSERT INTO password_reset_codes (user_id, code_salt, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [input.userId, input.codeSalt, input.codeHash, input.at, input.expiresAt],
      );
    },

    async findOpenResetCode(userId: number): Promise<ResetCodeRow | undefined> {
      const [row] = await db.query<ResetCodeRow>(
        `SELECT id, user_id, code_salt, code_hash, expires_at, failed_attempts FROM password_reset_codes
         WHERE user_id = $1 AND closed_at IS NULL ORDER BY id DESC LIMIT 1`,
        [userId],
      );
      return row;
    },

    /** Counts a wrong code; closes it once `maxAttempts` wrong ones were tried. */
    async recordWrongResetCode(id: number, maxAttempts: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1,
           closed_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE closed_at END
         WHERE id = $1`,
        [id, maxAttempts, at],
      );
    },

    async closeResetCode(id: number, at: Date): Promise<void> {
      await db.query('UPDATE password_reset_codes SET closed_at = $2 WHERE id = $1', [id, at]);
    },

    async pruneResetCodes(before: Date): Promise<void> {
      await db.query('DELETE FROM password_reset_codes WHERE created_at < $1', [before]);
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
