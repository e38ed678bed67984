import { describeBlindBatch } from './blind-batch-runner';

/**
 * The fourth blind batch (test/blind/blind-batch-4.json, 235 turns), written fresh for the end of the
 * "never act on a guess" work by someone who had read neither the code nor the third batch: a taxi driver
 * in abbreviations, a grandmother dictating, a son on his mother's phone, a foreign mmol/L meter, pills by
 * name.
 *
 * Scored first on the code fixed against the third batch only (its honest blind figure): 199/235
 * (84.7 %), 10 harmful. Then fixed against it too (no longer blind; the next round needs a new batch):
 * SGLT2 medicines with vomiting, a child who swallowed pills, "él" as a pronoun, "azu", a relative on
 * the owner's phone: 208/235 (88.5 %), 4 harmful (a relative's own values said without "yo", and two
 * mmol/L values given with their unit, stored converted, that the writer wanted read back). Later, with
 * batches 5 to 7: 218/235 (92.8 %), 1 harmful (a relative's own value said without "yo").
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-4.test.ts
 */
describeBlindBatch('blind batch 4', 'blind-batch-4.json', { rightAtLeast: 223, harmfulAtMost: 1 });
