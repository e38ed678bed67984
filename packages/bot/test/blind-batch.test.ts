import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainTurn, type ExpectedReading } from './conversation-corpus';
import { openCorpusPlayer, type CorpusPlayer, type PlayedTurn } from './corpus-player';

/**
 * The second blind batch (test/blind/blind-batch-2.json): 212 exchanges written by someone who had not
 * read the bot or the parser, as older patients write (other people's readings, symptoms, questions,
 * answers to reminders, several readings in a message, meter words, small talk). Each turn is scored on
 * everything its writer asked for; the score per class is printed and may not fall below the floor
 * recorded here (raise a floor when a fix lands, never lower one).
 *
 *   npx vitest run packages/bot/test/blind-batch.test.ts
 */

interface BlindExpectation {
  stored: Array<ExpectedReading & { meter?: 'HI' | 'LO' }>;
  about_other_person?: boolean;
  asks_for?: string;
  urgent?: boolean;
  answers?: 'question' | 'symptom' | 'small_talk' | 'reminder_request' | 'medication_taken';
  reply_mentions?: string[];
  reply_must_not?: string[];
}

interface BlindTurn {
  user: string;
  after_minutes?: number;
  /** A message the product sent just before (a reminder). */
  bot_before?: string;
  expect: BlindExpectation;
}

interface BlindConversation {
  id: string;
  class: string;
  now: string;
  turns: BlindTurn[];
}

const BATCH: BlindConversation[] = JSON.parse(
  readFileSync(new URL('./blind/blind-batch-2.json', import.meta.url), 'utf8'),
);

/**
 * Turns right per class, at least. Scored before any fix of the conversation issue (2026-11-24, the
 * commit that added this file): 172/402 (42.8 %), 23 readings of other people stored in the sender's
 * record. After the first fixes (whose reading, symptoms, questions, small talk, reminder context,
 * urgent first, meter words): 302/402 (75.1 %), 0 of other people's readings stored. With "HI"/"LO"
 * kept as readings beyond the meter's range (and someone else's meter word answered, not stored):
 * 315/402 (78.4 %). With reminders asked in the chat, a number nothing explains asked about (never
 * guessed), "y hoy 81" continuing the last metric and clock times after "como a las": 324/402 (80.6 %); a number after the sender's measuring words ("me
 * medí y me salió 320") read in a longer message: 326/402 (81.1 %). With small talk that carries an age or
 * a year, meter error codes answered, and counts ("3 tamales") set aside: 332/402 (82.6 %), 9 replies
 * "No entendí", none to a question.
 *
 * Turn 4 of the contract (section 6, "Nothing is stored or advised on a guess") asks where this batch's
 * writer expected a guess to be stored: a number with no metric word that answers nothing the bot asked
 * ("me salio 33", "ahorita tengo 190", "anoche… me salio 170"). Those turns now ask with buttons and
 * count as wrong here; the floors of own_reading, meter_words, question and small_talk were set to what
 * the batch scores under the new rule (328/402, 81.6 %), and blind batch 3 measures the new contract.
 * The same rule reads back a glucose in mmol/L even when its unit is written ("5.9 mmol/L en ayunas":
 * "5.9 mmol/L son 106 mg/dL, ¿la guardo así?"), as the writers of batches 4 and 7 expected; this batch's
 * writer wanted it stored at once, so own_reading's floor went from 37 to 36.
 */
const FLOORS: Readonly<Record<string, number>> = {
  bare_number: 45,
  meter_words: 29,
  multi_reading: 31,
  other_person: 38,
  own_reading: 36,
  question: 37,
  reminder_answer: 34,
  small_talk: 35,
  symptom: 37,
};

/** Readings of other people the batch may see stored in the sender's record: none. */
const OTHER_PEOPLES_STORED_AT_MOST = 0;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The labels with which the engine says it answered each kind of message. */
const ANSWER_LABELS: Readonly<Record<NonNullable<BlindExpectation['answers']>, string[]>> = {
  question: ['question'],
  symptom: ['symptom'],
  small_talk: ['small_talk', 'greeting', 'thanks'],
  reminder_request: ['reminder_request'],
  medication_taken: ['medication_taken'],
};

/**
 * The reminder the product sends that matches what the writer's bot said before the turn, as the
 * scheduler would set it: the metric, and for the morning glucose reminder ("¿Cómo amaneció tu
 * glucosa?") the fasting context. Reminders the product has no equivalent of give the metric alone.
 */
function reminderOf(text: string): { metric: string; context?: string } | null {
  const words = fold(text);
  if (/glucosa|azucar/.test(words))
    return /amanecio/.test(words) ? { metric: 'glucosa', context: 'ayunas' } : { metric: 'glucosa' };
  if (/presion/.test(words)) return { metric: 'presion' };
  if (/pesar|bascula|peso/.test(words)) return { metric: 'peso' };
  if (/pulso/.test(words)) return { metric: 'frecuencia_cardiaca' };
  return null;
}

