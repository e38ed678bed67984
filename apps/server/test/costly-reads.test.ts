import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

/** The exports and the report are limited per person (packages/services/src/costly-reads.ts). */
describe('costly reads per person', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('serves 60 exports and reports in 10 minutes, then a Spanish 429 with Retry-After, for that person only', async () => {
    const ana = await registerUser(t.app);
    const beto = await registerUser(t.app);
    const as = actingAs(t.app, ana);
    const costly = [
      '/health-metrics/api/export.csv',
      '/health-metrics/api/report/',
      '/health-users/export/',
      '/health-users/export/fhir/',
    ];
    const served = [];
    for (let i = 0; i < 60; i++) served.push((await as('GET', costly[i % costly.length]!)).statusCode);
    expect(served).toEqual(Array(60).fill(200));
    for (const url of costly) {
      const refused = await as('GET', url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().detail).toMatch(
        /^Pediste demasiados reportes o descargas seguidos\. Espera \d+ minutos?/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // Everything else of hers, and Beto's exports, go on.
    expect((await as('GET', '/health-metrics/api/readings/')).statusCode).toBe(200);
    expect((await actingAs(t.app, beto)('GET', '/health-metrics/api/export.csv')).statusCode).toBe(200);
    const [stored] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_limit_hits WHERE scope = 'costly_read'",
    );
    expect(stored!.n).toBe(61);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    expect((await as('GET', '/health-metrics/api/export.csv')).statusCode).toBe(200);
  });
});
