import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, uniquePhone, type TestApp } from './support/test-app';

const LIMIT = 3;

describe('sign-up rate limit (SIGNUP_LIMIT_PER_HOUR)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: String(LIMIT) }, now: () => clock });
  });
  afterAll(() => t.close());

  const signUp = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/health-users/register/',
      payload: { email: uniqueEmail('nueva'), password: 'clave-segura-1', phone: uniquePhone() },
      remoteAddress: ip,
    });

  it('accepts the configured number of sign-ups per address and hour, then answers 429 in Spanish', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signUp('203.0.113.40')).statusCode).toBe(201);
    const refused = await signUp('203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^Se crearon demasiadas cuentas desde esta conexión\. Espera \d+ minutos? e inténtalo de nuevo\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Nothing was stored for the refused sign-up.
    const [users] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users!.n).toBe(LIMIT);

    // Another address is not affected, and an hour later the first one may sign up again.
    expect((await signUp('203.0.113.41')).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await signUp('203.0.113.40')).statusCode).toBe(201);
  });

  it('holds under simultaneous sign-ups from one address', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => signUp('203.0.113.50')));
    const created = responses.filter((response) => response.statusCode === 201).length;
    const refused = responses.filter((response) => response.statusCode === 429).length;
    expect({ created, refused }).toEqual({ created: LIMIT, refused: 20 - LIMIT });
  });

  it('counts a sign-up refused for a registered e-mail or number, so probing for accounts is limited', async () => {
    const ip = '203.0.113.60';
    const first = await t.app.inject({
      method: 'POST',
      url: '/health-users/register/',
      payload: { email: uniqueEmail('duena'), password: 'clave-segura-1', phone: uniquePhone() },
      remoteAddress: ip,
    });
    expect(first.statusCode).toBe(201);
    const known = first.json<{ email: string }>().email;
    const probes = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      probes.push(
        await t.app.inject({
          method: 'POST',
          url: '/health-users/register/',
          payload: { email: known, password: 'clave-segura-1', phone: uniquePhone() },
          remoteAddress: ip,
        }),
      );
    }
    expect(probes.map((probe) => probe.statusCode)).toEqual([409, 409, 429, 429, 429]);
    expect(probes.at(-1)!.headers['retry-after']).toBeDefined();
    // The address is spent for everyone now, a real new person included.
    expect((await signUp(ip)).statusCode).toBe(429);
  });
});
