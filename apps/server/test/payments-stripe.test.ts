import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTrialEnd } from '@vitalia/domain/subscription';
import type { StripeApiServer } from '@vitalia/testkit';
import { createStripeTestApp, MX, P, SITE } from './support/payments';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * Stripe mode: the official client against a local server that speaks Stripe's API, and events signed
 * with the SDK's test header helper delivered to the webhook.
 */
describe('payments with Stripe', () => {
  let t: TestApp;
  let stripe: StripeApiServer;
  const chats: Array<{ userId: number; text: string; dedupeKey: string }> = [];

  beforeAll(async () => {
    ({ t, stripe } = await createStripeTestApp({}, async (userId, text, dedupeKey) => {
      chats.push({ userId, text, dedupeKey });
    }));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const checkoutBody = (email: string) => ({
    email,
    metadata: { origen: 'web', plan: 'mensual' },
    success_url: `${SITE}/health/checkout/success`,
    cancel_url: `${SITE}/health/checkout/cancel`,
  });

  async function subscribe(call: ReturnType<typeof actingAs>, email: string) {
    const reply = await call('POST', `${P}/checkout/`, checkoutBody(email));
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().url;
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    return stripe.completeCheckout(url.split('/').pop()!);
  }

  const userIdOf = async (email: string) =>
    (await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
  const eventsApplied = async () =>
    (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM billing_events'))[0]!.n;

  it('Ana pays during her trial: one customer, the account on the session, the trial kept to its end', async () => {
    const ana = await registerUser(t.app);
    const call = actingAs(t.app, ana);
    const anaId = await userIdOf(ana.email);
    const first = await call('POST', `${P}/checkout/`, checkoutBody(ana.email));
    expect(first.statusCode).toBe(200);
    await call('POST', `${P}/checkout/`, checkoutBody(ana.email));

    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ email: ana.email, metadata: { user_id: String(anaId) } });
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    const trialEnd = (
      await t.query<{ trial_ends_at: Date }>('SELECT trial_ends_at FROM subscriptions WHERE user_id = $1', [
        anaId,
      ])
    )[0]!.trial_ends_at;
    expect(sessions[0]!.body).toEqual({
      mode: 'subscription',
      customer: [...stripe.customers.keys()].at(-1),
      client_reference_id: String(anaId),
      line_items: [{ price: stripe.priceId, quantity: '1' }],
      success_url: `${SITE}/health/checkout/success`,
      cancel_url: `${SITE}/health/checkout/cancel`,
      locale: 'es-419',
      metadata: { user_id: String(anaId), origen: 'web', plan: 'mensual' },
      subscription_data: {
        metadata: { user_id: String(anaId) },
        trial_end: String(Math.floor(freeTrialEnd(trialEnd, MX).getTime() / 1000)),
      },
    });

    const { events, subscription } = stripe.completeCheckout(first.json().url.split('/').pop());
    for (const event of events) expect((await stripe.deliver(event)).status).toBe(200);
    expect((await call('GET', `${P}/status?email=${ana.email}`)).json()).toEqual({
      status: 'trialing',
      dias_restantes: 14,
      subscription_id: subscription.id,
      cancel_at_period_end: false,
      periodo_termina: freeTrialEnd(trialEnd, MX).toISOString(),
    });

    const portal = await call('POST', `${P}/portal/`, {
      email: ana.email,
      return_url: `${SITE}/health/payments`,
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(stripe.requests.at(-1)!.body).toEqual({
      customer: subscription.customer,
      return_url: `${SITE}/health/payments`,
    });
    const again = await call('POST', `${P}/checkout/`, checkoutBody(ana.email));
    expect(again.statusCode).toBe(409);
  });

  it('late, repeated and out-of-order events end equal to the subscription’s latest state', async () => {
    const beto = await registerUser(t.app);
    const call = actingAs(t.app, beto);
    const { events, subscription } = await subscribe(call, beto.email);
    // Delivered backwards, and each twice.
    for (const event of [...events].reverse()) {
      expect((await stripe.deliver(event)).status).toBe(200);
      expect((await stripe.deliver(event)).status).toBe(200);
    }
    const status = () => call('GET', `${P}/status`).then((reply) => reply.json());
    expect(await status()).toMatchObject({ status: 'trialing', subscription_id: subscription.id });
    const staleUpdate = stripe.updateSubscription(subscription.id, {}); // still cancel_at_period_end: false

    const cancelled = await call('POST', `${P}/cancel/`, { subscription_id: subscription.id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription.id}`,
      body: { cancel_at_period_end: 'true' },
    });

    // The stale event says "not cancelling"; Stripe's latest state says otherwise, and wins.
    expect((await stripe.deliver(staleUpdate)).status).toBe(200);
    expect(await status()).toMatchObject({ cancel_at_period_end: true });

    const deleted = stripe.updateSubscription(
      subscription.id,
      { status: 'canceled' },
      'customer.subscription.deleted',
    );
    const applied = await eventsApplied();
    expect((await stripe.deliver(deleted)).status).toBe(200);
    expect(await status()).toMatchObject({ status: 'canceled', dias_restantes: 0 });
    // Old events arriving after the end change nothing; a replay is not applied twice.
    for (const event of [...events, deleted]) expect((await stripe.deliver(event)).status).toBe(200);
    expect(await status()).toMatchObject({ status: 'canceled', subscription_id: subscription.id });
    expect(await eventsApplied()).toBe(applied + 1); // only the deleted event was new
  });

  it('a failed charge: past due, one bell notification and one chat message with the payments link', async () => {
    const caro = await registerUser(t.app);
    const call = actingAs(t.app, caro);
    const { events, subscription } = await subscribe(call, caro.email);
    for (const event of events) await stripe.deliver(event);
    const { failed, updated } = stripe.failPayment(subscription.id);
    for (const event of [failed, failed, updated, failed])
      expect((await stripe.deliver(event)).status).toBe(200);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({ status: 'past_due' });
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items).toHaveLength(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'payment_failed',
      title: 'No pudimos cobrar tu suscripción',
    });
    const caroId = await userIdOf(caro.email);
    expect(chats.filter((chat) => chat.userId === caroId)).toEqual([
      {
        userId: caroId,
        text: expect.stringContaining(`${SITE}/health/payments`),
        dedupeKey: `payment_failed:${failed.id}`,
      },
    ]);
    // "Pagar con Stripe" on a past-due subscription opens the portal to pay the invoice, not a second plan.
    const pay = await call('POST', `${P}/checkout/`, checkoutBody(caro.email));
    expect(pay.json().url).toMatch(/\/p\/session\/bps_/);
  });

  it('a failed charge in an older API version’s shape (invoice.subscription) still marks it past due', async () => {
    const dora = await registerUser(t.app);
    const call = actingAs(t.app, dora);
    const { events, subscription } = await subscribe(call, dora.email);
    for (const event of events) await stripe.deliver(event);
    // A webhook endpoint pinned to 2024-06-20: no parent.subscription_details, and no subscription
    // update delivered after it: the invoice alone must lead to the subscription.
    const { failed } = stripe.failPayment(subscription.id, { apiVersion: '2024-06-20' });
    expect(failed.data.object).toMatchObject({ subscription: subscription.id });
    expect(failed.data.object).not.toHaveProperty('parent');
    expect((await stripe.deliver(failed)).status).toBe(200);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({ status: 'past_due' });
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items.map((item: { kind: string }) => item.kind)).toEqual(['payment_failed']);
  });

  it('a subscription set to end on a date (cancel_at) shows that date like a cancellation at the period’s end', async () => {
    const elisa = await registerUser(t.app);
    const call = actingAs(t.app, elisa);
    const { events, subscription } = await subscribe(call, elisa.email);
    for (const event of events) await stripe.deliver(event);
    const endsAt = Math.floor(Date.now() / 1000) + 5 * 86_400 + 3_600;
    const update = stripe.updateSubscription(subscription.id, { cancel_at: endsAt });
    expect((await stripe.deliver(update)).status).toBe(200);
    const status = (await call('GET', `${P}/status`)).json();
    expect(status).toMatchObject({
      cancel_at_period_end: true,
      periodo_termina: new Date(endsAt * 1000).toISOString(),
    });
    expect([5, 6]).toContain(status.dias_restantes);
  });

  it('refuses missing, wrong, tampered, old and future-dated signatures with 400 and changes nothing', async () => {
    const dana = await registerUser(t.app);
    const call = actingAs(t.app, dana);
    const { events } = await subscribe(call, dana.email);
    const before = await eventsApplied();
    const event = events[0]!;
    const payload = JSON.stringify(event);
    const attempts = [
      stripe.deliver(event, { secret: 'whsec_someone_else' }),
      stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // Dated ahead: Stripe's age check alone would accept it until that time.
      stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 3_600 }),
      stripe.deliver(event, { signature: 't=1,v1=deadbeef' }),
      stripe.deliver(event, { signature: '' }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body).detail).toBe('Firma de Stripe ausente o inválida.');
    }
    const unsigned = await t.app.inject({ method: 'POST', url: `${P}/webhook/`, payload });
    expect(unsigned.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: `${P}/webhook/`,
      headers: { 'stripe-signature': 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(await eventsApplied()).toBe(before);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({ subscription_id: null });

    // A signature made for one payload, sent with another, is refused too.
    const target = { payload: '', signature: '' };
    const inject = (signature: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${P}/webhook/`,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    stripe.setWebhookTarget(async (signedPayload, signature) => {
      Object.assign(target, { payload: signedPayload, signature });
      const reply = await inject(signature, signedPayload);
      return { status: reply.statusCode, body: reply.body };
    });
    expect((await stripe.deliver(stripe.event('ping', {}))).status).toBe(200);
    const tampered = await inject(target.signature, payload);
    expect(tampered.statusCode).toBe(400);
    expect(await eventsApplied()).toBe(before + 1); // the ping, signed for itself
  });

  it('acknowledges a verified event it does not follow, and a verified body that is no event', async () => {
    const other = stripe.event('payment_intent.created', { id: 'pi_1', object: 'payment_intent' });
    expect((await stripe.deliver(other)).status).toBe(200);
    expect(await t.db.repos.billing.eventRecorded(other.id)).toBe(true);
    expect((await stripe.deliver('{"hola": 1}')).status).toBe(200);
  });

  it('answers 404 for another person’s subscription id and never calls Stripe for it', async () => {
    const eva = await registerUser(t.app);
    const fer = await registerUser(t.app);
    const evaCall = actingAs(t.app, eva);
    const { events, subscription } = await subscribe(evaCall, eva.email);
    for (const event of events) await stripe.deliver(event);
    const calls = stripe.requests.length;
    const reply = await actingAs(t.app, fer)('POST', `${P}/cancel/`, { subscription_id: subscription.id });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().detail).toBe('Suscripción no encontrada.');
    expect(stripe.requests.length).toBe(calls);
    expect((await evaCall('GET', `${P}/status`)).json().cancel_at_period_end).toBe(false);
    expect((await actingAs(t.app, fer)('GET', `${P}/status?email=${eva.email}`)).statusCode).toBe(403);
    const foreign = await evaCall('POST', `${P}/portal/`, {
      email: eva.email,
      return_url: 'https://evil.example/',
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('payments when Stripe does not answer', () => {
  it('answers 503 in Spanish and stores nothing', async () => {
    const t = await createTestApp({
      env: {
        PUBLIC_URL: SITE,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_ID: 'price_x',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const gil = await registerUser(t.app);
      const reply = await actingAs(t.app, gil)('POST', `${P}/checkout/`, {
        email: gil.email,
        success_url: `${SITE}/health/checkout/success`,
        cancel_url: `${SITE}/health/checkout/cancel`,
      });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().detail).toMatch(/servicio de pagos no respondió/);
      const stored = await t.query(
        'SELECT provider_customer_id FROM subscriptions WHERE provider_customer_id IS NOT NULL',
      );
      expect(stored).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
