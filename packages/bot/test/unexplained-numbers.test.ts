import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * A number nothing in the message explains is asked about, never guessed (CONTRACTS section 6, "Whose
 * reading"); "y hoy 77.5" the day after a weight and "ya subió a 330" after a glucose continue that metric.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
});
afterAll(() => player.close());

describe('a number nothing explains', () => {
  it('is asked about with a button per possible metric, and stored as of its message once answered', async () => {
    player.setClock(new Date('2026-11-20T22:00:00Z'));
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'yo ando en 150 de los puros nervios');
    expect(asked.added).toEqual([]);
    expect(asked.label).toBe('asked:confirm');
    expect(asked.reply).toContain('¿el 150 es tu glucosa');
    expect(asked.buttons).toContain('Glucosa');
    const glucose = (await player.lastButtons()).find((button) => button.title === 'Glucosa')!;
    player.advance(3);
    const answered = await player.press(ana, glucose.id, glucose.title);
    expect(answered.added).toMatchObject([
      { metric: 'glucosa', value: 150, measured_at: '2026-11-20T22:00:00.000Z' },
    ]);
    // The same button again stores nothing twice.
    const again = await player.press(ana, glucose.id, glucose.title);
    expect(again.added).toEqual([]);
  });

  it('takes an answer in words, with the time the first message said', async () => {
    player.setClock(new Date('2026-11-21T14:00:00Z'));
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'anoche como a las 11 andaba en 170 y hoy no me he medido');
    expect(asked.label).toBe('asked:confirm');
    expect(asked.added).toEqual([]);
    player.advance(2);
    const answered = await player.play(ana, 'de azucar');
    // 23:00 of the day before in Mexico City.
    expect(answered.added).toMatchObject([
      { metric: 'glucosa', value: 170, measured_at: '2026-11-21T05:00:00.000Z' },
    ]);
  });

  it('an unanswered question gives way to the next measurement reminder', async () => {
    player.setClock(new Date('2026-11-21T20:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'yo ando en 150 de los puros nervios');
    player.advance(12 * 60);
    // The morning glucose reminder ("¿Cómo amaneció tu glucosa?") goes out.
    await player.services.chat.recordReminders([{ userId: ana, metric: 'glucosa', context: 'ayunas' }]);
    player.advance(5);
    const answer = await player.play(ana, '138');
    expect(answer.added).toMatchObject([{ metric: 'glucosa', value: 138, context: 'ayunas' }]);
  });

  it('is not asked about when it is someone else’s, and an age is not a number to ask about', async () => {
    player.setClock(new Date('2026-11-22T15:00:00Z'));
    const ana = await player.newPatient();
    const husband = await player.play(ana, 'mi esposo anda en 150');
    expect(husband.label).not.toBe('asked:confirm');
    expect(husband.added).toEqual([]);
    player.advance(2);
    const age = await player.play(ana, 'tengo 72 años y es la primera vez que uso esto');
    expect(age.label).not.toBe('asked:confirm');
    expect(age.added).toEqual([]);
  });
});

describe('a follow-up that continues the last metric', () => {
  it('"y hoy 81" the day after a pulse is a pulse, "y hoy 77.5" after a weight a weight', async () => {
    player.setClock(new Date('2026-11-23T15:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'pulso 76');
    player.advance(24 * 60);
    const pulse = await player.play(ana, 'y hoy 81');
    expect(pulse.added).toMatchObject([{ metric: 'frecuencia_cardiaca', value: 81 }]);
    player.advance(5);
    await player.play(ana, 'peso 78.2');
    player.advance(24 * 60);
    const weight = await player.play(ana, 'y hoy 77.5 😃');
    expect(weight.added).toMatchObject([{ metric: 'peso', value: 77.5 }]);
    // Written like a glucose (no decimals) the day after a weight, it is not taken for a weight, nor
    // guessed a glucose (CONTRACTS section 6, turn 4: no metric word, nothing asked): the bot asks.
    player.advance(24 * 60);
    const unclear = await player.play(ana, 'hoy 140');
    expect(unclear.added).toEqual([]);
    expect(unclear.buttons).toContain('Glucosa');
    const glucose = await player.press(ana, 'which:glucosa', 'Glucosa');
    expect(glucose.added).toMatchObject([{ metric: 'glucosa', value: 140 }]);
  });

  it('"ya subió a 330" half an hour after a glucose is that glucose, answered as a crisis', async () => {
    player.setClock(new Date('2026-11-25T15:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'tengo 290 de azucar');
    player.advance(30);
    const rose = await player.play(ana, 'ya subio a 330');
    expect(rose.added).toMatchObject([{ metric: 'glucosa', value: 330 }]);
    expect(rose.reply.split('\n')[0]).toContain('🚨');
  });
});
