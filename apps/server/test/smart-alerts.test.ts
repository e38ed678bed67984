import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, servicesOn, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/** Smart alerts: each told once by chat and in the bell, naming its standard, only while the plan runs. */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let minutes = 0;
/** A distinct time a little in the past, later than the previous one. */
const nextTime = () => ago(3 * 60 * 60 * 1000 - ++minutes * 60 * 1000);

/** The use cases on the app's database with a clock of the test's own (for the inactivity check). */
const servicesAt = (now: () => Date) => servicesOn(t.db, now);

type Patient = RegisteredUser & { waId: string; userId: number; recipient: string };

async function patient(name: string): Promise<Patient> {
  const user = await t.patient(name);
  const [row] = await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
    user.phone,
  ]);
  return { ...user, userId: Number(row!.user_id), recipient: user.phone.slice(1) };
}

async function log(user: Patient, metric: string, value: number, extra: Record<string, unknown> = {}) {
  const response = await actingAs(t.app, user)('POST', '/health-metrics/api/readings/', {
    metric,
    value,
    measured_at: nextTime(),
    ...extra,
  });
  expect(response.statusCode).toBe(201);
}

const chatAlerts = (user: Patient) =>
  t.query<{ dedupe_key: string; message: { type: string; text?: string } }>(
    `SELECT dedupe_key, message FROM chat_outbound WHERE user_id = $1 AND dedupe_key LIKE 'alert:%' ORDER BY id`,
    [user.userId],
  );

async function bellAlerts(user: Patient) {
  const bell = (await actingAs(t.app, user)('GET', '/health-users/notifications/')).json();
  return (bell.items as Array<{ kind: string; title: string; body: string }>).filter(
    (i) => i.kind === 'alert',
  );
}

describe('glucose above the range three times in a row', () => {
  it('alerts once by chat and once in the bell; a fourth high adds nothing; after a normal one, again', async () => {
    const ana = await patient('Ana');
    await log(ana, 'glucosa', 190);
    await log(ana, 'glucosa', 195);
    expect(await chatAlerts(ana)).toEqual([]);
    await log(ana, 'glucosa', 200);

    // Ana never wrote to the bot: the approved alert template, at the Graph API, to her registered number.
    await expect.poll(() => t.graph.sentTo(ana.recipient).length, { timeout: 10_000 }).toBe(1);
    const [sent] = t.graph.sentTo(ana.recipient);
    expect(sent!.body.template.name).toBe('vitalia_alerta');
    expect(textOf(sent!)).toMatch(/^Ana \| Tus últimas 3 lecturas de glucosa \(190, 195 y 200 mg\/dL\)/);
    expect(textOf(sent!)).toMatch(/Según la ADA.*médico/);
    const [item] = await bellAlerts(ana);
    expect(item).toMatchObject({ title: 'Glucosa arriba de la meta 3 veces seguidas' });
    expect(item!.body).not.toMatch(/tienes|diabetes/i);

    await log(ana, 'glucosa', 210);
    expect(await chatAlerts(ana)).toHaveLength(1);
    expect(await bellAlerts(ana)).toHaveLength(1);

    await log(ana, 'glucosa', 110);
    for (const value of [185, 190, 188]) await log(ana, 'glucosa', value);
    expect(await chatAlerts(ana)).toHaveLength(2);
    expect(await bellAlerts(ana)).toHaveLength(2);
    await expect.poll(() => t.graph.sentTo(ana.recipient).length, { timeout: 10_000 }).toBe(2);
  });

  it('also when a correction (PATCH) makes the third high one', async () => {
    const noe = await patient('Noé');
    for (const value of [190, 200, 110]) await log(noe, 'glucosa', value);
    const [latest] = (await actingAs(t.app, noe)('GET', '/health-metrics/api/readings/')).json().readings;
    await actingAs(t.app, noe)('PATCH', `/health-metrics/api/readings/${latest.id}/`, { value: 210 });
    expect(await chatAlerts(noe)).toHaveLength(1);
  });

  it('runs once per CSV import, with the metrics it stored', async () => {
    const beto = await patient('Beto');
    const rows = [190, 200, 210].map(
      (v, i) => `glucosa,${ago((5 - i) * 60 * 60 * 1000)},${v},,mg/dL,,import`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/health-metrics/api/import.csv',
      headers: { authorization: `Bearer ${beto.token}`, 'content-type': 'text/csv' },
      payload: ['metric,measured_at,value,value2,unit,context,source', ...rows].join('\n'),
    });
    expect(response.json()).toMatchObject({ imported: 3 });
    expect(await chatAlerts(beto)).toHaveLength(1);
  });
});

