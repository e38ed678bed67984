import type { Queryable } from '../driver';

export interface LoginAttemptCounts {
  /** Failed or still running attempts for this e-mail from this address. */
  byPair: number;
  /** Failed or still running attempts for this e-mail from any address. */
  byEmail: number;
  /** Failed or still running attempts from this address for any e-mail. */
  byAddress: number;
  oldestByPair: Date | null;
  oldestByAddress: Date | null;
  latestByEmail: Date | null;
  /** Whether this e-mail signed in successfully from this address recently (a known place). */
  knownAddress: boolean;
}

/**
 * Sign-in attempts. An attempt is reserved (succeeded = NULL) before the password is checked and settled
 * after, so attempts running at the same moment count against each other. Callers reserve inside a
 * transaction that first takes `lock` for the e-mail and the address.
 */
export function createLoginAttemptsRepository(db: Queryable) {
  return {
    /** Serialises reservations for one e-mail and one address until the transaction ends. */
    async lock(input: { email: string; ip: string }) {
      // Always e-mail first, then address: two transactions can never wait on each other in a cycle.
      await db.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('login-email:' || $1, 0)),
                pg_advisory_xact_lock(hashtextextended('login-ip:' || $2, 0))`,
        [input.email, input.ip],
      );
    },

    async count(input: {
      email: string;
      ip: string;
      since: Date;
      knownSince: Date;
    }): Promise<LoginAttemptCounts> {
      const [row] = await db.query<{
        by_pair: number;
        by_email: number;
        by_address: number;
        oldest_by_pair: Date | null;
        oldest_by_address: Date | null;
        latest_by_email: Date | null;
        known: boolean;
      }>(
        `SELECT count(*) FILTER (WHERE email = $1 AND ip = $2 AND failed)::int AS by_pair,
                count(*) FILTER (WHERE email = $1 AND failed)::int AS by_email,
                count(*) FILTER (WHERE ip = $2 AND failed)::int AS by_address,
                min(attempted_at) FILTER (WHERE email = $1 AND ip = $2 AND failed) AS oldest_by_pair,
                min(attempted_at) FILTER (WHERE ip = $2 AND failed) AS oldest_by_address,
                max(attempted_at) FILTER (WHERE email = $1 AND failed) AS latest_by_email,
                coalesce(bool_or(email = $1 AND ip = $2 AND succeeded AND attempted_at > $4), false) AS known
         FROM (SELECT email, ip, succeeded, attempted_at,
                      (succeeded IS NOT TRUE AND attempted_at > $3) AS failed
               FROM login_attempts
               WHERE (email = $1 OR ip = $2) AND attempted_at > least($3, $4)) recent`,
        [input.email, input.ip, input.since, input.knownSince],
      );
      return {
        byPair: row?.by_pair ?? 0,
        byEmail: row?.by_email ?? 0,
        byAddress: row?.by_address ?? 0,
        oldestByPair: row?.oldest_by_pair ?? null,
        oldestByAddress: row?.oldest_by_address ?? null,
        latestByEmail: row?.latest_by_email ?? null,
        knownAddress: row?.known ?? false,
      };
    },

    /** Records an attempt whose outcome is not known yet; it counts as a failure until settled. */
    async reserve(input: { email: string; ip: string; at: Date }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO login_attempts (email, ip, succeeded, attempted_at) VALUES ($1, $2, NULL, $3) RETURNING id',
        [input.email, input.ip, input.at],
      );
      return row!.id;
    },

    async settle(id: number, succeeded: boolean) {
      await db.query('UPDATE login_attempts SET succeeded = $2 WHERE id = $1', [id, succeeded]);
    },

    /** Drops failures that no longer count and successes too old to mark a known address. */
    async prune(input: { failuresBefore: Date; successesBefore: Date }) {
      await db.query(
        `DELETE FROM login_attempts
         WHERE (succeeded IS NOT TRUE AND attempted_at < $1) OR attempted_at < $2`,
        [input.failuresBefore, input.successesBefore],
      );
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
