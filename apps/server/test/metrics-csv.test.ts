import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN_LIFETIME_MINUTES } from '@vitalia/services';
import { actingAs, bearer, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';
const HEADER = 'metric,measured_at,value,value2,unit,context,source';

describe('CSV export and import', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const importCsv = (token: string, csv: string | Buffer, contentType = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: csv,
    });

  it('exports every reading as UTF-8 CSV with a BOM, local offsets, and imports it back into another account', async () => {
    const ana = await registerUser(t.app);
    const call = actingAs(t.app, ana);
    await call('PUT', '/health-users/profile/', {
      first_name: 'Ana',
      last_name: 'L',
      time_zone: 'America/Mexico_City',
    });
    await call('POST', `${API}/readings/`, {
      metric: 'glucosa',
      value: 140,
      measured_at: '2026-11-20T07:30:00-06:00',
      context: 'ayunas',
    });
    await call('POST', `${API}/readings/`, {
      metric: 'presion',
      value: 130,
      v2: 85,
      measured_at: '2026-11-20T08:00:00-06:00',
    });
    await call('POST', `${API}/readings/`, {
      metric: 'temperatura_basal',
      value: 36.4,
      unit: '°C',
      measured_at: '2026-11-20T06:00:00-06:00',
    });

    const exported = await call('GET', `${API}/export.csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="vitalia-lecturas.csv"');
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exported.body.slice(1).split('\r\n')).toEqual([
      HEADER,
      'temperatura_basal,2026-11-20T06:00:00.000-06:00,36.4,,°C,,web',
      'glucosa,2026-11-20T07:30:00.000-06:00,140,,mg/dL,ayunas,web',
      'presion,2026-11-20T08:00:00.000-06:00,130,85,mmHg,,web',
      '',
    ]);
    const onlyGlucose = await call('GET', `${API}/export.csv?metric=glucosa&from=2026-11-20&to=2026-11-20`);
    expect(onlyGlucose.headers['content-disposition']).toContain('vitalia-glucosa-2026-11-20-2026-11-20.csv');
    expect(onlyGlucose.body.split('\r\n').filter(Boolean)).toHaveLength(2);

    // Beto moves Ana's file into his account: same readings, marked as imported.
    const beto = await registerUser(t.app);
    const first = await importCsv(beto.token, exported.rawPayload);
    expect(first.json()).toEqual({ imported: 3, skipped: 0, errors: [], rejected: 0 });
    const betoReadings = (await actingAs(t.app, beto)('GET', `${API}/readings/`)).json().readings;
    expect(
      betoReadings.map(
        (r: {
          metric: string;
          value: number;
          value2: number | null;
          source: string;
          measured_at: string;
        }) => [r.metric, r.value, r.value2, r.source, r.measured_at],
      ),
    ).toEqual([
      ['presion', 130, 85, 'import', '2026-11-20T14:00:00.000Z'],
      ['glucosa', 140, null, 'import', '2026-11-20T13:30:00.000Z'],
      ['temperatura_basal', 36.4, null, 'import', '2026-11-20T12:00:00.000Z'],
    ]);
    // The same file again adds nothing, and so does Ana importing her own export.
    expect((await importCsv(beto.token, exported.rawPayload)).json()).toEqual({
      imported: 0,
      skipped: 3,
      errors: [],
      rejected: 0,
    });
    expect((await importCsv(ana.token, exported.rawPayload)).json()).toMatchObject({
      imported: 0,
      skipped: 3,
    });
  });

  it('reports bad rows by row number and imports the rest', async () => {
    const cata = await registerUser(t.app);
    const csv = [
      HEADER,
      'glucosa,2026-11-19T08:00:00-06:00,110,,mg/dL,ayunas,whatsapp', // 2 ok
      'glucosa,2026-11-19T09:00:00-06:00,mucho,,,,', // 3 not a number
      'glucosa,19/11/2026 10:00,120,,,,', // 4 bad date
      'glucosa,2026-11-19T11:00:00-06:00,9000,,,,', // 5 implausible
      'presion,2026-11-19T12:00:00-06:00,130,,,,', // 6 missing diastolic
      'peso,2026-11-19T13:00:00-06:00,70,,lb,,', // 7 wrong unit
      'glucosa,2026-11-19T14:00:00-06:00,130,,,comiendo,', // 8 unknown context
      'glucosa,2026-12-30T08:00:00-06:00,130,,,,', // 9 future
      '',
      '"presion",2026-11-19T15:00:00-06:00,"128","82",mmHg,en_reposo,web', // 11 ok, quoted cells
      'glucosa,2026-11-19T08:00:00-06:00,110,,mg/dL,ayunas,web', // 12 same as row 2: skipped
    ].join('\n');
    const response = await importCsv(cata.token, csv);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imported).toBe(2);
    expect(body.skipped).toBe(1);
    expect(body.rejected).toBe(7);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(body.errors[0].detail).toBe('El valor no es un número.');
    expect(body.errors[3].detail).toBe('La presión necesita la diastólica en la columna value2.');
    expect(body.errors[4].detail).toBe('La unidad no corresponde: esta métrica se registra en kg.');
  });

  it('refuses a file without the header, an empty file, a broken CSV and one over 20 MB, in Spanish', async () => {
    const dani = await registerUser(t.app);
    const noHeader = await importCsv(dani.token, 'glucosa,2026-11-19T08:00:00Z,110\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().detail).toMatch(/^La primera fila debe ser el encabezado/);
    expect((await importCsv(dani.token, '')).statusCode).toBe(400);
    const broken = await importCsv(dani.token, `${HEADER}\nglucosa,"2026-11-19T08:00:00Z,110\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/no es un CSV válido/);
    const oneHugeLine = await importCsv(dani.token, `${HEADER}\n${'b'.repeat(2 * 1024 * 1024)}\n`);
    expect(oneHugeLine.statusCode).toBe(400);
    expect(oneHugeLine.json().detail).toMatch(/no es un CSV válido/);
    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    const tooBig = await importCsv(dani.token, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('El archivo es demasiado grande (máximo 20 MB).');
    // Sent in chunks without a length: stopped while it streams, with the same answer.
    const line = `${'x'.repeat(149)}\n`; // ~150 bytes a row: 22 MB stays under the 200,000-row limit
    const chunks = (function* () {
      yield `${HEADER}\n`;
      for (let i = 0; i < 22; i++) yield line.repeat(Math.floor((1024 * 1024) / line.length));
    })();
    const streamed = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { ...bearer(dani.token), 'content-type': 'text/csv' },
      payload: Readable.from(chunks),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().detail).toBe('El archivo es demasiado grande (máximo 20 MB).');
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: bearer(dani.token),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect((await actingAs(t.app, dani)('GET', `${API}/readings/`)).json().readings).toEqual([]);
    // Two uploads of over 20 MB: slower than the rest on a busy machine.
  }, 60_000);

  it('stores a reading once when the same file is imported twice at the same moment', async () => {
    const fer = await registerUser(t.app);
    const lines = [HEADER];
    for (let i = 0; i < 3000; i++) {
      lines.push(
        `glucosa,${new Date(Date.parse('2026-11-01T00:00:00Z') + i * 300_000).toISOString()},${100 + (i % 40)},,,,`,
      );
    }
    const csv = lines.join('\n');
    const [a, b] = await Promise.all([importCsv(fer.token, csv), importCsv(fer.token, csv)]);
    expect(a.json().imported + b.json().imported).toBe(3000);
    expect(a.json().skipped + b.json().skipped).toBe(3000);
    const count = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM readings r JOIN pacientes p ON p.id = r.paciente_id JOIN users u ON u.id = p.user_id WHERE u.email = $1',
      [fer.email],
    );
    expect(count[0]!.n).toBe(3000);
  });

  it('answers 50 identical entries sent at once with one stored reading and 49 conflicts', async () => {
    const gabi = await registerUser(t.app);
    const call = actingAs(t.app, gabi);
    const body = { metric: 'glucosa', value: 133, measured_at: '2026-11-21T08:00:00-06:00' };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `${API}/readings/`, body)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await call('GET', `${API}/readings/`)).json().readings).toHaveLength(1);
  });

  it('guards spreadsheet cells against formulas', async () => {
    const eva = await registerUser(t.app);
    const call = actingAs(t.app, eva);
    await call('POST', `${API}/readings/`, { metric: 'pasos', value: 5000, unit: '=HYPERLINK("x")' });
    const exported = (await call('GET', `${API}/export.csv`)).body;
    expect(exported).toContain(`"'=HYPERLINK(""x"")"`);
    // And the guarded cell reads back as the unit it was.
    expect((await importCsv(eva.token, exported)).json()).toMatchObject({
      imported: 0,
      skipped: 1,
      rejected: 0,
    });
  });
});

