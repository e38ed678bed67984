import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainTurn, type ExpectedReading, type StoredReading } from './conversation-corpus';
import { openCorpusPlayer, type CorpusPlayer, type PlayedTurn } from './corpus-player';

/**
 * The blind batches' runner (blind-batch-3.test.ts, blind-batch-4.test.ts): batches written from the
 * contract alone by someone who had read neither the bot nor the parser. Everything is judged from
 * outside: the readings the turn left in the sender's record, the reply's text and its options. A turn is
 * harmful when it left a reading that should not be in the record (someone else's, a guess, one on a
 * request to delete), missed an emergency or said something unsafe. BLIND_BATCH_VERBOSE=1 lists every
 * failing turn.
 */

interface Expectation {
  stored: ExpectedReading[];
  asks?: boolean;
  urgent?: boolean;
  buttons?: boolean;
  reply_mentions?: string[];
  reply_must_not?: string[];
  unsafe_words?: string[];
  deletes?: ExpectedReading | ExpectedReading[];
  corrects?: ExpectedReading | ExpectedReading[];
  about_other_person?: boolean;
}

interface BlindTurn {
  user?: string;
  press?: string;
  after_minutes?: number;
  bot_before?: string;
  rule: string;
  expect: Expectation;
}

interface BlindConversation {
  id: string;
  class: string;
  persona: string;
  now: string;
  turns: BlindTurn[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The reminder the product sends for what the writer's bot said before the turn. */
function reminderOf(text: string): { metric: string; context?: string } | null {
  const words = fold(text);
  if (/glucosa|azucar/.test(words))
    return /amanecio/.test(words) ? { metric: 'glucosa', context: 'ayunas' } : { metric: 'glucosa' };
  if (/presion/.test(words)) return { metric: 'presion' };
  if (/pesar|bascula|peso/.test(words)) return { metric: 'peso' };
  return null;
}

interface Verdict {
  problem: string | null;
  harmful: string | null;
}

const describeAdded = (added: readonly StoredReading[]) =>
  added.map((r) => `${r.metric} ${r.value}${r.value2 !== null ? `/${r.value2}` : ''}`).join(', ');

/** The writer's names for contexts, and a pressure's `value` as its systolic, in the product's terms. */
const CONTEXTS: Readonly<Record<string, string>> = {
  despues_comer: 'despues_de_comer',
  antes_comer: 'antes_de_comer',
  antes_dormir: 'antes_de_dormir',
};
function inProductTerms(reading: ExpectedReading): ExpectedReading {
  const context = reading.context && (CONTEXTS[reading.context] ?? reading.context);
  const pressure =
    reading.metric === 'presion' && reading.value !== undefined && reading.systolic === undefined
      ? { systolic: reading.value, value: undefined }
      : {};
  return { ...reading, ...(context ? { context } : {}), ...pressure };
}

/** The same metric and value (a pressure's two), whatever its time and context. */
function sameReading(reading: StoredReading, want: ExpectedReading): boolean {
  if (reading.metric !== want.metric) return false;
  const close = (a: number | null, b: number | undefined) =>
    b === undefined || (a !== null && Math.abs(a - b) <= 0.6);
  return want.metric === 'presion'
    ? close(reading.value, want.systolic) && close(reading.value2, want.diastolic)
    : close(reading.value, want.value);
}

/** A writer may give the one reading a correction or deletion changes as a list of one, as `stored` is. */
const single = (reading: ExpectedReading | ExpectedReading[] | undefined) =>
  Array.isArray(reading) ? (reading.length === 1 ? reading[0] : undefined) : reading;

function judge(played: PlayedTurn, said: Expectation): Verdict {
  const deletes = single(said.deletes);
  const corrects = single(said.corrects);
  const expected: Omit<Expectation, 'deletes' | 'corrects'> & {
    deletes?: ExpectedReading;
    corrects?: ExpectedReading;
  } = {
    ...said,
    deletes: undefined,
    corrects: undefined,
    stored: said.stored.map(inProductTerms),
    ...(deletes ? { deletes: inProductTerms(deletes) } : {}),
    ...(corrects ? { corrects: inProductTerms(corrects) } : {}),
  };
  const reply = fold(played.reply);
  const firstLine = fold(played.reply.split('\n')[0] ?? '');
  const wantStored = expected.asks ? [] : expected.stored;
  // What went into the record that should not have: the harm of a wrong store.
  const storeProblem = explainTurn(played, {
    stored: wantStored,
    ...(expected.corrects ? { corrects: expected.corrects } : {}),
    ...(expected.deletes ? { deletes: expected.deletes } : {}),
  });
  // Harm is a reading in the record that should not be there: one too many, or one whose metric or value
  // is none of those expected (a time or a context off is wrong, not harmful).
  const storedTooMuch = played.added.length > wantStored.length;
  const unexpected = played.added.filter((reading) => !wantStored.some((want) => sameReading(reading, want)));
  const storedWrong = storeProblem !== null && (storedTooMuch || unexpected.length > 0);
  const wrongCorrection =
    expected.corrects !== undefined && played.changed.length > 0 && storeProblem !== null;
  const harmful = [
    storedWrong || wrongCorrection ? `stored wrong: ${describeAdded(played.added)} (${storeProblem})` : null,
    expected.urgent && !/911|urgencias/.test(firstLine)
      ? `missed emergency: ${firstLine.slice(0, 90)}`
      : null,
    ...(expected.unsafe_words ?? [])
      .filter((word) => reply.includes(fold(word)))
      .map((word) => `unsafe: says "${word}"`),
  ].filter((line): line is string => line !== null);
  const problems = [
    ...harmful,
    storeProblem,
    expected.asks && !(played.buttons.length > 0 && /\?/.test(played.reply))
      ? 'did not ask with buttons'
      : null,
    expected.buttons && played.buttons.length === 0 ? 'reply has no buttons' : null,
    ...(expected.reply_mentions ?? [])
      .filter((word) => !reply.includes(fold(word)))
      .map((word) => `reply does not mention "${word}"`),
    ...(expected.reply_must_not ?? [])
      .filter((word) => reply.includes(fold(word)))
      .map((word) => `reply says "${word}"`),
  ].filter((line): line is string => line !== null);
  return { problem: problems[0] ?? null, harmful: harmful[0] ?? null };
}

export interface BlindFloors {
  /** Turns right, at least: may only be raised. */
  rightAtLeast: number;
  /** Harmful turns, at most: may only be lowered, towards none. */
  harmfulAtMost: number;
}

/** Plays every exchange of `file` (in test/blind/) through the real engine and holds it to its floors. */
export function describeBlindBatch(name: string, file: string, floors: BlindFloors): void {
  const batch: BlindConversation[] = JSON.parse(
    readFileSync(new URL(`./blind/${file}`, import.meta.url), 'utf8'),
  );
  let player: CorpusPlayer;
  const byClass = new Map<string, { turns: number; right: number; harmful: number; failures: string[] }>();

  beforeAll(async () => {
    player = await openCorpusPlayer();
  });

  afterAll(async () => {
    const rows = [...byClass].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce(
      (sum, [, s]) => ({ t: sum.t + s.turns, r: sum.r + s.right, h: sum.h + s.harmful }),
      { t: 0, r: 0, h: 0 },
    );
    const pct = (r: number, t: number) => ((100 * r) / t).toFixed(1);
    console.log(
      [
        `${name}, turns right per class (harmful):`,
        ...rows.map(
          ([name, s]) =>
            `  ${name.padEnd(20)} ${s.right}/${s.turns} (${pct(s.right, s.turns)} %)  harmful ${s.harmful}`,
        ),
        `  ${'total'.padEnd(20)} ${total.r}/${total.t} (${pct(total.r, total.t)} %)  harmful ${total.h}`,
      ].join('\n'),
    );
    if (process.env.BLIND_BATCH_VERBOSE) {
      for (const [name, s] of rows)
        if (s.failures.length) console.log(`${name}:\n  ${s.failures.join('\n  ')}`);
    }
    await player?.close();
  });

  async function playTurn(userId: number, turn: BlindTurn): Promise<PlayedTurn | string> {
    if (turn.user !== undefined) return player.play(userId, turn.user);
    const wanted = fold(turn.press ?? '');
    const button = (await player.lastButtons()).find((b) => fold(b.title) === wanted);
    if (!button) return `no button "${turn.press}" to press`;
    return player.press(userId, button.id, button.title);
  }

  describe(name, () => {
    it('plays every exchange: no harmful turn, and the turns right at or above the floor', async () => {
      let right = 0;
      let harmful = 0;
      for (const conversation of batch) {
        const score = byClass.get(conversation.class) ?? { turns: 0, right: 0, harmful: 0, failures: [] };
        byClass.set(conversation.class, score);
        player.setClock(new Date(conversation.now));
        const userId = await player.newPatient();
        for (const [index, turn] of conversation.turns.entries()) {
          player.advance(turn.after_minutes ?? 0);
          const reminder = turn.bot_before ? reminderOf(turn.bot_before) : null;
          if (reminder) await player.services.chat.recordReminders([{ userId, ...reminder }]);
          const played = await playTurn(userId, turn);
          const verdict: Verdict =
            typeof played === 'string' ? { problem: played, harmful: null } : judge(played, turn.expect);
          score.turns++;
          const said = JSON.stringify(turn.user ?? `[${turn.press}]`);
          if (verdict.harmful) {
            score.harmful++;
            harmful++;
          }
          if (verdict.problem) {
            const reply =
              typeof played === 'string' ? '' : ` → ${JSON.stringify(played.reply.slice(0, 160))}`;
            score.failures.push(
              `${verdict.harmful ? 'HARMFUL ' : ''}${conversation.id} turn ${index + 1} ${said}: ${verdict.problem}${reply}`,
            );
          } else {
            score.right++;
            right++;
          }
        }
      }
      expect(harmful).toBeLessThanOrEqual(floors.harmfulAtMost);
      expect(right).toBeGreaterThanOrEqual(floors.rightAtLeast);
    }, 900_000);
  });
}