describe('pressure, weight and personal thresholds', () => {
  it('pressure in stage 2 on 3 of the last 5 readings, by AHA/ACC 2025', async () => {
    const ceci = await patient('Ceci');
    const readings = [
      [145, 85],
      [120, 80],
      [130, 92],
      [118, 76],
    ];
    for (const [value, v2] of readings) await log(ceci, 'presion', value!, { v2 });
    expect(await bellAlerts(ceci)).toEqual([]);
    await log(ceci, 'presion', 150, { v2: 95 });
    const [item] = await bellAlerts(ceci);
    expect(item!.body).toMatch(
      /^Según AHA\/ACC 2025, 3 de tus últimas 5 lecturas de presión \(145\/85, 130\/92 y 150\/95 mmHg\)/,
    );
    expect(await chatAlerts(ceci)).toHaveLength(1);
  });

  it('weight up 2.5 kg within a week', async () => {
    const dani = await patient('Dani');
    const first = await actingAs(t.app, dani)('POST', '/health-metrics/api/readings/', {
      metric: 'peso',
      value: 70,
      measured_at: ago(2 * DAY),
    });
    expect(first.statusCode).toBe(201);
    await log(dani, 'peso', 72.5);
    const [item] = await bellAlerts(dani);
    expect(item!.body).toMatch(
      /^Tu peso subió 2\.5 kg en 2 días \(de 70 kg a 72\.5 kg\)\. Según las reglas de Vitalia/,
    );
  });

  it('a personal glucose maximum of 150 replaces the standard: 160 three times alerts', async () => {
    const eva = await patient('Eva');
    const other = await patient('Fidel');
    const saved = await actingAs(t.app, eva)('PUT', '/health-users/alert_settings/', {
      dias_sin_lecturas: 5,
      umbrales: { glucosa: { min: null, max: 150 } },
    });
    expect(saved.statusCode).toBe(200);
    for (const user of [eva, other]) for (let i = 0; i < 3; i += 1) await log(user, 'glucosa', 160);
    const [item] = await bellAlerts(eva);
    expect(item!.body).toMatch(/arriba de 150 mg\/dL, según el rango personal que configuraste/);
    expect(await bellAlerts(other)).toEqual([]);
    expect(await chatAlerts(other)).toEqual([]);
  });

  it('keeps each person’s settings their own', async () => {
    const gil = await patient('Gil');
    const hugo = await patient('Hugo');
    const body = {
      dias_sin_lecturas: 7,
      umbrales: {
        glucosa: { min: 80, max: 160 },
        presion: { min: 100, max: 135, min2: 60, max2: 85 },
        peso: { min: null, max: 90.5 },
        frecuencia_cardiaca: { min: 50, max: null },
      },
    };
    expect((await actingAs(t.app, gil)('PUT', '/health-users/alert_settings/', body)).json()).toEqual(body);
    expect((await actingAs(t.app, gil)('GET', '/health-users/alert_settings/')).json()).toEqual(body);
    const untouched = (await actingAs(t.app, hugo)('GET', '/health-users/alert_settings/')).json();
    expect(untouched).toEqual({
      dias_sin_lecturas: 3,
      umbrales: {
        glucosa: { min: null, max: null },
        presion: { min: null, max: null, min2: null, max2: null },
        peso: { min: null, max: null },
        frecuencia_cardiaca: { min: null, max: null },
      },
    });
  });

  it('refuses bad bodies with a Spanish 4xx, never a 5xx', async () => {
    const ivan = await patient('Iván');
    const put = (payload: unknown) => actingAs(t.app, ivan)('PUT', '/health-users/alert_settings/', payload);
    const bodies: Array<[unknown, RegExp]> = [
      [{ dias_sin_lecturas: 0 }, /del 1 al 30/],
      [{ dias_sin_lecturas: 31 }, /del 1 al 30/],
      [{ dias_sin_lecturas: 'tres' }, /del 1 al 30/],
      [{ umbrales: { glucosa: { max: 'alto' } } }, /debe ser un número/],
      [{ umbrales: { glucosa: { min: 150, max: 150 } } }, /el mínimo debe ser menor que el máximo/],
      [{ umbrales: { presion: { max: 400 } } }, /entre 50 y 300 mmHg/],
      [{ umbrales: { peso: { min: 10 } } }, /entre 20 y 350 kg/],
      [{ umbrales: { frecuencia_cardiaca: { max: 1e308 } } }, /entre 25 y 250 lpm/],
      [{ umbrales: { temperatura: { max: 38 } } }, /glucosa, presion, peso y frecuencia_cardiaca/],
      [[1, 2], /objeto JSON/],
    ];
    for (const [payload, detail] of bodies) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(detail);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/health-users/alert_settings/',
      headers: { authorization: `Bearer ${ivan.token}`, 'content-type': 'application/json' },
      payload: '{"dias_sin_lecturas": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/health-users/alert_settings/' })).statusCode).toBe(
      401,
    );
    expect(
      (await actingAs(t.app, ivan)('GET', '/health-users/alert_settings/')).json().dias_sin_lecturas,
    ).toBe(3);
  });
});

