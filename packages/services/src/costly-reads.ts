import type { Database } from '@vitalia/db';
import { RateLimitedError } from './errors';

/**
 * Reads that cost the server far more than a page of data (the CSV, JSON and FHIR exports, a period's
 * report): one person may ask for `COSTLY_READS.perWindow` of them in `windowMinutes`, together, in any
 * mix; more get a Spanish 429 with Retry-After. Counted in the database like every other limit, so it
 * holds across processes. The product's own use (the printable report, a download now and then) stays far
 * below it; the weekly report and the bot's «resumen» read without passing here.
 */
export const COSTLY_READS = { perWindow: 60, windowMinutes: 10 } as const;

const SCOPE = 'costly_read';

export const costlyReadsRefusal = (minutes: number) =>
  `Pediste demasiados reportes o descargas seguidos. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`;

export function createCostlyReads({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** Counts one costly read of `userId`, or refuses it when the window is full; atomic across processes. */
    async spend(userId: number): Promise<void> {
      const windowMs = COSTLY_READS.windowMinutes * 60_000;
      await db.transaction(async (repos) => {
        const subject = String(userId);
        await repos.rateLimits.lock(SCOPE, subject);
        const at = now();
        const { count, oldest } = await repos.rateLimits.countSince(
          SCOPE,
          subject,
          new Date(at.getTime() - windowMs),
        );
        if (count >= COSTLY_READS.perWindow) {
          const seconds = Math.max(1, Math.ceil(((oldest ?? at).getTime() + windowMs - at.getTime()) / 1000));
          throw new RateLimitedError(costlyReadsRefusal(Math.max(1, Math.ceil(seconds / 60))), seconds);
        }
        await repos.rateLimits.record(SCOPE, subject, at);
      });
    },
  };
}

export type CostlyReads = ReturnType<typeof createCostlyReads>;
