import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jugglucoBackfill, xdripMeterAndCalibration, xdripSgvEntries } from './fixtures/nightscout/uploads';
import { openSite } from './support/nightscout-site';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

describe('Nightscout-compatible uploads: Ana’s sensor and meter reach her readings', () => {
  let t: TestApp;
  const clock = new Date('2026-11-24T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const countReadings = async (userEmail: string, source?: string) => {
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM readings r JOIN pacientes p ON p.id = r.paciente_id
       JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND ($2::text IS NULL OR r.source = $2)`,
      [userEmail, source ?? null],
    );
    return row!.n;
  };

  it('stores xDrip+ sensor values as cgm and a finger-stick as meter, ignores calibrations, and a re-send adds nothing', async () => {
    const ana = await registerUser(t.app);
    const site = await openSite(t.app, ana);
    const upload = [...xdripSgvEntries(clock, 12), ...xdripMeterAndCalibration(clock, 131)];
    const first = await site.call('POST', '/api/v1/entries', upload);
    expect(first.statusCode).toBe(200);
    const echoed = first.json() as Array<{ type: string; sgv?: number; mbg?: number; date: number }>;
    expect(echoed).toHaveLength(13);
    expect(echoed.filter((e) => e.type === 'mbg')).toEqual([expect.objectContaining({ mbg: 131 })]);
    expect(await countReadings(ana.email, 'cgm')).toBe(12);
    expect(await countReadings(ana.email, 'meter')).toBe(1);

    const again = await site.call('POST', '/api/v1/entries.json', upload);
    expect(again.statusCode).toBe(200);
    expect(await countReadings(ana.email)).toBe(13);

    // The same instant and type with a recalibrated value is still the same entry.
    const moved = await site.call('POST', '/api/v1/entries', [{ ...upload[0], sgv: 99 }]);
    expect(moved.statusCode).toBe(200);
    expect(await countReadings(ana.email)).toBe(13);

    const list = (await actingAs(t.app, ana)('GET', '/health-metrics/api/readings/?limit=2')).json() as {
      readings: Array<{ metric: string; value: number; source: string; unit: string }>;
    };
    expect(list.readings[0]).toMatchObject({ metric: 'glucosa', unit: 'mg/dL' });
    expect(list.readings.map((r) => r.source).sort()).toEqual(['cgm', 'meter']);

    const page = (await actingAs(t.app, ana)('GET', '/health-users/nightscout/')).json() as Record<
      string,
      unknown
    >;
    expect(page).toMatchObject({ last_device: 'xDrip-DexcomG6', last_upload_at: clock.toISOString() });
  });

  it('takes Juggluco’s 30-day backfill in one request and adds nothing when it is sent again', async () => {
    const beto = await registerUser(t.app);
    const site = await openSite(t.app, beto);
    const backfill = jugglucoBackfill(clock, 30);
    expect(backfill.length).toBe(8640);
    const first = await site.call('POST', '/api/v1/entries', backfill);
    expect(first.statusCode).toBe(200);
    expect(await countReadings(beto.email, 'cgm')).toBe(8640);
    const again = await site.call('POST', '/api/v1/entries', backfill);
    expect(again.statusCode).toBe(200);
    expect(await countReadings(beto.email)).toBe(8640);
    // Thirty days of history ring no bell; only the last day's crisis values would.
    const [bell] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1`,
      [beto.email],
    );
    expect(bell!.n).toBe(0);
  });

  it('refuses malformed entries one by one, stores the rest, and never answers 5xx', async () => {
    const caro = await registerUser(t.app);
    const site = await openSite(t.app, caro);
    const at = clock.getTime() - 60_000;
    const good = {
      type: 'sgv',
      sgv: 120,
      date: at,
      dateString: new Date(at).toISOString(),
      device: 'Juggluco',
    };
    const bad = [
      { type: 'sgv', sgv: 120 },
      { type: 'sgv', sgv: 700, date: at - 1 },
      { type: 'sgv', sgv: 12, date: at - 2 },
      { type: 'sgv', sgv: 120, date: clock.getTime() + 10 * 60_000 },
      { type: 'sgv', sgv: '120', date: at - 3 },
      { type: 'sgv', sgv: 120, date: String(at - 4) },
      { type: 'sgv', sgv: { $gt: 1 }, date: at - 5 },
      { type: 'sgv', sgv: 120, date: at - 6, device: { name: 'x' } },
      { type: { nested: ['junk'] }, sgv: 120, date: at - 7 },
      null,
      42,
      'sgv',
      [1, 2],
    ];
    const mixed = await site.call('POST', '/api/v1/entries', [good, ...bad]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toHaveLength(1);
    expect(await countReadings(caro.email)).toBe(1);

    const onlyBad = await site.call('POST', '/api/v1/entries', bad);
    expect(onlyBad.statusCode).toBe(400);
    const body = onlyBad.json() as { status: number; message: string };
    expect(body.status).toBe(400);
    expect(body.message).toContain('Entrada 0: date debe ser un número');
    expect(body.message).toContain('Entrada 1: El valor de glucosa debe estar entre 20 y 600');

    const tooMany = await site.call(
      'POST',
      '/api/v1/entries',
      Array.from({ length: 20_001 }, () => good),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ status: 400, message: expect.stringContaining('20,000 entradas') });

    for (const payload of ['{"type":', '[]x', '"hola"', '{}', '[]']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `${site.path}/api/v1/entries`,
        headers: { 'api-secret': site.secret, 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode, payload).toBeLessThan(500);
    }
    expect(await countReadings(caro.email)).toBe(1);
  });

  it('lists entries newest first for followers, with count, date bounds and a trend arrow', async () => {
    const dani = await registerUser(t.app);
    const site = await openSite(t.app, dani);
    const at = (minutesAgo: number) => clock.getTime() - minutesAgo * 60_000;
    await site.call('POST', '/api/v1/entries', [
      { type: 'sgv', sgv: 100, date: at(15) },
      { type: 'sgv', sgv: 106, date: at(10) },
      { type: 'sgv', sgv: 120, date: at(5) },
      { type: 'mbg', mbg: 125, date: at(4) },
    ]);
    const all = (await site.call('GET', '/api/v1/entries.json?count=3')).json() as Array<
      Record<string, unknown>
    >;
    expect(all.map((e) => e.type)).toEqual(['mbg', 'sgv', 'sgv']);
    expect(all[1]).toMatchObject({ sgv: 120, date: at(5), direction: 'SingleUp' });
    expect(all[2]).toMatchObject({ sgv: 106, direction: 'FortyFiveUp' });
    expect(all[1]!._id).toMatch(/^[0-9a-f]{24}$/);

    const sgv = (
      await site.call('GET', `/api/v1/entries/sgv.json?find[date][$gte]=${at(12)}&find[date][$lte]=${at(6)}`)
    ).json();
    expect(sgv).toEqual([expect.objectContaining({ sgv: 106, type: 'sgv' })]);
    const current = (await site.call('GET', '/api/v1/entries/current.json')).json();
    expect(current).toEqual([
      expect.objectContaining({ sgv: 120, dateString: new Date(at(5)).toISOString() }),
    ]);
    const read = await site.call('GET', '/api/v1/entries.json', undefined, site.readOnly);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(4);
  });

  it('tells each crisis episode of a sensor once, across uploads: a value back in range or a gap starts a new one', async () => {
    const fer = await registerUser(t.app);
    const site = await openSite(t.app, fer);
    const start = clock.getTime() - 3 * 3_600_000;
    const at = (minutes: number) => start + minutes * 60_000;
    const crises = async () =>
      (
        (await actingAs(t.app, fer)('GET', '/health-users/notifications/')).json() as {
          items: Array<{ kind: string }>;
        }
      ).items.filter((item) => item.kind === 'crisis').length;
    const send = async (values: Array<[number, number]>) => {
      const reply = await site.call(
        'POST',
        '/api/v1/entries',
        values.map(([minutes, sgv]) => ({ type: 'sgv', sgv, date: at(minutes) })),
      );
      expect(reply.statusCode).toBe(200);
    };
    await send([
      [0, 52],
      [5, 49],
      [10, 47],
    ]);
    expect(await crises()).toBe(1);
    await send([[15, 46]]);
    expect(await crises()).toBe(1);
    await send([
      [20, 110],
      [25, 50],
    ]);
    expect(await crises()).toBe(2);
    await send([[60, 50]]);
    expect(await crises()).toBe(3);
  });

  it('rings the bell once for a stream of lows in the last day, and the device status is kept without a reading', async () => {
    const eva = await registerUser(t.app);
    const site = await openSite(t.app, eva);
    const at = (minutesAgo: number) => clock.getTime() - minutesAgo * 60_000;
    const lows = [50, 48, 45, 44].map((sgv, i) => ({ type: 'sgv', sgv, date: at(20 - 5 * i) }));
    expect((await site.call('POST', '/api/v1/entries', lows)).statusCode).toBe(200);
    const bell = (await actingAs(t.app, eva)('GET', '/health-users/notifications/')).json() as {
      items: Array<{ kind: string; body: string }>;
    };
    expect(bell.items.filter((item) => item.kind === 'crisis')).toHaveLength(1);

    const status = await site.call('POST', '/api/v1/devicestatus', {
      device: 'xDrip-DexcomG6',
      created_at: clock.toISOString(),
      uploaderBattery: 58,
    });
    expect(status.statusCode).toBe(200);
    expect(await countReadings(eva.email)).toBe(4);
    const kept = await t.query('SELECT document FROM nightscout_devicestatus');
    expect(kept).toEqual([{ document: expect.objectContaining({ uploaderBattery: 58 }) }]);
  });
});
