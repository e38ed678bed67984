import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

describe('profile and patient record', () => {
  let t: TestApp;
  let ana: RegisteredUser;
  let call: ReturnType<typeof actingAs>;
  // 18:30 on 20 Nov in Mexico City is already 21 Nov in UTC.
  const now = new Date('2026-11-21T00:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ env: { TZ_DEFAULT: 'America/Mexico_City' }, now: () => now });
    ana = await registerUser(t.app, { phone: '+5215544332211' });
    call = actingAs(t.app, ana);
  });
  afterAll(() => t.close());

  it('starts with the e-mail, empty names and the default time zone', async () => {
    const response = await call('GET', '/health-users/profile/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: ana.email,
      first_name: '',
      last_name: '',
      time_zone: 'America/Mexico_City',
    });
  });

  it('Ana saves her names and time zone', async () => {
    const saved = await call('PUT', '/health-users/profile/', {
      email: ana.email,
      first_name: ' Ana ',
      last_name: 'López',
      time_zone: 'America/Tijuana',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      email: ana.email,
      first_name: 'Ana',
      last_name: 'López',
      time_zone: 'America/Tijuana',
    });
    expect((await call('GET', '/health-users/profile/')).json().first_name).toBe('Ana');
  });

  const invalidProfiles: Array<[string, Record<string, unknown>, string]> = [
    ['no first name', { first_name: '', last_name: 'López' }, 'El nombre es obligatorio.'],
    ['no last name', { first_name: 'Ana', last_name: '  ' }, 'El apellido es obligatorio.'],
    ['a name as a number', { first_name: 5, last_name: 'López' }, 'El campo «first_name» debe ser texto.'],
    [
      'a made-up time zone',
      { first_name: 'Ana', last_name: 'López', time_zone: 'America/Springfield' },
      'La zona horaria no es válida. Elige una de la lista (por ejemplo, America/Mexico_City).',
    ],
    [
      'another e-mail',
      { email: 'otra@example.com', first_name: 'Ana', last_name: 'López' },
      'El correo electrónico no se puede cambiar desde el perfil.',
    ],
  ];
  it.each(invalidProfiles)('refuses %s and keeps the saved profile', async (_name, payload, detail) => {
    const response = await call('PUT', '/health-users/profile/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect((await call('GET', '/health-users/profile/')).json()).toMatchObject({
      first_name: 'Ana',
      last_name: 'López',
    });
  });

  it('lists her patient record with the phone from sign-up and no age yet', async () => {
    const response = await call('GET', '/health-users/pacientes/');
    expect(response.json()).toEqual([
      { id: expect.any(Number), telefono: '+525544332211', fecha_nacimiento: null, edad: null },
    ]);
  });

  it('computes the age from the birth date, by the day in her own time zone', async () => {
    const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
    // In Tijuana it is still 20 November: the birthday on the 21st has not come yet.
    const saved = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      telefono: paciente.telefono,
      fecha_nacimiento: '1970-11-21',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fecha_nacimiento: '1970-11-21', edad: 55 });
    const dayBefore = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      fecha_nacimiento: '1970-11-20',
    });
    expect(dayBefore.json().edad).toBe(56);
    const cleared = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      fecha_nacimiento: null,
    });
    expect(cleared.json()).toMatchObject({ fecha_nacimiento: null, edad: null });
  });

  const invalidDates: Array<[string, unknown]> = [
    ['an impossible date', '1990-02-30'],
    ['a future date', '2030-01-01'],
    ['today', '2026-11-20'],
    ['a date before 1900', '1899-12-31'],
    ['a Mexican-style date', '15/08/1990'],
    ['a number', 19900815],
  ];
  it.each(invalidDates)('refuses %s as birth date', async (_name, fecha) => {
    const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
    const response = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      fecha_nacimiento: fecha,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'La fecha de nacimiento debe ser una fecha real en el pasado, con el formato AAAA-MM-DD.',
    });
  });

  it('keeps the phone read-only', async () => {
    const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
    const response = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      telefono: '+525500000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^El teléfono no se puede cambiar/);
    const same = await call('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      telefono: '+52 1 55 4433 2211',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().telefono).toBe('+525544332211');
  });
});
