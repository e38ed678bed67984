import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';

describe('the bell and crisis values entered by hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a crisis value with what to do now and rings the bell once', async () => {
    const call = actingAs(t.app, await registerUser(t.app));
    expect((await call('GET', '/health-users/notifications/')).json()).toEqual({ unread: 0, items: [] });

    const low = await call('POST', `${API}/readings/`, { metric: 'glucosa', value: 45 });
    expect(low.statusCode).toBe(201);
    expect(low.json().feedback).toMatchObject({
      label: 'Hipoglucemia nivel 2',
      severity: 'urgent',
      urgent: true,
      standard: 'la ADA',
    });
    expect(low.json().feedback.advice).toMatch(/15/);

    const crisis = await call('POST', `${API}/readings/`, { metric: 'presion', value: 185, v2: 110 });
    expect(crisis.json().feedback.urgent).toBe(true);
    expect(crisis.json().feedback.advice).toMatch(/911|urgencias/);

    const calm = await call('POST', `${API}/readings/`, { metric: 'glucosa', value: 110, context: 'ayunas' });
    expect(calm.json().feedback).toMatchObject({ urgent: false, severity: 'normal' });
    const custom = await call('POST', `${API}/readings/`, { metric: 'cintura', value: 90, unit: 'cm' });
    expect(custom.json().feedback).toBeNull();

    const bell = (await call('GET', '/health-users/notifications/')).json();
    // Two crisis items, and the level 2 low opens the repeated-lows alert: tell the doctor.
    expect(bell.unread).toBe(3);
    const crises = bell.items.filter((item: { kind: string }) => item.kind === 'crisis');
    expect(
      crises.map((item: { kind: string; title: string; read: boolean }) => [
        item.kind,
        item.title,
        item.read,
      ]),
    ).toEqual([
      ['crisis', 'Valor de crisis: presión arterial 185/110 mmHg', false],
      ['crisis', 'Valor de crisis: glucosa 45 mg/dL', false],
    ]);
    expect(bell.items.filter((item: { kind: string }) => item.kind === 'alert')).toEqual([
      expect.objectContaining({ title: 'Bajas de azúcar en los últimos 7 días' }),
    ]);
    const lowItem = crises[1];
    expect(lowItem.body).toContain('(Según la ADA, tu glucosa de 45 mg/dL está muy baja');
    expect(lowItem.body).toMatch(/15/); // what to do now comes first
    expect(lowItem.body).not.toMatch(/\p{Extended_Pictographic}/u);

    expect((await call('POST', `/health-users/notifications/${lowItem.id}/read/`)).statusCode).toBe(204);
    expect((await call('POST', `/health-users/notifications/${lowItem.id}/read/`)).statusCode).toBe(204);
    const after = (await call('GET', '/health-users/notifications/')).json();
    expect(after.unread).toBe(2);
    expect(after.items.find((item: { id: number }) => item.id === lowItem.id).read).toBe(true);
    expect((await call('POST', '/health-users/notifications/read/')).statusCode).toBe(204);
    expect((await call('GET', '/health-users/notifications/')).json().unread).toBe(0);
  });

  it('rings the bell when a correction turns a reading into a crisis value, once', async () => {
    const call = actingAs(t.app, await registerUser(t.app));
    const reading = (await call('POST', `${API}/readings/`, { metric: 'glucosa', value: 145 })).json();
    expect((await call('GET', '/health-users/notifications/')).json().unread).toBe(0);
    const corrected = await call('PATCH', `${API}/readings/${reading.id}/`, { value: 45 });
    expect(corrected.json().feedback).toMatchObject({ urgent: true, label: 'Hipoglucemia nivel 2' });
    await call('PATCH', `${API}/readings/${reading.id}/`, { value: 44 });
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items.map((item: { title: string }) => item.title)).toEqual([
      'Bajas de azúcar en los últimos 7 días',
      'Valor de crisis: glucosa 45 mg/dL',
    ]);
  });

  it('keeps each person’s bell to themselves', async () => {
    const ana = actingAs(t.app, await registerUser(t.app));
    const beto = actingAs(t.app, await registerUser(t.app));
    await ana('POST', `${API}/readings/`, { metric: 'glucosa', value: 320 });
    const [item] = (await ana('GET', '/health-users/notifications/')).json().items;
    expect((await beto('GET', '/health-users/notifications/')).json()).toEqual({ unread: 0, items: [] });
    const response = await beto('POST', `/health-users/notifications/${item.id}/read/`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Notificación no encontrada.');
    expect((await ana('GET', '/health-users/notifications/')).json().unread).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/health-users/notifications/' })).statusCode).toBe(401);
  });
});
