import { describeBlindBatch } from './blind-batch-runner';

/**
 * The third blind batch (test/blind/blind-batch-3.json, 251 turns), written for the "never act on a guess"
 * work from personas (voice-typed run-ons, a wife with her husband's numbers, a daughter on her mother's
 * phone, distress, pills, mmol/L meters), against the contract alone.
 *
 * Scored before any of the work (commit 42a6e9c): 139/251 right (55.4 %), 36 harmful. With triage first,
 * certainty before storing and the catch-all that asks: 196/251 (78.1 %), 12 harmful. With one person per
 * clause, "X con Y" a pressure, a request to delete never storing, two-part red flags and a double dose
 * answered for its medicine: 218/251 (86.9 %), 3 harmful. With a forwarded chain never read for
 * readings, terse stroke words and distress answered before symptoms: 219/251 (87.3 %), 2 harmful. With
 * a relative on the owner's phone understood (the person spoken of is the owner, the writer's own values
 * someone else's): 226/251 (90.0 %), 1 harmful (650 stored as the meter's "HI", 600).
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-3.test.ts
 */
describeBlindBatch('blind batch 3', 'blind-batch-3.json', { rightAtLeast: 239, harmfulAtMost: 1 });
