import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The classes play-through 6 found (test/blind/playthrough-2026-12-f.md), each tried in other words
 * than the play-through's: the owner back on her phone after a relative, a correction that names no
 * reading just stored, a low told hours later, danger played down or help on its way, vomiting that goes
 * on, a sulfonylurea or the night's insulin without food, someone else's reading taken back.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  // 19:30 in Mexico City.
  player.setClock(new Date('2026-12-05T01:30:00Z'));
});
afterAll(() => player.close());

const firstLine = (reply: string) => reply.split('\n')[0] ?? '';
const local = (iso: string) =>
  new Date(iso).toLocaleString('es-MX', { timeZone: 'America/Mexico_City', hour12: false });

describe('the owner writes again after a relative', () => {
  it('"soy Ana otra vez" ends the relative\'s turn: her own glucose is stored', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'buenas, soy su nieta, le escribo del celular de mi abuela');
    player.advance(2);
    const mine = await player.play(ana, 'yo me medí y salió 150 con 95');
    expect(mine.added).toEqual([]);
    player.advance(2);
    const back = await player.play(ana, 'ya soy yo otra vez, ana. me medi el azucar y salio 168');
    expect(back.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 168 })]);
  });

  it('"yo soy la dueña del cel" is the owner, not a relative', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'habla Pedro, su hijo, mi mamá no sabe usar esto');
    player.advance(3);
    const owner = await player.play(ana, 'yo soy la dueña del celular, me salio 131 de azucar en ayunas');
    expect(owner.added).toEqual([
      expect.objectContaining({ metric: 'glucosa', value: 131, context: 'ayunas' }),
    ]);
  });

  it('a relative who still writes keeps her own values out', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'soy su hija, le escribo del cel de mi mamá');
    player.advance(2);
    const hers = await player.play(ana, 'yo tengo la presion en 145 con 92');
    expect(hers.added).toEqual([]);
    // Said to the writer, about the owner's record: not "tu registro es solo tuyo".
    expect(hers.reply).toContain('No guardé estos valores en el registro de Ana');
  });
});

describe('a correction names the reading it corrects', () => {
  it('"no, es 95" after someone else\'s value was refused stores nothing over the earlier reading', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 62');
    player.advance(2);
    await player.play(ana, 'a mi esposo le salio 230');
    player.advance(1);
    const said = await player.play(ana, 'no es de el, es mia, me salio 230');
    // The 62 stays as it was; the 230 she now says is hers is stored as a reading of its own.
    expect(said.changed).toEqual([]);
    expect(said.removed).toEqual([]);
    expect(said.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 230 })]);
  });

  it('"no, era 104" right after a reading still corrects it, a thank-you in between', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'azucar 140');
    player.advance(1);
    await player.play(ana, 'gracias');
    player.advance(1);
    const fixed = await player.play(ana, 'no, era 104');
    expect(fixed.changed).toEqual([expect.objectContaining({ metric: 'glucosa', value: 104 })]);
  });

  it('"es mía la de 120" about the reading just stored keeps it once', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'azucar 120 antes de comer');
    player.advance(1);
    const claimed = await player.play(ana, 'es mia la de 120 eh');
    expect(claimed.added).toEqual([]);
  });
});

describe('a low told hours later', () => {
  it('"anoche a las 4… tuve 61, ya se me pasó" is today at 04:00, with no sugar to take now and the doctor told', async () => {
    const ana = await player.newPatient();
    const told = await player.play(
      ana,
      'anoche a las 4 me desperte temblando, me medi y tenia 61, me tome un jugo y ya se me paso',
    );
    expect(told.added).toHaveLength(1);
    expect(local(told.added[0]!.measured_at)).toMatch(/4\/12\/2026, 04:00/);
    expect(told.reply).not.toMatch(/Regla 15-15|Qué hacer ahora/);
    expect(told.reply).toMatch(/médico/);
    // No "measure again in 15 minutes" is waited for: a bare number now is asked about, not a glucose.
    player.advance(5);
    const bare = await player.play(ana, '130');
    expect(bare.added).toEqual([]);
  });

  it('"anoche a las 10" is yesterday evening', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'anoche a las 10 tuve 190 de azucar');
    expect(local(told.added[0]!.measured_at)).toMatch(/3\/12\/2026, 22:00/);
  });

  it('"¿es peligroso?" with the low gets no answer about mornings', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'hoy en la madrugada tuve 52 con sudor, eso es peligroso?');
    expect(told.reply).not.toMatch(/fenómeno del alba|140\/90/);
  });
});

