import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * Someone else's reading is never stored in the sender's record; when the sender manages that person's
 * record (a `gestion` share they accepted), the reply offers to store it there (CONTRACTS section 6).
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => player.close());

const PUBLIC_URL = 'https://vitalia.example';

async function emailOf(userId: number): Promise<string> {
  const [row] = await player.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return row!.email;
}

async function named(userId: number, firstName: string) {
  await player.services.profile.updateProfile(userId, {
    email: await emailOf(userId),
    first_name: firstName,
    last_name: 'Pérez',
    time_zone: 'America/Mexico_City',
  });
}

/** `owner` shares their record with `invitee` at `scope`, and the invitee accepts. */
async function share(owner: number, invitee: number, scope: 'lectura' | 'lectura_alertas' | 'gestion') {
  const invited = await player.services.sharing.invite(
    owner,
    { email: await emailOf(invitee), scope },
    PUBLIC_URL,
  );
  const token = new URL(invited.reply.invitation_url!).searchParams.get('code')!;
  await player.services.sharing.acceptByToken(invitee, token);
}

async function readingsOf(userId: number) {
  return player.database.query<{
    metric: string;
    value: number;
    value2: number | null;
    entered_by_user_id: number | null;
  }>(
    `SELECT r.metric, r.value, r.value2, r.entered_by_user_id FROM readings r
     JOIN pacientes p ON p.id = r.paciente_id WHERE p.user_id = $1 ORDER BY r.id`,
    [userId],
  );
}

describe('a reading said of someone whose record the sender manages', () => {
  it('is offered to their record, stored there once on the press, and never in the sender’s', async () => {
    const ana = await player.newPatient();
    const juan = await player.newPatient();
    await named(juan, 'Juan');
    await share(juan, ana, 'gestion');

    const turn = await player.play(ana, 'mi esposo tiene la presion en 160/100 que hago');
    expect(turn.added).toEqual([]);
    expect(turn.reply).toContain('No guardé en tu registro');
    expect(turn.reply).toContain('¿Es de Juan?');
    expect(turn.reply).not.toContain('puede crear su propia cuenta');
    expect(turn.buttons).toEqual(['Guardar a Juan', 'No guardar']);

    const save = (await player.lastButtons())[0]!;
    player.advance(1);
    const pressed = await player.press(ana, save.id, save.title);
    expect(pressed.reply).toContain('Guardé en el registro de Juan: presión 160/100 mmHg');
    expect(await readingsOf(juan)).toEqual([
      { metric: 'presion', value: 160, value2: 100, entered_by_user_id: ana },
    ]);
    expect(await readingsOf(ana)).toEqual([]);

    // Pressed again: nothing stored twice.
    await player.press(ana, save.id, save.title);
    expect(await readingsOf(juan)).toHaveLength(1);
  });

  it('learns whose record is whose: the mother’s glucose is never offered to the husband’s record', async () => {
    const ana = await player.newPatient();
    const juan = await player.newPatient();
    await named(juan, 'Juan');
    await share(juan, ana, 'gestion');
    await player.play(ana, 'mi esposo salio con 150/95');
    const save = (await player.lastButtons())[0]!;
    player.advance(1);
    await player.press(ana, save.id, save.title);

    // Juan is her husband now: her mother's reading is not offered to his record.
    player.advance(5);
    const mother = await player.play(ana, 'la de mi mama salio en 250');
    expect(mother.buttons).toEqual([]);
    expect(mother.reply).not.toContain('Juan');
    // Once her mother shares her record too, the mother's reading is offered there, and only there.
    const rosa = await player.newPatient();
    await named(rosa, 'Rosa');
    await share(rosa, ana, 'gestion');
    player.advance(5);
    const again = await player.play(ana, 'mi mamá amaneció con 240 de azucar');
    expect(again.buttons).toEqual(['Guardar a Rosa', 'No guardar']);
    player.advance(5);
    const husband = await player.play(ana, 'mi marido trae la presion en 145/92');
    expect(husband.buttons).toEqual(['Guardar a Juan', 'No guardar']);
  });

  it('"No guardar" stores it nowhere', async () => {
    const ana = await player.newPatient();
    const mama = await player.newPatient();
    await named(mama, 'Rosa');
    await share(mama, ana, 'gestion');
    await player.play(ana, 'la de mi mama salio en 250');
    player.advance(1);
    const skipped = await player.press(ana, 'others:skip', 'No guardar');
    expect(skipped.reply).toContain('no la guardé en ningún registro');
    expect(await readingsOf(mama)).toEqual([]);
    expect(await readingsOf(ana)).toEqual([]);
  });

  it('is not offered to a record the sender only reads, nor stored there by a forged press', async () => {
    const ana = await player.newPatient();
    const papa = await player.newPatient();
    await named(papa, 'Pedro');
    await share(papa, ana, 'lectura_alertas');
    const papaPatient = (await player.services.sharing.listReceived(ana)).people[0]!.paciente_id;

    const turn = await player.play(ana, 'a mi papa le salio la azucar en 180');
    expect(turn.buttons).toEqual([]);
    expect(turn.reply).toContain('puede crear su propia cuenta');
    player.advance(1);
    const forged = await player.press(ana, `others:save:${papaPatient}`, 'Guardar a Pedro');
    expect(await readingsOf(papa)).toEqual([]);
    expect(forged.label).not.toBe('others_stored');
  });

  it('after a share is revoked, the press stores nothing', async () => {
    const ana = await player.newPatient();
    const juan = await player.newPatient();
    await named(juan, 'Juan');
    await share(juan, ana, 'gestion');
    await player.play(ana, 'mi esposo salio con 150/95');
    const save = (await player.lastButtons())[0]!;
    const [held] = (await player.services.sharing.listOwned(juan)).shares;
    await player.services.sharing.revoke(juan, held!.id);
    player.advance(1);
    const pressed = await player.press(ana, save.id, save.title);
    expect(pressed.reply).toContain('No tienes permiso');
    expect(await readingsOf(juan)).toEqual([]);
  });
});

