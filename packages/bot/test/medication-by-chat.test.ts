import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '@vitalia/scheduler';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * Reminders and doses said in the chat (issue: the conversation): "recuérdame la pastilla a las 10 de la
 * noche" makes a reminder of the person's medication, "ya me tomé la de la presión" records a dose of the
 * medication for that, and several readings in one message are each interpreted, the farthest first.
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => player.close());

async function schedulesOf(userId: number) {
  return player.database.query<{ nombre: string; frecuencia: string; hora: string; weekday: number | null }>(
    `SELECT m.nombre, s.frecuencia, s.hora, s.weekday FROM medication_schedules s
     JOIN medicamentos m ON m.id = s.medicamento_id JOIN pacientes p ON p.id = m.paciente_id
     WHERE p.user_id = $1 ORDER BY s.id`,
    [userId],
  );
}

async function dosesOf(userId: number) {
  const rows = await player.database.query<{ nombre: string }>(
    `SELECT m.nombre FROM medication_doses d JOIN medicamentos m ON m.id = d.medicamento_id
     JOIN pacientes p ON p.id = m.paciente_id WHERE p.user_id = $1 ORDER BY d.id`,
    [userId],
  );
  return rows.map((row) => row.nombre);
}

describe('medication reminders asked in the chat', () => {
  it('makes a daily reminder of the only medication, at the half of the day said', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    const turn = await player.play(ana, 'recuérdame la pastilla a las 10 de la noche');
    expect(turn.reply).toContain(
      'te recuerdo tomar tu Losartán (50 mg) todos los días a las 10:00 de la noche',
    );
    expect(await schedulesOf(ana)).toEqual([
      { nombre: 'Losartán', frecuencia: 'daily', hora: '22:00', weekday: null },
    ]);
    // Asked twice, made once.
    player.advance(2);
    const again = await player.play(ana, 'recuerdame la pastilla a las 10 de la noche');
    expect(again.reply).toContain('Ya tenías ese recordatorio');
    expect(await schedulesOf(ana)).toHaveLength(1);
  });

  it('asks the half of the day with two buttons, and adds a known medication not yet on the list', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'recuérdame tomar la metformina todos los dias a las 9');
    expect(turn.buttons).toEqual(['9:00 de la mañana', '9:00 de la noche']);
    expect(await schedulesOf(ana)).toEqual([]);
    const evening = (await player.lastButtons())[1]!;
    player.advance(1);
    const pressed = await player.press(ana, evening.id, evening.title);
    expect(pressed.reply).toContain('te recuerdo tomar tu Metformina todos los días a las 9:00 de la noche');
    expect(await schedulesOf(ana)).toEqual([
      { nombre: 'Metformina', frecuencia: 'daily', hora: '21:00', weekday: null },
    ]);
    // The same button pressed again adds neither a second medication nor a second reminder.
    await player.press(ana, evening.id, evening.title);
    expect(await schedulesOf(ana)).toHaveLength(1);
    expect((await player.services.medications.list(ana)).map((m) => m.nombre)).toEqual(['Metformina']);
  });

  it('asks which one when two medications are for the purpose said, and never uses another person’s', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    await player.services.medications.create(ana, { nombre: 'Amlodipino', dosis: '5 mg' }, null);
    const which = await player.play(ana, 'recuerdame la de la presion a las 8 de la mañana');
    expect(which.reply).toContain('Para la presión tienes Losartán (50 mg) y Amlodipino (5 mg)');
    expect(await schedulesOf(ana)).toEqual([]);
    player.advance(1);
    await player.play(ana, 'recuérdame el amlodipino a las 8 de la mañana');
    expect(await schedulesOf(ana)).toEqual([
      { nombre: 'Amlodipino', frecuencia: 'daily', hora: '08:00', weekday: null },
    ]);

    // A button naming someone else's medication id changes nothing of theirs.
    const eva = await player.newPatient();
    const evasMedication = await player.services.medications.create(
      eva,
      { nombre: 'Enalapril', dosis: null },
      null,
    );
    const forged = await player.press(ana, `remind:med.${evasMedication.id}:08:00:-`, '8:00 de la mañana');
    expect(forged.reply).toContain('No encontré ese medicamento');
    expect(await schedulesOf(eva)).toEqual([]);
  });

  it('asks the name when the person has no medication yet and names none', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'recuérdame la pastilla a las 10 de la noche');
    expect(turn.reply).toContain('Dime cuál es');
    expect(turn.label).toBe('reminder_request:which');
  });

  it('takes "de la noche" typed instead of the button, and "recuérdemela" as a request', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    await player.play(ana, 'recuerdame la pastilla de la presion a las 9');
    player.advance(2);
    const typed = await player.play(ana, 'de la noche');
    expect(typed.reply).toContain('todos los días a las 9:00 de la noche');
    player.advance(2);
    const second = await player.play(ana, 'y la metformina recuerdemela a las 8 de la mañana');
    expect(second.reply).toContain('te recuerdo tomar tu Metformina todos los días a las 8:00 de la mañana');
    expect(await schedulesOf(ana)).toEqual([
      { nombre: 'Losartán', frecuencia: 'daily', hora: '21:00', weekday: null },
      { nombre: 'Metformina', frecuencia: 'daily', hora: '08:00', weekday: null },
    ]);
  });

  it('makes a weekly measurement reminder', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(ana, 'recuérdame medirme el azucar los lunes a las 7 de la mañana');
    expect(turn.reply).toContain('te recuerdo medir tu glucosa cada lunes a las 7:00 de la mañana');
    const reminders = await player.services.reminders.list(ana);
    expect(reminders).toMatchObject([
      { metric_key: 'glucosa', frecuencia: 'weekly', hora: '07:00', weekday: 0 },
    ]);
  });
});

