import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDexcomShareServer, type DexcomShareServer } from '@vitalia/testkit';
import { openSite } from './support/nightscout-site';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * A real uploader from npm against the product: share2nightscout-bridge (Dexcom Share → Nightscout) reads
 * a local Dexcom Share server and posts to the person's `/ns/<site>` address, as it would to Nightscout.
 */
const run = promisify(execFile);
const bridgeScript = createRequire(import.meta.url).resolve('share2nightscout-bridge');

let t: TestApp;
let share: DexcomShareServer;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  share = await startDexcomShareServer();
});
afterAll(async () => {
  await share?.close();
  await t?.close();
});

describe('share2nightscout-bridge 0.2.12', () => {
  it('uploads the newest Dexcom values once: run twice, no duplicates; a new value is added', async () => {
    const ana = await registerUser(t.app);
    const site = await openSite(t.app, ana);
    const now = Date.now();
    share.values.push(
      { at: now - 10 * 60_000, mgdl: 112, trend: 4 },
      { at: now - 5 * 60_000, mgdl: 118, trend: 3 },
      { at: now - 30_000, mgdl: 125, trend: 3 },
    );
    // The bridge's own command line, in its one-shot mode ("run"), with its documented variables.
    const bridge = () =>
      run(process.execPath, [bridgeScript, 'run'], {
        timeout: 30_000,
        env: {
          ...process.env,
          BRIDGE_SERVER: share.host,
          DEXCOM_ACCOUNT_NAME: share.accountName,
          DEXCOM_PASSWORD: share.password,
          API_SECRET: site.secret,
          NS: `${address}${site.path}`,
          maxCount: '3',
          minutes: '1440',
        },
      });
    const readings = () =>
      t.query<{ value: number; source: string }>(
        `SELECT r.value, r.source FROM readings r JOIN pacientes p ON p.id = r.paciente_id
         JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY r.measured_at`,
        [ana.email],
      );

    const first = await bridge();
    expect(first.stdout).toContain('Nightscout upload');
    expect(share.calls.map((call) => call.path.split('/').pop())).toEqual([
      'AuthenticatePublisherAccount',
      'LoginPublisherAccountById',
      'ReadPublisherLatestGlucoseValues',
    ]);
    expect(await readings()).toEqual([
      { value: 112, source: 'cgm' },
      { value: 118, source: 'cgm' },
      { value: 125, source: 'cgm' },
    ]);

    await bridge();
    expect(await readings()).toHaveLength(3);

    share.values.push({ at: Date.now() - 1_000, mgdl: 131, trend: 2 });
    await bridge();
    expect((await readings()).map((r) => r.value)).toEqual([112, 118, 125, 131]);
    // The follower's view shows the bridge's arrow for the newest value.
    const current = await site.call('GET', '/api/v1/entries/current.json', undefined, site.readOnly);
    expect(current.json()).toEqual([expect.objectContaining({ sgv: 131 })]);
  });

  it('a wrong API secret stores nothing', async () => {
    const beto = await registerUser(t.app);
    const site = await openSite(t.app, beto);
    const result = await run(process.execPath, [bridgeScript, 'run'], {
      timeout: 30_000,
      env: {
        ...process.env,
        BRIDGE_SERVER: share.host,
        DEXCOM_ACCOUNT_NAME: share.accountName,
        DEXCOM_PASSWORD: share.password,
        API_SECRET: 'un-secreto-equivocado',
        NS: `${address}${site.path}`,
        maxCount: '3',
      },
    });
    expect(result.stdout).toContain('statusCode: 401');
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM readings r JOIN pacientes p ON p.id = r.paciente_id
       JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [beto.email],
    );
    expect(row!.n).toBe(0);
  });
});