describe('a reading said of someone the sender does not manage', () => {
  it('passes the advice on for that person, so "tu médico" is their doctor, and stores nothing', async () => {
    const lupe = await player.newPatient();
    const { reply } = await player.play(lupe, 'y mi esposo tiene la presion en 150/95');
    expect(reply).toContain('No guardé en tu registro los valores de otra persona');
    expect(reply).toMatch(/Para esa persona, dile: «Descansa 5 minutos[^»]*con tu médico[^»]*»/);
    expect(await readingsOf(lupe)).toEqual([]);
  });
});

describe('a "correction" that says the value already stored', () => {
  it('changes nothing and says so, instead of "corregí tu lectura"', async () => {
    const rosa = await player.newPatient();
    await player.play(rosa, 'mi esposo se checo la asucar y le salio 250');
    player.advance(1);
    await player.play(rosa, 'y yo tengo 110 de azúcar');
    player.advance(1);
    const { reply } = await player.play(rosa, 'no la de mi esposo no es mia, la mia es 110');
    expect(reply).toContain('así la tengo guardada');
    expect(reply).not.toContain('corregí');
    expect((await readingsOf(rosa)).map((r) => [r.metric, r.value])).toEqual([['glucosa', 110]]);
  });
});

describe('advice that asks the reader to write', () => {
  it('is not passed on for someone else ("dile: «dime cuándo la mediste»")', async () => {
    const rosa = await player.newPatient();
    const { reply } = await player.play(rosa, 'mi mama tambien tiene 90 de glucosa');
    expect(reply).toContain('No guardé en tu registro los valores de otra persona');
    expect(reply).not.toMatch(/dile: «[^»]*dime/);
  });
});

describe("someone else's symptoms", () => {
  it('are answered for that person, and no number is then expected from the sender', async () => {
    const rosa = await player.newPatient();
    const thirst = await player.play(
      rosa,
      'mi esposo no quiere ir al doctor tiene mucha sed y orina mucho y ve borroso',
    );
    expect(thirst.reply).toContain('Que se mida la glucosa hoy');
    expect(thirst.reply).toContain('que lo vea un médico hoy');
    expect(thirst.reply).not.toMatch(/Mídete/);
    const chest = await player.play(rosa, 'a mi mama le duele el pecho');
    expect(chest.reply.split('\n')[0]).toMatch(/^🚨 Para esa persona: .*911/);
    // Her own symptoms stay hers.
    const own = await player.play(rosa, 'y yo tengo mucha sed y orino mucho');
    expect(own.reply).toContain('Mídete la glucosa');
    expect(await readingsOf(rosa)).toEqual([]);
  });
});
