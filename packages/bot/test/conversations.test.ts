import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainTurn, loadConversations } from './conversation-corpus';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The bot's conversation corpus (test/conversations/*.json): each exchange is played through the real
 * engine, services and database, turn by turn on a clock set to the exchange's own times; every turn is
 * checked against what it must store, correct, delete, ask or answer. Prints the accuracy; fails on any
 * mismatch except conversations marked `pending` (known misreadings kept with honest expectations).
 */

const corpus = loadConversations();
let player: CorpusPlayer;
const totals = { turns: 0, correct: 0, conversations: 0, conversationsCorrect: 0 };
const byFile = new Map<string, { turns: number; correct: number }>();
const pending: string[] = [];

beforeAll(async () => {
  player = await openCorpusPlayer();
});

afterAll(async () => {
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0');
  for (const [file, score] of byFile) {
    console.log(
      `conversation corpus ${file}: ${score.correct}/${score.turns} turns (${pct(score.correct, score.turns)} %)`,
    );
  }
  console.log(
    `conversation corpus: ${totals.correct}/${totals.turns} turns (${pct(totals.correct, totals.turns)} %), ` +
      `${totals.conversationsCorrect}/${totals.conversations} whole conversations`,
  );
  if (pending.length) console.log(`known misreadings (pending):\n  ${pending.join('\n  ')}`);
  await player?.close();
});

describe('conversation corpus', () => {
  for (const [file, conversations] of corpus) {
    it(`plays every exchange in ${file}`, async () => {
      const mismatches: string[] = [];
      const score = { turns: 0, correct: 0 };
      byFile.set(file, score);
      for (const conversation of conversations) {
        player.setClock(new Date(conversation.now));
        const userId = await player.newPatient();
        const problems: string[] = [];
        for (const [index, turn] of conversation.turns.entries()) {
          player.advance(turn.after_minutes ?? 0);
          const problem = explainTurn(await player.play(userId, turn.user), turn.expect);
          score.turns++;
          totals.turns++;
          if (!problem) {
            score.correct++;
            totals.correct++;
          } else problems.push(`turn ${index + 1} ${JSON.stringify(turn.user)}: ${problem}`);
        }
        totals.conversations++;
        if (problems.length === 0) totals.conversationsCorrect++;
        if (problems.length === 0 && conversation.pending)
          mismatches.push(`${conversation.id}: passes now, drop "pending"`);
        else if (problems.length && conversation.pending)
          pending.push(`${file} ${conversation.id}: ${conversation.pending}`);
        else if (problems.length) mismatches.push(`${conversation.id}: ${problems.join(' | ')}`);
      }
      expect(mismatches).toEqual([]);
    }, 300_000);
  }
});
