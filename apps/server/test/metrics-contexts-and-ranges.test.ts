import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, bearer, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';
const HEADER = 'metric,measured_at,value,value2,unit,context,source';
const CONTEXT_REFUSED =
  /^El contexto debe ser uno de: ayunas, antes_de_comer, despues_de_comer, antes_de_dormir, despues_de_ejercicio, en_reposo/;

describe('reading contexts said in Spanish, and ranges of any length', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function patient() {
    const user = await registerUser(t.app);
    const call = actingAs(t.app, user);
    await call('PUT', '/health-users/profile/', {
      first_name: 'Ana',
      last_name: 'López',
      time_zone: 'America/Mexico_City',
    });
    return { user, call };
  }

  it('Ana writes “Después de comer” or “EN AYUNAS” and the reading stores and shows the key', async () => {
    const { call } = await patient();
    const said: Array<[string, string]> = [
      ['Después de comer', 'despues_de_comer'],
      ['despues de comer', 'despues_de_comer'],
      ['En ayunas', 'ayunas'],
      ['ANTES_DE_DORMIR', 'antes_de_dormir'],
      ['antes de comer', 'antes_de_comer'],
      ['Después de hacer ejercicio', 'despues_de_ejercicio'],
      ['en reposo', 'en_reposo'],
      ['ayunas', 'ayunas'],
    ];
    for (const [index, [context, key]] of said.entries()) {
      const response = await call('POST', `${API}/readings/`, {
        metric: 'glucosa',
        value: 100 + index,
        measured_at: `2026-11-20T0${index}:00:00-06:00`,
        context,
      });
      expect(response.statusCode, context).toBe(201);
      expect(response.json().context, context).toBe(key);
    }
    const listed = (await call('GET', `${API}/readings/?metric=glucosa`)).json().readings;
    expect(listed.map((r: { context: string }) => r.context).reverse()).toEqual(said.map(([, key]) => key));
    const exported = (await call('GET', `${API}/export.csv`)).body.split('\r\n');
    expect(exported[1]).toBe('glucosa,2026-11-20T00:00:00.000-06:00,100,,mg/dL,despues_de_comer,web');

    // A correction takes the phrase too; anything else is refused naming the accepted values.
    const reading = listed[0];
    const corrected = await call('PATCH', `${API}/readings/${reading.id}/`, { context: 'Antes de Dormir' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().context).toBe('antes_de_dormir');
    for (const context of ['cenando', 'después', 42, 'en ayunas y'] as const) {
      const patched = await call('PATCH', `${API}/readings/${reading.id}/`, { context });
      expect(patched.statusCode, String(context)).toBe(400);
      expect(patched.json().detail, String(context)).toMatch(CONTEXT_REFUSED);
      const posted = await call('POST', `${API}/readings/`, { metric: 'glucosa', value: 120, context });
      expect(posted.statusCode, String(context)).toBe(400);
      expect(posted.json().detail, String(context)).toMatch(CONTEXT_REFUSED);
    }
    const after = (await call('GET', `${API}/readings/?metric=glucosa`)).json().readings;
    expect(after).toHaveLength(said.length);
    expect(after[0].context).toBe('antes_de_dormir');
  });

  it('imports a CSV whose context column holds phrases, storing the keys and reporting an unknown one', async () => {
    const { user, call } = await patient();
    const csv = [
      HEADER,
      'glucosa,2026-11-19T08:00:00-06:00,110,,mg/dL,En ayunas,', // 2
      'glucosa,2026-11-19T14:00:00-06:00,150,,mg/dL,"Después de comer",', // 3
      'presion,2026-11-19T21:00:00-06:00,128,82,mmHg,EN_REPOSO,', // 4
      'glucosa,2026-11-19T22:00:00-06:00,120,,mg/dL,antes de dormir,', // 5
      'glucosa,2026-11-19T23:00:00-06:00,130,,mg/dL,comiendo,', // 6 unknown
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { ...bearer(user.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ imported: 4, skipped: 0, rejected: 1 });
    expect(body.errors).toEqual([{ row: 6, detail: expect.stringMatching(CONTEXT_REFUSED) }]);
    const stored = (await call('GET', `${API}/readings/`)).json().readings;
    expect(stored.map((r: { context: string }) => r.context)).toEqual([
      'antes_de_dormir',
      'en_reposo',
      'despues_de_comer',
      'ayunas',
    ]);
    const exported = (await call('GET', `${API}/export.csv`)).body.split('\r\n');
    expect(exported.slice(1, 3)).toEqual([
      'glucosa,2026-11-19T08:00:00.000-06:00,110,,mg/dL,ayunas,import',
      'glucosa,2026-11-19T14:00:00.000-06:00,150,,mg/dL,despues_de_comer,import',
    ]);
  });

  it('Beto, with readings since 2001, asks for 30 and 40 years and gets every one of them', async () => {
    const { call } = await patient();
    const readings = [
      ['glucosa', 95, '2001-03-04T08:00:00-06:00'],
      ['glucosa', 180, '2014-07-10T14:00:00-05:00'],
      ['peso', 80, '2001-03-04T08:05:00-06:00'],
      ['glucosa', 130, '2026-11-20T08:00:00-06:00'],
    ] as const;
    for (const [metric, value, measuredAt] of readings) {
      const response = await call('POST', `${API}/readings/`, { metric, value, measured_at: measuredAt });
      expect(response.statusCode, response.body).toBe(201);
    }

    // Thirty years back from today.
    const thirty = 'from=1996-11-22&to=2026-11-21';
    const list = await call('GET', `${API}/readings/?${thirty}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().readings).toHaveLength(4);
    const series = await call('GET', `${API}/series/?metric=glucosa&${thirty}`);
    expect(series.statusCode).toBe(200);
    expect(series.json()).toMatchObject({
      from: '1996-11-22',
      to: '2026-11-21',
      stats: { count: 3, min: 95, max: 180 },
    });
    expect(series.json().points).toHaveLength(3);
    const report = await call('GET', `${API}/report/?${thirty}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().metrics.map((m: { metric: string; count: number }) => [m.metric, m.count])).toEqual([
      ['glucosa', 3],
      ['peso', 1],
    ]);

    // Forty years, ending years in the future: the future simply holds nothing.
    const forty = 'from=1990-01-01&to=2029-12-31';
    for (const aggregation of ['none', 'daily', 'weekly', 'monthly']) {
      const response = await call('GET', `${API}/series/?metric=glucosa&aggregation=${aggregation}&${forty}`);
      expect(response.statusCode, aggregation).toBe(200);
      expect(response.json().points, aggregation).toHaveLength(3);
    }
    const overview = await call('GET', `${API}/overview/?aggregation=monthly&${forty}`);
    expect(overview.statusCode).toBe(200);
    const peso = overview.json().series.find((s: { metric: string }) => s.metric === 'peso');
    expect(peso.points).toEqual([{ t: new Date('2001-03-01T06:00:00Z').getTime(), v: 80 }]);
    expect((await call('GET', `${API}/report/?${forty}`)).json().metrics).toHaveLength(2);
    const exported = await call('GET', `${API}/export.csv?${forty}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n').filter(Boolean)).toHaveLength(5); // header and 4 readings
    const future = await call('GET', `${API}/readings/?from=2027-01-01&to=2059-12-31`);
    expect(future.statusCode).toBe(200);
    expect(future.json().readings).toEqual([]);

    // The farthest dates there are: every reading, and nothing after today.
    const everything = 'from=0100-01-01&to=9999-12-31';
    expect((await call('GET', `${API}/readings/?${everything}`)).json().readings).toHaveLength(4);
    expect(
      (await call('GET', `${API}/series/?metric=glucosa&aggregation=monthly&${everything}`)).json().stats
        .count,
    ).toBe(3);
    expect((await call('GET', `${API}/report/?${everything}`)).json().metrics).toHaveLength(2);
    const exportedAll = await call('GET', `${API}/export.csv?${everything}`);
    expect(exportedAll.statusCode).toBe(200);
    expect(exportedAll.body.split('\r\n').filter(Boolean)).toHaveLength(5);
    const farFuture = await call('GET', `${API}/readings/?from=2027-01-01&to=9999-12-31`);
    expect(farFuture.statusCode).toBe(200);
    expect(farFuture.json().readings).toEqual([]);
  });
});
