import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '@vitalia/scheduler';
import { jugglucoBackfill } from './fixtures/nightscout/uploads';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { openSite } from './support/nightscout-site';
import { actingAs, servicesOn, shareWith, type RegisteredUser } from './support/test-app';

/**
 * A sensor's stream in the person's chat: one message per episode, never one per value; quiet hours hold
 * what can wait; a sensor that stops uploading is told once per gap.
 */
let t: ChatTestApp;
/** The app's clock runs at real speed, shifted by `offset`, so each test can live through its stream. */
let offset = 0;
const now = () => new Date(Date.now() + offset);
beforeAll(async () => {
  t = await createChatTestApp({}, { now });
});
afterAll(async () => {
  await t?.close();
});

const MIN = 60_000;
type Person = RegisteredUser & { waId: string; recipient: string };
async function person(name: string): Promise<Person> {
  const user = await t.patient(name);
  return { ...user, recipient: user.phone.slice(1) };
}

/** The stream messages owed to (and queued for) a person, by kind, from the database. */
const streamOutbound = (user: Person) =>
  t.query<{ dedupe_key: string }>(
    `SELECT o.dedupe_key FROM chat_outbound o JOIN users u ON u.id = o.user_id
     WHERE u.email = $1 AND o.dedupe_key LIKE 'cgm:%' ORDER BY o.id`,
    [user.email],
  );
/**
 * What reached the person's WhatsApp about their sensor's episodes (the alert template: they never wrote).
 * The smart alerts' own messages (two lows in a week: "tell your doctor") and the crisis follow-up's
 * question are other rules, told once each, and not counted here.
 */
const sensorMessages = (user: Person) =>
  t.graph
    .sentTo(user.recipient)
    .filter((m) => m.body.template?.name === 'vitalia_alerta')
    .map((m) => textOf(m))
    .filter((text) => /\| (🚨 )?Tu (sensor|glucosa está)/.test(text));
const caregiverMessages = (user: Person) =>
  t.graph.sentTo(user.recipient).filter((m) => m.body.template?.name === 'vitalia_alerta_cuidador');

/** Lives through a stream: before each value the clock is set to just after it, then it is uploaded. */
async function live(
  site: Awaited<ReturnType<typeof openSite>>,
  start: number,
  values: Array<[minutes: number, sgv: number, direction?: string]>,
) {
  for (const [minutes, sgv, direction] of values) {
    const date = start + minutes * MIN;
    offset = date + 30_000 - Date.now();
    const reply = await site.call('POST', '/api/v1/entries', [
      {
        type: 'sgv',
        sgv,
        date,
        dateString: new Date(date).toISOString(),
        ...(direction ? { direction } : {}),
      },
    ]);
    expect(reply.statusCode).toBe(200);
  }
}

const every5 = (count: number, sgv: number, from = 0): Array<[number, number]> =>
  Array.from({ length: count }, (_, i) => [from + i * 5, sgv]);

