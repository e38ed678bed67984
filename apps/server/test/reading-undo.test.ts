import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSEQUENCES_LEASE_MS } from '@vitalia/services';
import { actingAs, servicesOn, shareWith, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * A mistake fully undone (CONTRACTS section 6): a reading deleted or corrected, in the chat or on the web,
 * takes back what it alone caused (the crisis bell item, the smart alert "2 glucosas bajas" it made, the
 * crisis follow-up it opened with its later question and "no answer yet") and each caregiver who was told
 * gets one short correction, once, however often the change is handled. The real server in Cloud API mode,
 * its scheduler running, so a follow-up left behind would ask within the test.
 */
let t: ChatTestApp;
const FOLLOWUP_MS = 3_000;
beforeAll(async () => {
  t = await createChatTestApp({
    CRISIS_FOLLOWUP_MINUTES: String(FOLLOWUP_MS / 60_000),
    SCHEDULER: 'true',
    SCHEDULER_TICK_MS: '200',
  });
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string; userId: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function person(name: string): Promise<Person> {
  const user = await t.patient(name);
  const [row] = await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
    user.phone,
  ]);
  return { ...user, userId: Number(row!.user_id) };
}

/** A patient with a caregiver who receives alerts and has written to the bot (so free text reaches them). */
async function patientWithCaregiver(name: string) {
  const owner = await person(name);
  const caregiver = await person(`Cuida${name}`);
  await shareWith(t.app, owner, caregiver, 'lectura_alertas');
  await t.say(caregiver.waId, 'hola');
  return { owner, caregiver };
}

type Bell = { items: Array<{ kind: string; title: string; body: string; read: boolean }> };
const bellOf = async (user: Person): Promise<Bell['items']> =>
  ((await actingAs(t.app, user)('GET', '/health-users/notifications/')).json() as Bell).items;

const textsTo = (user: Person) => t.graph.sentTo(user.waId).map(textOf);
const crisisAlertsTo = (caregiver: Person) =>
  textsTo(caregiver).filter((text) => text.includes('registró un valor de crisis'));
const correctionsTo = (caregiver: Person) =>
  textsTo(caregiver).filter((text) => text.startsWith('Corrección'));

/** The caregiver's crisis alert reached their WhatsApp: they were told. */
async function toldOfCrisis(caregiver: Person) {
  await expect.poll(() => crisisAlertsTo(caregiver).length, { timeout: 10_000 }).toBe(1);
}

/** What the wrong value left behind for the owner: all zero once it is undone. */
async function leftBehind(owner: Person) {
  const count = async (sql: string) =>
    (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, [owner.userId]))[0]!.n;
  const bell = await bellOf(owner);
  return {
    crisisBell: bell.filter((item) => item.kind === 'crisis').length,
    alertBell: bell.filter((item) => item.kind === 'alert').length,
    lowsEpisodes: await count(
      `SELECT 1 FROM alert_episodes WHERE user_id = $1 AND kind = 'glucose_repeated_lows'`,
    ),
    openFollowups: await count('SELECT 1 FROM crisis_followups WHERE user_id = $1 AND closed_at IS NULL'),
    owed: await count('SELECT 1 FROM reading_consequences WHERE user_id = $1'),
  };
}
const NOTHING = { crisisBell: 0, alertBell: 0, lowsEpisodes: 0, openFollowups: 0, owed: 0 };

/** After the follow-up's time, nobody was asked "¿cómo sigues?" or told there is no answer yet. */
async function noFollowupLater(owner: Person, caregiver: Person) {
  await sleep(FOLLOWUP_MS + 2_000);
  expect(textsTo(owner).filter((text) => text.startsWith('⏰'))).toEqual([]);
  expect(textsTo(caregiver).filter((text) => text.includes('todavía no responde'))).toEqual([]);
  const keys = await t.query<{ dedupe_key: string }>(
    `SELECT dedupe_key FROM chat_outbound WHERE user_id = ANY($1::bigint[])
       AND (dedupe_key LIKE 'crisis-ask:%' OR dedupe_key LIKE 'crisis-noanswer:%')`,
    [[owner.userId, caregiver.userId]],
  );
  expect(keys).toEqual([]);
}

