import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * A danger told in words stays in mind for the readings that follow within the hour (told-danger.ts), a
 * value measured together with someone else is asked about, a real word is not a metric's typo, and
 * ketones with vomiting are care now (CONTRACTS section 6, "Safety first, never a guess").
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-05T15:00:00Z'));
});
afterAll(() => player.close());

const firstLine = (reply: string) => reply.split('\n')[0] ?? '';

describe('a danger told in words, then a reading', () => {
  it('a pregnancy with headache and flashes, then 150/100: the pressure is stored and 911 leads again', async () => {
    const ana = await player.newPatient();
    const told = await player.play(
      ana,
      'tengo 32 semanas de embarazo y veo lucecitas y me duele mucho la cabeza',
    );
    expect(firstLine(told.reply)).toMatch(/911|urgencias/);
    player.advance(10);
    const pressure = await player.play(ana, 'me tome la presion y tengo 150/100');
    expect(pressure.added).toEqual([expect.objectContaining({ metric: 'presion', value: 150, value2: 100 })]);
    expect(firstLine(pressure.reply)).toMatch(/embarazo.*(911|urgencias)/);
  });

  it('a son on his confused mother’s phone, then "ya le medimos 38": her glucose, stored, 911 first', async () => {
    const imelda = await player.newPatient();
    await player.play(
      imelda,
      'le escribo desde el celular de mi mama esta muy confundida y sudando no sabemos cuanto tiene',
    );
    player.advance(5);
    const low = await player.play(imelda, 'ya le medimos 38');
    expect(low.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 38 })]);
    expect(firstLine(low.reply)).toMatch(/911|urgencias/);
  });

  it('is not said again once they are being seen, nor after the hour', async () => {
    const rosa = await player.newPatient();
    await player.play(rosa, 'tengo 30 semanas de embarazo y veo lucecitas y me duele la cabeza');
    player.advance(20);
    const seen = await player.play(rosa, 'ya estoy en urgencias, me tomaron la presion 150/100');
    expect(firstLine(seen.reply)).not.toMatch(/embarazo/);
    player.advance(90);
    const later = await player.play(rosa, 'presion 128/82');
    expect(firstLine(later.reply)).not.toMatch(/911|urgencias/);
  });
});

describe('certainty', () => {
  it('"mi esposo y yo nos medimos la presión y salió 150/95" asks whether it is hers; stored on "es la mía"', async () => {
    const alma = await player.newPatient();
    const asked = await player.play(alma, 'mi esposo y yo nos medimos la presion y salio 150/95');
    expect(asked.added).toEqual([]);
    expect(asked.reply).toMatch(/150\/95 es tuyo\?/);
    expect(asked.buttons).toEqual(['Sí, es mío', 'No es mío']);
    player.advance(1);
    const mine = await player.play(alma, 'es la mia');
    expect(mine.added).toEqual([expect.objectContaining({ metric: 'presion', value: 150, value2: 95 })]);
  });

  it('"No es mío" stores nothing', async () => {
    const beto = await player.newPatient();
    await player.play(beto, 'mi señora y yo nos checamos el azucar y salio 180');
    const buttons = await player.lastButtons();
    const no = buttons.find((b) => b.title === 'No es mío')!;
    const pressed = await player.press(beto, no.id, no.title);
    expect(pressed.added).toEqual([]);
  });

  it('a story about a posada with "salió 187 en ayunas" stores a glucose, never a weight of 187 kg', async () => {
    const cuca = await player.newPatient();
    const story = await player.play(
      cuca,
      'fijese que ayer fuimos a la posada de mi comadre y comi tamales y hoy en la mañana me medi y salio 187 en ayunas',
    );
    expect(story.added.map((r) => r.metric)).not.toContain('peso');
  });
});

describe('ketones', () => {
  it('a son’s ketones of 1.6 with vomiting and belly pain lead with urgencias, and nothing is stored', async () => {
    const karla = await player.newPatient();
    const said = await player.play(
      karla,
      'mi hijo es tipo 1, ya le medi cetonas y salio 1.6 y ahora tiene ganas de vomitar y le duele la panza',
    );
    expect(said.added).toEqual([]);
    expect(firstLine(said.reply)).toMatch(/911|urgencias/);
  });

  it('"quisiera dormirme y ya no despertar" gets the Línea de la Vida, not the unconscious-person steps', async () => {
    const tere = await player.newPatient();
    const said = await player.play(tere, 'quisiera dormirme y ya no despertar');
    expect(said.reply).toContain('800 911 2000');
    expect(said.reply).not.toMatch(/ponla de lado/);
  });
});

describe('after chest pain told in words', () => {
  it('"ya se me pasó poquito, ando trabajando" and "sigo sintiendo algo en el pecho" still lead with 911', async () => {
    const chuy = await player.newPatient();
    const told = await player.play(chuy, 'siento una presion fuerte en el pecho y estoy sudando frio');
    expect(firstLine(told.reply)).toMatch(/911/);
    player.advance(10);
    const downplayed = await player.play(chuy, 'ya se me paso poquito, ando trabajando');
    expect(firstLine(downplayed.reply)).toMatch(/911|urgencias/);
    expect(downplayed.reply).not.toMatch(/Te leo con gusto/);
    player.advance(10);
    const still = await player.play(chuy, 'sigo sintiendo algo en el pecho pero leve');
    expect(firstLine(still.reply)).toMatch(/911|urgencias/);
  });

  it('once seen or well again, it is not said again, and a bare number is asked about', async () => {
    const macrina = await player.newPatient();
    await player.play(macrina, 'esta muy confundida y sudando no sabemos cuanto tiene');
    player.advance(10);
    await player.play(macrina, 'ya llegaron los paramedicos y ya esta mejor');
    player.advance(20);
    const later = await player.play(macrina, '120');
    expect(later.added).toEqual([]);
    expect(firstLine(later.reply)).not.toMatch(/911/);
  });
});

describe('deleting is never a guess', () => {
  it('"yo no le dije que borrara nada" deletes nothing and says so', async () => {
    const cuca = await player.newPatient();
    await player.play(cuca, 'glucosa 98');
    player.advance(2);
    const denied = await player.play(cuca, 'no no mija yo no le dije que borrara nada ese 98 si es mio');
    expect(denied.removed).toEqual([]);
    // The 98 she names is still there: the reply says so.
    expect(denied.reply).toMatch(/no borré nada|así la tengo guardada/);
    player.advance(2);
    expect((await player.play(cuca, 'yo no queria borrar nada')).removed).toEqual([]);
  });

  it('"me tengo que quitar la glibenclamida… yo me la quito" is about the pill: nothing deleted, the safety answer', async () => {
    const cuca = await player.newPatient();
    await player.play(cuca, 'glucosa 98');
    player.advance(2);
    const pill = await player.play(
      cuca,
      'oiga y no sera que me tengo que quitar la glibenclamida porque ya van dos veces que me baja yo me la quito mejor',
    );
    expect(pill.removed).toEqual([]);
    expect(pill.reply).toMatch(/No dejes|no dejes/);
  });
});
