import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';

describe('readings entered by hand', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function newPatient(timeZone = 'America/Mexico_City') {
    const user = await registerUser(t.app);
    const call = actingAs(t.app, user);
    await call('PUT', '/health-users/profile/', {
      first_name: 'Ana',
      last_name: 'López',
      time_zone: timeZone,
    });
    return { user, call };
  }

  it('Ana logs glucose, a blood pressure and her own indicator, and reads them back newest first', async () => {
    const { call } = await newPatient();
    const glucose = await call('POST', `${API}/readings/`, {
      metric: 'glucosa',
      value: 140,
      measured_at: '2026-11-21T07:30:00-06:00',
      context: 'ayunas',
      note: 'después de caminar',
    });
    expect(glucose.statusCode).toBe(201);
    expect(glucose.json()).toEqual({
      id: expect.any(Number),
      metric: 'glucosa',
      value: 140,
      value2: null,
      unit: 'mg/dL',
      measured_at: '2026-11-21T13:30:00.000Z',
      context: 'ayunas',
      source: 'web',
      note: 'después de caminar',
      registrada_por: null,
      // 140 in the morning before breakfast is above the ADA's fasting target (80-130).
      feedback: expect.objectContaining({ urgent: false, severity: 'attention', standard: 'la ADA' }),
    });
    const pressure = await call('POST', `${API}/readings/`, { metric: 'presion', value: '130', v2: 85 });
    expect(pressure.statusCode).toBe(201);
    expect(pressure.json()).toMatchObject({
      value: 130,
      value2: 85,
      unit: 'mmHg',
      measured_at: clock.toISOString(),
    });
    const ketones = await call('POST', `${API}/readings/`, {
      metric: 'cetonas',
      value: '0,6',
      unit: 'mmol/L',
    });
    expect(ketones.json()).toMatchObject({ metric: 'cetonas', value: 0.6, unit: 'mmol/L' });
    // Later readings of her indicator keep its unit.
    expect((await call('POST', `${API}/readings/`, { metric: 'cetonas', value: 0.4 })).json().unit).toBe(
      'mmol/L',
    );

    const list = (await call('GET', `${API}/readings/`)).json().readings;
    expect(list.map((r: { metric: string; value: number }) => [r.metric, r.value])).toEqual([
      ['cetonas', 0.4],
      ['cetonas', 0.6],
      ['presion', 130],
      ['glucosa', 140],
    ]);
    const onlyGlucose = (await call('GET', `${API}/readings/?metric=glucosa&limit=1`)).json().readings;
    expect(onlyGlucose).toHaveLength(1);
  });

  it('refuses what no meter could show, the future, and malformed entries, in Spanish, storing nothing', async () => {
    const { call } = await newPatient();
    const cases: Array<[object, RegExp]> = [
      [{ metric: 'glucosa', value: 5000 }, /^El valor de glucosa debe estar entre 20 y 600 mg\/dL/],
      [{ metric: 'presion', value: 120, v2: 130 }, /diastólica \(v2\) debe ser menor que la sistólica/],
      [{ metric: 'presion', value: 400, v2: 80 }, /sistólica debe estar entre 50 y 300 mmHg/],
      [{ metric: 'presion', value: 130 }, /^Indica la presión diastólica/],
      [{ metric: 'peso', value: 12 }, /peso debe estar entre 20 y 350 kg/],
      [{ metric: 'frecuencia_cardiaca', value: 300 }, /frecuencia cardiaca debe estar entre 25 y 250 lpm/],
      [{ metric: 'glucosa', value: 120, v2: 80 }, /solo aplica a la presión/],
      [{ metric: 'glucosa', value: 'ciento veinte' }, /debe ser un número/],
      [{ metric: 'Glucosa!', value: 120 }, /La métrica debe ser/],
      [{ metric: 'glucosa', value: 120, context: 'cenando' }, /El contexto debe ser uno de/],
      [{ metric: 'glucosa', value: 120, measured_at: 'ayer' }, /ISO-8601/],
      [{ metric: 'glucosa', value: 120, measured_at: '2026-11-21T18:10:00Z' }, /no puede estar en el futuro/],
      [{ metric: 'glucosa', value: 120, measured_at: '1999-12-31T10:00:00Z' }, /anterior al año 2000/],
      [{ metric: 'glucosa', value: 120, unit: 'mmol/L' }, /^Glucosa se registra en mg\/dL\.$/],
      [{ metric: 'glucosa', value: 120, note: 'a\u0000b' }, /caracteres no permitidos/],
      [{ metric: 'indicador_x', value: 1.7e308 }, /^El valor no puede ser mayor que 1,000,000\./],
      [{ metric: 'pasos', value: 1_000_001 }, /^El valor no puede ser mayor que 1,000,000\./],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', `${API}/readings/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail, JSON.stringify(body)).toMatch(message);
    }
    // A phone clock a little ahead is fine.
    const slightlyAhead = await call('POST', `${API}/readings/`, {
      metric: 'glucosa',
      value: 120,
      measured_at: '2026-11-21T18:04:00Z',
    });
    expect(slightlyAhead.statusCode).toBe(201);
    expect((await call('GET', `${API}/readings/`)).json().readings).toHaveLength(1);
  });

  it('refuses the same reading twice, and a custom indicator in another unit', async () => {
    const { call } = await newPatient();
    const body = { metric: 'glucosa', value: 101, measured_at: '2026-11-20T08:00:00-06:00' };
    expect((await call('POST', `${API}/readings/`, body)).statusCode).toBe(201);
    const again = await call('POST', `${API}/readings/`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Ya tienes guardada esa misma lectura con la misma fecha y hora.');
    await call('POST', `${API}/readings/`, { metric: 'cintura', value: 92, unit: 'cm' });
    const inches = await call('POST', `${API}/readings/`, { metric: 'cintura', value: 36, unit: 'in' });
    expect(inches.statusCode).toBe(400);
    expect(inches.json().detail).toBe('Cintura se registra en cm.');
  });

  it('caps the indicators a patient can create, by hand and by import', async () => {
    const { user, call } = await newPatient();
    for (let i = 0; i < 30; i++) {
      expect(
        (await call('POST', `${API}/readings/`, { metric: `indicador_${i}`, value: i })).statusCode,
      ).toBe(201);
    }
    const refused = await call('POST', `${API}/readings/`, { metric: 'uno_mas', value: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Puedes registrar hasta 30 indicadores además de glucosa, presión y peso.',
    );
    // The chart metrics and the ones already created still take readings.
    expect((await call('POST', `${API}/readings/`, { metric: 'glucosa', value: 100 })).statusCode).toBe(201);
    expect((await call('POST', `${API}/readings/`, { metric: 'indicador_3', value: 9 })).statusCode).toBe(
      201,
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
      payload:
        'metric,measured_at,value\notro_nuevo,2026-11-20T08:00:00Z,1\nindicador_4,2026-11-20T08:00:00Z,2\n',
    });
    expect(imported.json()).toMatchObject({ imported: 1, rejected: 1, errors: [{ row: 2 }] });
    const overview = (await call('GET', `${API}/overview/`)).json();
    expect(overview.series).toHaveLength(33);
  });

  it('corrects and deletes a reading, with the same rules', async () => {
    const { call } = await newPatient();
    const created = (
      await call('POST', `${API}/readings/`, { metric: 'presion', value: 150, v2: 95, context: 'en_reposo' })
    ).json();
    const url = `${API}/readings/${created.id}/`;
    const fixed = await call('PATCH', url, {
      value: 135,
      measured_at: '2026-11-21T09:00:00-06:00',
      context: null,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      value: 135,
      value2: 95,
      context: null,
      measured_at: '2026-11-21T15:00:00.000Z',
    });
    expect((await call('PATCH', url, { v2: 140 })).json().detail).toMatch(/menor que la sistólica/);
    expect((await call('PATCH', url, {})).json().detail).toBe('No hay cambios que guardar.');
    expect((await call('PATCH', url, { measured_at: '2027-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await call('PATCH', url, { value: 120 })).json().detail).toBe('Lectura no encontrada.');
  });

  it('keeps each patient’s readings to themselves: another user’s ids answer 404 and change nothing', async () => {
    const ana = await newPatient();
    const beto = await newPatient();
    const reading = (await ana.call('POST', `${API}/readings/`, { metric: 'peso', value: 72.5 })).json();
    for (const [method, body] of [
      ['PATCH', { value: 80 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await beto.call(method, `${API}/readings/${reading.id}/`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Lectura no encontrada.');
    }
    expect((await beto.call('GET', `${API}/readings/`)).json().readings).toEqual([]);
    expect((await beto.call('GET', `${API}/series/?metric=peso`)).json().stats.count).toBe(0);
    expect((await beto.call('GET', `${API}/report/`)).json().metrics).toEqual([]);
    const beforeExport = (await beto.call('GET', `${API}/export.csv`)).body;
    expect(beforeExport.split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
    expect((await ana.call('GET', `${API}/readings/`)).json().readings[0]).toMatchObject({
      id: reading.id,
      value: 72.5,
    });
    // Without a token, nothing at all.
    for (const url of ['/readings/', '/series/?metric=peso', '/overview/', '/report/', '/export.csv']) {
      expect((await t.app.inject({ method: 'GET', url: `${API}${url}` })).statusCode).toBe(401);
    }
  });

  it('answers a path id that cannot exist like an unknown one', async () => {
    const { call } = await newPatient();
    for (const id of ['abc', '0', '-3', '99999999999999999999', '1e3']) {
      expect((await call('DELETE', `${API}/readings/${id}/`)).statusCode).toBe(404);
    }
  });
});
