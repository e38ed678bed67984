import { describe, expect, it } from 'vitest';
import { addCalendarMonths, freeTrialEnd } from '@vitalia/domain/subscription';
import { PAY_LINK_LIMITS } from '@vitalia/services';
import {
  checkoutRequest,
  DAY,
  MX,
  named,
  openPayLink,
  P,
  payLinkCodeOf,
  SITE,
  useTestModeApp,
} from './support/payments';
import { actingAs, registerUser, signInAgain } from './support/test-app';

const TODAY = new Date();
const later = (days: number) => new Date(TODAY.getTime() + days * DAY);

/**
 * A relative pays (CONTRACTS.md section 7) in local test mode: Rosa makes a one-use link, her daughter
 * opens it without an account, types her name, pays on the product's own test page, and Rosa sees who
 * paid and when.
 */
describe('pay links in local test mode', () => {
  const app = useTestModeApp({ TRIAL_DAYS: '14', PRICE_MXN: '29' });

  /** A call without any session, from `address` (the public page's). */
  const anyone = (address: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.t.app.inject({ method, url, remoteAddress: address, ...(payload ? { payload } : {}) });
  let addresses = 0;

  /** Rosa, named, with a new link; and a relative of hers on an address of their own. */
  async function rosaWithLink() {
    addresses += 1;
    const relative = anyone(`198.51.100.${addresses}`);
    const rosa = await registerUser(app.t.app);
    const call = actingAs(app.t.app, rosa);
    await named(call, rosa, 'Rosa', 'Martínez Secreto');
    const made = await call('POST', `${P}/pay-links/`);
    expect(made.statusCode).toBe(201);
    return { rosa, call, relative, link: made.json(), code: payLinkCodeOf(made.json().url) };
  }

  it('Rosa makes a link; her daughter sees only "Rosa", pays 1 month by card, and Rosa reads who paid and when', async () => {
    app.clock = TODAY;
    const { rosa, call, relative, link, code } = await rosaWithLink();
    expect(link.url).toBe(`${SITE}/pagar/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const text = decodeURIComponent(link.whatsapp_url.replace('https://wa.me/?text=', ''));
    expect(link.whatsapp_url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(text).toContain(link.url);
    expect(text).toMatch(/OXXO/);
    expect(Date.parse(link.vence) - app.clock.getTime()).toBe(30 * DAY);
    // Only the code's hash is kept.
    const stored = await app.t.query<{ code_hash: string }>('SELECT code_hash FROM billing_pay_links');
    expect(stored.some((row) => row.code_hash.includes(code))).toBe(false);

    // The page: Rosa's first name, the plans and methods, nothing else of her account.
    const view = await relative('GET', `${P}/pay-links/${code}/`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      nombre: 'Rosa',
      precio_mxn: 29,
      planes: [
        { plan: 'prepago_1', meses: 1, monto_mxn: 29 },
        { plan: 'prepago_3', meses: 3, monto_mxn: 87 },
        { plan: 'prepago_6', meses: 6, monto_mxn: 174 },
        { plan: 'prepago_12', meses: 12, monto_mxn: 348 },
      ],
      metodos: ['tarjeta', 'oxxo', 'spei'],
      vence: link.vence,
    });
    expect(view.body).not.toContain('Secreto');
    expect(view.body).not.toContain(rosa.email);

    // Her daughter pays on the product's own test page, through the same prepaid checkout.
    const page = await openPayLink(relative, code, {
      nombre: '  Ana   Sofía ',
      plan: 'prepago_1',
      metodo: 'tarjeta',
    });
    const test = (await relative('GET', `${P}/pay-links/${code}/test/${page.session}/`)).json();
    expect(test).toMatchObject({
      price_mxn: 29,
      trial_days_left: 0,
      completed: false,
      cancel_url: `${SITE}/pagar/${code}`,
      prepago: { meses: 1, metodo: 'tarjeta', monto_mxn: 29, estado: 'abierto', pendiente: null },
    });
    app.clock = later(2);
    const paid = await relative('POST', `${P}/pay-links/${code}/test/${page.session}/pay/`, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json().url).toBe(`${SITE}/pagar/gracias`);

    // One month for Rosa, after her trial; the link is used up.
    const until = addCalendarMonths(freeTrialEnd(later(14), MX), 1, MX);
    expect((await call('GET', `${P}/status?email=${rosa.email}`)).json()).toMatchObject({
      status: 'active',
      prepago: true,
      periodo_termina: until.toISOString(),
    });
    const again = await relative('GET', `${P}/pay-links/${code}/`);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toMatch(/^Este enlace de pago ya se usó/);
    const second = await relative('POST', `${P}/pay-links/${code}/checkout/`, {
      nombre: 'Ana',
      plan: 'prepago_12',
      metodo: 'tarjeta',
    });
    expect(second.statusCode).toBe(410);
    // Pressing "Pagar" again adds nothing.
    await relative('POST', `${P}/pay-links/${code}/test/${page.session}/pay/`, {});
    expect((await call('GET', `${P}/status`)).json().periodo_termina).toBe(until.toISOString());

    // Rosa reads who paid (the name as typed, spaces tidied) and when.
    expect((await call('GET', `${P}/pay-links/`)).json()).toEqual({
      pagos: [
        {
          nombre: 'Ana Sofía',
          meses: 1,
          metodo: 'tarjeta',
          monto_mxn: 29,
          estado: 'pagado',
          pagado_en: app.clock.toISOString(),
          creado_en: expect.any(String),
        },
      ],
      enlaces_abiertos: 0,
    });
  });

  it('OXXO from a link: the voucher is the payer’s, not Rosa’s pending payment; paying it uses the link up once', async () => {
    app.clock = TODAY;
    const { rosa, call, relative, code } = await rosaWithLink();
    const page = await openPayLink(relative, code, { nombre: 'Jorge', plan: 'prepago_3', metodo: 'oxxo' });
    const shown = await relative('POST', `${P}/pay-links/${code}/test/${page.session}/pay/`, {});
    // The voucher shows on the relative's own test page.
    expect(shown.json().url).toBe(page.url);
    const voucher = (await relative('GET', `${P}/pay-links/${code}/test/${page.session}/`)).json().prepago;
    expect(voucher).toMatchObject({
      estado: 'pendiente',
      pendiente: { metodo: 'oxxo', monto: 87, url: page.url },
    });
    // Rosa's status has no voucher to pay (nor does her chat hear of one); her list shows Jorge's.
    expect((await call('GET', `${P}/status?email=${rosa.email}`)).json().pendiente).toBeUndefined();
    const unnotified = await app.t.db.repos.prepaidNotices.listUnnotifiedPending(app.clock, 100);
    expect(unnotified.filter((row) => row.session_id === page.session)).toEqual([]);
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toMatchObject([
      { nombre: 'Jorge', meses: 3, metodo: 'oxxo', estado: 'pendiente', pagado_en: null },
    ]);
    // Until it is paid, the link still opens.
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(200);

    const settled = await relative('POST', `${P}/pay-links/${code}/test/${page.session}/settle/`, {
      pagado: true,
    });
    expect(settled.json().url).toBe(`${SITE}/pagar/gracias`);
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(410);
    const again = await relative('POST', `${P}/pay-links/${code}/test/${page.session}/settle/`, {
      pagado: true,
    });
    expect(again.statusCode).toBe(409);
    const rows = await app.t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_pay_links WHERE used_at IS NOT NULL AND used_by_session_id = $1`,
      [page.session],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await call('GET', `${P}/status`)).json()).toMatchObject({ status: 'active', prepago: true });
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toMatchObject([
      { nombre: 'Jorge', meses: 3, estado: 'pagado', pagado_en: app.clock.toISOString() },
    ]);
  });

  it('a voucher that expires unpaid sends the payer back to the link, which still works', async () => {
    app.clock = TODAY;
    const { relative, code } = await rosaWithLink();
    const page = await openPayLink(relative, code, { nombre: 'Memo', plan: 'prepago_1', metodo: 'spei' });
    await relative('POST', `${P}/pay-links/${code}/test/${page.session}/pay/`, {});
    const failed = await relative('POST', `${P}/pay-links/${code}/test/${page.session}/settle/`, {
      pagado: false,
    });
    expect(failed.json().url).toBe(`${SITE}/pagar/${code}`);
    expect((await relative('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(200);
  });

  it('an expired link, an unknown code and a malformed one answer in Spanish, never 5xx', async () => {
    app.clock = TODAY;
    const { rosa, relative, code } = await rosaWithLink();
    app.clock = later(30);
    const expired = await relative('GET', `${P}/pay-links/${code}/`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toMatch(/^Este enlace de pago ya venció \(cada enlace dura 30 días\)/);
    const checkout = await relative('POST', `${P}/pay-links/${code}/checkout/`, {
      nombre: 'Ana',
      plan: 'prepago_1',
      metodo: 'tarjeta',
    });
    expect(checkout.statusCode).toBe(410);
    // Rosa comes back a month later and signs in again.
    const again = actingAs(app.t.app, { token: await signInAgain(app.t.app, rosa) });
    expect((await again('GET', `${P}/pay-links/`)).json().enlaces_abiertos).toBe(0);

    for (const unknown of ['A'.repeat(43), 'corto', '%00', `${code}x`]) {
      for (const reply of [
        await relative('GET', `${P}/pay-links/${unknown}/`),
        await relative('POST', `${P}/pay-links/${unknown}/checkout/`, { nombre: 'Ana', plan: 'prepago_1' }),
      ]) {
        expect(reply.statusCode, unknown).toBe(404);
        expect(reply.json().detail, unknown).toMatch(/^Este enlace de pago no existe/);
      }
    }
  });

  it('refuses a bad payer name, plan or method with a clear Spanish 400, and creates nothing', async () => {
    app.clock = TODAY;
    const { relative, code } = await rosaWithLink();
    const cases: Array<[object, RegExp]> = [
      [{ plan: 'prepago_1', metodo: 'tarjeta' }, /^Escribe tu nombre/],
      [{ nombre: '   ', plan: 'prepago_1' }, /^Escribe tu nombre/],
      [{ nombre: 'A'.repeat(61), plan: 'prepago_1' }, /hasta 60 caracteres/],
      [{ nombre: 'Ana\u0000', plan: 'prepago_1' }, /caracteres no permitidos/],
      [{ nombre: 'Ana\u202eSofía', plan: 'prepago_1' }, /caracteres no permitidos/],
      [{ nombre: 'Ana\nSofía', plan: 'prepago_1' }, /caracteres no permitidos/],
      [{ nombre: 12345, plan: 'prepago_1' }, /debe ser texto/],
      [{ nombre: '12345', plan: 'prepago_1' }, /con letras/],
      [{ nombre: 'Ana', plan: 'mensual' }, /^Elige cuántos meses/],
      [{ nombre: 'Ana', plan: 'prepago_2' }, /^Elige cuántos meses/],
      [{ nombre: 'Ana', plan: 'prepago_1', metodo: 'bitcoin' }, /El método de pago debe ser/],
    ];
    const checkouts = async () =>
      (await app.t.query<{ n: number }>('SELECT count(*)::int AS n FROM billing_prepaid_checkouts'))[0]!.n;
    const before = await checkouts();
    for (const [body, detail] of cases) {
      const reply = await relative('POST', `${P}/pay-links/${code}/checkout/`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().detail, JSON.stringify(body)).toMatch(detail);
    }
    expect(await checkouts()).toBe(before);
    // 60 characters, accents and all, is fine.
    await openPayLink(relative, code, { nombre: 'Á'.repeat(60), plan: 'prepago_1', metodo: 'tarjeta' });
  });

  it('another member reads none of Rosa’s payers, and her link reaches none of her own checkouts', async () => {
    app.clock = TODAY;
    const { call, relative, code } = await rosaWithLink();
    const page = await openPayLink(relative, code, {
      nombre: 'Lupita',
      plan: 'prepago_1',
      metodo: 'tarjeta',
    });
    await relative('POST', `${P}/pay-links/${code}/test/${page.session}/pay/`, {});
    expect((await call('GET', `${P}/pay-links/`)).json().pagos).toHaveLength(1);

    const beto = await registerUser(app.t.app);
    const asBeto = actingAs(app.t.app, beto);
    expect((await asBeto('GET', `${P}/pay-links/`)).json()).toEqual({ pagos: [], enlaces_abiertos: 0 });
    // The owner's list needs the owner's session.
    expect((await relative('GET', `${P}/pay-links/`)).statusCode).toBe(401);
    expect((await relative('POST', `${P}/pay-links/`)).statusCode).toBe(401);

    // Rosa's own checkout is not the link's: its test page answers 404 by the code.
    const own = await call('POST', `${P}/checkout/`, checkoutRequest(undefined, 'prepago_1'));
    const ownId = new URL(own.json().url).searchParams.get('session')!;
    for (const reply of [
      await relative('GET', `${P}/pay-links/${code}/test/${ownId}/`),
      await relative('POST', `${P}/pay-links/${code}/test/${ownId}/pay/`, {}),
    ]) {
      expect(reply.statusCode).toBe(404);
    }
    // Nor can Beto's own link reach Rosa's link's checkout.
    await named(asBeto, beto, 'Beto', 'Pérez');
    const betoCode = payLinkCodeOf((await asBeto('POST', `${P}/pay-links/`)).json().url);
    expect((await relative('GET', `${P}/pay-links/${betoCode}/test/${page.session}/`)).statusCode).toBe(404);
  });

  it('needs the owner’s first name, at most 10 open links, and no card subscription running', async () => {
    app.clock = TODAY;
    const nadie = await registerUser(app.t.app);
    const unnamed = await actingAs(app.t.app, nadie)('POST', `${P}/pay-links/`);
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json().detail).toMatch(/^Escribe tu nombre en Mi Perfil/);

    const { call, relative, code } = await rosaWithLink();
    for (let made = 1; made < 10; made += 1)
      expect((await call('POST', `${P}/pay-links/`)).statusCode).toBe(201);
    const full = await call('POST', `${P}/pay-links/`);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/^Ya tienes 10 enlaces de pago sin usar/);

    const monthly = await call('POST', `${P}/checkout/`, checkoutRequest(undefined, 'mensual'));
    const id = new URL(monthly.json().url).searchParams.get('session')!;
    await call('POST', `${P}/test/checkout/${id}/pay/`);
    const refused = await relative('POST', `${P}/pay-links/${code}/checkout/`, {
      nombre: 'Ana',
      plan: 'prepago_1',
      metodo: 'oxxo',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Esta cuenta ya paga cada mes con tarjeta/);
  });

  it('limits the public calls per client address with a Spanish 429 and Retry-After', async () => {
    app.clock = TODAY;
    const { code } = await rosaWithLink();
    const busy = anyone('203.0.113.50');
    for (let read = 0; read < PAY_LINK_LIMITS.readsPerAddress; read += 1) {
      expect((await busy('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(200);
    }
    const refused = await busy('GET', `${P}/pay-links/${code}/`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Demasiados intentos con enlaces de pago/);
    // Unknown codes count too (no guessing past the limit), and another address is not affected.
    expect((await busy('GET', `${P}/pay-links/${'B'.repeat(43)}/`)).statusCode).toBe(429);
    expect((await anyone('203.0.113.51')('GET', `${P}/pay-links/${code}/`)).statusCode).toBe(200);

    const payer = anyone('203.0.113.60');
    const body = { nombre: 'Ana', plan: 'prepago_1', metodo: 'oxxo' };
    for (let made = 0; made < PAY_LINK_LIMITS.checkoutsPerAddress; made += 1) {
      expect((await payer('POST', `${P}/pay-links/${code}/checkout/`, body)).statusCode).toBe(200);
    }
    expect((await payer('POST', `${P}/pay-links/${code}/checkout/`, body)).statusCode).toBe(429);
  });
});
