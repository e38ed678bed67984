import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/** After the free trial with no payment: nothing is lost, and the way to pay comes once a day. */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp({ TRIAL_DAYS: '0', PRICE_MXN: '29' });
});
afterAll(async () => {
  await t?.close();
});

describe('a person whose trial ended without paying', () => {
  it('still has every reading stored, and a payment link in one reply a day', async () => {
    const ana = await t.patient('Ana');
    const status = await actingAs(t.app, ana)(
      'GET',
      `/health-payments/status?email=${encodeURIComponent(ana.email)}`,
    );
    expect(status.json().status).toBe('sin_suscripcion');

    const first = textOf(await t.say(ana.waId, 'glucosa 120'));
    expect(first).toMatch(/120 mg\/dL/);
    expect(first).toMatch(/29 MXN al mes: https:\/\/vitalia\.example\/health\/payments/);

    const second = textOf(await t.say(ana.waId, 'glucosa 130'));
    expect(second).toMatch(/130 mg\/dL/);
    expect(second).not.toMatch(/health\/payments/);

    const readings = (await actingAs(t.app, ana)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(readings.map((r: { value: number }) => r.value).sort()).toEqual([120, 130]);
  });
});
