import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, shareWith, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/** Caregiver alerts: a crisis value of the patient reaches each caregiver with an alert scope, once. */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string; recipient: string };
let minutes = 0;
const nextTime = () => new Date(Date.now() - 3 * 3_600_000 + ++minutes * 60_000).toISOString();

async function person(name: string): Promise<Person> {
  const user = await t.patient(name);
  return { ...user, recipient: user.phone.slice(1) };
}

const share = (owner: Person, invitee: Person, scope: string) => shareWith(t.app, owner, invitee, scope);

const caregiverChats = (user: Person) =>
  t.query<{ dedupe_key: string; state: string }>(
    `SELECT o.dedupe_key, o.state FROM chat_outbound o JOIN users u ON u.id = o.user_id
     WHERE u.email = $1 AND o.dedupe_key LIKE 'care:%' ORDER BY o.id`,
    [user.email],
  );

/** The patient logs a glucose on the web, a little later than the previous reading of the file. */
const logGlucose = (user: Person, value: number) =>
  actingAs(t.app, user)('POST', '/health-metrics/api/readings/', {
    metric: 'glucosa',
    value,
    measured_at: nextTime(),
  });

/** What reached a caregiver's WhatsApp that names another person's crisis. */
const caregiverMessages = (user: Person) =>
  [...t.graph.sentTo(user.recipient), ...t.graph.sentTo(user.waId)].filter(
    (m) =>
      textOf(m).includes('registró un valor de crisis') ||
      m.body.template?.name === 'vitalia_alerta_cuidador',
  );

async function caregiverBell(user: Person) {
  const bell = (await actingAs(t.app, user)('GET', '/health-users/notifications/')).json();
  return (bell.items as Array<{ kind: string; title: string; body: string }>).filter(
    (i) => i.kind === 'caregiver_alert',
  );
}

describe('caregiver alerts', () => {
  it('a crisis value reaches alert-scope caregivers by chat and bell once; lectura and BAJA stay quiet', async () => {
    const rosa = await person('Rosa');
    const luis = await person('Luis'); // lectura_alertas, never wrote: the template
    const marta = await person('Marta'); // gestion, wrote BAJA: bell only
    const pedro = await person('Pedro'); // lectura: nothing
    await share(rosa, luis, 'lectura_alertas');
    await share(rosa, marta, 'gestion');
    await share(rosa, pedro, 'lectura');
    await t.say(marta.waId, 'BAJA');

    const logged = await logGlucose(rosa, 320);
    expect(logged.statusCode).toBe(201);
    const readingId = logged.json().id;
    // A correction that stays in crisis tells nobody again.
    await actingAs(t.app, rosa)('PATCH', `/health-metrics/api/readings/${readingId}/`, { value: 340 });

    await expect.poll(() => t.graph.sentTo(luis.recipient).length, { timeout: 10_000 }).toBe(1);
    const [sent] = t.graph.sentTo(luis.recipient);
    expect(sent!.body.type).toBe('template');
    // The caregiver's own template: their name, the person's, the value and what to do for that crisis.
    expect(sent!.body.template.name).toBe('vitalia_alerta_cuidador');
    const [caregiverName, personName, value, steps] = textOf(sent!).split(' | ');
    expect([caregiverName, personName, value]).toEqual(['Luis', 'Rosa Prueba', 'glucosa 320 mg/dL']);
    expect(steps).toMatch(/^Llámale ahora\. Que tome agua sola.*vómito.*urgencias o llamen al 911/);

    const luisBell = await caregiverBell(luis);
    expect(luisBell).toHaveLength(1);
    expect(luisBell[0]!.title).toBe('Alerta de Rosa Prueba: glucosa 320 mg/dL');
    expect(luisBell[0]!.body).toMatch(/Llámale ahora/);

    expect(await caregiverBell(marta)).toHaveLength(1);
    expect(await caregiverChats(marta)).toEqual([]);
    expect(await caregiverBell(pedro)).toEqual([]);
    expect(await caregiverChats(pedro)).toEqual([]);
    expect((await caregiverChats(luis)).map((row) => row.dedupe_key)).toEqual([
      expect.stringMatching(/^care:\d+:\d+$/),
    ]);
  });

  it('a crisis said by chat alerts too; a caregiver who logs it themselves is not told again', async () => {
    const beto = await person('Beto');
    const hija = await person('Hija');
    const nieto = await person('Nieto');
    const pacienteId = await share(beto, hija, 'gestion');
    await share(beto, nieto, 'lectura_alertas');
    await t.say(nieto.waId, 'hola');

    const reply = await t.say(beto.waId, 'glucosa 45');
    expect(textOf(reply)).toMatch(/45/);
    await expect.poll(async () => (await caregiverBell(hija)).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => caregiverMessages(nieto).length, {
        timeout: 10_000,
      })
      .toBe(1);

    expect(caregiverMessages(nieto)[0]!.body.type).toBe('text');

    const logged = await actingAs(t.app, hija)(
      'POST',
      `/health-metrics/api/readings/?paciente_id=${pacienteId}`,
      {
        metric: 'presion',
        value: 190,
        v2: 100,
        measured_at: nextTime(),
      },
    );
    expect(logged.statusCode).toBe(201);
    expect(logged.json().feedback.urgent).toBe(true);
    await expect.poll(async () => (await caregiverBell(nieto)).length, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => caregiverMessages(nieto).length, { timeout: 10_000 }).toBe(2);
    expect(await caregiverBell(hija)).toHaveLength(1);
    // The patient's own bell rings for the value their caregiver logged.
    const own = (await actingAs(t.app, beto)('GET', '/health-users/notifications/')).json().items;
    expect(own.filter((i: { kind: string }) => i.kind === 'crisis')).toHaveLength(2);
  });
});