describe('when alerts stay quiet', () => {
  it('after BAJA no chat message goes out, while the bell still rings', async () => {
    const julia = await patient('Julia');
    await t.say(julia.waId, 'BAJA');
    for (const value of [190, 200, 210]) await log(julia, 'glucosa', value);
    expect(await chatAlerts(julia)).toEqual([]);
    expect(await bellAlerts(julia)).toHaveLength(1);
  });

  it('after the free trial ended without a payment nothing is evaluated or sent', async () => {
    const kike = await patient('Kike');
    await t.query(`UPDATE subscriptions SET trial_ends_at = now() - interval '30 days' WHERE user_id = $1`, [
      kike.userId,
    ]);
    for (const value of [190, 200, 210]) await log(kike, 'glucosa', value);
    expect(await chatAlerts(kike)).toEqual([]);
    expect(await bellAlerts(kike)).toEqual([]);
    expect(await t.query('SELECT id FROM alert_episodes WHERE user_id = $1', [kike.userId])).toEqual([]);
    expect(
      await servicesAt(() => new Date(Date.now() + 10 * DAY)).smartAlerts.checkInactivity(),
    ).toBeGreaterThanOrEqual(0);
    expect(await t.query('SELECT id FROM alert_episodes WHERE user_id = $1', [kike.userId])).toEqual([]);
  });

  it('200 simultaneous evaluations of the same readings alert once', async () => {
    const luz = await patient('Luz');
    const services = servicesAt(() => new Date());
    // Stored without the route, so no evaluation has run yet.
    for (const value of [190, 200, 210])
      await services.readings.record(luz.userId, {
        metric: 'glucosa',
        value,
        v2: null,
        measured_at: new Date(nextTime()),
        context: null,
        note: null,
        unit: null,
      });
    await Promise.all(
      Array.from({ length: 200 }, () => services.smartAlerts.afterReadings(luz.userId, ['glucosa'])),
    );
    expect(await chatAlerts(luz)).toHaveLength(1);
    expect(await bellAlerts(luz)).toHaveLength(1);
  });
});

describe('no readings for N days', () => {
  it('tells once per episode; a reading ends it and the next stretch is a new alert', async () => {
    const mar = await patient('Mar');
    const inactivity = () =>
      t.query(
        `SELECT id, closed_at FROM alert_episodes WHERE user_id = $1 AND kind = 'inactivity' ORDER BY id`,
        [mar.userId],
      );
    const later = (days: number) => servicesAt(() => new Date(Date.now() + days * DAY)).smartAlerts;
    await later(2).checkInactivity();
    expect(await inactivity()).toEqual([]);

    expect(await later(4).checkInactivity({ limit: 2 })).toBeGreaterThanOrEqual(1);
    await later(4.5).checkInactivity({ limit: 2 });
    expect(await inactivity()).toHaveLength(1);
    const [item] = await bellAlerts(mar);
    expect(item).toMatchObject({ title: '4 días sin lecturas' });
    expect(item!.body).toMatch(/^Llevas 4 días sin registrar lecturas/);
    expect(await chatAlerts(mar)).toHaveLength(1);

    // A reading (a little in the past, by the real clock) ends the episode; the days count again from it.
    await log(mar, 'peso', 64);
    expect((await inactivity())[0]!.closed_at).not.toBeNull();
    await later(2).checkInactivity();
    expect(await inactivity()).toHaveLength(1);
    await later(4).checkInactivity();
    expect(await inactivity()).toHaveLength(2);
    expect(await chatAlerts(mar)).toHaveLength(2);
  });
});

