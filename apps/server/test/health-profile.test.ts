import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, shareWith } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * "Tu salud" on Mi Perfil (diagnosis, pregnancy, height): the owner's alone, validated in Spanish, and
 * used for the judgement of every reading stored after it, on the web and in the chat alike.
 */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const logReading = (user: Parameters<typeof actingAs>[1], body: Record<string, unknown>) =>
  actingAs(t.app, user)('POST', '/health-metrics/api/readings/', body);

describe('health profile', () => {
  it('starts empty, saves and reads back what the person said', async () => {
    const ana = await t.patient('Ana');
    const call = actingAs(t.app, ana);
    expect((await call('GET', '/health-users/profile/health/')).json()).toEqual({
      diagnostico: null,
      embarazo: false,
      estatura_cm: null,
    });
    const saved = await call('PUT', '/health-users/profile/health/', {
      diagnostico: 'diabetes_tipo_2',
      estatura_cm: 158.44,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ diagnostico: 'diabetes_tipo_2', embarazo: false, estatura_cm: 158.4 });
    // Absent fields stay; null clears.
    await call('PUT', '/health-users/profile/health/', { embarazo: true });
    const cleared = await call('PUT', '/health-users/profile/health/', { diagnostico: null });
    expect(cleared.json()).toEqual({ diagnostico: null, embarazo: true, estatura_cm: 158.4 });
  });

  it('refuses bad values with a clear Spanish 400 and changes nothing', async () => {
    const ana = await t.patient('Ana');
    const call = actingAs(t.app, ana);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ diagnostico: 'azucar' }, /El diagnóstico debe ser diabetes_tipo_1/],
      [{ embarazo: 'si' }, /«embarazo» debe ser verdadero o falso/],
      [{ estatura_cm: 1.58 }, /estatura debe ser un número en centímetros, entre 50 y 250/],
      [{ estatura_cm: '158' }, /estatura/],
      [{ estatura_cm: 1e308 }, /estatura/],
    ];
    for (const [body, message] of cases) {
      const reply = await call('PUT', '/health-users/profile/health/', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.json())).toMatch(message);
    }
    expect((await call('GET', '/health-users/profile/health/')).json().estatura_cm).toBeNull();
  });

  it('is the owner’s alone: a caregiver reads and changes only their own', async () => {
    const rosa = await t.patient('Rosa');
    const hija = await t.patient('Hija');
    await shareWith(t.app, rosa, hija, 'gestion');
    await actingAs(t.app, rosa)('PUT', '/health-users/profile/health/', { embarazo: true });
    await actingAs(t.app, hija)('PUT', '/health-users/profile/health/', { estatura_cm: 170 });
    expect((await actingAs(t.app, rosa)('GET', '/health-users/profile/health/')).json()).toEqual({
      diagnostico: null,
      embarazo: true,
      estatura_cm: null,
    });
  });

  it('pregnancy changes the judgement of a fasting glucose on the web and in the chat', async () => {
    const lupe = await t.patient('Lupe');
    // The web readings minutes before the chat's: the chat's 100 at the same time as one of them would be
    // the same reading, refused as stored already (this test once failed so in a full run).
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const before = await logReading(lupe, {
      metric: 'glucosa',
      value: 100,
      context: 'ayunas',
      measured_at: minutesAgo(20),
    });
    expect(before.json().feedback.label).toBe('En meta');
    await actingAs(t.app, lupe)('PUT', '/health-users/profile/health/', { embarazo: true });
    const web = await logReading(lupe, {
      metric: 'glucosa',
      value: 100,
      context: 'ayunas',
      measured_at: minutesAgo(10),
    });
    expect(web.json().feedback).toMatchObject({ label: 'Arriba de la meta del embarazo', severity: 'alert' });
    expect(web.json().feedback.description).toContain('menos de 95 mg/dL');
    const chat = await t.say(lupe.waId, 'glucosa 100 en ayunas');
    expect(textOf(chat)).toContain('arriba de la meta del embarazo en ayunas (menos de 95 mg/dL)');
    expect(textOf(chat)).toContain('ginecólogo');
  });

  it('without diabetes, a fasting 110 is impaired fasting glucose, not "dentro de la meta"; a height gives the BMI', async () => {
    const beto = await t.patient('Beto');
    await actingAs(t.app, beto)('PUT', '/health-users/profile/health/', {
      diagnostico: 'ninguno',
      estatura_cm: 170,
    });
    const chat = await t.say(beto.waId, 'amaneci con 110 en ayunas');
    expect(textOf(chat)).toContain('rango de glucosa en ayunas alterada');
    expect(textOf(chat)).not.toContain('dentro de la meta');
    expect(textOf(chat)).toContain('Una medición en casa no basta para saberlo: coméntalo con tu médico');
    const weight = await logReading(beto, { metric: 'peso', value: 80 });
    expect(weight.json().feedback.label).toMatch(/Sobrepeso/);
    expect(weight.json().feedback.description).toMatch(/índice de masa corporal \(IMC\) de 27\.7/);
  });
});
