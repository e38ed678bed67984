import { describeBlindBatch } from './blind-batch-runner';

/**
 * The sixth blind batch (test/blind/blind-batch-6.json, 215 turns), written at the same time as the fifth
 * by another writer who had read neither the code nor any other batch: the south and centre of Mexico, a
 * market vendor in abbreviations, an anxious mother, a husband with both their numbers, numbers in words,
 * a granddaughter on her grandfather's phone.
 *
 * Before scoring, the writer's "nothing stored" for the sender's own "HI"/"LO" was set to the contract's
 * rule (section 3: stored marked beyond the meter's range).
 *
 * First score, blind: 188/215 (87.4 %), 6 harmful. Then fixed against it and the fifth (no longer
 * blind): 199/215 (92.6 %), 0 harmful; 200/215 after the play-through fixes.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-6.test.ts
 */
describeBlindBatch('blind batch 6', 'blind-batch-6.json', { rightAtLeast: 203, harmfulAtMost: 0 });