describe('readings sent by chat', () => {
  it('alert after the reply that confirms the third high glucose, once', async () => {
    const ivan = await patient('Iván');
    await t.say(ivan.waId, 'glucosa 250');
    await t.say(ivan.waId, 'glucosa 260');
    expect(await chatAlerts(ivan)).toEqual([]);
    const third = await t.say(ivan.waId, 'glucosa 270');
    expect(textOf(third)).toMatch(/guardé tu glucosa de 270 mg\/dL/);
    // Inside the 24-hour window: free text, after the confirmation.
    await expect.poll(async () => (await chatAlerts(ivan)).length, { timeout: 10_000 }).toBe(1);
    const [alert] = await chatAlerts(ivan);
    expect(alert!.message.type).toBe('text');
    expect(alert!.message.text).toMatch(/Según la ADA/);
    const ids = await t.query<{ dedupe_key: string }>(
      // The code that proved the number at sign-up apart.
      `SELECT dedupe_key FROM chat_outbound WHERE user_id = $1 AND dedupe_key NOT LIKE 'phone-proof:%' ORDER BY id`,
      [ivan.userId],
    );
    expect(ids.map((row) => row.dedupe_key.split(':')[0])).toEqual(['reply', 'reply', 'reply', 'alert']);
    await t.say(ivan.waId, 'glucosa 280');
    expect(await chatAlerts(ivan)).toHaveLength(1);
  });
});

describe('readings of several people in one webhook', () => {
  it('judges each person by their own readings and settings when a worker round takes them together', async () => {
    const julia = await patient('Julia');
    const karla = await patient('Karla');
    const luis = await patient('Luis');
    const saved = await actingAs(t.app, julia)('PUT', '/health-users/alert_settings/', {
      dias_sin_lecturas: 5,
      umbrales: { glucosa: { min: null, max: 150 } },
    });
    expect(saved.statusCode).toBe(200);
    // Nine messages in one delivery, the three people's interleaved: one round of the worker. High but
    // not crisis values, whose smart alerts are judged together at the round's end.
    const specs = [0, 1, 2].flatMap((i) => [
      { from: julia.waId, text: `glucosa ${155 + 5 * i}` },
      { from: karla.waId, text: `glucosa ${160 + i}` },
      { from: luis.waId, text: `glucosa ${200 + 10 * i}` },
    ]);
    expect((await t.inbound(specs)).status).toBe(200);
    const keysOf = async (user: Patient) =>
      (
        await t.query<{ dedupe_key: string }>(
          `SELECT dedupe_key FROM chat_outbound WHERE user_id = $1 AND dedupe_key NOT LIKE 'phone-proof:%' ORDER BY id`,
          [user.userId],
        )
      ).map((row) => row.dedupe_key.split(':')[0]);
    await expect.poll(() => keysOf(luis), { timeout: 15_000 }).toEqual(['reply', 'reply', 'reply', 'alert']);
    await expect.poll(() => keysOf(julia), { timeout: 15_000 }).toEqual(['reply', 'reply', 'reply', 'alert']);
    // 160 is under the standard's high mark: Karla's own range is the standard one.
    await expect.poll(() => keysOf(karla), { timeout: 15_000 }).toEqual(['reply', 'reply', 'reply']);
    const [juliaAlert] = await bellAlerts(julia);
    expect(juliaAlert!.body).toMatch(/arriba de 150 mg\/dL, según el rango personal que configuraste/);
    const [luisAlert] = await chatAlerts(luis);
    expect(luisAlert!.message.text).toMatch(/Según la ADA/);
    expect(await bellAlerts(karla)).toEqual([]);
  });
});
