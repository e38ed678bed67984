import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGHTSCOUT_RATE } from '@vitalia/services';
import { createCatalogedApp, fillPath, type ApiRoute } from './support/route-catalog';
import { openSite, sha1 } from './support/nightscout-site';
import { actingAs, registerUser, type TestApp } from './support/test-app';

/**
 * Who may use a patient's Nightscout-compatible address: her API secret reads and writes, her read token
 * only reads, a renewed secret ends the old one at once, and nobody else's secret or token opens it, on
 * any route under /ns (read from the app, so a new one is covered).
 */
describe('Nightscout-compatible access', () => {
  let t: TestApp & { routes: ApiRoute[] };
  const clock = new Date('2026-11-24T18:00:00Z');
  beforeAll(async () => {
    t = await createCatalogedApp({ now: () => clock, env: { PUBLIC_URL: 'https://vitalia.example' } });
  });
  afterAll(() => t.close());

  const entry = { type: 'sgv', sgv: 123, date: clock.getTime() - 60_000, device: 'Intruso' };
  const treatment = { _id: 'intruso-1', eventType: 'Meal Bolus', created_at: clock.toISOString(), carbs: 30 };
  const bodyFor = (url: string) =>
    url.includes('treatments')
      ? [treatment]
      : url.includes('devicestatus')
        ? { uploaderBattery: 1 }
        : [entry];

  async function holdings(email: string) {
    const [row] = await t.query<{ readings: number; treatments: number; statuses: number }>(
      `SELECT (SELECT count(*)::int FROM readings WHERE paciente_id = p.id) AS readings,
              (SELECT count(*)::int FROM nightscout_treatments WHERE paciente_id = p.id) AS treatments,
              (SELECT count(*)::int FROM nightscout_devicestatus WHERE paciente_id = p.id) AS statuses
       FROM pacientes p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    return row;
  }

  it('turns the address on at the first call and keeps it; each renewal ends the previous secret', async () => {
    const ana = await registerUser(t.app);
    const as = actingAs(t.app, ana);
    const first = (await as('GET', '/health-users/nightscout/')).json() as Record<string, unknown>;
    expect(first).toMatchObject({
      enabled: true,
      has_secret: false,
      last_upload_at: null,
      last_device: null,
    });
    expect(first.base_url).toBe(`https://vitalia.example/ns/${first.site_id as string}`);
    expect(first.read_token).toMatch(/^lectura-[a-z0-9]{16}$/);
    expect((await as('GET', '/health-users/nightscout/')).json()).toEqual(first);

    const site = await openSite(t.app, ana);
    expect(site.secret.length).toBeGreaterThanOrEqual(12);
    const status = await site.call('GET', '/api/v1/status.json');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      status: 'ok',
      settings: { units: 'mg/dl' },
      serverTime: clock.toISOString(),
    });
    expect(
      (await site.call('GET', '/api/v1/status.json', undefined, { apiSecret: site.secret })).statusCode,
    ).toBe(200);

    const renewed = (await as('POST', '/health-users/nightscout/secret/')).json() as { api_secret: string };
    expect(renewed.api_secret).not.toBe(site.secret);
    const old = await site.call('POST', '/api/v1/entries', [entry]);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ status: 401, message: expect.stringContaining('API secret') });
    expect(await holdings(ana.email)).toMatchObject({ readings: 0 });
    const fresh = await site.call('POST', '/api/v1/entries', [entry], {
      apiSecret: sha1(renewed.api_secret),
    });
    expect(fresh.statusCode).toBe(200);
    // Only a hash is stored, and it is not the SHA-1 clients send.
    const [stored] = await t.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM nightscout_sites WHERE site_id = $1',
      [first.site_id],
    );
    expect(stored!.secret_hash).not.toContain(renewed.api_secret);
    expect(stored!.secret_hash).not.toBe(sha1(renewed.api_secret));
  });

  it('no other patient’s secret or token, no read token for writes, and no missing secret opens any /ns route', async () => {
    const ana = await registerUser(t.app);
    const beto = await registerUser(t.app);
    const anaSite = await openSite(t.app, ana);
    const betoSite = await openSite(t.app, beto);
    await anaSite.call('POST', '/api/v1/entries', [{ ...entry, device: 'Juggluco' }]);
    await anaSite.call('POST', '/api/v1/treatments', [{ ...treatment, _id: 'ana-1' }]);
    const before = await holdings(ana.email);
    const routes = t.routes.filter((route) => route.url.startsWith('/ns/'));
    expect(routes.length).toBeGreaterThanOrEqual(15);

    const attempts: Array<{
      label: string;
      headers: Record<string, string>;
      token?: string;
      writesOnly?: boolean;
    }> = [
      { label: 'Beto’s secret (SHA-1)', headers: { 'api-secret': sha1(betoSite.secret) } },
      { label: 'Beto’s secret (plain)', headers: { 'api-secret': betoSite.secret } },
      { label: 'Beto’s read token', headers: {}, token: betoSite.read_token },
      { label: 'no credentials', headers: {} },
      { label: 'a wrong secret', headers: { 'api-secret': sha1('adivina-adivinador') } },
      { label: 'Ana’s read token', headers: {}, token: anaSite.read_token, writesOnly: true },
    ];
    for (const route of routes) {
      const url = fillPath(route.url, 'ana-1').replace(/^\/ns\/[^/]+/, anaSite.path);
      for (const attempt of attempts) {
        if (attempt.writesOnly && route.method === 'GET') continue;
        const query = attempt.token ? `?token=${attempt.token}&find[_id]=ana-1` : '?find[_id]=ana-1';
        const reply = await t.app.inject({
          method: route.method,
          url: `${url}${query}`,
          headers: attempt.headers,
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: bodyFor(route.url) } : {}),
        });
        expect.soft(reply.statusCode, `${route.method} ${route.url} with ${attempt.label}`).toBe(401);
        expect.soft(reply.json(), `${route.method} ${route.url}`).toMatchObject({ status: 401 });
      }
    }
    expect(await holdings(ana.email)).toEqual(before);
    // Beto's own site holds nothing of Ana's.
    const betoEntries = await betoSite.call('GET', '/api/v1/entries.json');
    expect(betoEntries.json()).toEqual([]);
    expect((await betoSite.call('GET', '/api/v1/treatments.json')).json()).toEqual([]);
  });

  it('limits uploads per site and minute with a 429 in Nightscout’s shape', async () => {
    const caro = await registerUser(t.app);
    const site = await openSite(t.app, caro);
    let last = 0;
    for (let i = 0; i <= NIGHTSCOUT_RATE.writesPerMinute; i += 1) {
      last = (await site.call('POST', '/api/v1/devicestatus', { uploaderBattery: i })).statusCode;
    }
    expect(last).toBe(429);
    const reads = await site.call('GET', '/api/v1/status.json');
    expect(reads.statusCode).toBe(200);
  });
});
