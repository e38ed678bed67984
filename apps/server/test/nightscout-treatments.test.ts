import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from './support/nightscout-site';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

describe('Nightscout-compatible treatments: meals, insulin and finger-sticks synced by _id', () => {
  let t: TestApp;
  const clock = new Date('2026-11-24T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const readingsOf = async (email: string) =>
    t.query<{ metric: string; value: number; unit: string; source: string }>(
      `SELECT r.metric, r.value, r.unit, r.source FROM readings r JOIN pacientes p ON p.id = r.paciente_id
       JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY r.metric, r.value`,
      [email],
    );

  it('stores glucose, carbs and insulin as readings; PUT replaces them and DELETE removes them', async () => {
    const ana = await registerUser(t.app);
    const site = await openSite(t.app, ana);
    const meal = {
      _id: '6744b1c2d3e4f5a6b7c8d9e0',
      eventType: 'Meal Bolus',
      created_at: '2026-11-24T14:30:00.000Z',
      carbs: 45,
      insulin: 4.5,
      enteredBy: 'xDrip+',
      notes: 'Comida',
    };
    const check = {
      _id: 'juggluco-bg-1',
      eventType: 'BG Check',
      created_at: '2026-11-24T14:25:00.000Z',
      glucose: 6.1,
      glucoseType: 'Finger',
      units: 'mmol',
    };
    const posted = await site.call('POST', '/api/v1/treatments', [meal, check]);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual([
      expect.objectContaining({ _id: meal._id, carbs: 45, insulin: 4.5 }),
      expect.objectContaining({ _id: check._id, glucose: 109.9, units: 'mg/dl' }),
    ]);
    expect(await readingsOf(ana.email)).toEqual([
      { metric: 'carbohidratos', value: 45, unit: 'g', source: 'meter' },
      { metric: 'glucosa', value: 109.9, unit: 'mg/dL', source: 'meter' },
      { metric: 'insulina', value: 4.5, unit: 'U', source: 'meter' },
    ]);

    // Synced again unchanged: nothing changes. Corrected: its readings are replaced.
    expect((await site.call('PUT', '/api/v1/treatments.json', meal)).statusCode).toBe(200);
    expect(await readingsOf(ana.email)).toHaveLength(3);
    expect((await site.call('PUT', '/api/v1/treatments', { ...meal, carbs: 50 })).statusCode).toBe(200);
    expect((await readingsOf(ana.email)).map((r) => `${r.metric}:${r.value}`)).toEqual([
      'carbohidratos:50',
      'glucosa:109.9',
      'insulina:4.5',
    ]);

    const listed = (await site.call('GET', '/api/v1/treatments.json?count=1')).json() as Array<
      Record<string, unknown>
    >;
    expect(listed).toEqual([expect.objectContaining({ _id: meal._id, carbs: 50 })]);

    expect((await site.call('DELETE', `/api/v1/treatments/${meal._id}`)).statusCode).toBe(200);
    expect((await readingsOf(ana.email)).map((r) => r.metric)).toEqual(['glucosa']);
    expect((await site.call('DELETE', `/api/v1/treatments.json?find[_id]=${check._id}`)).statusCode).toBe(
      200,
    );
    expect(await readingsOf(ana.email)).toEqual([]);
    // Deleting it again deletes nothing and is no error (Juggluco and xDrip+ retry a failed delete).
    const gone = await site.call('DELETE', `/api/v1/treatments/${check._id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ status: 'ok', deleted: 0 });

    // The web shows the new indicators with their units.
    const panel = await actingAs(t.app, ana)('GET', '/health-metrics/api/readings/');
    expect(panel.statusCode).toBe(200);
  });

  it('follows xDrip+: treatments upserted by uuid, found by find[uuid], deleted by the _id made from it', async () => {
    const caro = await registerUser(t.app);
    const site = await openSite(t.app, caro);
    const uuid = '3f1c2a4e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
    // As xDrip+ writes it: a local time with its offset, no _id, notes null, zero insulin.
    const treatment = {
      timestamp: Date.parse('2026-11-24T08:30:00.000-0600'),
      eventType: '<none>',
      enteredBy: 'xdrip',
      notes: null,
      uuid,
      carbs: 30,
      insulin: 0,
      created_at: '2026-11-24T08:30:00.000-0600',
      sysTime: '2026-11-24T08:30:00.000-0600',
    };
    expect((await site.call('PUT', '/api/v1/treatments', [treatment])).statusCode).toBe(200);
    expect((await readingsOf(caro.email)).map((r) => `${r.metric}:${r.value}`)).toEqual(['carbohidratos:30']);
    const found = (await site.call('GET', `/api/v1/treatments.json?find[uuid]=${uuid}`)).json() as Array<{
      _id: string;
      created_at: string;
    }>;
    expect(found).toEqual([
      expect.objectContaining({ _id: '3f1c2a4e8b7d4c6e9a1b2c3d', created_at: '2026-11-24T14:30:00.000Z' }),
    ]);
    expect((await site.call('DELETE', `/api/v1/treatments/${found[0]!._id}`)).json()).toEqual({
      status: 'ok',
      deleted: 1,
    });
    expect(await readingsOf(caro.email)).toEqual([]);
  });

  it('a finger-stick sent as an entry and as a treatment is stored once; bad treatments are refused with the reason', async () => {
    const beto = await registerUser(t.app);
    const site = await openSite(t.app, beto);
    const at = new Date(clock.getTime() - 10 * 60_000);
    await site.call('POST', '/api/v1/entries', [{ type: 'mbg', mbg: 142, date: at.getTime() }]);
    const treatment = {
      eventType: 'BG Check',
      created_at: at.toISOString(),
      glucose: 142,
      glucoseType: 'Finger',
    };
    expect((await site.call('POST', '/api/v1/treatments', treatment)).statusCode).toBe(200);
    expect(await readingsOf(beto.email)).toHaveLength(1);
    // Without an _id, the same time and event type is the same treatment.
    expect((await site.call('POST', '/api/v1/treatments', treatment)).statusCode).toBe(200);
    const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM nightscout_treatments');
    expect(row!.n).toBe(1);

    const bad = [
      { eventType: 'Meal Bolus', carbs: 20 },
      { eventType: 'Meal Bolus', created_at: 'ayer', carbs: 20 },
      { eventType: 'Meal Bolus', created_at: at.toISOString(), carbs: '20' },
      { eventType: 'Correction Bolus', created_at: at.toISOString(), insulin: -2 },
      { eventType: { $ne: 1 }, created_at: at.toISOString() },
      { eventType: 'BG Check', created_at: at.toISOString(), glucose: 900 },
    ];
    const refused = await site.call('POST', '/api/v1/treatments', bad);
    expect(refused.statusCode).toBe(400);
    const message = (refused.json() as { message: string }).message;
    expect(message).toContain('Entrada 0: created_at debe ser una fecha ISO-8601');
    expect(message).toContain('Entrada 2: carbs debe ser un número');
    expect(message).toContain('Entrada 3: El valor no puede ser negativo.');
    expect(await readingsOf(beto.email)).toHaveLength(1);
  });
});