/** The caregiver's bell: the alert became the correction, and nothing else about the value is left. */
async function caregiverBellCorrected(caregiver: Person, correction: string) {
  const items = await bellOf(caregiver);
  expect(items.filter((item) => item.title.startsWith('Alerta de'))).toEqual([]);
  expect(items.filter((item) => item.body === correction)).toEqual([
    expect.objectContaining({ kind: 'caregiver_alert', title: expect.stringMatching(/^Corrección sobre/) }),
  ]);
}

const web = (owner: Person, value: number) =>
  actingAs(t.app, owner)('POST', '/health-metrics/api/readings/', { metric: 'glucosa', value });

/**
 * A low of 65, then the low of 40 (by chat or on the web): the crisis is told to the caregiver and the
 * smart alert "2 glucosas bajas" opens. Returns the 40's id when stored on the web.
 */
async function lowOf40Told(owner: Person, caregiver: Person, by: 'chat' | 'web'): Promise<number | null> {
  let id: number | null = null;
  if (by === 'chat') {
    await t.say(owner.waId, 'glucosa 65 en ayunas');
    expect(textOf(await t.say(owner.waId, 'glucosa 40'))).toMatch(/^🚨/);
  } else {
    expect((await web(owner, 65)).statusCode).toBe(201);
    id = (await web(owner, 40)).json().id;
  }
  await toldOfCrisis(caregiver);
  await expect.poll(async () => (await leftBehind(owner)).lowsEpisodes, { timeout: 10_000 }).toBe(1);
  await expect
    .poll(async () => (await bellOf(owner)).map((item) => item.kind).sort(), { timeout: 10_000 })
    .toEqual(['alert', 'crisis']);
  return id;
}

/** Nothing of the 40 is left, the caregiver got `correction` once, and no follow-up comes later. */
async function fullyUndone(owner: Person, caregiver: Person, correction: string) {
  await expect.poll(() => correctionsTo(caregiver), { timeout: 10_000 }).toEqual([correction]);
  await expect.poll(() => leftBehind(owner), { timeout: 10_000 }).toEqual(NOTHING);
  await caregiverBellCorrected(caregiver, correction);
  await noFollowupLater(owner, caregiver);
  expect(correctionsTo(caregiver)).toEqual([correction]);
  expect(crisisAlertsTo(caregiver)).toHaveLength(1);
}

