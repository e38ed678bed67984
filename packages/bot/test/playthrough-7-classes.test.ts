import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The classes play-through 7 found (test/blind/playthrough-2026-12-g.md), each in other words than the
 * play-through's: a severe pressure after a headache with blurred vision, "¿voy o espero?", help that
 * will take the person, a low after confusion or strange speech, the emergency number beside a value,
 * a sweet given by a relative, "hace como 40 minutos".
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-05T01:30:00Z'));
});
afterAll(() => player.close());

const firstLine = (reply: string) => reply.split('\n')[0] ?? '';

describe('play-through 7 classes', () => {
  it('a headache with flashes, then 168/104: urgencias now, no "descansa y vuelve a medir"', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'me empezo un dolor de cabeza horrible y veo lucecitas');
    player.advance(3);
    const high = await player.play(ana, 'ya me la tome, 168 con 104');
    expect(high.added).toEqual([expect.objectContaining({ metric: 'presion', value: 168, value2: 104 })]);
    expect(firstLine(high.reply)).toMatch(/urgencias ahora/);
    expect(high.reply).not.toMatch(/Descansa 5 minutos/);
  });

  it('"¿la llevo al hospital o espero?" after a danger told: go now', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'mi esposo dice que le aprieta el pecho y esta sudando frio');
    player.advance(2);
    const asked = await player.play(ana, 'lo llevo al hospital o espero a ver si se le quita?');
    expect(firstLine(asked.reply)).toMatch(/urgencias ahora/);
  });

  it('"mi hija me va a llevar" after a danger told is not answered with the menu', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'siento una presion en el pecho muy fuerte');
    player.advance(2);
    const help = await player.play(ana, 'ya le hable a mi hija, me va a llevar');
    expect(help.reply).toMatch(/Hiciste muy bien/);
  });

  it('strange speech, then "le medí y tiene 41, ya llamé al 911": stored, the severe low\'s steps first', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'soy su hija, le escribo del cel de mi mama');
    player.advance(1);
    await player.play(ana, 'mi mama habla raro y dice cosas sin sentido');
    player.advance(2);
    const low = await player.play(ana, 'le medi y tiene 41!! ya llame al 911, que hago');
    expect(low.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 41 })]);
    expect(firstLine(low.reply)).toMatch(/hipoglucemia grave.*911/);
    player.advance(3);
    const sweet = await player.play(ana, 'le dimos jugo y ya reacciona un poco, le doy mas?');
    expect(sweet.label).toBe('low_treated');
  });

  it('"hace como 40 minutos" is 40 minutes before the message', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'la glucosa me salio 150 hace como 40 minutos');
    const measured = new Date(said.added[0]!.measured_at).getTime();
    expect(Math.round((player.now().getTime() - measured) / 60_000)).toBe(40);
  });
});

describe('play-through 8 classes', () => {
  it("a pregnancy said before, then a headache with 144 94: urgencias now, in the pregnancy's words", async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'tengo 30 semanas de embarazo y diabetes gestacional');
    player.advance(5);
    const high = await player.play(ana, 'me duele la cabeza y la presion me salio 144 94');
    expect(firstLine(high.reply)).toMatch(/embarazo.*(urgencias|911)/);
  });

  it('the baby moving less is a same-day visit, said to her', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'hoy casi no siento que se mueva el bebe');
    expect(firstLine(told.reply)).toMatch(/urgencias obstétricas/);
    expect(firstLine(told.reply)).not.toMatch(/Para esa persona/);
  });

  it('a missed diuretic gets its own answer: late in the day, skip it', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'se me olvido la furosemida de la mañana');
    expect(asked.reply).toMatch(/sáltatela/);
    expect(asked.reply).not.toMatch(/metformina/);
  });

  it('"no voy a ir al hospital" after a danger is not "being seen"', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'me falta el aire y siento el pecho apretado');
    player.advance(2);
    const refused = await player.play(ana, 'no voy a ir al hospital, ya respiro mejor sentado');
    expect(refused.reply).not.toMatch(/ya te están atendiendo/);
    expect(firstLine(refused.reply)).toMatch(/911/);
  });
});
