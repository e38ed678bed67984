import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

describe('medications and their schedules', () => {
  let t: TestApp;
  let ana: RegisteredUser;
  let call: ReturnType<typeof actingAs>;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerUser(t.app);
    call = actingAs(t.app, ana);
  });
  afterAll(() => t.close());

  it('Ana adds Losartan with two schedules, renames it, drops a schedule, then deletes it', async () => {
    const created = await call('POST', '/health-users/medicamentos/', {
      paciente_id: null,
      nombre: '  Losartan ',
      dosis: '50 mg',
    });
    expect(created.statusCode).toBe(201);
    const med = created.json();
    expect(med).toEqual({
      id: expect.any(Number),
      paciente_id: expect.any(Number),
      nombre: 'Losartan',
      dosis: '50 mg',
      schedules: [],
    });

    const night = await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: med.id,
      frecuencia: 'weekly',
      hora: '21:00',
      weekday: 0,
    });
    expect(night.statusCode).toBe(201);
    expect(night.json()).toEqual({
      id: expect.any(Number),
      medicamento_id: med.id,
      frecuencia: 'weekly',
      hora: '21:00',
      weekday: 0,
      month_day: null,
    });
    const morning = await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: med.id,
      frecuencia: 'daily',
      hora: '08:00',
    });
    expect(morning.statusCode).toBe(201);

    const list = (await call('GET', '/health-users/medicamentos/')).json();
    expect(list).toHaveLength(1);
    expect(list[0].schedules.map((s: { hora: string }) => s.hora)).toEqual(['08:00', '21:00']);

    const renamed = await call('PATCH', `/health-users/medicamentos/${med.id}/`, { dosis: '100 mg' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ nombre: 'Losartan', dosis: '100 mg' });
    expect(renamed.json().schedules).toHaveLength(2);

    const edited = await call('PATCH', `/health-users/medication_schedules/${night.json().id}/`, {
      weekday: 4,
    });
    expect(edited.json()).toMatchObject({ weekday: 4, hora: '21:00' });

    expect(
      (await call('DELETE', `/health-users/medication_schedules/${morning.json().id}/`)).statusCode,
    ).toBe(204);
    const home = (await call('GET', '/health-users/home/')).json();
    expect(home.medicamentos[0].schedules).toHaveLength(1);

    expect((await call('DELETE', `/health-users/medicamentos/${med.id}/`)).statusCode).toBe(204);
    expect((await call('GET', '/health-users/medicamentos/')).json()).toEqual([]);
    // Its schedules went with it.
    const orphan = await call('PATCH', `/health-users/medication_schedules/${night.json().id}/`, {
      hora: '22:00',
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json()).toEqual({ detail: 'Horario de medicación no encontrado.' });
  });

  it('keeps the dose optional and clears it when blank', async () => {
    const med = (
      await call('POST', '/health-users/medicamentos/', { paciente_id: null, nombre: 'Metformina' })
    ).json();
    expect(med.dosis).toBeNull();
    const withDose = (
      await call('PATCH', `/health-users/medicamentos/${med.id}/`, { dosis: '850 mg' })
    ).json();
    expect(withDose.dosis).toBe('850 mg');
    const cleared = (await call('PATCH', `/health-users/medicamentos/${med.id}/`, { dosis: '' })).json();
    expect(cleared.dosis).toBeNull();
  });

  const invalid: Array<[string, string, Record<string, unknown>, string]> = [
    [
      'medication without a name',
      '/health-users/medicamentos/',
      { paciente_id: null, nombre: '   ', dosis: '5 mg' },
      'El nombre del medicamento es obligatorio.',
    ],
    [
      'medication name as a number',
      '/health-users/medicamentos/',
      { nombre: 123 },
      'El campo «nombre» debe ser texto.',
    ],
    [
      'a very long name',
      '/health-users/medicamentos/',
      { nombre: 'x'.repeat(121) },
      'El nombre del medicamento no puede tener más de 120 caracteres.',
    ],
    [
      'a very long dose',
      '/health-users/medicamentos/',
      { nombre: 'Insulina', dosis: 'x'.repeat(61) },
      'La dosis no puede tener más de 60 caracteres.',
    ],
    [
      'schedule without medication',
      '/health-users/medication_schedules/',
      { frecuencia: 'daily', hora: '08:00' },
      'Indica el medicamento (medicamento_id).',
    ],
    [
      'schedule with a bad time',
      '/health-users/medication_schedules/',
      { medicamento_id: 1, frecuencia: 'daily', hora: '25:00' },
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    ],
  ];
  it.each(invalid)('refuses a %s with a Spanish 400', async (_name, url, payload, detail) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('refuses a schedule for a medication that does not exist', async () => {
    const response = await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: 987654,
      frecuencia: 'daily',
      hora: '08:00',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Medicamento no encontrado.' });
  });

  it('accepts her own paciente_id and refuses any other', async () => {
    const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
    const own = await call('POST', '/health-users/medicamentos/', {
      paciente_id: paciente.id,
      nombre: 'Aspirina',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().paciente_id).toBe(paciente.id);
    const other = await call('POST', '/health-users/medicamentos/', {
      paciente_id: paciente.id + 1000,
      nombre: 'Aspirina',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Paciente no encontrado.' });
  });
});
