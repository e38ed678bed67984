import { describeBlindBatch } from './blind-batch-runner';

/**
 * The eighth blind batch (test/blind/blind-batch-8.json, 221 turns), written by a fourth writer who read
 * neither the code nor any other batch, after batch 7 had been fixed against, and scored once: the Gulf
 * and Mexico City's outskirts, a bus driver in capitals, a woman who sends one reading in several
 * messages, a husband's and his wife's numbers in one voice note, a nurse daughter, party food, "ayer" and
 * "anteayer", a meter's error code.
 *
 * First score, blind: 197/221 (89.1 %), 0 harmful. Not fixed against since; the work on batch 9 raised it to
 * 199/221.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-8.test.ts
 */
describeBlindBatch('blind batch 8', 'blind-batch-8.json', { rightAtLeast: 203, harmfulAtMost: 0 });
