import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMINDERS_PER_USER } from '@vitalia/services';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

describe('measurement reminders (alert schedules)', () => {
  let t: TestApp;
  let ana: RegisteredUser;
  let call: ReturnType<typeof actingAs>;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerUser(t.app);
    call = actingAs(t.app, ana);
  });
  afterAll(() => t.close());

  it('Ana sets daily, weekly and monthly reminders and sees them grouped on her home panel', async () => {
    const daily = await call('POST', '/health-users/alert_schedules/', {
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '08:00',
    });
    expect(daily.statusCode).toBe(201);
    expect(daily.json()).toEqual({
      id: expect.any(Number),
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '08:00',
      weekday: null,
      month_day: null,
    });
    const weekly = await call('POST', '/health-users/alert_schedules/', {
      metric_key: 'presion',
      frecuencia: 'weekly',
      hora: '21:30',
      weekday: 0,
    });
    expect(weekly.json()).toMatchObject({ weekday: 0, month_day: null });
    const monthly = await call('POST', '/health-users/alert_schedules/', {
      metric_key: 'peso',
      frecuencia: 'monthly',
      hora: '07:00',
      month_day: '31',
    });
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json()).toMatchObject({ weekday: null, month_day: 31 });

    const list = await call('GET', '/health-users/alert_schedules/');
    expect(
      list
        .json()
        .map((r: { metric_key: string }) => r.metric_key)
        .sort(),
    ).toEqual(['glucosa', 'peso', 'presion']);

    const home = await call('GET', '/health-users/home/');
    expect(home.statusCode).toBe(200);
    const body = home.json();
    expect(body.reminders.glucosa).toEqual([daily.json()]);
    expect(body.reminders.presion).toEqual([weekly.json()]);
    expect(body.reminders.peso).toEqual([monthly.json()]);
    expect(body.medicamentos).toEqual([]);
  });

  it('edits a reminder: a new frequency drops the day that no longer applies', async () => {
    const created = (
      await call('POST', '/health-users/alert_schedules/', {
        metric_key: 'glucosa',
        frecuencia: 'weekly',
        hora: '09:00',
        weekday: 3,
      })
    ).json();
    const url = `/health-users/alert_schedules/${created.id}/`;

    const newTime = await call('PATCH', url, { hora: '10:15' });
    expect(newTime.statusCode).toBe(200);
    expect(newTime.json()).toMatchObject({ frecuencia: 'weekly', hora: '10:15', weekday: 3 });

    const daily = await call('PATCH', url, { frecuencia: 'daily' });
    expect(daily.json()).toMatchObject({
      frecuencia: 'daily',
      hora: '10:15',
      weekday: null,
      month_day: null,
    });

    const monthlyWithoutDay = await call('PATCH', url, { frecuencia: 'monthly' });
    expect(monthlyWithoutDay.statusCode).toBe(400);
    expect(monthlyWithoutDay.json().detail).toBe('Indica el día del mes (1 a 31) del recordatorio mensual.');

    const monthly = await call('PATCH', url, { frecuencia: 'monthly', month_day: 15, metric_key: 'peso' });
    expect(monthly.json()).toMatchObject({ metric_key: 'peso', frecuencia: 'monthly', month_day: 15 });
  });

  it('deletes a reminder, once', async () => {
    const created = (
      await call('POST', '/health-users/alert_schedules/', {
        metric_key: 'peso',
        frecuencia: 'daily',
        hora: '06:00',
      })
    ).json();
    const first = await call('DELETE', `/health-users/alert_schedules/${created.id}/`);
    expect(first.statusCode).toBe(204);
    const again = await call('DELETE', `/health-users/alert_schedules/${created.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Recordatorio no encontrado.' });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    [
      'unknown metric',
      { metric_key: 'colesterol', frecuencia: 'daily', hora: '08:00' },
      'El indicador debe ser glucosa, presion o peso.',
    ],
    [
      'missing metric',
      { frecuencia: 'daily', hora: '08:00' },
      'El indicador debe ser glucosa, presion o peso.',
    ],
    [
      'unknown frequency',
      { metric_key: 'glucosa', frecuencia: 'hourly', hora: '08:00' },
      'La frecuencia debe ser daily (diaria), weekly (semanal) o monthly (mensual).',
    ],
    [
      'hour 24',
      { metric_key: 'glucosa', frecuencia: 'daily', hora: '24:00' },
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    ],
    [
      'minute 60',
      { metric_key: 'glucosa', frecuencia: 'daily', hora: '23:60' },
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    ],
    [
      '12 h time',
      { metric_key: 'glucosa', frecuencia: 'daily', hora: '8:00 pm' },
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    ],
    [
      'time as number',
      { metric_key: 'glucosa', frecuencia: 'daily', hora: 800 },
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    ],
    [
      'weekly without weekday',
      { metric_key: 'glucosa', frecuencia: 'weekly', hora: '08:00' },
      'Indica el día de la semana del recordatorio semanal (0 = lunes … 6 = domingo).',
    ],
    [
      'weekday 7',
      { metric_key: 'glucosa', frecuencia: 'weekly', hora: '08:00', weekday: 7 },
      'El día de la semana debe ser un número del 0 (lunes) al 6 (domingo).',
    ],
    [
      'weekday -1',
      { metric_key: 'glucosa', frecuencia: 'weekly', hora: '08:00', weekday: -1 },
      'El día de la semana debe ser un número del 0 (lunes) al 6 (domingo).',
    ],
    [
      'weekday 2.5',
      { metric_key: 'glucosa', frecuencia: 'weekly', hora: '08:00', weekday: 2.5 },
      'El día de la semana debe ser un número del 0 (lunes) al 6 (domingo).',
    ],
    [
      'weekday on daily',
      { metric_key: 'glucosa', frecuencia: 'daily', hora: '08:00', weekday: 2 },
      'El día de la semana solo aplica a la frecuencia semanal (weekly).',
    ],
    [
      'monthly without day',
      { metric_key: 'peso', frecuencia: 'monthly', hora: '08:00' },
      'Indica el día del mes (1 a 31) del recordatorio mensual.',
    ],
    [
      'month day 0',
      { metric_key: 'peso', frecuencia: 'monthly', hora: '08:00', month_day: 0 },
      'El día del mes debe ser un número del 1 al 31.',
    ],
    [
      'month day 32',
      { metric_key: 'peso', frecuencia: 'monthly', hora: '08:00', month_day: 32 },
      'El día del mes debe ser un número del 1 al 31.',
    ],
    [
      'month day on weekly',
      { metric_key: 'peso', frecuencia: 'weekly', hora: '08:00', weekday: 1, month_day: 3 },
      'El día del mes solo aplica a la frecuencia mensual (monthly).',
    ],
  ];
  it.each(invalid)('refuses %s with a Spanish 400 and stores nothing', async (_name, payload, detail) => {
    const before = (await call('GET', '/health-users/alert_schedules/')).json().length;
    const response = await call('POST', '/health-users/alert_schedules/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect((await call('GET', '/health-users/alert_schedules/')).json()).toHaveLength(before);
  });

  it('deletes also when the client sends a JSON content type without a body', async () => {
    const created = (
      await call('POST', '/health-users/alert_schedules/', {
        metric_key: 'peso',
        frecuencia: 'daily',
        hora: '05:00',
      })
    ).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/health-users/alert_schedules/${created.id}/`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers ids that cannot exist with 404', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await call('PATCH', `/health-users/alert_schedules/${id}/`, { hora: '08:00' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-users/alert_schedules/' });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/health-users/home/' })).statusCode).toBe(401);
  });

  it(`caps reminders at ${MAX_REMINDERS_PER_USER} per person`, async () => {
    const beto = await registerUser(t.app);
    const asBeto = actingAs(t.app, beto);
    for (let i = 0; i < MAX_REMINDERS_PER_USER; i++) {
      const hora = `${String(i % 24).padStart(2, '0')}:${String(Math.floor(i / 24) * 15).padStart(2, '0')}`;
      const response = await asBeto('POST', '/health-users/alert_schedules/', {
        metric_key: 'glucosa',
        frecuencia: 'daily',
        hora,
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await asBeto('POST', '/health-users/alert_schedules/', {
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '23:59',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toMatch(/máximo de 50 recordatorios/);
  });
});
