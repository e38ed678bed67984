import { SYMPTOM_ADVICE } from '@vitalia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_FOLLOWUP_BUTTONS } from '@vitalia/services';
import { CRISIS_SYMPTOM_BUTTONS } from '../src/conversation/crisis-turns';
import { LOW_CONFIRMATION_BUTTONS } from '../src/conversation/low-confirmation';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * The chat at the clinical edges (issue "clinically safe at the edges"), through the real engine and
 * database: warning signs with a high value, ketones, a severe low, and a pressure in crisis with and
 * without symptoms.
 */
describe('the chat at the clinical edges', () => {
  let player: CorpusPlayer;
  beforeAll(async () => {
    player = await openCorpusPlayer();
  });
  afterAll(() => player.close());

  const crisisBells = async (userId: number) =>
    (
      await player.database.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM notifications WHERE user_id = $1 AND kind = 'crisis'`,
        [userId],
      )
    )[0]!.count;

  it('a high glucose with vomiting sends to urgencias first, once, and rings the crisis bell', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'tengo 260 y vomito mucho');
    const lines = turn.reply.split('\n');
    expect(lines[0]).toMatch(/^🚨 Qué hacer ahora: .*cetoacidosis.*911/);
    expect(turn.reply.match(/911/g)).toHaveLength(1);
    expect(turn.reply).not.toContain('comunícate hoy');
    expect(turn.added).toHaveLength(1);
    expect(await crisisBells(ana)).toBe('1');
  });

  it('a low with confusion is a severe (level 3) low: 911, nothing by mouth if she cannot swallow, said once', async () => {
    const ana = await player.newPatient();
    const own = await player.play(ana, 'me salio 62 y ando como ida, no se ni que hora es');
    expect(own.reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: .*hipoglucemia grave.*911/);
    expect(own.reply).toContain('nivel 3');
    expect(own.reply.match(/911/g)).toHaveLength(1);
    expect(own.added).toHaveLength(1);

    // Said of her mother: the same steps for her, nothing stored in the sender's record.
    player.advance(5);
    const mother = await player.play(
      ana,
      'mi mama amanecio con 65 de azucar y esta como ida, no me contesta bien',
    );
    expect(mother.added).toEqual([]);
    expect(mother.reply.split('\n')[0]).toMatch(
      /^🚨 Para esa persona: Qué hacer ahora: .*hipoglucemia grave/,
    );
    expect(mother.reply).toContain('no le des nada por la boca');
    expect(mother.reply).not.toContain('hipoglucemia nivel 1');
    expect(mother.reply.match(/911/g)).toHaveLength(1);
  });

  it('after a low: juice taken asks to measure again in 15 minutes; back over 70, to eat something now', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'ando temblorosa y sudando, me salio 58');
    player.advance(4);
    const juice = await player.play(ana, 'ya me tome medio vaso de jugo de naranja');
    expect(juice.label).toBe('low_treated');
    expect(juice.reply).toContain('Espera 15 minutos, vuelve a medirte');
    player.advance(15);
    const again = await player.play(ana, '95, ya se me quito lo tembloroso');
    expect(again.added).toMatchObject([{ metric: 'glucosa', value: 95 }]);
    expect(again.reply).toContain('Ya saliste de la baja');
    expect(again.reply).not.toContain(SYMPTOM_ADVICE.general.text);
    // Juice long after a normal glucose is just conversation.
    player.advance(120);
    const later = await player.play(ana, 'me tome un jugo en la tarde');
    expect(later.label).not.toBe('low_treated');
  });

  it('asked whether to give her pills to her husband, the answer is no, beside what his values mean', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(
      ana,
      'oiga a mi viejo le salio 160 sobre 100 y dice que le duele la cabeza, le doy una de mis pastillas de la presion?',
    );
    expect(turn.added).toEqual([]);
    expect(turn.reply).toContain('No le des tus medicinas a otra persona');
    // His headache is not answered as if it were hers.
    expect(turn.reply).not.toContain(SYMPTOM_ADVICE.general.text);
    expect(turn.reply).toContain('hipertensión grado 2');
  });

  it('dizzy after standing up quickly: sit, stand slowly, and the pressure is asked for', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(
      ana,
      'ay me siento mareada, me levante rapido de la silla y se me nublo tantito',
    );
    expect(turn.label).toBe('symptom+asked:presion');
    expect(turn.reply).toContain('levántate despacio');
  });

  it('a wound on the foot that does not heal is answered, not "No entendí"', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(
      ana,
      'otra cosa, tengo una heridita en el dedo gordo del pie que no se me cierra desde hace como 2 semanas, ya se me puso morado alrededor',
    );
    expect(turn.label).toContain('symptom');
    expect(turn.reply).not.toContain('No entendí');
    expect(turn.reply).toMatch(/pie/);
  });

  it('the same glucose without warning signs is not an emergency, and says when it would be', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'glucosa 260');
    expect(turn.reply).not.toContain('🚨');
    expect(turn.reply).toContain('Si tienes tiras para medir cetonas, mídelas.');
    expect(turn.reply).toMatch(/Si tienes vómito.*ve a urgencias o llama al 911/);
    expect(await crisisBells(ana)).toBe('0');
  });

  it('ketones of 3.2 mmol/L are an emergency; 0.8 say what to do', async () => {
    const ana = await player.newPatient();
    const high = await player.play(ana, 'cetonas 3.2');
    expect(high.reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: .*urgencias o llama al 911/);
    expect(high.reply).toContain('guardé tus cetonas de 3.2 mmol/L');
    expect(high.reply).not.toContain('Lo verás en tus gráficas');
    player.advance(5);
    const mild = await player.play(ana, 'cetonas 0.8');
    expect(mild.reply).toContain('un poco altas');
    expect(mild.reply).toContain('vuelve a medir las cetonas en 2 a 3 horas');
  });

  it('a severe low says what to do now, to eat once above 70, to tell the doctor, and not light', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'glucosa 45');
    expect(turn.reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora/);
    expect(turn.reply).toContain('no light');
    expect(turn.reply).toContain('Cuando pase de 70, come algo');
    expect(turn.reply).toContain('Avísale hoy a tu médico');
  });

  it('a pressure in crisis without symptoms asks about them with buttons; "Estoy bien" says rest, re-measure, call today', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'presion 185/125');
    expect(turn.added).toHaveLength(1);
    expect(turn.buttons).toEqual(['Sí, tengo síntomas', 'Estoy bien', 'Necesito ayuda']);
    expect(turn.reply).toContain('la alta 180 o más o la baja 120 o más');
    expect(turn.reply).toContain('¿Tienes ahora alguno de esos síntomas?');
    const none = await player.press(ana, CRISIS_FOLLOWUP_BUTTONS.fine.id, CRISIS_FOLLOWUP_BUTTONS.fine.title);
    expect(none.reply).toContain('descansa 5 minutos y vuelve a medir');
    expect(none.reply).toContain('llama hoy a tu médico');
    expect(none.reply).not.toMatch(/^🚨/);
  });

  it('a button of an older question ("No tengo síntomas") still says what to do', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 185/125');
    const none = await player.press(ana, CRISIS_SYMPTOM_BUTTONS.none.id, CRISIS_SYMPTOM_BUTTONS.none.title);
    expect(none.reply).toContain('descansa 5 minutos y vuelve a medir');
  });

  it('every crisis reply carries "Estoy bien" and "Necesito ayuda"; a calm one has no buttons', async () => {
    const ana = await player.newPatient();
    for (const message of ['glucosa 45', 'glucosa 350', 'mi glucometro dice HI', 'cetonas 3.4']) {
      const turn = await player.play(ana, message);
      expect(turn.buttons, message).toEqual(['Estoy bien', 'Necesito ayuda']);
      player.advance(20);
    }
    expect((await player.play(ana, 'glucosa 110 en ayunas')).buttons).toEqual([]);
  });

  it('answering "sí" to the question sends to 911 at once', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 190/110');
    player.advance(1);
    const yes = await player.play(ana, 'si');
    expect(yes.reply).toMatch(/^🚨 Qué hacer ahora: .*emergencia\. Llama al 911/);
    expect(yes.added).toHaveLength(0);
  });

  it('a pressure in crisis said with chest pain leads with 911 and asks nothing', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'tengo la presion en 185/125 y me duele el pecho');
    expect(turn.reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: .*es una emergencia\. Llama al 911/);
    expect(turn.reply.match(/Qué hacer ahora/g)).toHaveLength(1);
    // No question about symptoms: only the follow-up's buttons.
    expect(turn.buttons).toEqual(['Estoy bien', 'Necesito ayuda']);
    expect(turn.added).toHaveLength(1);
  });

  it('a bare "36" gets the low steps at once, and is stored (bell and all) only once confirmed', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, '36');
    expect(asked.reply.split('\n')[0]).toMatch(
      /^🚨 Si 36 es tu glucosa, está baja\. Qué hacer ahora: toma 15 g/,
    );
    expect(asked.buttons).toEqual(['Sí, es mi glucosa', 'No es glucosa']);
    expect(asked.added).toEqual([]);
    expect(await crisisBells(ana)).toBe('0');
    player.advance(1);
    const yes = await player.press(ana, LOW_CONFIRMATION_BUTTONS.yes.id, LOW_CONFIRMATION_BUTTONS.yes.title);
    expect(yes.added).toMatchObject([{ metric: 'glucosa', value: 36 }]);
    // Stored at the time it was said, not at the time of the answer.
    expect(yes.added[0]!.measured_at).toBe(asked.sentAt.toISOString());
    expect(await crisisBells(ana)).toBe('1');
  });

  it('"no" to the bare low number stores nothing and asks which measurement it was', async () => {
    const ana = await player.newPatient();
    await player.play(ana, '45');
    player.advance(1);
    const no = await player.play(ana, 'no');
    expect(no.added).toEqual([]);
    expect(no.reply).toContain('no lo guardé');
    expect(await crisisBells(ana)).toBe('0');
  });

  it('a bare "36" right after a pressure is still confirmed; right after a glucose it is stored', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 130/80');
    player.advance(2);
    const afterPressure = await player.play(ana, '36');
    expect(afterPressure.added).toEqual([]);
    expect(afterPressure.buttons).toEqual(['Sí, es mi glucosa', 'No es glucosa']);
    const bea = await player.newPatient();
    await player.play(bea, 'glucosa 60');
    player.advance(2);
    const afterGlucose = await player.play(bea, '52');
    expect(afterGlucose.added).toMatchObject([{ metric: 'glucosa', value: 52 }]);
  });

  it('a low said with no metric word gets its steps at once, and is stored once she says it is glucose', async () => {
    const ana = await player.newPatient();
    // "Amanecí" says when, not what (CONTRACTS.md section 6: a bare number is asked about).
    const turn = await player.play(ana, 'amaneci con 45');
    expect(turn.added).toEqual([]);
    expect(turn.reply.split('\n')[0]).toMatch(/15 g de azúcar rápida/);
    expect(turn.buttons).toContain('Glucosa');
    const glucose = (await player.lastButtons()).find((button) => button.title === 'Glucosa')!;
    const answered = await player.press(ana, glucose.id, glucose.title);
    expect(answered.added).toMatchObject([{ metric: 'glucosa', value: 45 }]);
    expect(answered.buttons).toEqual(['Estoy bien', 'Necesito ayuda']);
  });

  it('an HbA1c from the lab is stored as such, judged against the ADA goal with its estimated average', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'mi hemoglobina glicada salió 8.2');
    expect(turn.added).toEqual([expect.objectContaining({ metric: 'hemoglobina_glicada', value: 8.2 })]);
    expect(turn.reply).toContain('arriba de la meta (menos de 7 %)');
    expect(turn.reply).toContain('promedio estimado de glucosa de unos 189 mg/dL');
    expect(turn.reply).toContain('No cambies tu tratamiento sin su indicación');
    expect(turn.buttons).toEqual([]);
  });

  it('a glucose written in mmol/L is read back converted, then stored in mg/dL and said in both units', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'glucosa 3.1 mmol');
    // CONTRACTS.md section 6: converted and read back, the low's steps at once, nothing stored yet.
    expect(asked.added).toEqual([]);
    expect(asked.reply).toContain('3.1 mmol/L son 56 mg/dL. ¿La guardo así?');
    const yes = (await player.lastButtons()).find((button) => button.title === 'Sí, guárdala')!;
    const turn = await player.press(ana, yes.id, yes.title);
    expect(turn.added).toEqual([expect.objectContaining({ metric: 'glucosa', value: 56 })]);
    expect(turn.reply).toContain('guardé tu glucosa de 56 mg/dL (3.1 mmol/L, como lo escribiste).');
    expect(turn.reply).toContain('hipoglucemia nivel 1');
    player.advance(30);
    expect((await player.play(ana, 'glucosa 110')).reply).not.toContain('como lo escribiste');
  });

  it('the follow-up question closes the reply, after what the symptoms said, next to its buttons', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'la asucar me amanesio en 48 y estoy temblando');
    expect(turn.reply.split('\n').at(-1)).toBe('¿Cómo te sientes ahora?');
    expect(turn.buttons).toEqual(['Estoy bien', 'Necesito ayuda']);
    const pressure = await player.play(ana, 'me duele mucho la cabesa y tengo la presion en 185/122');
    // A headache with 180/120 or more: 911 first, and no question about symptoms already said.
    expect(pressure.reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: .*911/);
    expect(pressure.buttons).toEqual(['Estoy bien', 'Necesito ayuda']);
  });
});
