import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * The server's logs at trace level while a person signs up, signs in, logs readings on the web and by
 * chat (simulator), resets the password with a WhatsApp code and pays in test mode: no password, token,
 * code, phone number or reading value may appear in them.
 */
describe('logs never carry secrets or health values', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({ logger: pino(loggerOptions('trace'), sink), env: { CHAT_POLL_MS: '50' } });
  });
  afterAll(() => t.close());

  async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('a whole account story leaves none of its secrets or values in the log', async () => {
    const ana = await registerUser(t.app, { password: 'clave-secreta-del-log' });
    const as = actingAs(t.app, ana);
    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: ana.email, password: 'clave-secreta-del-log' },
    });
    const loginToken = login.json<{ token: string }>().token;
    expect(
      (await as('POST', '/health-metrics/api/readings/', { metric: 'glucosa', value: 287 })).statusCode,
    ).toBe(201);
    expect(
      (await as('POST', '/health-metrics/api/readings/', { metric: 'presion', value: 163, v2: 101 }))
        .statusCode,
    ).toBe(201);
    expect((await as('POST', '/health-users/chat/', { text: 'mi peso es 83.7' })).statusCode).toBeLessThan(
      300,
    );
    await waitFor(async () => {
      const [row] = await t.query("SELECT 1 FROM readings WHERE source = 'whatsapp'");
      return row;
    });
    // A pay link's code is as good as the link: its page and API calls are logged without it.
    await as('PUT', '/health-users/profile/', { email: ana.email, first_name: 'Ana', last_name: 'Log' });
    const payLink = await as('POST', '/health-payments/pay-links/');
    const payCode = new URL(payLink.json<{ url: string }>().url).pathname.split('/').pop()!;
    expect(
      (await t.app.inject({ method: 'GET', url: `/health-payments/pay-links/${payCode}/` })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: `/pagar/${payCode}` });
    const checkout = await as('POST', '/health-payments/checkout/', {
      email: ana.email,
      metadata: { origen: 'web', plan: 'mensual' },
      success_url: '/health/checkout/success',
      cancel_url: '/health/checkout/cancel',
    });
    const session = new URL(checkout.json<{ url: string }>().url).searchParams.get('session')!;
    expect((await as('POST', `/health-payments/test/checkout/${session}/pay/`)).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/health-users/password-reset/',
      payload: { email: ana.email },
    });
    const code = await waitFor(async () => {
      const rows = await t.query<{ message: { text?: string } }>(
        "SELECT message FROM chat_outbound WHERE dedupe_key LIKE 'reset:%'",
      );
      return /\b(\d{6})\b/.exec(rows[0]?.message.text ?? '')?.[1];
    });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/health-users/password-reset/confirm/',
      payload: { email: ana.email, code, new_password: 'otra-clave-del-log' },
    });
    expect(confirm.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/health-users/password/',
      payload: { current_password: 'x', new_password: 'tercera-clave-del-log' },
      headers: { authorization: `Bearer ${loginToken}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const log = lines.join('');
    expect(log).toContain('/health-users/password-reset/confirm/');
    expect(log).toContain('/health-payments/pay-links/<code>/');
    const digits = ana.phone.replace(/\D/g, '');
    for (const secret of [
      'clave-secreta-del-log',
      'otra-clave-del-log',
      'tercera-clave-del-log',
      ana.token,
      loginToken,
      code,
      payCode,
      ana.phone,
      digits,
      digits.slice(2),
      `521${digits.slice(2)}`,
    ]) {
      expect.soft(log, `the log shows ${secret}`).not.toContain(secret);
    }
    // A reading as a number of its own: not part of another number (a response time of 163.28 ms is not
    // the reading 163) nor of a random identifier (a checkout id cs_test_163b8f… or a UUID is not a
    // reading either). The message shows where it was found.
    const withoutIds = log
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\b(?:[a-z]+_)+[A-Za-z0-9]{8,}\b/g, '<id>')
      .replace(/\b[0-9a-f]{16,}\b/gi, '<hex>');
    for (const value of ['287', '163', '101', '83.7']) {
      const found = withoutIds.search(new RegExp(`(?<![\\d.])${value.replace('.', '\\.')}(?!\\.?\\d)`));
      const where = found < 0 ? '' : withoutIds.slice(Math.max(0, found - 120), found + 40);
      expect.soft(where, `the log shows the reading ${value}`).toBe('');
    }
  });
});
