import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from './support/nightscout-site';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * A family member's watch face or follower app reads the patient's newest sensor values with the read-only
 * token, in Nightscout's shape; each such read is in the patient's access log, one row per token and hour.
 */
describe('followers with the read-only token', () => {
  let t: TestApp;
  let clock = new Date('2026-11-24T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const accessLog = async (user: { token: string }) =>
    (
      (await actingAs(t.app, user)('GET', '/health-users/shares/access-log/')).json() as {
        items: Array<{ quien: string | null; what: string; que: string; at: string }>;
      }
    ).items;

  it('a watch face reads entries, the current value and the status; its polling is one log row an hour', async () => {
    const ana = await registerUser(t.app);
    const site = await openSite(t.app, ana);
    const at = (minutesAgo: number) => clock.getTime() - minutesAgo * 60_000;
    const upload = await site.call('POST', '/api/v1/entries', [
      { type: 'sgv', sgv: 120, date: at(10), direction: 'Flat' },
      { type: 'sgv', sgv: 131, date: at(5), direction: 'FortyFiveUp' },
    ]);
    expect(upload.statusCode).toBe(200);
    // The owner's own uploads and reads with the secret are not someone else's reads.
    expect(await accessLog(ana)).toEqual([]);

    const entries = await site.call('GET', '/api/v1/entries.json?count=2', undefined, site.readOnly);
    expect(entries.statusCode).toBe(200);
    expect(entries.json()).toEqual([
      expect.objectContaining({ type: 'sgv', sgv: 131, date: at(5) }),
      expect.objectContaining({ type: 'sgv', sgv: 120, date: at(10) }),
    ]);
    const current = await site.call('GET', '/api/v1/entries/current.json', undefined, site.readOnly);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual([expect.objectContaining({ sgv: 131, direction: expect.any(String) })]);
    const status = await site.call('GET', '/api/v1/status.json', undefined, site.readOnly);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'ok', settings: { units: 'mg/dl' } });

    // An hour of polling every minute: still one row for that hour.
    for (let minute = 1; minute < 50; minute++) {
      clock = new Date(clock.getTime() + 60_000);
      const poll = await site.call('GET', '/api/v1/entries/current.json', undefined, site.readOnly);
      expect(poll.statusCode).toBe(200);
    }
    const log = await accessLog(ana);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ quien: null, what: 'nightscout_follower' });
    expect(log[0]!.que).toMatch(/reloj o app de seguimiento/);

    // The next hour's first read is a new row.
    clock = new Date(clock.getTime() + 3_600_000);
    await site.call('GET', '/api/v1/entries.json', undefined, site.readOnly);
    expect(await accessLog(ana)).toHaveLength(log.length + 1);
  });

  it('another patient’s token or secret reads nothing of Ana and leaves no row in her log', async () => {
    const ana = await registerUser(t.app);
    const beto = await registerUser(t.app);
    const anaSite = await openSite(t.app, ana);
    const betoSite = await openSite(t.app, beto);
    await anaSite.call('POST', '/api/v1/entries', [{ type: 'sgv', sgv: 99, date: clock.getTime() - 60_000 }]);
    for (const url of ['/api/v1/entries.json', '/api/v1/entries/current.json', '/api/v1/status.json']) {
      for (const credentials of [betoSite.readOnly, { apiSecret: betoSite.secret }]) {
        const reply = await anaSite.call('GET', url, undefined, credentials);
        expect(reply.statusCode, `${url} with ${JSON.stringify(credentials)}`).toBe(401);
        expect(reply.body).not.toContain('99');
      }
    }
    expect(await accessLog(ana)).toEqual([]);
    // Nor do Beto's quiet hours or Beto's settings touch Ana's.
    await actingAs(t.app, beto)('PUT', '/health-users/nightscout/settings/', {
      quiet_start: '22:00',
      quiet_end: '07:00',
    });
    expect((await actingAs(t.app, ana)('GET', '/health-users/nightscout/settings/')).json()).toMatchObject({
      quiet_start: null,
    });
  });
});
