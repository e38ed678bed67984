import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * A request to delete or change a reading that names it acts on that reading, never on the latest one
 * by default, and never stores the number it names (play-through of December 2026: "bórreme el peso de
 * 99" had stored another 99 kg; "cámbieme la de 148/90 a 138/90" had left both).
 */
let player: CorpusPlayer;
beforeAll(async () => {
  player = await openCorpusPlayer();
});
afterAll(() => player.close());

describe('a reading named in a request to delete or change it', () => {
  it('"bórreme el peso de 99" deletes that weight, not the pressure sent after it, and stores nothing', async () => {
    player.setClock(new Date('2026-12-02T15:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'peso 99');
    player.advance(60);
    await player.play(ana, 'presion 135/85');
    player.advance(5);
    const turn = await player.play(ana, 'bórreme el peso de 99 de ayer');
    expect(turn.added).toEqual([]);
    expect(turn.removed).toMatchObject([{ metric: 'peso', value: 99 }]);
    expect(turn.reply).toContain('borré peso 99 kg');
  });

  it('"la de 118 era de mi esposo, quítela" deletes the 118, not the 200 after it, and corrects nothing', async () => {
    player.setClock(new Date('2026-12-03T14:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 118 en ayunas');
    player.advance(120);
    await player.play(ana, 'glucosa 200 despues de comer');
    player.advance(2);
    const turn = await player.play(ana, 'la de 118 era de mi esposo, quítela');
    expect(turn.changed).toEqual([]);
    expect(turn.removed).toMatchObject([{ metric: 'glucosa', value: 118 }]);
  });

  it('says so, and deletes nothing, when no reading of that value came by chat', async () => {
    player.setClock(new Date('2026-12-04T14:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 131');
    player.advance(2);
    const turn = await player.play(ana, 'bórrame las de 120 y 85 que eran de la presión');
    expect(turn.added).toEqual([]);
    expect(turn.removed).toEqual([]);
    expect(turn.reply).toContain('No encontré una lectura de 120');
  });

  it('"cámbieme la de 148/90 a 138/90" leaves one pressure of 138/90 in place of the 148/90', async () => {
    player.setClock(new Date('2026-12-05T14:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'presion 148/90');
    player.advance(60);
    await player.play(ana, 'presion 128/80');
    player.advance(5);
    const turn = await player.play(ana, 'cámbieme la de 148/90 a 138/90 por favor me equivoqué');
    expect(turn.removed).toMatchObject([{ metric: 'presion', value: 148, value2: 90 }]);
    expect(turn.added).toMatchObject([{ metric: 'presion', value: 138, value2: 90 }]);
  });
});

describe('a pressure named by its halves', () => {
  it.each([
    [
      'bórrame la de 13/9, in cmHg as doctors say it',
      'borrame la de 13/9 porfa',
      'glucosa 140 despues de comer',
    ],
    ['quita la de 130 con 90', 'quita la de 130 con 90', 'peso 80'],
  ])(
    '"%s" deletes the 130/90, not the reading sent after it, and stores nothing',
    async (_, request, later) => {
      player.setClock(new Date('2026-12-08T14:00:00Z'));
      const ana = await player.newPatient();
      await player.play(ana, 'presion 130/90');
      player.advance(30);
      await player.play(ana, later);
      player.advance(3);
      const turn = await player.play(ana, request);
      expect(turn.added).toEqual([]);
      expect(turn.removed).toMatchObject([{ metric: 'presion', value: 130, value2: 90 }]);
    },
  );

  it('a number that names no reading ("bórrame la de las 8") asks which one and deletes nothing', async () => {
    player.setClock(new Date('2026-12-10T14:00:00Z'));
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 150');
    player.advance(3);
    const turn = await player.play(ana, 'borrame la de las 8');
    expect(turn.removed).toEqual([]);
    expect(turn.added).toEqual([]);
    expect(turn.reply).toContain('¿Cuál lectura');
    expect(turn.buttons).toContain('Borrar la última');
  });
});

describe('danger and distress in words', () => {
  it('"presión muy fuerte en el pecho" with cold sweat sends to 911 in the first line', async () => {
    player.setClock(new Date('2026-12-06T14:00:00Z'));
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'Presión muy fuerte en el pecho y estoy sudando frío');
    expect(turn.reply.split('\n')[0]).toMatch(/911/);
  });

  it('"ya no puedo, siento que no doy más" is acknowledged with the Línea de la Vida, not the menu', async () => {
    player.setClock(new Date('2026-12-07T14:00:00Z'));
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'ya no puedo, estoy agotado, siento que no doy más');
    expect(turn.reply).toContain('800 911 2000');
    expect(turn.reply).not.toContain('Te leo con gusto');
  });
});
