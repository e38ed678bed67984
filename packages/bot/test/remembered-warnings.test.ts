import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * Warning signs told with a crisis are not forgotten a few messages later (a patient in the simulator:
 * chest and arm pain with 185/120, then "ya se me pasó un poco el dolor, 160/100" was told to call his
 * doctor "en los próximos días").
 */
describe('warning signs told with a crisis', () => {
  let player: CorpusPlayer;
  beforeAll(async () => {
    player = await openCorpusPlayer();
    player.setClock(new Date('2026-11-20T18:00:00Z'));
  });
  afterAll(() => player.close());

  it('still send to urgencias when the pressure comes down or the person plays them down', async () => {
    const chuy = await player.newPatient();
    const crisis = await player.play(
      chuy,
      'ahorita me tome la presion 185/120 y me duele el pecho y el brazo izq',
    );
    expect(crisis.reply.split('\n')[0]).toMatch(/911/);

    player.advance(5);
    const playedDown = await player.play(
      chuy,
      'no creo q sea para tanto, me tomo otra pastilla de losartan?',
    );
    expect(playedDown.reply.split('\n')[0]).toMatch(/síntomas de alarma.*911 o ve a urgencias ahora/);

    player.advance(20);
    const lower = await player.play(chuy, 'ya se me paso un poco el dolor, 160/100 ahora');
    const lines = lower.reply.split('\n');
    expect(lines[0]).toMatch(/síntomas de alarma.*911 o ve a urgencias ahora/);
    // The reading is still stored and interpreted, after the steps.
    expect(lower.added).toHaveLength(1);
    expect(lower.reply).toContain('160/100');
  });

  it('are not repeated once the crisis is over, nor for someone who told none', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 185/120 y me duele el pecho');
    player.advance(10);
    await player.play(ana, 'estoy bien');
    player.advance(10);
    const after = await player.play(ana, 'presion 150/95');
    expect(after.reply).not.toContain('síntomas de alarma');

    const rosa = await player.newPatient();
    await player.play(rosa, 'presion 185/120');
    player.advance(10);
    const next = await player.play(rosa, 'presion 170/105');
    expect(next.reply).not.toContain('síntomas de alarma');
  });
});
