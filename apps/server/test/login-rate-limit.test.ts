import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@vitalia/services';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './support/test-app';

const TOO_MANY = /^Demasiados intentos de inicio de sesión\. Espera \d+ minutos? e inténtalo de nuevo\.$/;

describe('sign-in rate limit', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email, password },
      remoteAddress: ip,
    });

  const statuses = (responses: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('blocks one e-mail from one address after repeated failures, even with the right password, until the window passes', async () => {
    const ana = await registerUser(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      expect((await login(ana.email, 'equivocada-1', '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await login(ana.email, ana.password, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another person signing in from elsewhere is not affected.
    const beto = await registerUser(t.app);
    expect((await login(beto.email, beto.password, '198.51.100.2')).statusCode).toBe(200);

    advance((LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    expect((await login(ana.email, ana.password, '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts 200 simultaneous guesses against each other: only the allowed few are checked', async () => {
    const dora = await registerUser(t.app);
    const ip = '203.0.113.20';
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(dora.email, `adivinanza-${i}`, ip)),
    );
    expect(statuses(guesses)).toEqual({ 401: LOGIN_LIMITS.perPair, 429: 200 - LOGIN_LIMITS.perPair });
    // The right password from that address waits too; from her own phone elsewhere she still gets in.
    expect((await login(dora.email, dora.password, ip)).statusCode).toBe(429);
    expect((await login(dora.email, dora.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('cannot be used to lock a patient out: guesses from many addresses only slow newcomers, briefly', async () => {
    const eva = await registerUser(t.app);
    const home = '198.51.100.30';
    expect((await login(eva.email, eva.password, home)).statusCode).toBe(200);

    const attackers = 30;
    for (let i = 0; i < attackers; i++) {
      const response = await login(eva.email, 'adivinanza', `192.0.2.${100 + i}`);
      expect([401, 429]).toContain(response.statusCode);
    }
    // Eva at home is not held back at all.
    expect((await login(eva.email, eva.password, home)).statusCode).toBe(200);

    // From a new address she waits a short, bounded delay, then gets in.
    const fromNewPlace = await login(eva.email, eva.password, '198.51.100.31');
    expect(fromNewPlace.statusCode).toBe(429);
    const wait = Number(fromNewPlace.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelaySeconds);
    advance(wait * 1000);
    expect((await login(eva.email, eva.password, '198.51.100.31')).statusCode).toBe(200);
  });

  it('blocks an address that tries many e-mails, except for people who signed in from it before', async () => {
    const ip = '192.0.2.55';
    const regular = await registerUser(t.app);
    expect((await login(regular.email, regular.password, ip)).statusCode).toBe(200);

    const stuffing = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAddress }, () => login(uniqueEmail('intruso'), 'adivinanza', ip)),
    );
    expect(statuses(stuffing)).toEqual({ 401: LOGIN_LIMITS.perAddress });

    const cata = await registerUser(t.app);
    expect((await login(cata.email, cata.password, ip)).statusCode).toBe(429);
    expect((await login(cata.email, cata.password, '192.0.2.56')).statusCode).toBe(200);
    // Someone who signs in from this shared address every day is not locked out by the noise.
    expect((await login(regular.email, regular.password, ip)).statusCode).toBe(200);
  });
});
