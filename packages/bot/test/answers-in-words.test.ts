import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The bot's own questions answered in words, and what dictation does to numbers (CONTRACTS section 6,
 * "never a guess"): what the person says back is read with the question, never as a new message.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-06T14:00:00Z'));
});
afterAll(() => player.close());

const stored = (turn: {
  added: Array<{ metric: string; value: number; value2: number | null; context: string | null }>;
}) => turn.added.map((r) => [r.metric, r.value, r.value2, r.context]);

describe('answers to the bot’s questions', () => {
  it('"66" asked as a low glucose, answered "es el pulso": a pulse of 66, no glucose', async () => {
    const ana = await player.newPatient();
    await player.play(ana, '66');
    player.advance(1);
    expect(stored(await player.play(ana, 'es el pulso'))).toEqual([['frecuencia_cardiaca', 66, null, null]]);
  });

  it('"132" asked, answered "es el azúcar en ayunas": a fasting glucose', async () => {
    const ana = await player.newPatient();
    await player.play(ana, '132');
    player.advance(1);
    expect(stored(await player.play(ana, 'es el azucar en ayunas'))).toEqual([
      ['glucosa', 132, null, 'ayunas'],
    ]);
  });

  it('a read-back answered "sí, así es 120" stores it; with another value it does not', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'la glucosa ciento 20 en ayunas');
    player.advance(1);
    expect(stored(await player.play(ana, 'si asi es 120'))).toEqual([['glucosa', 120, null, 'ayunas']]);
    const beto = await player.newPatient();
    await player.play(beto, 'la glucosa ciento 20 en ayunas');
    player.advance(1);
    expect(stored(await player.play(beto, 'si asi es 130'))).not.toContainEqual([
      'glucosa',
      120,
      null,
      'ayunas',
    ]);
  });

  it('"glucosa hoy" asks how much, and the next number is that glucose', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'glucosa hoy');
    expect(asked.reply).toMatch(/¿Cuánto te salió la glucosa\?/);
    player.advance(1);
    expect(stored(await player.play(ana, '154'))).toEqual([['glucosa', 154, null, null]]);
  });
});

describe('dictation', () => {
  it('digits said one by one ("1 3 0", "la glucosa 9 5") are read back, never stored as 1 or 9', async () => {
    const ana = await player.newPatient();
    const spelled = await player.play(ana, 'mi asucar amanesio en 1 3 0');
    expect(spelled.added).toEqual([]);
    expect(spelled.reply).toContain('130 mg/dL');
    expect(spelled.buttons).toEqual(['Sí, guárdala', 'No']);
    player.advance(2);
    const two = await player.play(ana, 'en la noche la glucosa 9 5');
    expect(two.added).toEqual([]);
    expect(two.reply).toContain('95 mg/dL');
  });

  it('hesitations between a pressure’s halves ("140 con eh 90") are nothing', async () => {
    const ana = await player.newPatient();
    const said = await player.play(ana, 'eh este si mire eh la presion me salio eh 140 con eh 90 si');
    expect(stored(said)).toEqual([['presion', 140, 90, null]]);
  });
});

describe('health claims said, not asked', () => {
  it('a chain that promises a cure and a healer who says to stop metformin get the safety answers', async () => {
    const ana = await player.newPatient();
    const chain = await player.play(
      ana,
      'Reenviado: el te de canela con limon cura la diabetes, pasalo a 10 personas',
    );
    expect(chain.reply).toMatch(/no tiene una cura/);
    player.advance(1);
    const healer = await player.play(ana, 'el naturista me dijo que deje la metformina y tome te de moringa');
    expect(healer.reply).toMatch(/no dejes ni cambies tu medicamento sin hablar con tu médico/);
    expect(healer.reply).not.toMatch(/Te leo con gusto/);
  });
});

describe('what a person asks or tells without the words the bot expects', () => {
  it('a weight far from the one sent minutes before is read back, and stored only on «Sí, guárdala»', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'peso 104');
    player.advance(8);
    const slip = await player.play(ana, 'peso 140');
    expect(slip.added).toEqual([]);
    expect(slip.reply).toContain('hace poco guardé tu peso de 104 kg');
    expect(slip.buttons).toEqual(['Sí, guárdala', 'No']);
    player.advance(1);
    expect(stored(await player.play(ana, 'peso 103.5'))).toEqual([['peso', 103.5, null, null]]);
  });

  it.each([
    ['se me olvido la glibenclamida en la mañana me la tomo ahorita', 'glibenclamida'],
    ['le puedo dar de mi metformina a mi esposo', 'No le des tus medicinas'],
    ['se me acabo la insulina que hago', 've a urgencias'],
  ])('"%s", asked without a question mark, gets the library’s answer', async (message, answer) => {
    const ana = await player.newPatient();
    await player.play(ana, 'hola');
    player.advance(1);
    const turn = await player.play(ana, message);
    expect(turn.reply).toContain(answer);
    expect(turn.reply).not.toContain('Te leo con gusto');
  });

  it('a caregiver worn out is answered as one, not with the signs of a high glucose', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'estoy muy cansada de cuidar a mi mama');
    expect(turn.reply).toContain('Cuidar a alguien cansa mucho');
    expect(turn.reply).not.toMatch(/mídete la glucosa/i);
  });

  it('"quiero hablar con alguien" typed is the «Hablar con alguien» option', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'hola');
    player.advance(1);
    expect((await player.play(ana, 'quiero hablar con alguien')).reply).toContain('800 911 2000');
  });

  it('a daughter on her mother’s phone: her mother’s glucose is stored, her own husband’s is not', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(
      ana,
      'le escribo del cel de mi mama, soy su hija. Mi mamá amaneció con 120 de azúcar en ayunas y mi esposo 170',
    );
    expect(stored(turn)).toEqual([['glucosa', 120, null, 'ayunas']]);
    player.advance(3);
    // Later, without the words again: what she measured on her mother is her mother's.
    expect(stored(await player.play(ana, 'y la presion 138 con 86, se la tome yo'))).toEqual([
      ['presion', 138, 86, null],
    ]);
  });
});

describe('a follow-up right after someone else’s reading', () => {
  it('"y el azúcar 140" after the husband’s pressure asks whose it is; «Sí, es mío» stores it', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'mi esposo se midio la presion 150 con 95');
    player.advance(1);
    const asked = await player.play(ana, 'y el azucar 140');
    expect(asked.added).toEqual([]);
    expect(asked.buttons).toEqual(['Sí, es mío', 'No es mío']);
    const mine = (await player.lastButtons()).find((button) => button.title === 'Sí, es mío')!;
    player.advance(1);
    expect(stored(await player.press(ana, mine.id, mine.title))).toEqual([['glucosa', 140, null, null]]);
  });

  it('"y la mía 132" after the mother’s glucose is the sender’s glucose, and "presión 120/80" is not asked', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'la de mi mama salio en 250 de azucar y ya comio');
    player.advance(1);
    expect(stored(await player.play(ana, 'y la mia 132'))).toEqual([['glucosa', 132, null, null]]);
    player.advance(1);
    await player.play(ana, 'mi esposo tiene 150 con 90');
    player.advance(1);
    expect(stored(await player.play(ana, 'presion 120/80'))).toEqual([['presion', 120, 80, null]]);
  });
});