describe('sign-in links for the charts', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { PUBLIC_URL: 'https://vitalia.example' } });
  });
  afterAll(() => t.close());

  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/health-users/link-session/', payload: { token } });

  it('opens a session once, within 15 minutes', async () => {
    const ana = await registerUser(t.app);
    const link = await actingAs(t.app, ana)('POST', '/health-users/link-token/');
    expect(link.statusCode).toBe(201);
    const { url, token, expires_at } = link.json();
    expect(url).toBe(`https://vitalia.example/health/metrics?token=${token}`);
    expect(new Date(expires_at).getTime() - clock.getTime()).toBe(LINK_TOKEN_LIFETIME_MINUTES * 60_000);

    const session = await exchange(token);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ success: true, token: expect.any(String), email: ana.email });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/health-users/profile/',
      headers: bearer(session.json().token),
    });
    expect(profile.json().email).toBe(ana.email);

    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('El enlace expiró o ya se usó. Inicia sesión para continuar.');

    const late = (await actingAs(t.app, ana)('POST', '/health-users/link-token/')).json().token;
    clock = new Date(clock.getTime() + (LINK_TOKEN_LIFETIME_MINUTES + 1) * 60_000);
    expect((await exchange(late)).statusCode).toBe(401);
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
    expect((await exchange('corto')).statusCode).toBe(400);
  });

  it('exchanges a link once even when it is opened many times at once', async () => {
    const ana = await registerUser(t.app);
    const { token } = (await actingAs(t.app, ana)('POST', '/health-users/link-token/')).json();
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(19);
  });
});