describe('the owner opposing alerts to caregivers', () => {
  it('tells no caregiver, by chat or bell, while "alertas a cuidadores" is off', async () => {
    const sara = await person('Sara');
    const tomas = await person('Tomás');
    await share(sara, tomas, 'lectura_alertas');
    const off = await actingAs(t.app, sara)('PUT', '/health-users/privacy/', { caregiver_alerts: false });
    expect(off.statusCode).toBe(200);
    const logged = await actingAs(t.app, sara)('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 40,
      measured_at: nextTime(),
    });
    expect(logged.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await caregiverBell(tomas)).toEqual([]);
    expect(await caregiverChats(tomas)).toEqual([]);

    // Allowed again: the next crisis reaches him.
    await actingAs(t.app, sara)('PUT', '/health-users/privacy/', { caregiver_alerts: true });
    await actingAs(t.app, sara)('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 45,
      measured_at: nextTime(),
    });
    expect(await caregiverBell(tomas)).toHaveLength(1);
  });
});

describe('what a caregiver keeps after the patient leaves', () => {
  /** Everything a caregiver can read of their own account, as one text. */
  async function everythingOf(user: Person): Promise<string> {
    const as = actingAs(t.app, user);
    const replies = await Promise.all(
      ['/health-users/notifications/', '/health-users/chat/', '/health-users/export/'].map((url) =>
        as('GET', url),
      ),
    );
    return replies.map((reply) => reply.body).join('\n');
  }

  async function crisisToldTo(name: string) {
    const owner = await person(name);
    const caregiver = await person(`Cuida${name}`);
    await share(owner, caregiver, 'lectura_alertas');
    await t.say(caregiver.waId, 'hola');
    const logged = await logGlucose(owner, 333);
    expect(logged.statusCode).toBe(201);
    await expect.poll(() => caregiverMessages(caregiver).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await caregiverChats(caregiver)).map((r) => r.state), { timeout: 10_000 })
      .toEqual(['sent']);
    const before = await everythingOf(caregiver);
    expect(before).toContain(`${name} Prueba`);
    expect(before).toContain('glucosa 333');
    return { owner, caregiver };
  }

  it('after the patient erases the account, nothing of theirs stays with the caregiver', async () => {
    const { owner, caregiver } = await crisisToldTo('Olga');
    const erased = await actingAs(t.app, owner)('DELETE', '/health-users/account/', {
      password: owner.password,
    });
    expect(erased.statusCode).toBe(204);
    const after = await everythingOf(caregiver);
    expect(after).not.toContain('Olga Prueba');
    // The reading's value as a number of its own (not the milliseconds of a time such as 13:24:22.333Z).
    expect(after).not.toMatch(/(?<![\d.])333(?!\d)/);
    expect(await caregiverBell(caregiver)).toEqual([]);
    expect(await caregiverChats(caregiver)).toEqual([]);
  });

  it('a revoked caregiver keeps none of the past alerts', async () => {
    const { owner, caregiver } = await crisisToldTo('Irma');
    const shares = (await actingAs(t.app, owner)('GET', '/health-users/shares/')).json().shares;
    expect((await actingAs(t.app, owner)('DELETE', `/health-users/shares/${shares[0].id}/`)).statusCode).toBe(
      204,
    );
    const after = await everythingOf(caregiver);
    expect(after).not.toContain('Irma Prueba');
    // The reading's value as a number of its own (not the milliseconds of a time such as 13:24:22.333Z).
    expect(after).not.toMatch(/(?<![\d.])333(?!\d)/);
    expect(await caregiverBell(caregiver)).toEqual([]);
    // The patient's own record is untouched.
    const own = (await actingAs(t.app, owner)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(own.map((r: { value: number }) => r.value)).toEqual([333]);
  });
});
