import { describeBlindBatch } from './blind-batch-runner';

/**
 * The thirteenth blind batch (test/blind/blind-batch-13.json), written from CONTRACTS.md sections 4 and 6
 * alone by a writer who read neither the code nor any other batch, after batch 12 had been fixed against
 * and before this batch was seen. The writer's file has 95 conversations and 203 turns; two of them
 * (b13-081, b13-082) are sign-ups in the chat, which this runner cannot play (its patients already have
 * accounts, so a first message's reading is stored at once): they are left out here, and the sign-up is
 * tested in apps/server/test/chat-signup.test.ts. 93 conversations, 197 turns.
 *
 * First score, blind: 172/203 (84.7 %), 4 harmful — two of them those sign-ups; the other two: "mi papá
 * tiene diabetes, yo le doy sus pastillas. hoy amaneció en 62" stored as the sender's, and "glucosa dos 50
 * después de cenar" stored as 50. After the fixes: 179/197 (90.9 %), 0 harmful (also: a goal's or a
 * comparison's word no longer hides a number in the next clause, "100 de arriba y 65 de abajo", a glucose
 * with a zero too many read back without it, a sulfonylurea before a fasting blood test).
 * Left failing: laboratory results (issue 45), the follow-up buttons after ketones of 1.8 (issue 39), a
 * bare "65" said with dizziness and "me medí", a medicine reminder's button with no reminder sent before it.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-13.test.ts
 */
describeBlindBatch('blind batch 13', 'blind-batch-13.json', { rightAtLeast: 179, harmfulAtMost: 0 });
