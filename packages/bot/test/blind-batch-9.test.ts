import { describeBlindBatch } from './blind-batch-runner';

/**
 * The ninth blind batch (test/blind/blind-batch-9.json), written by a fifth writer who read neither the
 * code nor any other batch, after batch 8: Uruapan to Mérida, a pregnant woman with headaches and flashes, a
 * mother of a teenager with type 1 and ketones, a son on his confused mother's phone, a sensor's arrows,
 * a forwarded chain message, a lab report with triglycerides.
 *
 * First score, blind: 181/234 (77.4 %), 10 harmful. Four of the harmful ones were the runner: the writer
 * gave a correction's or deletion's reading as a list of one, as `stored` is; read so, 188/234 (80.3 %),
 * 6 harmful. After fixing what generalised (a danger told kept in mind, one value measured together asked,
 * real words never a metric's typo, split digits, hesitations, answers to the bot's own questions, health
 * claims answered): 210/234 (89.7 %), 1 harmful ("presión 12/8", read by design as 120/80). The floors are
 * that, raised only.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-9.test.ts
 */
describeBlindBatch('blind batch 9', 'blind-batch-9.json', { rightAtLeast: 212, harmfulAtMost: 1 });
