import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { checkoutRequest } from './support/payments';
import { actingAs, signInAgain } from './support/test-app';

const P = '/health-payments';
const SITE = 'http://localhost:3000';
const DAY = 86_400_000;

/**
 * The chat notices of prepaid months, sent by the scheduler: a waiting voucher once with its link, then 7
 * days and 1 day before paid time ends; the template outside the 24-hour window; nothing after BAJA or to
 * an unproven number.
 */
describe('chat notices of prepaid months', () => {
  const clock = { now: new Date() };
  let t: ChatTestApp;
  beforeAll(async () => {
    t = await createChatTestApp(
      { PUBLIC_URL: SITE, TRIAL_DAYS: '0', PRICE_MXN: '29' },
      { now: () => clock.now },
    );
  });
  afterAll(() => t.close());

  const runNotices = () => t.parts.services.prepaidNotices.runDue();
  const sentTo = (waId: string) => t.graph.sent.filter((m) => String(m.body.to).endsWith(waId.slice(3)));
  const prepaidSentTo = (waId: string) =>
    t.graph.sent.filter(
      (m) =>
        String(m.body.to).endsWith(waId.slice(3)) &&
        /vitalia_(pago_pendiente|fin_prepago)/.test(String(m.body.template?.name ?? '')),
    );

  async function buy(user: { token: string; email: string }, plan: string, metodo: string) {
    const call = actingAs(t.app, user);
    const checkout = await call('POST', `${P}/checkout/`, checkoutRequest(user.email, plan, metodo));
    expect(checkout.statusCode).toBe(200);
    const id = new URL(checkout.json().url).searchParams.get('session')!;
    await call('POST', `${P}/test/checkout/${id}/pay/`, {});
    return id;
  }

  it('Ana is told of her OXXO voucher once, then 7 days and 1 day before her paid month ends', async () => {
    clock.now = new Date();
    const ana = await t.patient('Ana');
    const call = actingAs(t.app, ana);
    const id = await buy(ana, 'prepago_1', 'oxxo');
    await runNotices();
    await runNotices();
    await expect.poll(() => prepaidSentTo(ana.waId).length, { timeout: 10_000 }).toBe(1);
    // She never wrote: the approved template, with the voucher and its link.
    const pending = prepaidSentTo(ana.waId)[0]!;
    expect(pending.body.template.name).toBe('vitalia_pago_pendiente');
    expect(textOf(pending)).toMatch(
      new RegExp(
        `^Ana \\| paga 29 MXN en efectivo en cualquier OXXO antes del \\d+ de \\w+ de \\d{4} a las 23:59 \\(hora del centro de México\\)\\. \\| ${SITE}/health/checkout/test\\?session=${id}$`,
      ),
    );

    await call('POST', `${P}/test/checkout/${id}/settle/`, { pagado: true });
    const until = new Date((await call('GET', `${P}/status`)).json().periodo_termina);

    // Eight days before the end: nothing yet. Seven days before: once.
    clock.now = new Date(until.getTime() - 8 * DAY);
    await runNotices();
    clock.now = new Date(until.getTime() - 7 * DAY + 60_000);
    await runNotices();
    await runNotices();
    await expect.poll(() => prepaidSentTo(ana.waId).length, { timeout: 10_000 }).toBe(2);
    const week = prepaidSentTo(ana.waId)[1]!;
    expect(week.body.template.name).toBe('vitalia_fin_prepago');
    expect(textOf(week)).toMatch(
      new RegExp(`^Ana \\| en 7 días: tu último día es el \\d+ de \\w+ \\| ${SITE}/health/payments$`),
    );

    clock.now = new Date(until.getTime() - DAY + 60_000);
    await runNotices();
    await runNotices();
    await expect.poll(() => prepaidSentTo(ana.waId).length, { timeout: 10_000 }).toBe(3);
    expect(textOf(prepaidSentTo(ana.waId)[2]!)).toMatch(
      /^Ana \| en 1 día: tu último día es el \d+ de \w+ \|/,
    );

    // After the end: sin_suscripcion, and no more notices (she signs in again, weeks after her last visit).
    clock.now = new Date(until.getTime() + 60_000);
    expect(await runNotices()).toBe(0);
    ana.token = await signInAgain(t.app, ana);
    expect((await call('GET', `${P}/status`)).json().status).toBe('sin_suscripcion');
  });

  it('inside the 24-hour window the notice is free text with the link to pay again', async () => {
    clock.now = new Date();
    const dora = await t.patient('Dora');
    await t.exchange({ from: dora.waId, text: 'hola', timestamp: clock.now.getTime() / 1000 });
    const before = sentTo(dora.waId).length;
    await buy(dora, 'prepago_1', 'spei');
    await runNotices();
    await expect.poll(() => sentTo(dora.waId).length, { timeout: 10_000 }).toBe(before + 1);
    const text = textOf(sentTo(dora.waId).at(-1)!);
    expect(text).toMatch(/^Tu pago de Vitalia está pendiente: transfiere 29 MXN por SPEI/);
    expect(text).toContain(`${SITE}/health/checkout/test?session=`);
  });

  it('nothing after BAJA, and nothing to an unproven number', async () => {
    clock.now = new Date();
    const beto = await t.patient('Beto');
    await t.exchange({ from: beto.waId, text: 'BAJA', timestamp: clock.now.getTime() / 1000 });
    await buy(beto, 'prepago_1', 'oxxo');
    const caro = await t.patient('Caro', { proven: false });
    await buy(caro, 'prepago_1', 'oxxo');
    clock.now = new Date(clock.now.getTime() + 3 * 60_000);
    expect(await runNotices()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(prepaidSentTo(beto.waId)).toEqual([]);
    expect(prepaidSentTo(caro.waId)).toEqual([]);
  });
});