describe('a low of 40 that was a 140', () => {
  it('corrected in the chat ("no, era 140"): nothing left behind, the caregiver corrected once', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Rosa');
    await lowOf40Told(owner, caregiver, 'chat');

    const id = 'wamid.undo-chat-correction';
    expect(textOf(await t.exchange({ from: owner.waId, text: 'no, era 140', id }))).toMatch(/140/);
    // The same message delivered again changes nothing.
    await t.inbound({ from: owner.waId, text: 'no, era 140', id });
    await expect.poll(() => leftBehind(owner), { timeout: 10_000 }).toEqual(NOTHING);
    const readings = (await actingAs(t.app, owner)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(readings.map((reading: { value: number }) => reading.value)).toEqual([140, 65]);

    // A second process handling the same correction again (its worker died) corrects nobody twice.
    const other = servicesOn(t.db, () => new Date());
    const again = await other.recordReadings.correct(owner.userId, readings[0].id, { value: 140 });
    expect(again.row.value).toBe(140);
    await fullyUndone(owner, caregiver, 'Corrección: la glucosa de 40 de Rosa Prueba fue un error; era 140.');
  });

  it('deleted in the chat ("deshacer")', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Lupe');
    await lowOf40Told(owner, caregiver, 'chat');
    expect(textOf(await t.say(owner.waId, 'deshacer'))).toMatch(/40/);
    await fullyUndone(
      owner,
      caregiver,
      'Corrección: la glucosa de 40 de Lupe Prueba fue un error y se borró.',
    );
  });

  it('corrected on the web (PATCH), also when two processes run what the correction owes', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Elena');
    const id = (await lowOf40Told(owner, caregiver, 'web'))!;

    // Stored and committed by a process that stops before what it owes; two others finish it.
    const stopped = servicesOn(t.db, () => new Date());
    const corrected = await stopped.recordReadings.correct(
      owner.userId,
      id,
      { value: 140 },
      { settle: 'caller' },
    );
    expect(corrected.consequencesId).not.toBeNull();
    const [first, second] = [servicesOn(t.db, () => new Date()), servicesOn(t.db, () => new Date())];
    await Promise.all([
      first.readingConsequences.settle([corrected.consequencesId]),
      second.readingConsequences.settle([corrected.consequencesId]),
    ]);
    // The web sends the same PATCH again: the value is already right, nothing more is undone.
    const patched = await actingAs(t.app, owner)('PATCH', `/health-metrics/api/readings/${id}/`, {
      value: 140,
    });
    expect(patched.statusCode).toBe(200);
    await fullyUndone(
      owner,
      caregiver,
      'Corrección: la glucosa de 40 de Elena Prueba fue un error; era 140.',
    );
  });

  it('deleted on the web (DELETE)', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Marta');
    const url = `/health-metrics/api/readings/${await lowOf40Told(owner, caregiver, 'web')}/`;
    expect((await actingAs(t.app, owner)('DELETE', url)).statusCode).toBe(204);
    expect((await actingAs(t.app, owner)('DELETE', url)).statusCode).toBe(404);
    await fullyUndone(
      owner,
      caregiver,
      'Corrección: la glucosa de 40 de Marta Prueba fue un error y se borró.',
    );
  });
});

describe('a smart alert that still holds without the reading', () => {
  it('stays one item and says its count without the wrong value, with no new message', async () => {
    const owner = await person('Paz');
    await web(owner, 65);
    const low = (await web(owner, 40)).json();
    const lowsItem = async () => (await bellOf(owner)).filter((item) => item.kind === 'alert');
    await expect
      .poll(async () => (await lowsItem()).map((item) => item.body), { timeout: 10_000 })
      .toEqual([expect.stringContaining('2 glucosas bajas (65 y 40 mg/dL)')]);
    await web(owner, 60);
    const alertMessages = () =>
      t.query(`SELECT 1 FROM chat_outbound WHERE user_id = $1 AND dedupe_key LIKE 'alert:%'`, [owner.userId]);
    expect(await alertMessages()).toHaveLength(1);
    expect(
      (await actingAs(t.app, owner)('DELETE', `/health-metrics/api/readings/${low.id}/`)).statusCode,
    ).toBe(204);
    await expect
      .poll(async () => (await lowsItem()).map((item) => item.body), { timeout: 10_000 })
      .toEqual([expect.stringContaining('2 glucosas bajas (65 y 60 mg/dL)')]);
    expect((await leftBehind(owner)).lowsEpisodes).toBe(1);
    expect(await alertMessages()).toHaveLength(1);
  });
});

describe('what was not told is not corrected', () => {
  it('a reading that raised nothing, deleted, sends nothing to anyone', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Nora');
    const reading = (await web(owner, 120)).json();
    const before = { owner: textsTo(owner).length, caregiver: textsTo(caregiver).length };
    expect(
      (await actingAs(t.app, owner)('DELETE', `/health-metrics/api/readings/${reading.id}/`)).statusCode,
    ).toBe(204);
    await sleep(1_000);
    expect({ owner: textsTo(owner).length, caregiver: textsTo(caregiver).length }).toEqual(before);
    expect(await bellOf(caregiver)).toEqual([]);
    expect(await bellOf(owner)).toEqual([]);
  });

  it('a caregiver who was not told yet (chat paused, bell unread) is left nothing about it', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Ines');
    expect(textOf(await t.say(caregiver.waId, 'BAJA'))).toMatch(/BAJA|ALTA/);
    const low = (await web(owner, 40)).json();
    await expect
      .poll(
        async () => (await bellOf(caregiver)).filter((item) => item.title.startsWith('Alerta de')).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    await actingAs(t.app, owner)('PATCH', `/health-metrics/api/readings/${low.id}/`, { value: 140 });
    await expect.poll(() => bellOf(caregiver), { timeout: 10_000 }).toEqual([]);
    expect(correctionsTo(caregiver)).toEqual([]);
  });
});

