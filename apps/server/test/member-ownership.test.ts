import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

/**
 * Beto must never see, change or delete anything of Ana's: every call on one of her ids answers 404
 * (as if it did not exist) and her data stays exactly as it was.
 */
describe('two users: nobody touches what is not theirs', () => {
  let t: TestApp;
  let ana: RegisteredUser;
  let beto: RegisteredUser;
  let ids: { reminder: number; medication: number; schedule: number; paciente: number };

  beforeAll(async () => {
    t = await createTestApp();
    [ana, beto] = [await registerUser(t.app), await registerUser(t.app)];
    const as = (user: RegisteredUser, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: bearer(user.token) }).then((r) => r.json());
    const reminder = await as(ana, 'POST', '/health-users/alert_schedules/', {
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '08:00',
    });
    const medication = await as(ana, 'POST', '/health-users/medicamentos/', {
      paciente_id: null,
      nombre: 'Losartan',
      dosis: '50 mg',
    });
    const schedule = await as(ana, 'POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora: '21:00',
    });
    await as(ana, 'PUT', '/health-users/profile/', {
      email: ana.email,
      first_name: 'Ana',
      last_name: 'López',
    });
    const [paciente] = await t.app
      .inject({ method: 'GET', url: '/health-users/pacientes/', headers: bearer(ana.token) })
      .then((r) => r.json());
    ids = { reminder: reminder.id, medication: medication.id, schedule: schedule.id, paciente: paciente.id };
  });
  afterAll(() => t.close());

  const snapshotOfAna = async () => ({
    home: (
      await t.app.inject({ method: 'GET', url: '/health-users/home/', headers: bearer(ana.token) })
    ).json(),
    profile: (
      await t.app.inject({ method: 'GET', url: '/health-users/profile/', headers: bearer(ana.token) })
    ).json(),
    pacientes: (
      await t.app.inject({ method: 'GET', url: '/health-users/pacientes/', headers: bearer(ana.token) })
    ).json(),
  });

  const attempts: Array<[string, 'GET' | 'POST' | 'PATCH' | 'DELETE', () => string, object | undefined]> = [
    ['edit her reminder', 'PATCH', () => `/health-users/alert_schedules/${ids.reminder}/`, { hora: '03:00' }],
    ['delete her reminder', 'DELETE', () => `/health-users/alert_schedules/${ids.reminder}/`, undefined],
    [
      'rename her medication',
      'PATCH',
      () => `/health-users/medicamentos/${ids.medication}/`,
      { nombre: 'Veneno' },
    ],
    ['delete her medication', 'DELETE', () => `/health-users/medicamentos/${ids.medication}/`, undefined],
    [
      'add a schedule to her medication',
      'POST',
      () => '/health-users/medication_schedules/',
      'SCHEDULE' as unknown as object,
    ],
    [
      'edit her medication schedule',
      'PATCH',
      () => `/health-users/medication_schedules/${ids.schedule}/`,
      { hora: '03:00' },
    ],
    [
      'delete her medication schedule',
      'DELETE',
      () => `/health-users/medication_schedules/${ids.schedule}/`,
      undefined,
    ],
    ['read her patient record', 'GET', () => `/health-users/pacientes/${ids.paciente}/`, undefined],
    [
      'change her birth date',
      'PATCH',
      () => `/health-users/pacientes/${ids.paciente}/`,
      { fecha_nacimiento: '1950-01-01' },
    ],
    [
      'file a medication under her patient record',
      'POST',
      () => '/health-users/medicamentos/',
      'PACIENTE' as unknown as object,
    ],
  ];

  it.each(attempts)('Beto cannot %s: 404 and nothing changes', async (_name, method, url, payload) => {
    const before = await snapshotOfAna();
    const body =
      (payload as unknown) === 'SCHEDULE'
        ? { medicamento_id: ids.medication, frecuencia: 'daily', hora: '03:00' }
        : (payload as unknown) === 'PACIENTE'
          ? { paciente_id: ids.paciente, nombre: 'Veneno' }
          : payload;
    const response = await t.app.inject({
      method,
      url: url(),
      headers: bearer(beto.token),
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/no encontrad[oa]\.$/);
    expect(await snapshotOfAna()).toEqual(before);
  });

  it('Beto’s own lists hold nothing of Ana’s', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(beto.token) }).then((r) => r.json());
    expect(await get('/health-users/alert_schedules/')).toEqual([]);
    expect(await get('/health-users/medicamentos/')).toEqual([]);
    expect(await get('/health-users/home/')).toEqual({
      reminders: { glucosa: [], presion: [], peso: [] },
      medicamentos: [],
    });
    expect((await get('/health-users/profile/')).email).toBe(beto.email);
    const pacientes = await get('/health-users/pacientes/');
    expect(pacientes).toHaveLength(1);
    expect(pacientes[0].id).not.toBe(ids.paciente);
  });

  it('Ana still has everything', async () => {
    const { home, profile } = await snapshotOfAna();
    expect(home.reminders.glucosa).toHaveLength(1);
    expect(home.medicamentos[0]).toMatchObject({ nombre: 'Losartan', schedules: [{ hora: '21:00' }] });
    expect(profile.first_name).toBe('Ana');
  });
});
