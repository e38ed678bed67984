import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTrialEnd } from '@vitalia/domain/subscription';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

const P = '/health-payments';
const SITE = 'http://localhost:3000';
const DAY = 86_400_000;
const MX = 'America/Mexico_City';
/** Sessions expire against the real clock, so the test clock starts today and moves forward from there. */
const TODAY = new Date();
const later = (days: number) => new Date(TODAY.getTime() + days * DAY);

/** Local test mode (no STRIPE_SECRET_KEY): the whole flow without leaving the machine. */
describe('payments in local test mode', () => {
  let t: TestApp;
  let clock = TODAY;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: SITE, TRIAL_DAYS: '14' }, now: () => clock });
  });
  afterAll(() => t.close());

  const checkoutBody = (email: string) => ({
    email,
    metadata: { origen: 'web', plan: 'mensual' },
    success_url: `${SITE}/health/checkout/success`,
    cancel_url: `${SITE}/health/checkout/cancel`,
  });

  /** Opens a test checkout and presses "Pagar"; returns where the browser goes next. */
  async function pay(call: ReturnType<typeof actingAs>, email: string) {
    const checkout = await call('POST', `${P}/checkout/`, checkoutBody(email));
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toBe('/health/checkout/test');
    const id = url.searchParams.get('session')!;
    const page = await call('GET', `${P}/test/checkout/${id}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id, price_mxn: 29, completed: false });
    const paid = await call('POST', `${P}/test/checkout/${id}/pay/`);
    expect(paid.statusCode).toBe(200);
    return { id, next: paid.json().url as string, page: page.json() };
  }

  it('Ana starts her 14-day trial, pays, keeps the trial days, cancels at period end and keeps the plan until then', async () => {
    clock = TODAY;
    const ana = await registerUser(t.app);
    const call = actingAs(t.app, ana);
    const status = () => call('GET', `${P}/status?email=${encodeURIComponent(ana.email)}`);
    const trialEnd = freeTrialEnd(later(14), MX);
    expect((await status()).json()).toEqual({
      status: 'trialing',
      dias_restantes: 14,
      subscription_id: null,
      cancel_at_period_end: false,
      periodo_termina: trialEnd.toISOString(),
    });
    expect((await call('POST', `${P}/cancel/`, { subscription_id: 'sub_x' })).statusCode).toBe(404);
    expect(
      (await call('POST', `${P}/portal/`, { email: ana.email, return_url: `${SITE}/health/payments` }))
        .statusCode,
    ).toBe(409);

    clock = new Date(clock.getTime() + 4 * DAY);
    const { page, next } = await pay(call, ana.email);
    expect(page.trial_days_left).toBe(10);
    expect(next).toBe(`${SITE}/health/checkout/success`);
    const paid = (await status()).json();
    expect(paid).toMatchObject({
      status: 'trialing',
      dias_restantes: 10,
      cancel_at_period_end: false,
      periodo_termina: trialEnd.toISOString(),
    });
    expect(paid.subscription_id).toMatch(/^sub_test_/);

    // A second checkout is refused while the plan runs.
    const again = await call('POST', `${P}/checkout/`, checkoutBody(ana.email));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Ya tienes una suscripción activa/);

    const cancelled = await call('POST', `${P}/cancel/`, { subscription_id: paid.subscription_id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
      dias_restantes: 10,
      periodo_termina: trialEnd.toISOString(),
    });
    expect(await t.db.repos.billing.eventRecorded('nope')).toBe(false);

    // After the period: the plan has ended, nothing was deleted.
    clock = new Date(trialEnd.getTime() + 1000);
    expect((await status()).json()).toMatchObject({ status: 'canceled', dias_restantes: 0 });
    expect(
      await t.app
        .inject({
          method: 'GET',
          url: '/health-users/profile/',
          headers: { authorization: `Bearer ${ana.token}` },
        })
        .then((r) => r.statusCode),
    ).toBe(200);
  });

  it('Beto’s trial ends without payment: sin_suscripcion; he pays and is active for a month', async () => {
    clock = TODAY;
    const beto = await registerUser(t.app);
    const call = actingAs(t.app, beto);
    clock = later(18);
    const status = () => call('GET', `${P}/status?email=${beto.email}`);
    expect((await status()).json()).toEqual({
      status: 'sin_suscripcion',
      dias_restantes: 0,
      subscription_id: null,
      cancel_at_period_end: false,
      periodo_termina: null,
    });
    const { page, id } = await pay(call, beto.email);
    expect(page.trial_days_left).toBe(0);
    const second = await call('POST', `${P}/test/checkout/${id}/pay/`);
    expect(second.json().url).toBe(`${SITE}/health/checkout/success`);
    expect((await call('GET', `${P}/test/checkout/${id}/`)).json().completed).toBe(true);
    const active = (await status()).json();
    expect(active.status).toBe('active');
    expect(active.dias_restantes).toBeGreaterThanOrEqual(28);
    expect(active.dias_restantes).toBeLessThanOrEqual(32);

    // Pressing "Pagar" again on the same page pays nothing twice.
    const rows = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM billing_events WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [beto.email],
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('a failed charge in the test portal: past due, one bell notification, then paying again reactivates', async () => {
    clock = TODAY;
    const caro = await registerUser(t.app);
    const call = actingAs(t.app, caro);
    clock = later(20);
    await pay(call, caro.email);
    const portal = await call('POST', `${P}/portal/`, { email: caro.email, return_url: '/health/payments' });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toBe(`${SITE}/health/portal/test?return=%2Fhealth%2Fpayments`);

    const failed = await call('POST', `${P}/test/portal/payment-failure/`);
    expect(failed.json()).toMatchObject({ status: 'past_due' });
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ['payment_failed', 'No pudimos cobrar tu suscripción'],
    ]);

    await pay(call, caro.email);
    const after = (await call('GET', `${P}/status`)).json();
    expect(after).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });

  it('refuses another e-mail (403), foreign return addresses (400) and ids that are not the caller’s (404)', async () => {
    clock = TODAY;
    const dana = await registerUser(t.app);
    const eva = await registerUser(t.app);
    const call = actingAs(t.app, dana);
    expect((await call('GET', `${P}/status?email=${eva.email}`)).statusCode).toBe(403);
    expect((await call('POST', `${P}/checkout/`, checkoutBody(eva.email))).statusCode).toBe(403);
    expect(
      (await call('POST', `${P}/portal/`, { email: eva.email, return_url: '/health/payments' })).statusCode,
    ).toBe(403);

    for (const evil of [
      'https://evil.example/health/checkout/success',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/',
      'https://localhost:3000/health',
      'data:text/html,hola',
      ' ',
      42,
    ]) {
      const reply = await call('POST', `${P}/checkout/`, { ...checkoutBody(dana.email), success_url: evil });
      expect(reply.statusCode, String(evil)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, String(evil)).toBeLessThan(500);
      expect(reply.json().detail).toMatch(/success_url/);
      const cancel = await call('POST', `${P}/checkout/`, { ...checkoutBody(dana.email), cancel_url: evil });
      expect(cancel.statusCode, String(evil)).toBe(400);
    }
    expect(
      (
        await t.query(
          'SELECT 1 FROM billing_test_checkouts WHERE user_id = (SELECT id FROM users WHERE email = $1)',
          [dana.email],
        )
      ).length,
    ).toBe(0);

    // Eva's checkout and subscription are not Dana's.
    const evaCall = actingAs(t.app, eva);
    const evaCheckout = new URL(
      (await evaCall('POST', `${P}/checkout/`, checkoutBody(eva.email))).json().url,
    );
    const evaId = evaCheckout.searchParams.get('session')!;
    expect((await call('GET', `${P}/test/checkout/${evaId}/`)).statusCode).toBe(404);
    expect((await call('POST', `${P}/test/checkout/${evaId}/pay/`)).statusCode).toBe(404);
    await evaCall('POST', `${P}/test/checkout/${evaId}/pay/`);
    const evaSub = (await evaCall('GET', `${P}/status`)).json().subscription_id;
    const stolen = await call('POST', `${P}/cancel/`, { subscription_id: evaSub });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe('Suscripción no encontrada.');
    expect((await evaCall('GET', `${P}/status`)).json().cancel_at_period_end).toBe(false);
  });

  it('return addresses are checked against PUBLIC_URL only: no Host or X-Forwarded-Host decides it', async () => {
    clock = TODAY;
    const dana = await registerUser(t.app);
    const evil = { ...checkoutBody(dana.email), success_url: 'https://evil.example/health/checkout/success' };
    const portal = { email: dana.email, return_url: 'https://evil.example/health/payments' };
    const asHost = (url: string, payload: object, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${dana.token}`, ...headers },
      });
    const hostHeaders: Array<Record<string, string>> = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of hostHeaders) {
      const checkout = await asHost(`${P}/checkout/`, evil, headers);
      expect(checkout.statusCode, JSON.stringify(headers)).toBe(400);
      expect(checkout.json().detail).toMatch(/success_url/);
      expect((await asHost(`${P}/portal/`, portal, headers)).statusCode, JSON.stringify(headers)).toBe(400);
    }
    const proxied = await createTestApp({ env: { PUBLIC_URL: SITE, TRUST_PROXY: 'true' }, now: () => clock });
    try {
      const carla = await registerUser(proxied.app);
      const reply = await proxied.app.inject({
        method: 'POST',
        url: `${P}/checkout/`,
        payload: {
          ...checkoutBody(carla.email),
          success_url: 'https://evil.example/health/checkout/success',
        },
        headers: {
          authorization: `Bearer ${carla.token}`,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(reply.statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it('answers hostile values with Spanish 4xx, never 5xx', async () => {
    clock = TODAY;
    const fer = await registerUser(t.app);
    const call = actingAs(t.app, fer);
    const bodies: unknown[] = [
      null,
      [],
      'x',
      { email: ['a'] },
      { email: 5 },
      { metadata: 'x' },
      { metadata: { origen: 'a'.repeat(500) } },
    ];
    for (const body of bodies) {
      for (const path of ['/checkout/', '/portal/']) {
        const reply = await t.app.inject({
          method: 'POST',
          url: `${P}${path}`,
          headers: { authorization: `Bearer ${fer.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(reply.statusCode).toBeLessThan(500);
        expect(typeof reply.json().detail).toBe('string');
      }
    }
    for (const id of [null, 5, '', '../x', 'sub_' + 'x'.repeat(300), { $ne: 1 }]) {
      const reply = await call('POST', `${P}/cancel/`, { subscription_id: id });
      expect([400, 404]).toContain(reply.statusCode);
    }
    for (const id of ['x', 'cs_test_' + 'g'.repeat(24), '%00', 'a'.repeat(500)]) {
      expect((await call('GET', `${P}/test/checkout/${encodeURIComponent(id)}/`)).statusCode).toBe(404);
    }
    expect((await call('GET', `${P}/status?email[]=a`)).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: `${P}/status` })).statusCode).toBe(401);
  });

  it('refuses every webhook call in test mode (no signing secret): 400, nothing stored', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `${P}/webhook/`,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().detail).toMatch(/Firma de Stripe/);
    expect(await t.db.repos.billing.eventRecorded('evt_1')).toBe(false);
  });
});
