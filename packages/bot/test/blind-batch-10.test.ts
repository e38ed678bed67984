import { describeBlindBatch } from './blind-batch-runner';

/**
 * The tenth blind batch (test/blind/blind-batch-10.json, 220 turns), written by a sixth writer who read
 * neither the code nor any other batch, after batch 9 had been fixed against.
 *
 * First score, blind: 193/220 (87.7 %), 2 harmful ("Renata amaneció en 47…" stored as the sender's; "hoy 88"
 * the morning after a fasting glucose continued as a glucose). After fixing those classes (a capitalised
 * name before a verb of someone else; a bare "hoy" never continues a series a number could leave):
 * 195/220 (88.6 %), 0 harmful. The floors are that, raised only.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-10.test.ts
 */
describeBlindBatch('blind batch 10', 'blind-batch-10.json', { rightAtLeast: 202, harmfulAtMost: 0 });