describe('a sensor stream in the chat', () => {
  it('a 1-hour very low of 12 values is one message to Rosa and one to her caregiver; re-sent, nothing new', async () => {
    const rosa = await person('Rosa');
    const luis = await person('Luis');
    await shareWith(t.app, rosa, luis, 'lectura_alertas');
    const site = await openSite(t.app, rosa);
    const start = Date.now() - 6 * 3_600_000;
    await live(site, start, every5(12, 50));

    await expect.poll(() => sensorMessages(rosa).length, { timeout: 10_000 }).toBe(1);
    expect(sensorMessages(rosa)[0]).toMatch(/glucosa muy baja: 50 mg\/dL.*15 g de azúcar.*911/);
    await expect.poll(() => caregiverMessages(luis).length, { timeout: 10_000 }).toBe(1);

    // The uploader sends the whole hour again: nothing new for anyone.
    const again = await site.call(
      'POST',
      '/api/v1/entries',
      every5(12, 50).map(([m, sgv]) => ({ type: 'sgv', sgv, date: start + m * MIN })),
    );
    expect(again.statusCode).toBe(200);
    expect(await streamOutbound(rosa)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sensorMessages(rosa)).toHaveLength(1);
    expect(caregiverMessages(luis)).toHaveLength(1);
  });

  it('a low under 70 is told once it lasted 15 minutes; a single low value is not an episode', async () => {
    const sara = await person('Sara');
    const site = await openSite(t.app, sara);
    const start = Date.now() - 5 * 3_600_000;
    await live(site, start, [
      [0, 65],
      [5, 95],
      [10, 100],
    ]);
    expect(await streamOutbound(sara)).toEqual([]);
    await live(site, start, every5(6, 64, 15));
    await expect.poll(() => sensorMessages(sara).length, { timeout: 10_000 }).toBe(1);
    expect(sensorMessages(sara)[0]).toMatch(/glucosa baja: 64 mg\/dL \(menos de 70\) desde hace 15 minutos/);
    expect(await streamOutbound(sara)).toHaveLength(1);
  });

  it('re-sending the same 30 days adds no message', async () => {
    const beto = await person('Beto');
    const site = await openSite(t.app, beto);
    offset = 0;
    const backfill = jugglucoBackfill(now(), 30);
    expect((await site.call('POST', '/api/v1/entries', backfill)).statusCode).toBe(200);
    const first = await streamOutbound(beto);
    expect((await site.call('POST', '/api/v1/entries', backfill)).statusCode).toBe(200);
    expect(await streamOutbound(beto)).toEqual(first);
    const [owed] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cgm_messages m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [beto.email],
    );
    expect(owed!.n).toBe(first.length);
  });

  it('rising fast: 3 mg/dL a minute over 15 minutes, or the up arrows for 15 minutes, once', async () => {
    const dani = await person('Dani');
    const site = await openSite(t.app, dani);
    const start = Date.now() - 4 * 3_600_000;
    await live(site, start, [
      [0, 100],
      [5, 118],
      [10, 134],
      [15, 150],
      [20, 168],
      [25, 185],
    ]);
    await expect.poll(() => sensorMessages(dani).length, { timeout: 10_000 }).toBe(1);
    expect(sensorMessages(dani)[0]).toMatch(/subiendo rápido: 150 mg\/dL, unos 3\.3 mg\/dL por minuto/);

    const eli = await person('Eli');
    const arrows = await openSite(t.app, eli);
    await live(arrows, start, [
      [0, 120, 'SingleUp'],
      [5, 128, 'SingleUp'],
      [10, 136, 'SingleUp'],
    ]);
    expect(await streamOutbound(eli)).toEqual([]);
    await live(arrows, start, [[15, 145, 'DoubleUp']]);
    await expect.poll(() => sensorMessages(eli).length, { timeout: 10_000 }).toBe(1);
  });
});

