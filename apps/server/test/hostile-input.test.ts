import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

const FORBIDDEN = (field: string) =>
  `El campo «${field}» contiene caracteres no permitidos (caracteres de control o invisibles).`;

describe('hostile input: control characters, invisible names, ids out of range', () => {
  let t: TestApp;
  let ana: RegisteredUser;
  let call: ReturnType<typeof actingAs>;
  let medicationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerUser(t.app);
    call = actingAs(t.app, ana);
    medicationId = (await call('POST', '/health-users/medicamentos/', { nombre: 'Metformina' })).json().id;
  });
  afterAll(() => t.close());

  it('answers a NUL character in any text field with a Spanish 400, and stores nothing', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: `ana\u0000@example.com`, password: 'lo-que-sea-1' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().detail).toBe(FORBIDDEN('email'));

    const name = await call('POST', '/health-users/medicamentos/', { nombre: 'Losar\u0000tán' });
    expect(name.statusCode).toBe(400);
    expect(name.json().detail).toBe(FORBIDDEN('nombre'));
    const dose = await call('PATCH', `/health-users/medicamentos/${medicationId}/`, { dosis: '50\u0000mg' });
    expect(dose.statusCode).toBe(400);
    expect(dose.json().detail).toBe(FORBIDDEN('dosis'));
    const profile = await call('PUT', '/health-users/profile/', {
      first_name: 'Ana\u0000',
      last_name: 'López',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().detail).toBe(FORBIDDEN('first_name'));

    const medications = (await call('GET', '/health-users/medicamentos/')).json();
    expect(medications.map((m: { nombre: string; dosis: string | null }) => [m.nombre, m.dosis])).toEqual([
      ['Metformina', null],
    ]);
  });

  it('refuses names made only of invisible characters as missing, and reversed-text tricks', async () => {
    const invisible = await call('PUT', '/health-users/profile/', {
      first_name: '\u202e\u200b',
      last_name: 'López',
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().detail).toBe(FORBIDDEN('first_name'));

    const zeroWidth = await call('PUT', '/health-users/profile/', {
      first_name: '\u200b\u2060 ',
      last_name: 'López',
    });
    expect(zeroWidth.statusCode).toBe(400);
    expect(zeroWidth.json().detail).toBe('El nombre es obligatorio.');

    const medication = await call('POST', '/health-users/medicamentos/', { nombre: '\u200b\u200b' });
    expect(medication.statusCode).toBe(400);
    expect(medication.json().detail).toBe('El nombre del medicamento es obligatorio.');

    // A name with visible letters and an ordinary accent or emoji joiner is fine.
    const fine = await call('PUT', '/health-users/profile/', { first_name: 'José', last_name: 'Núñez' });
    expect(fine.statusCode).toBe(200);
  });

  it('answers ids in a body beyond the integer range like unknown ids (404), never 500', async () => {
    for (const raw of ['99999999999999999999', 1e20, '9223372036854775808']) {
      const response = await call('POST', '/health-users/medication_schedules/', {
        medicamento_id: raw,
        frecuencia: 'daily',
        hora: '08:00',
      });
      expect(response.statusCode, String(raw)).toBe(404);
      expect(response.json().detail).toBe('Medicamento no encontrado.');
    }
    // The JSON number 9223372036854775808 itself (no quotes), as a client might send it.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/health-users/medication_schedules/',
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
      payload: '{"medicamento_id": 9223372036854775808, "frecuencia": "daily", "hora": "08:00"}',
    });
    expect(bare.statusCode).toBe(404);

    const patient = await call('POST', '/health-users/medicamentos/', {
      nombre: 'Aspirina',
      paciente_id: '99999999999999999999',
    });
    expect(patient.statusCode).toBe(404);
    expect(patient.json().detail).toBe('Paciente no encontrado.');
  });

  it('answers a path id longer than the router allows with a Spanish 404, not an English 414', async () => {
    const response = await call('DELETE', `/health-users/medicamentos/${'9'.repeat(150)}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Recurso no encontrado.' });
  });

  it('never answers a 5xx to malformed values in any field of any body', async () => {
    const hostile: unknown[] = [
      '\u0000',
      'a\u0000b',
      '\u202e\u200b',
      '\u001b[31m',
      '\ud800',
      1e20,
      -1,
      '99999999999999999999',
      {},
      [],
      true,
      null,
      'x'.repeat(20_000),
    ];
    const schedule = (
      await call('POST', '/health-users/alert_schedules/', {
        metric_key: 'glucosa',
        frecuencia: 'daily',
        hora: '07:00',
      })
    ).json();
    const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
    const reading = (
      await call('POST', '/health-metrics/api/readings/', { metric: 'presion', value: 130, v2: 85 })
    ).json();
    const bodies: Array<[method: 'POST' | 'PUT' | 'PATCH', url: string, fields: Record<string, unknown>]> = [
      [
        'POST',
        '/health-metrics/api/readings/',
        {
          metric: 'presion',
          value: 128,
          v2: 84,
          measured_at: '2026-11-20T08:00:00Z',
          context: 'ayunas',
          note: 'n',
          unit: 'mmHg',
        },
      ],
      [
        'PATCH',
        `/health-metrics/api/readings/${reading.id}/`,
        { value: 129, v2: 83, measured_at: '2026-11-20T09:00:00Z', context: 'en_reposo', note: 'n' },
      ],
      ['POST', '/health-users/link-session/', { token: 'x'.repeat(43) }],
      [
        'POST',
        '/health-users/alert_schedules/',
        { metric_key: 'peso', frecuencia: 'weekly', hora: '08:00', weekday: 1 },
      ],
      [
        'PATCH',
        `/health-users/alert_schedules/${schedule.id}/`,
        { metric_key: 'peso', frecuencia: 'monthly', hora: '08:00', month_day: 2 },
      ],
      ['POST', '/health-users/medicamentos/', { nombre: 'X', dosis: '1', paciente_id: null }],
      ['PATCH', `/health-users/medicamentos/${medicationId}/`, { nombre: 'X', dosis: '1' }],
      [
        'POST',
        '/health-users/medication_schedules/',
        { medicamento_id: medicationId, frecuencia: 'daily', hora: '09:00' },
      ],
      [
        'PUT',
        '/health-users/profile/',
        { email: ana.email, first_name: 'A', last_name: 'B', time_zone: 'America/Mexico_City' },
      ],
      [
        'PATCH',
        `/health-users/pacientes/${paciente.id}/`,
        { telefono: ana.phone, fecha_nacimiento: '1980-01-01' },
      ],
    ];
    let requests = 0;
    for (const [method, url, fields] of bodies) {
      for (const field of Object.keys(fields)) {
        for (const value of hostile) {
          const response = await call(method, url, { ...fields, [field]: value });
          requests += 1;
          expect(
            response.statusCode,
            `${method} ${url} ${field}=${JSON.stringify(value).slice(0, 40)}`,
          ).toBeLessThan(500);
        }
      }
    }
    for (const value of hostile) {
      for (const url of ['/health-users/register/', '/health-users/login/']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: { email: value, password: value, phone: value } as object,
        });
        requests += 1;
        expect(response.statusCode, `${url} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      }
    }
    // Query strings of the metrics endpoints, with the same hostile values.
    for (const value of hostile) {
      const raw = typeof value === 'string' ? value : JSON.stringify(value);
      // A lone surrogate cannot be percent-encoded: send the invalid UTF-8 bytes it stands for instead.
      const text = raw.includes('\ud800') ? '%ED%A0%80' : encodeURIComponent(raw);
      for (const url of [
        `/health-metrics/api/series/?metric=${text}&aggregation=${text}&from=${text}&to=${text}`,
        `/health-metrics/api/overview/?aggregation=daily&from=${text}`,
        `/health-metrics/api/readings/?metric=glucosa&limit=${text}&to=${text}`,
        `/health-metrics/api/report/?from=2026-01-01&to=${text}`,
        `/health-metrics/api/export.csv?metric=${text}`,
      ]) {
        const response = await call('GET', url);
        requests += 1;
        expect(response.statusCode, url.slice(0, 80)).toBeLessThan(500);
      }
    }
    expect(requests).toBeGreaterThan(400);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
