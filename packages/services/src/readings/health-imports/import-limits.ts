import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * The bounds every import job keeps (CONTRACTS.md section 11): what a file may hold and how long a step
 * may hold the event loop. `maxUploadBytes` and `maxRecords` come from IMPORT_MAX_MB and
 * IMPORT_MAX_RECORDS.
 */
export interface ImportLimits {
  maxUploadBytes: number;
  maxRecords: number;
}

export const IMPORT_BOUNDS = {
  /** A zip's entries may inflate to at most this many times the upload (real exports: 15 to 25 times)... */
  inflationRatio: 100,
  /** ...and to at most this many times IMPORT_MAX_MB in all. */
  inflatedUploadMultiple: 20,
  zipEntries: 10_000,
  /** Text between two tags of export.xml (Apple's records are single tags of a few hundred bytes). */
  xmlUntaggedBytes: 1024 * 1024,
  /** The longest a parse step holds the event loop before letting it run (the contract's bound is 50). */
  sliceMs: 20,
  /** Times a job may be started without ending before it is stopped for good. */
  attempts: 3,
  /** Uploads of one account waiting for their job (analysed, to confirm, or importing). */
  waitingUploads: 3,
} as const;

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUploadBytes: 200 * 1024 * 1024,
  maxRecords: 5_000_000,
};

/**
 * A clock for cooperative steps: `await slice()` lets the event loop run (timers, I/O, other requests)
 * once the current step has held it `budgetMs`, and costs nothing before.
 */
export function createTimeSlice(budgetMs: number = IMPORT_BOUNDS.sliceMs): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
