import type { Queryable } from '../database';

export function createLoginAttemptsRepository(db: Queryable) {
  return {
    async record(input: { email: string; ip: string; succeeded: boolean; at: Date }, tx: Queryable = db) {
      await tx.query(
        'INSERT INTO login_attempts (email, ip, succeeded, attempted_at) VALUES ($1, $2, $3, $4)',
        [input.email, input.ip, input.succeeded, input.at],
      );
    },

    /** Failed attempts since `since` for this e-mail and for this address, counted in one round trip. */
    async countFailuresSince(input: { email: string; ip: string; since: Date }, tx: Queryable = db) {
      const [row] = await tx.query<{ by_email: number; by_ip: number; oldest: Date | null }>(
        `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email,
                count(*) FILTER (WHERE ip = $2)::int AS by_ip,
                min(attempted_at) AS oldest
         FROM login_attempts
         WHERE (email = $1 OR ip = $2) AND NOT succeeded AND attempted_at > $3`,
        [input.email, input.ip, input.since],
      );
      return { byEmail: row?.by_email ?? 0, byIp: row?.by_ip ?? 0, oldest: row?.oldest ?? null };
    },

    /** Drops rows old enough to no longer count, so the table stays small. */
    async pruneBefore(before: Date, tx: Queryable = db) {
      await tx.query('DELETE FROM login_attempts WHERE attempted_at < $1', [before]);
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