describe('a process that stopped before telling the crisis', () => {
  it('tells nobody once the reading is deleted, when another process finishes what it owed', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Olga');
    let clock = new Date();
    const stopped = servicesOn(t.db, () => clock);
    const stored = await stopped.recordReadings.record(
      owner.userId,
      [{ metric: 'glucosa', value: 40, v2: null, measured_at: clock, context: null, note: null, unit: null }],
      { source: 'web' },
      { settle: 'caller' },
    );
    // Stored and committed, its crisis still to tell; the person deletes it on the web meanwhile.
    const url = `/health-metrics/api/readings/${stored.stored[0]!.row.id}/`;
    expect((await actingAs(t.app, owner)('DELETE', url)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + CONSEQUENCES_LEASE_MS + 1_000);
    expect(await servicesOn(t.db, () => clock).readingConsequences.settleLapsed()).toBeGreaterThan(0);
    await sleep(1_000);
    expect(await leftBehind(owner)).toEqual(NOTHING);
    expect(await bellOf(caregiver)).toEqual([]);
    expect(crisisAlertsTo(caregiver)).toEqual([]);
    expect(correctionsTo(caregiver)).toEqual([]);
  });
});

describe('undone by a caregiver who manages the record', () => {
  it('corrects the other caregivers who were told, and leaves the one who undid it nothing about it', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Alma');
    const manager = await person('Hija');
    const pacienteId = await shareWith(t.app, owner, manager, 'gestion');
    await t.say(manager.waId, 'hola');
    const low = (await web(owner, 40)).json();
    await toldOfCrisis(caregiver);
    await toldOfCrisis(manager);
    await expect.poll(async () => (await bellOf(manager)).length, { timeout: 10_000 }).toBe(1);
    const url = `/health-metrics/api/readings/${low.id}/?paciente_id=${pacienteId}`;
    expect((await actingAs(t.app, manager)('DELETE', url)).statusCode).toBe(204);
    const correction = 'Corrección: la glucosa de 40 de Alma Prueba fue un error y se borró.';
    await expect.poll(() => correctionsTo(caregiver), { timeout: 10_000 }).toEqual([correction]);
    await expect.poll(() => bellOf(manager), { timeout: 10_000 }).toEqual([]);
    expect(correctionsTo(manager)).toEqual([]);
  });
});

describe('a correction into a crisis of the other kind', () => {
  it('is told as a fresh crisis, and the caregiver gets the new value with what to do', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Sara');
    const low = (await web(owner, 40)).json();
    await toldOfCrisis(caregiver);
    const patched = await actingAs(t.app, owner)('PATCH', `/health-metrics/api/readings/${low.id}/`, {
      value: 350,
    });
    expect(patched.json().feedback.urgent).toBe(true);
    await expect
      .poll(() => correctionsTo(caregiver), { timeout: 10_000 })
      .toEqual([
        expect.stringMatching(
          /^Corrección: la glucosa de 40 de Sara Prueba fue un error; era 350\. Qué hacer: /,
        ),
      ]);
    const [correction] = correctionsTo(caregiver);
    expect(correction).not.toMatch(/azúcar|glucagón/i);
    // The owner's bell tells the new crisis, with its advice.
    expect((await bellOf(owner)).filter((item) => item.kind === 'crisis')).toEqual([
      expect.objectContaining({ title: 'Valor de crisis: glucosa 350 mg/dL' }),
    ]);
    expect((await leftBehind(owner)).openFollowups).toBe(1);
  });
});