/** "HH:MM" of an instant in Mexico City (the test users' zone). */
const localHhmm = (at: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Mexico_City',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

describe('quiet hours', () => {
  it('are set on the Conexiones page with Spanish validation', async () => {
    const ana = await person('Ana');
    const as = actingAs(t.app, ana);
    expect((await as('GET', '/health-users/nightscout/settings/')).json()).toEqual({
      quiet_start: null,
      quiet_end: null,
      stopped_hours: 3,
    });
    const bad = await as('PUT', '/health-users/nightscout/settings/', {
      quiet_start: '25:00',
      quiet_end: '07:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/hora en formato de 24 horas/);
    const half = await as('PUT', '/health-users/nightscout/settings/', { quiet_start: '22:00' });
    expect(half.statusCode).toBe(400);
    expect(half.json().detail).toMatch(/inicio y el fin/);
    const hours = await as('PUT', '/health-users/nightscout/settings/', { stopped_hours: 0 });
    expect(hours.statusCode).toBe(400);
    const saved = await as('PUT', '/health-users/nightscout/settings/', {
      quiet_start: '22:00',
      quiet_end: '07:00',
      stopped_hours: 4,
    });
    expect(saved.statusCode).toBe(200);
    expect((await as('GET', '/health-users/nightscout/settings/')).json()).toEqual({
      quiet_start: '22:00',
      quiet_end: '07:00',
      stopped_hours: 4,
    });
  });

  it('hold a high until they end, drop it if the episode ended by then, and never hold a very low', async () => {
    const start = Date.now() - 3 * 3_600_000;
    const quiet = { quiet_start: localHhmm(start - 60 * MIN), quiet_end: localHhmm(start + 62 * MIN) };
    const [fidel, gaby, hugo] = [await person('Fidel'), await person('Gaby'), await person('Hugo')];
    const sites = [];
    for (const user of [fidel, gaby, hugo]) {
      const put = await actingAs(t.app, user)('PUT', '/health-users/nightscout/settings/', quiet);
      expect(put.statusCode).toBe(200);
      sites.push(await openSite(t.app, user));
    }
    const [fidelSite, gabySite, hugoSite] = sites as [
      Awaited<ReturnType<typeof openSite>>,
      Awaited<ReturnType<typeof openSite>>,
      Awaited<ReturnType<typeof openSite>>,
    ];
    // Hugo's very low goes at once, quiet hours or not.
    await live(hugoSite, start, [[0, 50]]);
    await expect.poll(() => sensorMessages(hugo).length, { timeout: 10_000 }).toBe(1);

    for (let i = 0; i <= 13; i++) {
      await live(fidelSite, start, [[i * 5, 262]]);
      await live(gabySite, start, [[i * 5, i <= 4 ? 262 : 150]]);
      // Both highs started 15 minutes in, but nothing is sent before the quiet hours end (62 minutes in).
      if (i === 12) {
        expect(await streamOutbound(fidel)).toEqual([]);
        expect(await streamOutbound(gaby)).toEqual([]);
      }
    }
    // Fidel is still high when they end: told once. Gaby came back in range 45 minutes before: nothing.
    await expect.poll(() => sensorMessages(fidel).length, { timeout: 10_000 }).toBe(1);
    expect(sensorMessages(fidel)[0]).toMatch(/glucosa alta: 262 mg\/dL \(más de 250\) desde hace 15 minutos/);
    expect(await streamOutbound(gaby)).toEqual([]);
    const [dropped] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cgm_messages m JOIN users u ON u.id = m.user_id
       WHERE u.email = $1 AND m.dropped_at IS NOT NULL`,
      [gaby.email],
    );
    expect(dropped!.n).toBe(1);
  });
});

describe('sensor stopped', () => {
  it('tells once per gap across two schedulers, and again only after uploads resumed and stopped again', async () => {
    const iris = await person('Iris');
    const site = await openSite(t.app, iris);
    offset = 0;
    const uploadAt = async (at: number) => {
      offset = at - Date.now();
      const reply = await site.call('POST', '/api/v1/entries', [{ type: 'sgv', sgv: 120, date: at - MIN }]);
      expect(reply.statusCode).toBe(200);
    };
    const stoppedRows = () =>
      t.query<{ dedupe_key: string }>(
        `SELECT o.dedupe_key FROM chat_outbound o JOIN users u ON u.id = o.user_id
         WHERE u.email = $1 AND o.dedupe_key LIKE 'cgm:%:stopped:%'`,
        [iris.email],
      );
    /** Two scheduler processes on the database, their clocks at `at`, each ticking a few times. */
    const twoSchedulers = async (at: number) => {
      const clock = () => new Date(at);
      const schedulers = [0, 1].map(() =>
        createScheduler({
          services: servicesOn(t.db, clock),
          defaultTimeZone: 'America/Mexico_City',
          now: clock,
          tickMs: 20,
        }),
      );
      for (const scheduler of schedulers) scheduler.start();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    };

    const t0 = Date.now() - 30 * 3_600_000;
    await uploadAt(t0);
    await twoSchedulers(t0 + 2 * 3_600_000);
    expect(await stoppedRows()).toEqual([]);
    await twoSchedulers(t0 + 3 * 3_600_000 + MIN);
    expect(await stoppedRows()).toHaveLength(1);
    await twoSchedulers(t0 + 5 * 3_600_000);
    expect(await stoppedRows()).toHaveLength(1);
    await expect.poll(() => sensorMessages(iris).length, { timeout: 10_000 }).toBe(1);
    expect(sensorMessages(iris)[0]).toMatch(/no ha enviado valores a Vitalia desde hace 3 horas/);

    // Uploads resume, then stop again: a second message, once.
    await uploadAt(t0 + 6 * 3_600_000);
    await twoSchedulers(t0 + 9 * 3_600_000 + MIN);
    await twoSchedulers(t0 + 10 * 3_600_000);
    expect(await stoppedRows()).toHaveLength(2);
  });

  it('says nothing to someone whose last upload is more than 7 days old', async () => {
    const juan = await person('Juan');
    const site = await openSite(t.app, juan);
    const at = Date.now() - 8 * 24 * 3_600_000;
    offset = at - Date.now();
    expect(
      (await site.call('POST', '/api/v1/entries', [{ type: 'sgv', sgv: 110, date: at - MIN }])).statusCode,
    ).toBe(200);
    offset = 0;
    await t.parts.services.nightscout.stream.checkStopped();
    const rows = await t.query(
      `SELECT m.id FROM cgm_messages m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [juan.email],
    );
    expect(rows).toEqual([]);
  });
});
