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

  it('is told by chat when a charge fails: the approved template with the payments page, once', async () => {
    const eva = await t.patient('Eva');
    const call = actingAs(t.app, eva);
    const checkout = await call('POST', '/health-payments/checkout/', {
      email: eva.email,
      metadata: { origen: 'web', plan: 'mensual' },
      success_url: 'https://vitalia.example/health/checkout/success',
      cancel_url: 'https://vitalia.example/health/checkout/cancel',
    });
    const session = new URL(checkout.json().url).searchParams.get('session');
    expect((await call('POST', `/health-payments/test/checkout/${session}/pay/`)).statusCode).toBe(200);
    expect((await call('POST', '/health-payments/test/portal/payment-failure/')).json()).toMatchObject({
      status: 'past_due',
    });
    // Eva never wrote to the bot: outside the 24-hour window, so the template, to her registered number.
    const recipient = eva.phone.slice(1);
    await expect.poll(() => t.graph.sentTo(recipient).length, { timeout: 10_000 }).toBe(1);
    const [message] = t.graph.sentTo(recipient);
    expect(message!.body.template.name).toBe('vitalia_pago_fallido');
    expect(textOf(message!)).toMatch(/Eva \| https:\/\/vitalia\.example\/health\/payments/);
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items.map((item: { kind: string }) => item.kind)).toEqual(['payment_failed']);
  });
});
