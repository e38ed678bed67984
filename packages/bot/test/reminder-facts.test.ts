import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * A measurement reminder is a fact the scheduler records beside the conversation; the bot reads it at
 * the person's next message and decides what the conversation waits for (CONTRACTS.md section 6; issue
 * "Never act on a guess": workers record facts, never the bot's state).
 */
let player: CorpusPlayer;
beforeAll(async () => {
  player = await openCorpusPlayer();
});
afterAll(() => player.close());

async function conversationOf(userId: number) {
  const [row] = await player.database.query<{
    pending: { kind?: string; metric?: string; context?: string } | null;
    reminder_metric: string | null;
    reminder_sent_at: Date | null;
    reminder_seen_at: Date | null;
  }>(
    `SELECT pending, reminder_metric, reminder_sent_at, reminder_seen_at FROM chat_conversations
     WHERE user_id = $1`,
    [userId],
  );
  return row;
}

describe('a reminder recorded as a fact', () => {
  it('leaves the bot’s state alone: a fresh question for the other half of a pressure is kept', async () => {
    player.setClock(new Date('2026-12-02T14:00:00Z'));
    const ana = await player.newPatient();
    const half = await player.play(ana, 'la presión 135');
    expect(half.added).toEqual([]);
    const before = await conversationOf(ana);
    player.advance(2);
    await player.services.chat.recordReminders([{ userId: ana, metric: 'glucosa' }]);
    const after = await conversationOf(ana);
    expect(after?.pending).toEqual(before?.pending);
    expect(after?.reminder_metric).toBe('glucosa');
    player.advance(1);
    const answer = await player.play(ana, '85');
    expect(answer.added).toMatchObject([{ metric: 'presion', value: 135, value2: 85 }]);
  });

  it('is read by the next message once: "128" answers the morning reminder, a later bare number does not', async () => {
    player.setClock(new Date('2026-12-03T13:55:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'hola');
    player.advance(5);
    await player.services.chat.recordReminders([{ userId: ana, metric: 'glucosa', context: 'ayunas' }]);
    player.advance(3);
    const answer = await player.play(ana, '128');
    expect(answer.added).toMatchObject([{ metric: 'glucosa', value: 128, context: 'ayunas' }]);
    const read = await conversationOf(ana);
    expect(read?.reminder_seen_at?.toISOString()).toBe(read?.reminder_sent_at?.toISOString());
    // The answer closed it: the same fact does not make a later fasting glucose of a bare number.
    expect(read?.pending?.kind).not.toBe('reminded');
  });

  it('keeps the reminder’s question open past a greeting, for the number that follows', async () => {
    player.setClock(new Date('2026-12-04T13:55:00Z'));
    const ana = await player.newPatient();
    await player.services.chat.recordReminders([{ userId: ana, metric: 'glucosa', context: 'ayunas' }]);
    player.advance(4);
    await player.play(ana, 'buenos días');
    expect((await conversationOf(ana))?.pending).toMatchObject({ kind: 'reminded', metric: 'glucosa' });
    player.advance(2);
    const answer = await player.play(ana, '117');
    expect(answer.added).toMatchObject([{ metric: 'glucosa', value: 117, context: 'ayunas' }]);
  });

  it('the newest reminder wins, and an older one recorded late does not replace it', async () => {
    player.setClock(new Date('2026-12-05T20:00:00Z'));
    const ana = await player.newPatient();
    await player.services.chat.recordReminders([{ userId: ana, metric: 'presion' }]);
    player.advance(-10);
    await player.services.chat.recordReminders([{ userId: ana, metric: 'peso' }]);
    player.advance(12);
    expect((await conversationOf(ana))?.reminder_metric).toBe('presion');
    const answer = await player.play(ana, '128 con 84');
    expect(answer.added).toMatchObject([{ metric: 'presion', value: 128, value2: 84 }]);
  });
});
