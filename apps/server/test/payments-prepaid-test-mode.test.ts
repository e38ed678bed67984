import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, freeTrialEnd } from '@vitalia/domain/subscription';
import { checkoutRequest } from './support/payments';
import { actingAs, createTestApp, registerUser, signInAgain, type TestApp } from './support/test-app';

const P = '/health-payments';
const SITE = 'http://localhost:3000';
const DAY = 86_400_000;
const MX = 'America/Mexico_City';
const TODAY = new Date();
const later = (days: number) => new Date(TODAY.getTime() + days * DAY);

/** Local test mode: prepaid months by card, OXXO and SPEI on the product's own test page. */
describe('prepaid months in local test mode', () => {
  let t: TestApp;
  let clock = TODAY;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: SITE, TRIAL_DAYS: '14', PRICE_MXN: '29' },
      now: () => clock,
    });
  });
  afterAll(() => t.close());

  const body = checkoutRequest;

  async function open(call: ReturnType<typeof actingAs>, email: string, plan: string, metodo?: string) {
    const reply = await call('POST', `${P}/checkout/`, body(email, plan, metodo));
    expect(reply.statusCode).toBe(200);
    const url = new URL(reply.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/health/checkout/test`);
    return url.searchParams.get('session')!;
  }

  it('Rosa buys 3 months at OXXO during her trial: a test voucher waits, then paying it adds 3 calendar months after the trial', async () => {
    clock = TODAY;
    const rosa = await registerUser(t.app);
    const call = actingAs(t.app, rosa);
    const status = async () => (await call('GET', `${P}/status?email=${rosa.email}`)).json();
    const trialEnd = freeTrialEnd(later(14), MX);

    const id = await open(call, rosa.email, 'prepago_3', 'oxxo');
    const page = (await call('GET', `${P}/test/checkout/${id}/`)).json();
    expect(page).toMatchObject({
      price_mxn: 29,
      trial_days_left: 0,
      completed: false,
      prepago: { meses: 3, metodo: 'oxxo', monto_mxn: 87, estado: 'abierto', pendiente: null },
    });

    // "Pagar" with OXXO shows the voucher on the same test page; nothing is paid yet.
    const paid = await call('POST', `${P}/test/checkout/${id}/pay/`, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json().url).toBe(`${SITE}/health/checkout/test?session=${id}`);
    const waiting = await status();
    expect(waiting).toMatchObject({ status: 'trialing', dias_restantes: 14 });
    expect(waiting.prepago).toBeUndefined();
    expect(waiting.pendiente).toMatchObject({
      metodo: 'oxxo',
      monto: 87,
      url: `${SITE}/health/checkout/test?session=${id}`,
    });
    expect(waiting.pendiente.referencia).toMatch(/^\d{18}$/);
    // OXXO vouchers expire at 23:59 Mexico City time, three days on.
    const due = new Date(waiting.pendiente.vence);
    expect(due.getTime()).toBeGreaterThan(later(2).getTime());
    expect(due.getTime()).toBeLessThan(later(4).getTime());
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: MX, hour: '2-digit', minute: '2-digit' }).format(due),
    ).toBe('23:59');
    const voucher = (await call('GET', `${P}/test/checkout/${id}/`)).json().prepago;
    expect(voucher).toMatchObject({ estado: 'pendiente', pendiente: waiting.pendiente });

    // Pressing "Pagar" again makes no second voucher.
    await call('POST', `${P}/test/checkout/${id}/pay/`, {});
    expect((await status()).pendiente).toEqual(waiting.pendiente);

    // The voucher is paid at the store: 3 calendar months from the end of the trial.
    clock = later(1);
    const settled = await call('POST', `${P}/test/checkout/${id}/settle/`, { pagado: true });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().url).toBe(`${SITE}/health/checkout/success`);
    const until = addCalendarMonths(trialEnd, 3, MX);
    const active = await status();
    expect(active).toMatchObject({
      status: 'active',
      prepago: true,
      periodo_termina: until.toISOString(),
      cancel_at_period_end: false,
      subscription_id: null,
    });
    expect(active.pendiente).toBeUndefined();
    expect(active.dias_restantes).toBeGreaterThanOrEqual(13 + 89);
    expect(active.dias_restantes).toBeLessThanOrEqual(13 + 92);

    // The same button again adds nothing.
    expect((await call('POST', `${P}/test/checkout/${id}/settle/`, { pagado: true })).statusCode).toBe(409);
    expect((await status()).periodo_termina).toBe(until.toISOString());

    // One more month by card stacks after the three.
    const card = await open(call, rosa.email, 'prepago_1', 'tarjeta');
    const byCard = await call('POST', `${P}/test/checkout/${card}/pay/`, {});
    expect(byCard.json().url).toBe(`${SITE}/health/checkout/success`);
    const stacked = addCalendarMonths(until, 1, MX);
    expect((await status()).periodo_termina).toBe(stacked.toISOString());

    // When the paid time is over (months later, so she signs in again): sin_suscripcion, and the data is
    // still there.
    clock = new Date(stacked.getTime() + 1000);
    rosa.token = await signInAgain(t.app, rosa);
    expect(await status()).toEqual({
      status: 'sin_suscripcion',
      dias_restantes: 0,
      subscription_id: null,
      cancel_at_period_end: false,
      periodo_termina: null,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/health-users/profile/',
      headers: { authorization: `Bearer ${rosa.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('a SPEI reference that fails adds nothing; the test page offers another method before paying', async () => {
    clock = later(20);
    const memo = await registerUser(t.app);
    const call = actingAs(t.app, memo);
    const status = async () => (await call('GET', `${P}/status?email=${memo.email}`)).json();
    clock = later(40);
    expect((await status()).status).toBe('sin_suscripcion');

    const id = await open(call, memo.email, 'prepago_6', 'oxxo');
    // Changed to SPEI on the test page.
    await call('POST', `${P}/test/checkout/${id}/pay/`, { metodo: 'spei' });
    const waiting = (await status()).pendiente;
    expect(waiting).toMatchObject({ metodo: 'spei', monto: 174, vence: null });
    expect(waiting.referencia).toMatch(/^\d{18}$/);

    const failed = await call('POST', `${P}/test/checkout/${id}/settle/`, { pagado: false });
    expect(failed.json().url).toBe(`${SITE}/health/payments`);
    const after = await status();
    expect(after.status).toBe('sin_suscripcion');
    expect(after.pendiente).toBeUndefined();
    expect(after.prepago).toBeUndefined();

    // Paid now by card: six months from today (nothing left of the trial).
    const card = await open(call, memo.email, 'prepago_6');
    await call('POST', `${P}/test/checkout/${card}/pay/`, {});
    expect(await status()).toMatchObject({
      status: 'active',
      prepago: true,
      periodo_termina: addCalendarMonths(clock, 6, MX).toISOString(),
    });
  });

  it('refuses prepaid months while a card subscription runs, in Spanish; bad plans and methods are a 400', async () => {
    clock = TODAY;
    const luis = await registerUser(t.app);
    const call = actingAs(t.app, luis);
    const monthly = await open(call, luis.email, 'mensual');
    await call('POST', `${P}/test/checkout/${monthly}/pay/`);

    const refused = await call('POST', `${P}/checkout/`, body(luis.email, 'prepago_3', 'oxxo'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/Ya tienes una suscripción mensual con tarjeta activa/);

    for (const [plan, metodo, detail] of [
      ['prepago_2', 'oxxo', /El plan debe ser/],
      ['prepago_3', 'bitcoin', /El método de pago debe ser/],
      ['mensual', 'oxxo', /La suscripción mensual se paga con tarjeta/],
    ] as const) {
      const reply = await call('POST', `${P}/checkout/`, body(luis.email, plan, metodo));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().detail).toMatch(detail);
    }
    expect((await call('POST', `${P}/test/checkout/${monthly}/settle/`, { pagado: 'sí' })).statusCode).toBe(
      400,
    );
  });

  it('a card subscription taken while prepaid months run starts charging when they end', async () => {
    clock = later(30);
    const eva = await registerUser(t.app);
    const call = actingAs(t.app, eva);
    clock = later(45);
    const id = await open(call, eva.email, 'prepago_1');
    await call('POST', `${P}/test/checkout/${id}/pay/`);
    const until = addCalendarMonths(clock, 1, MX);
    const monthly = await open(call, eva.email, 'mensual');
    expect((await call('GET', `${P}/test/checkout/${monthly}/`)).json().trial_days_left).toBeGreaterThan(27);
    await call('POST', `${P}/test/checkout/${monthly}/pay/`);
    const status = (await call('GET', `${P}/status?email=${eva.email}`)).json();
    // Stripe keeps the trial's end in whole seconds.
    expect(status.status).toBe('trialing');
    expect(Math.floor(Date.parse(status.periodo_termina) / 1000)).toBe(Math.floor(until.getTime() / 1000));
    expect(status.subscription_id).toMatch(/^sub_test_/);
    expect(status.prepago).toBeUndefined();
  });
});
