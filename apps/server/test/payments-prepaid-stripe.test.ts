import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, freeTrialEnd } from '@vitalia/domain/subscription';
import type { StripeApiServer } from '@vitalia/testkit';
import { checkoutRequest, createStripeTestApp, MX, P, SITE } from './support/payments';
import { actingAs, registerUser, type TestApp } from './support/test-app';

/**
 * Prepaid months with Stripe: payment-mode Checkout Sessions made through the official client against the
 * local Stripe server, and every event path (paid, waiting then paid, failed, expired, twice, out of
 * order) delivered signed to the webhook.
 */
describe('prepaid months with Stripe', () => {
  let t: TestApp;
  let stripe: StripeApiServer;

  beforeAll(async () => {
    ({ t, stripe } = await createStripeTestApp({ PRICE_MXN: '29', TRIAL_DAYS: '14' }));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const body = checkoutRequest;

  const userIdOf = async (email: string) =>
    (await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
  const trialEndOf = async (userId: number) =>
    freeTrialEnd(
      (
        await t.query<{ trial_ends_at: Date }>('SELECT trial_ends_at FROM subscriptions WHERE user_id = $1', [
          userId,
        ])
      )[0]!.trial_ends_at,
      MX,
    );

  async function buy(call: ReturnType<typeof actingAs>, email: string, plan: string, metodo?: string) {
    const reply = await call('POST', `${P}/checkout/`, body(email, plan, metodo));
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().url;
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    return url.split('/').pop()!;
  }

  const deliverAll = async (events: Parameters<StripeApiServer['deliver']>[0][]) => {
    for (const event of events) expect((await stripe.deliver(event)).status).toBe(200);
  };

  it('Olga pays 3 months at OXXO: the session as Stripe documents it, a voucher waits, the money arrives once', async () => {
    const olga = await registerUser(t.app);
    const call = actingAs(t.app, olga);
    const olgaId = await userIdOf(olga.email);
    const status = async () => (await call('GET', `${P}/status?email=${olga.email}`)).json();
    const sessionId = await buy(call, olga.email, 'prepago_3', 'oxxo');

    const made = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    // CONTRACTS.md section 7 names the method in `payment_method_types`: the last API version that takes
    // it on create, for this call only (the client's own version names it `allowed_payment_method_types`).
    expect(made.at(-1)!.apiVersion).toBe('2026-08-26.dahlia');
    expect(stripe.requests.find((r) => r.path === '/v1/customers')!.apiVersion).toBe('2026-10-28.endive');
    expect(made.at(-1)!.body).toEqual({
      mode: 'payment',
      customer: stripe.sessions.get(sessionId)!.customer,
      client_reference_id: String(olgaId),
      line_items: [
        {
          price_data: { currency: 'mxn', unit_amount: '2900', product_data: { name: 'Vitalia: 1 mes' } },
          quantity: '3',
        },
      ],
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: '3' } },
      success_url: `${SITE}/health/checkout/success`,
      cancel_url: `${SITE}/health/checkout/cancel`,
      locale: 'es-419',
      metadata: { user_id: String(olgaId), origen: 'web', plan: 'prepago_3', metodo: 'oxxo', meses: '3' },
      payment_intent_data: {
        description: 'Vitalia: 3 meses por adelantado',
        metadata: { user_id: String(olgaId), origen: 'web', plan: 'prepago_3', metodo: 'oxxo', meses: '3' },
      },
    });
    expect(stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 8700, currency: 'mxn' });

    // Checkout completes unpaid: the voucher from the PaymentIntent's next_action shows in the status.
    const { intent, events } = stripe.completePayment(sessionId);
    await deliverAll(events);
    const voucher = (intent.next_action as { oxxo_display_details: Record<string, unknown> })
      .oxxo_display_details;
    const waiting = await status();
    expect(waiting).toMatchObject({ status: 'trialing', dias_restantes: 14 });
    expect(waiting.prepago).toBeUndefined();
    expect(waiting.pendiente).toEqual({
      metodo: 'oxxo',
      monto: 87,
      vence: new Date((voucher.expires_after as number) * 1000).toISOString(),
      url: voucher.hosted_voucher_url,
      referencia: voucher.number,
    });
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`),
    ).toBe(true);

    // Paid at the store; the event arrives twice.
    const succeeded = stripe.settlePayment(sessionId, true);
    await deliverAll([succeeded, succeeded]);
    const until = addCalendarMonths(await trialEndOf(olgaId), 3, MX);
    const paid = await status();
    expect(paid).toMatchObject({ status: 'active', prepago: true, periodo_termina: until.toISOString() });
    expect(paid.pendiente).toBeUndefined();

    // Late and repeated events after the payment change nothing.
    await deliverAll([
      ...events,
      succeeded,
      stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(sessionId)!),
    ]);
    expect((await status()).periodo_termina).toBe(until.toISOString());
    const applied = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_prepaid_checkouts WHERE user_id = $1 AND estado = 'pagado'`,
      [olgaId],
    );
    expect(applied[0]!.n).toBe(1);
  });

  it('by card the months count at once; a second purchase stacks after the first', async () => {
    const pablo = await registerUser(t.app);
    const call = actingAs(t.app, pablo);
    const pabloId = await userIdOf(pablo.email);
    const first = await buy(call, pablo.email, 'prepago_1');
    expect(stripe.requests.at(-1)!.body).toMatchObject({ payment_method_types: ['card'] });
    expect(stripe.requests.at(-1)!.body.payment_method_options).toBeUndefined();
    await deliverAll(stripe.completePayment(first).events);
    const afterOne = addCalendarMonths(await trialEndOf(pabloId), 1, MX);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({
      status: 'active',
      prepago: true,
      periodo_termina: afterOne.toISOString(),
    });
    const second = await buy(call, pablo.email, 'prepago_12');
    await deliverAll(stripe.completePayment(second).events);
    expect((await call('GET', `${P}/status`)).json().periodo_termina).toBe(
      addCalendarMonths(afterOne, 12, MX).toISOString(),
    );
  });

  it('SPEI: the CLABE and Stripe’s instructions wait with no due date; a failed transfer adds nothing', async () => {
    const sara = await registerUser(t.app);
    const call = actingAs(t.app, sara);
    const sessionId = await buy(call, sara.email, 'prepago_6', 'spei');
    expect(stripe.requests.at(-1)!.body).toMatchObject({
      payment_method_types: ['customer_balance'],
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    });
    const { intent, events } = stripe.completePayment(sessionId);
    await deliverAll(events);
    const instructions = (
      intent.next_action as {
        display_bank_transfer_instructions: {
          hosted_instructions_url: string;
          financial_addresses: Array<{ spei: { clabe: string } }>;
        };
      }
    ).display_bank_transfer_instructions;
    expect((await call('GET', `${P}/status`)).json().pendiente).toEqual({
      metodo: 'spei',
      monto: 174,
      vence: null,
      url: instructions.hosted_instructions_url,
      referencia: instructions.financial_addresses[0]!.spei.clabe,
    });
    await deliverAll([stripe.settlePayment(sessionId, false)]);
    const after = (await call('GET', `${P}/status`)).json();
    expect(after).toMatchObject({ status: 'trialing' });
    expect(after.pendiente).toBeUndefined();
    expect(after.prepago).toBeUndefined();
  });

  it('out of order: the payment before the voucher still buys the months once, and the voucher never shows', async () => {
    const tere = await registerUser(t.app);
    const call = actingAs(t.app, tere);
    const sessionId = await buy(call, tere.email, 'prepago_1', 'oxxo');
    const { events } = stripe.completePayment(sessionId);
    const succeeded = stripe.settlePayment(sessionId, true);
    await deliverAll([succeeded, ...events, succeeded]);
    const status = (await call('GET', `${P}/status`)).json();
    expect(status).toMatchObject({ status: 'active', prepago: true });
    expect(status.pendiente).toBeUndefined();
  });

  it('an expired session adds nothing; a session unknown to the product is read from its own metadata', async () => {
    const uri = await registerUser(t.app);
    const call = actingAs(t.app, uri);
    const uriId = await userIdOf(uri.email);
    const sessionId = await buy(call, uri.email, 'prepago_3', 'oxxo');
    await deliverAll([stripe.expireCheckout(sessionId)]);
    const after = (await call('GET', `${P}/status`)).json();
    expect(after.prepago).toBeUndefined();
    expect(after.pendiente).toBeUndefined();

    // The product's own row is gone (as if the session was made from another server): the metadata and
    // client_reference_id still name the account and the plan.
    const other = await buy(call, uri.email, 'prepago_1');
    await t.query('DELETE FROM billing_prepaid_checkouts WHERE session_id = $1', [other]);
    await deliverAll(stripe.completePayment(other).events);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({
      prepago: true,
      periodo_termina: addCalendarMonths(await trialEndOf(uriId), 1, MX).toISOString(),
    });
  });

  it('Stripe down while reading the voucher: 503 and nothing recorded, so Stripe’s retry shows it', async () => {
    const vero = await registerUser(t.app);
    const call = actingAs(t.app, vero);
    const sessionId = await buy(call, vero.email, 'prepago_1', 'spei');
    const { events } = stripe.completePayment(sessionId);
    stripe.setOutage(true);
    try {
      expect((await stripe.deliver(events[0]!)).status).toBe(503);
    } finally {
      stripe.setOutage(false);
    }
    expect((await call('GET', `${P}/status`)).json().pendiente).toBeUndefined();
    await deliverAll([events[0]!]);
    expect((await call('GET', `${P}/status`)).json().pendiente).toMatchObject({ metodo: 'spei', monto: 29 });
  });

  it('a PaymentIntent Stripe does not know: the event is acknowledged and shows nothing', async () => {
    const nico = await registerUser(t.app);
    const call = actingAs(t.app, nico);
    const sessionId = await buy(call, nico.email, 'prepago_1', 'oxxo');
    const { intent, events } = stripe.completePayment(sessionId);
    stripe.paymentIntents.delete(intent.id);
    await deliverAll(events);
    expect((await call('GET', `${P}/status`)).json().pendiente).toBeUndefined();
  });

  it('refuses prepaid months in Spanish while a card subscription is active', async () => {
    const ines = await registerUser(t.app);
    const call = actingAs(t.app, ines);
    const monthly = await call('POST', `${P}/checkout/`, body(ines.email, 'mensual'));
    const { events } = stripe.completeCheckout(monthly.json().url.split('/').pop());
    await deliverAll(events);
    const refused = await call('POST', `${P}/checkout/`, body(ines.email, 'prepago_6', 'spei'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Ya tienes una suscripción mensual con tarjeta activa/);
  });
});
