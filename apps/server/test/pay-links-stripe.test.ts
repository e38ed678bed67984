import { describe, expect, it } from 'vitest';
import { addCalendarMonths, freeTrialEnd } from '@vitalia/domain/subscription';
import type { StripeApiServer } from '@vitalia/testkit';
import { MX, named, openPayLink, P, payLinkCodeOf, SITE, useStripeTestApp } from './support/payments';
import { actingAs, registerUser } from './support/test-app';

/**
 * A relative pays with Stripe: the link's checkout is the same payment-mode Checkout Session as the
 * owner's prepaid months (the owner's account in `client_reference_id`), and the webhook's paid event
 * adds the months once and uses the link up.
 */
describe('pay links with Stripe', () => {
  const app = useStripeTestApp({ PRICE_MXN: '29', TRIAL_DAYS: '14' });

  const relative = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.t.app.inject({ method, url, remoteAddress: '198.51.100.200', ...(payload ? { payload } : {}) });
  const deliverAll = async (events: Parameters<StripeApiServer['deliver']>[0][]) => {
    for (const event of events) expect((await app.stripe.deliver(event)).status).toBe(200);
  };
  const sessionsMade = () =>
    app.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

  async function ownerWithLink(firstName: string) {
    const owner = await registerUser(app.t.app);
    const call = actingAs(app.t.app, owner);
    await named(call, owner, firstName, 'Privado');
    const [{ id }] = (await app.t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      owner.email,
    ])) as [{ id: number }];
    const code = payLinkCodeOf((await call('POST', `${P}/pay-links/`)).json().url);
    return { owner, call, ownerId: id, code };
  }

  it('a relative pays 1 month by card: the session is for the owner’s account, without the owner’s e-mail; the paid event counts once', async () => {
    const { owner, call, ownerId, code } = await ownerWithLink('Chayo');
    const customersBefore = app.stripe.customers.size;
    const { url } = await openPayLink(relative, code, {
      nombre: 'Paco',
      plan: 'prepago_1',
      metodo: 'tarjeta',
    });
    expect(url.startsWith(`${app.stripe.url}/c/pay/cs_test_`)).toBe(true);
    const sessionId = url.split('/').pop()!;
    const made = sessionsMade().at(-1)!;
    expect(made.apiVersion).toBe('2026-08-26.dahlia');
    expect(made.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(ownerId),
      payment_method_types: ['card'],
      success_url: `${SITE}/pagar/gracias`,
      cancel_url: `${SITE}/pagar/${code}`,
      metadata: { user_id: String(ownerId), origen: 'enlace_de_pago', plan: 'prepago_1', metodo: 'tarjeta' },
    });
    // Checkout would show the customer's e-mail: a relative's session carries no customer of the owner.
    expect(made.body.customer).toBeUndefined();
    expect(app.stripe.customers.size).toBe(customersBefore);
    expect(JSON.stringify(made.body)).not.toContain(owner.email);

    const { events } = app.stripe.completePayment(sessionId);
    await deliverAll([...events, ...events]);
    const until = addCalendarMonths(
      freeTrialEnd(
        (
          await app.t.query<{ trial_ends_at: Date }>(
            'SELECT trial_ends_at FROM subscriptions WHERE user_id = $1',
            [ownerId],
          )
        )[0]!.trial_ends_at,
        MX,
      ),
      1,
      MX,
    );
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({
      status: 'active',
      prepago: true,
      periodo_termina: until.toISOString(),
    });
    expect((await call('GET', `${P}/pay-links/`)).json()).toMatchObject({
      pagos: [{ nombre: 'Paco', meses: 1, metodo: 'tarjeta', monto_mxn: 29, estado: 'pagado' }],
      enlaces_abiertos: 0,
    });
    const used = await relative('GET', `${P}/pay-links/${code}/`);
    expect(used.statusCode).toBe(410);
    expect(used.json().detail).toMatch(/ya se usó/);
  });

  it('SPEI from a link: the transfer goes into a customer of the payer’s own; the link is used when the money arrives', async () => {
    const { call, ownerId, code } = await ownerWithLink('Lola');
    const { url } = await openPayLink(relative, code, { nombre: 'Toño', plan: 'prepago_3', metodo: 'spei' });
    const sessionId = url.split('/').pop()!;
    const made = sessionsMade().at(-1)!;
    expect(made.body).toMatchObject({
      payment_method_types: ['customer_balance'],
      client_reference_id: String(ownerId),
    });
    const payer = app.stripe.customers.get(String(made.body.customer))!;
    expect(payer).toMatchObject({ metadata: { pays_for_user_id: String(ownerId) } });
    const customerCall = app.stripe.requests.filter((r) => r.path === '/v1/customers').at(-1)!;
    expect(customerCall.body).toMatchObject({ name: 'Toño' });
    expect(customerCall.body.email).toBeUndefined();
    const owners = await app.t.query<{ provider_customer_id: string | null }>(
      'SELECT provider_customer_id FROM subscriptions WHERE user_id = $1',
      [ownerId],
    );
    expect(owners[0]!.provider_customer_id).toBeNull();

    await deliverAll(app.stripe.completePayment(sessionId).events);
    // Waiting: the owner reads it among the relatives' payments, not as a voucher of hers to pay.
    expect((await call('GET', `${P}/status`)).json().pendiente).toBeUndefined();
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toMatchObject([
      { nombre: 'Toño', meses: 3, metodo: 'spei', estado: 'pendiente' },
    ]);
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(200);

    const arrived = app.stripe.settlePayment(sessionId, true);
    await deliverAll([arrived, arrived]);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({ status: 'active', prepago: true });
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toMatchObject([
      { nombre: 'Toño', estado: 'pagado' },
    ]);
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(410);
    const months = await app.t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_prepaid_checkouts WHERE user_id = $1 AND estado = 'pagado'`,
      [ownerId],
    );
    expect(months[0]!.n).toBe(1);
  });

  it('two checkouts from one link: the first paid uses it up; a second paid later still buys its months', async () => {
    const { call, code } = await ownerWithLink('Meche');
    const first = (await openPayLink(relative, code, { nombre: 'Ana', plan: 'prepago_1', metodo: 'oxxo' }))
      .url;
    const second = (
      await openPayLink(relative, code, { nombre: 'Ana', plan: 'prepago_1', metodo: 'tarjeta' })
    ).url;
    await deliverAll(app.stripe.completePayment(second.split('/').pop()!).events);
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(410);
    const afterOne = (await call('GET', `${P}/status`)).json().periodo_termina;

    // The OXXO voucher made before is paid at the store afterwards: money received always counts.
    const voucher = first.split('/').pop()!;
    await deliverAll(app.stripe.completePayment(voucher).events);
    await deliverAll([app.stripe.settlePayment(voucher, true)]);
    const status = (await call('GET', `${P}/status`)).json();
    expect(Date.parse(status.periodo_termina)).toBeGreaterThan(Date.parse(afterOne));
    const link = await app.t.query<{ used_by_session_id: string }>(
      'SELECT used_by_session_id FROM billing_pay_links WHERE used_at IS NOT NULL AND used_by_session_id = $1',
      [second.split('/').pop()!],
    );
    expect(link).toHaveLength(1);
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toHaveLength(2);
  });

  it('the test mode’s pages of a link answer 404 with Stripe configured', async () => {
    const { code } = await ownerWithLink('Nena');
    const reply = await relative('GET', `${P}/pay-links/${code}/test/cs_test_${'0'.repeat(24)}/`);
    expect(reply.statusCode).toBe(404);
  });
});