describe('a dose said by what the medication is for', () => {
  it('records the medication for that purpose, or asks which when there are two', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Metformina', dosis: '850 mg' }, null);
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    const sugar = await player.play(ana, 'ya me tome la del asucar');
    expect(sugar.reply).toContain('Anoté tu toma de Metformina');
    expect(await dosesOf(ana)).toEqual(['Metformina']);
    player.advance(5);
    const pressure = await player.play(ana, 'ya me tomé la pastilla de la presión');
    expect(pressure.reply).toContain('Anoté tu toma de Losartán');
    expect(await dosesOf(ana)).toEqual(['Metformina', 'Losartán']);

    await player.services.medications.create(ana, { nombre: 'Amlodipino', dosis: '5 mg' }, null);
    player.advance(5);
    const which = await player.play(ana, 'ya me tomé la de la presión');
    expect(which.reply).toContain('¿Cuál te tomaste?');
    expect(await dosesOf(ana)).toHaveLength(2);
  });

  it('records both when a message names one medication and the purpose of another', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Metformina', dosis: '850 mg' }, null);
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    await player.play(ana, 'ya me tome la de la presion y la metformina');
    expect((await dosesOf(ana)).sort()).toEqual(['Losartán', 'Metformina']);
  });

  it('"ya me la tomé" naming nothing answers the one reminder just sent', async () => {
    player.setClock(new Date('2026-11-21T02:50:00Z'));
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Metformina', dosis: '850 mg' }, null);
    const losartan = await player.services.medications.create(
      ana,
      { nombre: 'Losartán', dosis: '50 mg' },
      null,
    );
    await player.services.medications.createSchedule(ana, {
      medicamento_id: losartan.id,
      frecuencia: 'daily',
      hora: '21:00',
      weekday: null,
      month_day: null,
    });
    const scheduler = createScheduler({
      services: player.services,
      defaultTimeZone: 'America/Mexico_City',
      now: player.now,
    });
    // 21:00 in Mexico City: the Losartán reminder goes out.
    player.setClock(new Date('2026-11-21T03:00:30Z'));
    await scheduler.runDue();
    player.advance(5);
    const turn = await player.play(ana, 'ya me la tome 💊');
    expect(turn.reply).toContain('Anoté tu toma de Losartán');
    expect(await dosesOf(ana)).toEqual(['Losartán']);
  });

  it('does not record a medication the person named but does not have as their only one', async () => {
    const ana = await player.newPatient();
    await player.services.medications.create(ana, { nombre: 'Losartán', dosis: '50 mg' }, null);
    const turn = await player.play(ana, 'ya me tomé la metformina');
    expect(turn.reply).not.toContain('Losartán');
    expect(await dosesOf(ana)).toEqual([]);
  });
});

describe('several readings in one message', () => {
  it('interprets each one, the one farthest from its target first', async () => {
    const ana = await player.newPatient();
    const turn = await player.play(
      ana,
      'me medi antes de desayunar y me salio 156 y luego la presion 135 sobre 88 y el pulso en 92',
    );
    expect(turn.added).toHaveLength(3);
    const lines = turn.reply.split('\n');
    const at = (part: string) => lines.findIndex((line) => line.includes(part));
    expect(at('glucosa en ayunas de 156')).toBeGreaterThanOrEqual(0);
    expect(lines[at('glucosa en ayunas de 156') + 1]).toContain('arriba de la meta');
    expect(lines[at('presión arterial de 135/88') + 1]).toContain('Según la NOM-030');
    expect(lines[at('frecuencia cardiaca de 92') + 1]).toContain('normal en reposo');
    expect(at('glucosa en ayunas de 156')).toBeLessThan(at('presión arterial de 135/88'));
  });
});
