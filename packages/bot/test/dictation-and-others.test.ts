import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * What the fourth play-through (December 2026, test/blind/playthrough-2026-12-d.md) found harmful: a
 * number said twice by dictation stored twice or not read at all, someone else's split number asked of the
 * sender, a delete that took the sender's own value too, and chest pressure dropped when care is refused;
 * and what the fifth (test/blind/playthrough-2026-12-e.md) found: a new reading "ahorita" taken as a
 * correction, a protest taken as a delete, a habit stored as a reading, the small hours of "anoche".
 */
let player: CorpusPlayer;
beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-09T17:00:00Z'));
});
afterAll(() => player.close());

const values = (turn: { added: Array<{ metric: string; value: number }> }) =>
  turn.added.map((r) => [r.metric, r.value]);

describe('a number said twice', () => {
  it('"1 40 1 40" is one glucose of 140, read back once and stored once', async () => {
    const tere = await player.newPatient();
    const asked = await player.play(tere, 'hoy en ayunas me salio el azucar en 1 40 1 40');
    expect(asked.added).toEqual([]);
    expect(asked.reply.match(/140/g)).toHaveLength(1);
    const yes = (await player.lastButtons()).find((button) => button.title === 'Sí, guárdala')!;
    player.advance(1);
    expect(values(await player.press(tere, yes.id, yes.title))).toEqual([['glucosa', 140]]);
  });

  it('"ya me medí, me salió 58 58" is a low of 58 with its steps, not "No entendí"', async () => {
    const tere = await player.newPatient();
    await player.play(tere, 'hola');
    player.advance(1);
    const turn = await player.play(tere, 'ya me medi el azucar me salio 58 58');
    expect(values(turn)).toEqual([['glucosa', 58]]);
    // A level 1 low: the rule of 15 in the reply.
    expect(turn.reply).toMatch(/Regla 15-15: toma 15 g de azúcar/);
  });
});

describe('someone else’s values', () => {
  it('the husband’s "2 10" is his, not a value asked again of her', async () => {
    const tere = await player.newPatient();
    const his = await player.play(tere, 'y el chuy tambien se midio el azucar y le salio 2 10');
    expect(his.added).toEqual([]);
    expect(his.reply).toContain('otra persona');
    expect(his.reply).not.toMatch(/escr[ií]bemelo de nuevo/i);
  });

  it('"esa de 210 es del Chuy, yo ando en 96, quítela" deletes the 210 and keeps her 96', async () => {
    const tere = await player.newPatient();
    await player.play(tere, 'glucosa 96');
    player.advance(5);
    await player.play(tere, 'glucosa 210');
    player.advance(2);
    const turn = await player.play(tere, 'no no mija esa de 210 es del chuy no es mia yo ando en 96 quitela');
    expect(turn.removed.map((r) => r.value)).toEqual([210]);
    expect(turn.added).toEqual([]);
  });
});

describe('a danger still there', () => {
  it('chest pressure eased "poquito", then "no tengo tiempo pa ir al doctor": the 911 line leads again', async () => {
    const rigo = await player.newPatient();
    await player.play(rigo, 'siento como presion en el pecho');
    player.advance(3);
    await player.play(rigo, 'ya se me paso poquito');
    player.advance(2);
    const refused = await player.play(rigo, 'no tengo tiempo pa ir al doctor');
    expect(refused.reply.split('\n')[0]).toMatch(/^🚨/);
    expect(refused.reply).toMatch(/911|urgencias/);
    expect(refused.reply).not.toContain('Te leo con gusto');
  });

  it('a woman on insulin found sweating and confused: 911 and the first aid of a low, not the chest text', async () => {
    const paola = await player.newPatient();
    const turn = await player.play(paola, 'mi mama esta bien sudada, bien confundida, no me contesta bien');
    const first = turn.reply.split('\n')[0]!;
    expect(first).toMatch(/911/);
    expect(first).toMatch(/azúcar baja/);
    expect(first).not.toMatch(/pecho/);
  });
});

describe('a new reading, a protest, a habit (play-through 5)', () => {
  it('"ahorita tengo 118" after the fasting 150 is a new reading; "yo no corregí nada" deletes nothing', async () => {
    const chencho = await player.newPatient();
    await player.play(chencho, 'glucosa 150 en ayunas');
    player.advance(3);
    const now = await player.play(chencho, 'no ahorita ya estoy bien eso fue anoche, ahorita tengo 118');
    expect(values(now)).toEqual([['glucosa', 118]]);
    expect(now.changed).toEqual([]);
    player.advance(1);
    const protest = await player.play(chencho, 'cual corrigio? yo no corregi nada, el 118 es de ahorita');
    expect(protest.removed).toEqual([]);
  });

  it('"bórrela, ahorita estoy en 150/92" deletes the 95/60 only', async () => {
    const mariela = await player.newPatient();
    await player.play(mariela, 'presion 150/92');
    player.advance(2);
    await player.play(mariela, 'presion 95/60');
    player.advance(1);
    const turn = await player.play(
      mariela,
      'esa de 95/60 era un ejemplo, borrela por favor. ahorita estoy en 150/92',
    );
    expect(turn.removed.map((r) => [r.value, r.value2])).toEqual([[95, 60]]);
  });

  it('"a veces me sale como 95/60" is read back, not stored as a measurement of now', async () => {
    const mariela = await player.newPatient();
    const turn = await player.play(mariela, 'a veces en la mañana me sale baja como 95/60 y me mareo');
    expect(turn.added).toEqual([]);
    expect(turn.buttons).toEqual(['Sí, guárdala', 'No']);
  });

  it('"a veces pienso que mejor ni despertar" gets the safety question and the Línea de la Vida', async () => {
    const mariela = await player.newPatient();
    const turn = await player.play(mariela, 'no se, a veces pienso que mejor ni despertar');
    expect(turn.reply).toContain('¿Estás a salvo');
    expect(turn.reply).toContain('800 911 2000');
  });

  it('"anoche a las 3 de la mañana tuve 48", said at noon, is stored at 3:00 of today', async () => {
    player.setClock(new Date('2026-12-02T18:00:00Z'));
    const chencho = await player.newPatient();
    const turn = await player.play(chencho, 'anoche a las 3 de la mañana tuve 48 de azucar con sudor');
    expect(turn.added.map((r) => r.measured_at)).toEqual(['2026-12-02T09:00:00.000Z']);
  });

  it('a son on his father’s phone: his mother’s pressure is not stored in his father’s record', async () => {
    const luis = await player.newPatient();
    await player.play(luis, 'hola soy luis su hijo, mi papa no sabe usar el whats');
    player.advance(1);
    expect(values(await player.play(luis, 'a mi papa le salio 140 de azucar'))).toEqual([['glucosa', 140]]);
    player.advance(1);
    expect((await player.play(luis, 'y a mi mama le tomamos la presion y salio 150 con 95')).added).toEqual(
      [],
    );
  });
});
