import { describeBlindBatch } from './blind-batch-runner';

/**
 * The fifth blind batch (test/blind/blind-batch-5.json, 217 turns), written fresh this round from the
 * contract alone by someone who had read neither the code nor any earlier batch: the north of Mexico, a
 * retired teacher, a farmer dictating, a grandmother with her sister's numbers, a son on his mother's
 * phone, an insulin user whose meter shows HI and LO.
 *
 * Before scoring, the writer's "nothing stored" for the sender's own "HI"/"LO" was set to the contract's
 * rule (section 3: stored marked beyond the meter's range); one more such turn (b5-057, the owner's LO
 * told by her son from her phone) was set the same way after the first score.
 *
 * First score, blind (code fixed against batches 3 and 4 only): 178/217 (82.0 %), 10 harmful. Then fixed
 * against it and the sixth (no longer blind): 194/217 (89.4 %), 0 harmful.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-5.test.ts
 */
describeBlindBatch('blind batch 5', 'blind-batch-5.json', { rightAtLeast: 197, harmfulAtMost: 0 });