/** Why the turn falls short of what its writer asked for, or null. */
function explainBlindTurn(played: PlayedTurn, expected: BlindExpectation): string | null {
  const reply = fold(played.reply);
  // A reply can do several things at once ("stored+symptom"): each part has its label.
  const labels = played.label.split('+');
  const meterReadings = expected.stored.filter((reading) => reading.meter);
  const stored = expected.stored.map((reading) =>
    reading.meter ? { metric: 'glucosa', value: reading.meter === 'HI' ? 600 : 20 } : reading,
  );
  if (expected.asks_for !== undefined) {
    if (played.added.length > stored.length) return `stored ${played.added.length}, expected a question`;
    const asked =
      expected.asks_for === 'confirm'
        ? labels.some((label) => label.startsWith('asked:'))
        : labels.includes(`asked:${expected.asks_for}`);
    if (!asked) return `answered "${played.label}", expected a question about ${expected.asks_for}`;
  } else {
    const problem = explainTurn(played, { stored });
    if (problem && meterReadings.length === 0) return problem;
    if (meterReadings.length > 0 && played.added.length !== stored.length) {
      return `stored ${played.added.length} reading(s) for a meter word, expected ${stored.length}`;
    }
  }
  if (expected.urgent) {
    const first = fold(played.reply.split('\n')[0] ?? '');
    if (!/911|urgencias/.test(first)) return `first line does not send to 911/urgencias: ${first}`;
  }
  // "reminder_request:created" is a reminder_request answer, as "asked:glucosa" is a question.
  const answeredAs = (kind: string) => labels.some((label) => label === kind || label.startsWith(`${kind}:`));
  if (expected.answers && !ANSWER_LABELS[expected.answers].some(answeredAs)) {
    return `answered "${played.label}", expected a ${expected.answers} answer`;
  }
  for (const word of expected.reply_mentions ?? []) {
    if (!reply.includes(fold(word))) return `reply does not mention "${word}"`;
  }
  for (const word of expected.reply_must_not ?? []) {
    if (reply.includes(fold(word))) return `reply says "${word}"`;
  }
  return null;
}

let player: CorpusPlayer;
const byClass = new Map<string, { turns: number; correct: number; failures: string[] }>();
let otherPeoplesStored = 0;
/** Turns answered with "No entendí": all of them, and those that asked a question. */
const notUnderstood = { all: 0, questions: 0 };

beforeAll(async () => {
  player = await openCorpusPlayer();
});

afterAll(async () => {
  const rows = [...byClass].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, s]) => ({ t: sum.t + s.turns, c: sum.c + s.correct }), { t: 0, c: 0 });
  const pct = (c: number, t: number) => ((100 * c) / t).toFixed(1);
  console.log(
    [
      'blind batch 2, turns right per class:',
      ...rows.map(
        ([name, s]) => `  ${name.padEnd(16)} ${s.correct}/${s.turns} (${pct(s.correct, s.turns)} %)`,
      ),
      `  ${'total'.padEnd(16)} ${total.c}/${total.t} (${pct(total.c, total.t)} %)`,
      `  other people's readings stored in the sender's record: ${otherPeoplesStored}`,
      `  replies "No entendí": ${notUnderstood.all} (to a question: ${notUnderstood.questions})`,
    ].join('\n'),
  );
  if (process.env.BLIND_BATCH_VERBOSE) {
    for (const [name, s] of rows) console.log(`${name}:\n  ${s.failures.join('\n  ')}`);
  }
  await player?.close();
});

describe('blind batch 2', () => {
  it('plays every exchange and keeps each class at or above its floor', async () => {
    for (const conversation of BATCH) {
      const score = byClass.get(conversation.class) ?? { turns: 0, correct: 0, failures: [] };
      byClass.set(conversation.class, score);
      player.setClock(new Date(conversation.now));
      const userId = await player.newPatient();
      for (const [index, turn] of conversation.turns.entries()) {
        player.advance(turn.after_minutes ?? 0);
        const reminder = turn.bot_before ? reminderOf(turn.bot_before) : null;
        if (reminder) await player.services.chat.recordReminders([{ userId, ...reminder }]);
        const played = await player.play(userId, turn.user);
        // The sender's own values may stand beside someone else's: only readings beyond those expected count.
        if (turn.expect.about_other_person) {
          otherPeoplesStored += Math.max(0, played.added.length - turn.expect.stored.length);
        }
        if (played.reply.includes('No entendí')) {
          notUnderstood.all++;
          if (turn.expect.answers === 'question') notUnderstood.questions++;
        }
        const problem = explainBlindTurn(played, turn.expect);
        score.turns++;
        if (problem)
          score.failures.push(
            `${conversation.id} turn ${index + 1} ${JSON.stringify(turn.user)}: ${problem}`,
          );
        else score.correct++;
      }
    }
    const below = [...byClass]
      .filter(([name, s]) => s.correct < (FLOORS[name] ?? 0))
      .map(([name, s]) => `${name}: ${s.correct} < ${FLOORS[name]}`);
    expect(below).toEqual([]);
    expect(otherPeoplesStored).toBeLessThanOrEqual(OTHER_PEOPLES_STORED_AT_MOST);
    // Every question gets an answer or the honest fallback, never "No entendí".
    expect(notUnderstood.questions).toBe(0);
  }, 600_000);
});
