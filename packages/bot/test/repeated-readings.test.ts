import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * "Ya le dije que me salió 320": a value said again is the reading already stored, not a second one that
 * would count twice in her averages, alerts and the report her doctor reads.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-11-20T14:10:00Z')); // 08:10 in Mexico City
});
afterAll(() => player.close());

describe('a reading said again', () => {
  it('is not stored twice when the message says it was already told', async () => {
    const ana = await player.newPatient();
    const first = await player.play(ana, 'me salio 320 la azucar');
    expect(first.added).toHaveLength(1);
    player.advance(4);
    const again = await player.play(ana, 'ya le dije que me salio 320, que hago?');
    expect(again.added).toHaveLength(0);
    expect(again.label.startsWith('repeated')).toBe(true);
    expect(again.reply).toContain('ya la tengo guardada: glucosa 320 mg/dL (hoy a las 08:10)');
    expect(again.reply).not.toContain('No entendí');
  });

  it('stores a new value even when she says she already told it', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 150/95');
    player.advance(10);
    const other = await player.play(ana, 'como le dije ahorita, 140/90');
    expect(other.added.map((r) => [r.value, r.value2])).toEqual([[140, 90]]);
  });

  it('stores the same value again when nothing says it is a repeat (a second measurement)', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 130');
    player.advance(30);
    const second = await player.play(ana, 'glucosa 130 otra vez en la segunda medida');
    expect(second.added).toHaveLength(1);
  });

  it('stores it when the reading it repeats is more than 12 hours old', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'me salio 210');
    player.advance(13 * 60);
    const later = await player.play(ana, 'ya le dije que me salio 210');
    expect(later.added).toHaveLength(1);
  });
});
