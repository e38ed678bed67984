import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The classes blind batch 13 found, each in other words than the batch's: a relative's value told in
 * the third person, a hundred said as a digit's name, a goal's word and the next clause, a pressure's
 * halves by where they sit, a glucose with a zero too many, a sulfonylurea before a fasting blood test.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-05T15:00:00Z'));
});
afterAll(() => player.close());

describe('blind batch 13 classes', () => {
  it('"mi papá vive conmigo, yo lo cuido. amaneció en 58" asks whose, stores nothing', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'mi papa vive conmigo y yo lo cuido. hoy amanecio en 58');
    expect(told.added).toEqual([]);
    expect(told.buttons.length).toBeGreaterThan(0);
  });

  it('"mi esposo me tomó la presión, salió 128/80" is the sender\'s own', async () => {
    const ana = await player.newPatient();
    const own = await player.play(ana, 'mi esposo me tomo la presion, salio 128/80');
    expect(own.added).toEqual([expect.objectContaining({ metric: 'presion', value: 128, value2: 80 })]);
  });

  it('"azúcar uno 80" is read back as 180, never stored as 80', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'el azucar uno 80 despues de comer');
    expect(said.added).toEqual([]);
    expect(said.reply).toMatch(/180/);
  });

  it('"hasta el brazo… y tengo 160 de azúcar" stores the glucose', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'me duele desde el hombro hasta el codo y tengo 160 de azucar');
    expect(said.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 160 })]);
  });

  it('"mi meta es entre 80 y 130" stores nothing', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'mi meta es entre 80 y 130 dice el doctor');
    expect(said.added).toEqual([]);
  });

  it('"la de arriba 142 y la de abajo 88" is a pressure; "arriba de 130" is not a half', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'la presion la de arriba 142 y la de abajo 88');
    expect(said.added).toEqual([expect.objectContaining({ metric: 'presion', value: 142, value2: 88 })]);
  });

  it('"glucosa 1100" is read back as 110 with its buttons', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'glucosa 1100');
    expect(said.added).toEqual([]);
    expect(said.reply).toMatch(/110/);
    expect(said.buttons).toEqual(['Sí, guárdala', 'No']);
  });

  it('a sulfonylurea before a fasting blood test gets the class answer', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'el lunes me sacan sangre en ayunas, me tomo la glibenclamida?');
    expect(asked.reply).toMatch(/antes de la siguiente dosis/i);
  });
});
