import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/services/accounts';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './support/test-app';

describe('sign-in rate limit', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('blocks an e-mail after repeated failures, even with the right password, until the window passes', async () => {
    const ana = await registerUser(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect((await login(ana.email, 'equivocada-1')).statusCode).toBe(401);
    }
    const blocked = await login(ana.email, ana.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Demasiados intentos de inicio de sesión\. Espera \d+ minutos? e inténtalo de nuevo\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another person signing in from elsewhere is not affected.
    const beto = await registerUser(t.app);
    expect((await login(beto.email, beto.password, '198.51.100.2')).statusCode).toBe(200);

    clock = new Date(clock.getTime() + (LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    expect((await login(ana.email, ana.password)).statusCode).toBe(200);
  });

  it('blocks an address that tries many e-mails', async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login(uniqueEmail('intruso'), 'adivinanza', ip)).statusCode).toBe(401);
    }
    const cata = await registerUser(t.app);
    expect((await login(cata.email, cata.password, ip)).statusCode).toBe(429);
    expect((await login(cata.email, cata.password, '192.0.2.56')).statusCode).toBe(200);
  });
});
