import type { Queryable } from '../driver';

/**
 * Counted events per (scope, subject) for rate limits shared by every server process: sign-ups per client
 * address today, later password resets and chat messages per number. Callers check and record inside one
 * transaction that first takes `lock`, so simultaneous requests cannot all pass the check.
 */
export function createRateLimitsRepository(db: Queryable) {
  return {
    async lock(scope: string, subject: string) {
      await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1::text, 1))', [`${scope}:${subject}`]);
    },

    async countSince(
      scope: string,
      subject: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db.query<{ n: number; oldest: Date | null }>(
        `SELECT count(*)::int AS n, min(hit_at) AS oldest FROM rate_limit_hits
         WHERE scope = $1 AND subject = $2 AND hit_at > $3`,
        [scope, subject, since],
      );
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
    },

    async record(scope: string, subject: string, at: Date) {
      await db.query('INSERT INTO rate_limit_hits (scope, subject, hit_at) VALUES ($1, $2, $3)', [
        scope,
        subject,
        at,
      ]);
    },

    /**
     * Records one hit and answers how many the subject has since `since`, this one included, in one
     * statement that also drops the subject's hits older than `since`. For callers that already run one
     * at a time per subject (the bot handles one sender at a time), so no lock is needed.
     */
    async hitAndCount(scope: string, subject: string, at: Date, since: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `WITH dropped AS (
           DELETE FROM rate_limit_hits WHERE scope = $1 AND subject = $2 AND hit_at <= $4
         ), added AS (
           INSERT INTO rate_limit_hits (scope, subject, hit_at) VALUES ($1, $2, $3)
         )
         SELECT count(*)::int AS n FROM rate_limit_hits WHERE scope = $1 AND subject = $2 AND hit_at > $4`,
        [scope, subject, at, since],
      );
      // The statement does not see its own insert.
      return (row?.n ?? 0) + 1;
    },

    /**
     * `hitAndCount` for many hits in one statement: one hit per entry of `subjects` (a subject may come
     * several times, in the order they count), each answered with its subject's count since `since`,
     * itself and the earlier entries included, in the order given.
     */
    async hitAndCountMany(
      scope: string,
      subjects: readonly string[],
      at: Date,
      since: Date,
    ): Promise<number[]> {
      if (subjects.length === 0) return [];
      const rows = await db.query<{ n: number }>(
        `WITH input AS (
           SELECT subject, ord FROM unnest($2::text[]) WITH ORDINALITY AS t(subject, ord)
         ), dropped AS (
           DELETE FROM rate_limit_hits WHERE scope = $1 AND subject = ANY($2::text[]) AND hit_at <= $4
         ), added AS (
           INSERT INTO rate_limit_hits (scope, subject, hit_at) SELECT $1, subject, $3 FROM input
         ), prior AS (
           SELECT subject, count(*)::int AS n FROM rate_limit_hits
           WHERE scope = $1 AND subject = ANY($2::text[]) AND hit_at > $4 GROUP BY subject
         )
         SELECT (coalesce(prior.n, 0) + row_number() OVER (PARTITION BY input.subject ORDER BY input.ord))::int
           AS n
         FROM input LEFT JOIN prior USING (subject) ORDER BY input.ord`,
        [scope, subjects, at, since],
      );
      return rows.map((row) => row.n);
    },

    async pruneBefore(before: Date) {
      await db.query('DELETE FROM rate_limit_hits WHERE hit_at < $1', [before]);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
