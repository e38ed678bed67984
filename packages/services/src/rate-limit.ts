import type { Database } from '@vitalia/db';
import { RateLimitedError } from './errors';

/** One limit: at most `limit` events of `scope` per subject in a window of `windowMs`. */
export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
  /** The Spanish refusal, given the whole minutes until the oldest counted event leaves the window. */
  message: (minutes: number) => string;
}

/**
 * Counts one event of `subject` against `rule`, or refuses it with a Spanish 429 and its Retry-After
 * when the window is full. Counted in the database under the subject's lock, so it holds across processes
 * and simultaneous requests cannot all pass the check.
 */
export async function spendRateLimit(
  db: Database,
  rule: RateLimit,
  subject: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (repos) => {
    await repos.rateLimits.lock(rule.scope, subject);
    const since = new Date(at.getTime() - rule.windowMs);
    const { count, oldest } = await repos.rateLimits.countSince(rule.scope, subject, since);
    if (count >= rule.limit) {
      const seconds = Math.max(
        1,
        Math.ceil(((oldest ?? at).getTime() + rule.windowMs - at.getTime()) / 1000),
      );
      throw new RateLimitedError(rule.message(Math.max(1, Math.ceil(seconds / 60))), seconds);
    }
    await repos.rateLimits.record(rule.scope, subject, at);
  });
}