describe('danger played down, and help on its way', () => {
  it('after a stroke told, "mejor que se acueste" is told 911 again, no aspirin', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'mi esposo tiene la boca chueca y no puede levantar el brazo');
    player.advance(1);
    const downplayed = await player.play(ana, 'yo creo que no es nada, mejor que se acueste y ya');
    expect(firstLine(downplayed.reply)).toMatch(/911/);
    expect(downplayed.reply).toMatch(/aspirina/);
    expect(downplayed.reply).not.toMatch(/próxima consulta|Te leo con gusto/);
  });

  it('after chest pressure, "ya se me quitó, no quiero molestar" is told to get checked now', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'siento una presion en el pecho y estoy sudando frio');
    player.advance(2);
    const eased = await player.play(ana, 'ya se me quito, no quiero molestar a nadie');
    expect(firstLine(eased.reply)).toMatch(/911/);
    expect(eased.reply).not.toMatch(/Te leo con gusto/);
  });

  it('"ya llamamos a la ambulancia, ya vienen" is told what to do while it comes', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'mi papa no despierta, le hablo y no responde');
    player.advance(2);
    const coming = await player.play(ana, 'ya llamamos a la cruz roja, ya vienen');
    expect(coming.reply).toMatch(/Mientras llegan/);
    expect(coming.reply).not.toMatch(/¿En qué te ayudo/);
  });

  it('"ya llegaron los paramédicos, ya despertó, gracias a Dios" gets a word for it, not "¡Con gusto!"', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'mi papa no despierta, le hablo y no responde');
    player.advance(10);
    const seen = await player.play(ana, 'ya llegaron los paramedicos y ya desperto, gracias a dios');
    expect(seen.reply).toMatch(/ya lo están atendiendo/);
    expect(seen.reply).not.toMatch(/Con gusto/);
  });

  it('a danger told leads alone, never beside a warm "Te leo con gusto"', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'oiga mi hermana se le ve la cara chueca y habla trabado');
    expect(firstLine(told.reply)).toMatch(/911/);
    expect(told.reply).not.toMatch(/Te leo con gusto/);
  });
});

describe('sick days and medicines by class', () => {
  it('vomiting that goes on is urgencias today, and the sulfonylurea question is answered under it', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'mi mamá lleva toda la noche vomitando, le doy su glimepirida?');
    expect(firstLine(told.reply)).toMatch(/urgencias/);
    expect(told.reply).toMatch(/glimepirida/);
    expect(told.reply).not.toMatch(/No entendí/);
  });

  it('vomiting once is not an emergency by itself', async () => {
    const ana = await player.newPatient();
    const told = await player.play(ana, 'vomité una vez en la mañana, ya estoy mejor');
    expect(firstLine(told.reply)).not.toMatch(/urgencias|911/);
  });

  it('a sulfonylurea without food: ask the doctor before the next dose, never "tómala como te la indicó"', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'si no voy a desayunar me tomo la glibenclamida?');
    expect(asked.reply).toMatch(/antes de la siguiente dosis/i);
    expect(asked.reply).not.toMatch(/Tómala como te la indicó/);
  });

  it('fear of another low on glibenclamida gets the class answer too', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(
      ana,
      'tengo miedo que le baje otra vez con la glibenclamida, se la quito?',
    );
    expect(asked.reply).toMatch(/médico/);
    expect(asked.reply).not.toMatch(/Tómala como te la indicó/);
  });

  it("the night's long-acting insulin without dinner: measure before bed; not a dose change", async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'no cene nada, me pongo la lantus?');
    expect(asked.reply).toMatch(/antes de dormir/);
    expect(asked.reply).not.toMatch(/No tengo una respuesta segura/);
  });
});

describe("someone else's reading taken back", () => {
  it('"la de 150 era de mi esposo, no mía" deletes that reading', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'glucosa 150 despues de comer');
    player.advance(1);
    const removed = await player.play(ana, 'ay no, la de 150 era de mi esposo, no mia');
    expect(removed.removed).toEqual([expect.objectContaining({ metric: 'glucosa', value: 150 })]);
  });
});

describe('reminders', () => {
  it('"cámbiame el recordatorio… a las 8" moves the one there is; the list shows medicines too', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'recuérdame la metformina a las 9 de la noche');
    player.advance(1);
    const moved = await player.play(ana, 'cámbiame el recordatorio de la metformina a las 8 de la noche');
    expect(moved.reply).toMatch(/cambié tu recordatorio/);
    player.advance(1);
    const listed = await player.play(ana, 'que recordatorios tengo');
    expect(listed.reply).toMatch(/Metformina: todos los días a las 20:00/);
    expect(listed.reply).not.toMatch(/21:00/);
  });
});

describe('dead ends of play-through 6', () => {
  it('"quiero hablar con una persona de verdad, no con una máquina" is the talk-to-someone answer', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'quiero hablar con una persona de verdad no con una maquina');
    expect(asked.label).toBe('command:talk_to_someone');
  });

  it('"¿¿qué?? no le entiendo" is the catch-all with its options, not the library\'s "no sé"', async () => {
    const ana = await player.newPatient();
    const lost = await player.play(ana, 'que?? no le entiendo nada');
    expect(lost.buttons.length).toBeGreaterThan(0);
    expect(lost.reply).not.toMatch(/No tengo una respuesta segura/);
  });

  it('a medicine question that tells a side effect is answered about the medicine, not as a high sugar', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'la clortalidona me hace orinar mucho, la puedo dejar?');
    expect(asked.reply).toMatch(/No dejes/);
    expect(asked.reply).not.toMatch(/azúcar alta/);
  });

  it('"el resumen de mi papá" says only her own readings are kept; a relative on the owner\'s phone gets the owner\'s', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'mandame el resumen de mi papa para su doctor');
    expect(asked.reply).toMatch(/las de tu papá no las guardé/);
    const owner = await player.newPatient();
    await player.play(owner, 'soy su hijo, le escribo del cel de mi mamá');
    player.advance(1);
    const hers = await player.play(owner, 'el resumen de mi mama por favor');
    expect(hers.reply).not.toMatch(/no las guardé/);
  });
});
