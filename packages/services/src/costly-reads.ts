import type { Database } from '@vitalia/db';
import { spendRateLimit, type RateLimit } from './rate-limit';

/**
 * Reads that cost the server far more than a page of data (the CSV, JSON and FHIR exports, a period's
 * report): one person may ask for `COSTLY_READS.perWindow` of them in `windowMinutes`, together, in any
 * mix; more get a Spanish 429 with Retry-After. Counted in the database like every other limit, so it
 * holds across processes. The product's own use (the printable report, a download now and then) stays far
 * below it; the weekly report and the bot's «resumen» read without passing here.
 */
export const COSTLY_READS = { perWindow: 60, windowMinutes: 10 } as const;

export const costlyReadsRefusal = (minutes: number) =>
  `Pediste demasiados reportes o descargas seguidos. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`;

const RULE: RateLimit = {
  scope: 'costly_read',
  limit: COSTLY_READS.perWindow,
  windowMs: COSTLY_READS.windowMinutes * 60_000,
  message: costlyReadsRefusal,
};

export function createCostlyReads({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** Counts one costly read of `userId`, or refuses it when the window is full; atomic across processes. */
    spend: (userId: number): Promise<void> => spendRateLimit(db, RULE, String(userId), now()),
  };
}

export type CostlyReads = ReturnType<typeof createCostlyReads>;
