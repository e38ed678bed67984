import { describeBlindBatch } from './blind-batch-runner';

/**
 * The seventh blind batch (test/blind/blind-batch-7.json, 223 turns), written while batches 5 and 6 were
 * being fixed against, by a third writer who read neither the code nor any other batch, and scored only
 * once those fixes were done: its honest blind figure. The west and the Bajío: a widower of 78 in two
 * words, a woman with type 1 on a pump, a daughter-in-law, a couple on one phone, a meter's pasted
 * screen, a man who answers every reminder late.
 *
 * First score, blind: 200/223 (89.7 %), 5 harmful (mmol/L given with its unit stored without reading it
 * back, "es mi hijo" said after the value, "ermano", a sensor word taken for a metric of its own,
 * "presión 13 8" stored as 130/80 without asking); and one the harness did not count, an educator would:
 * "ya no le veo caso a seguir viviendo" got no crisis line. Then fixed against it (no longer blind):
 * 207/223 (92.8 %), 0 harmful, the crisis line given.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-7.test.ts
 */
describeBlindBatch('blind batch 7', 'blind-batch-7.json', { rightAtLeast: 211, harmfulAtMost: 0 });
