import { describeBlindBatch } from './blind-batch-runner';

/**
 * The eleventh blind batch (test/blind/blind-batch-11.json, 221 turns), written by a seventh writer who
 * read neither the code nor any other batch, after batch 10 had been fixed against.
 *
 * First score, blind: 185/221 (83.7 %), 5 harmful (a bare low with sweating stored as a glucose; "mejor ya
 * no estar aquí" not read as thoughts of suicide; "y el azúcar 140" after the husband's pressure stored as
 * hers; "y pesa 68.5" stored as a glucose; the writer's husband's 170, told from her mother's phone, stored
 * as the mother's). After the fixes: 203/221 (91.9 %), 0 harmful (also: a follow-up that names nobody,
 * right after someone else's reading, asks whose it is; typed yeses to a read-back; a weight with a zero
 * too many read back without it).
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-11.test.ts
 */
describeBlindBatch('blind batch 11', 'blind-batch-11.json', { rightAtLeast: 206, harmfulAtMost: 0 });
