// A Nightscout-compatible upload at its largest: 10,000 sensor entries in one request (Juggluco sends up
// to 10,440), through the whole app (auth, JSON, per-entry checks, record-readings in batches, the
// consequences), against a raw multi-row INSERT of the same 10,000 readings in the same run, alternated
// round by round so drift hits both alike. Also the same upload sent again (every entry a duplicate).
// Then the sustained stream: 1,000 patients uploading once a minute each for 60 s (support/stream-load.ts),
// against one raw INSERT per upload of the same rows. NS_STREAM_PATIENTS and NS_STREAM_SECONDS change the
// load; NS_BENCH=stream runs the stream part alone.
// Run: node --import tsx apps/server/bench/nightscout-bench.ts   (PostgreSQL on DATABASE_URL, or on
// postgres://postgres@127.0.0.1:5432/postgres; PGlite too).
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import { migrate, openDatabase, type Database } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { onScratchPostgres } from './support/scratch-postgres';
import { runStreamLoad } from './support/stream-load';

const STREAM_PATIENTS = Number(process.env.NS_STREAM_PATIENTS ?? 1000);
const STREAM_SECONDS = Number(process.env.NS_STREAM_SECONDS ?? 60);
const STREAM_ONLY = process.env.NS_BENCH === 'stream';

const ENTRIES = 10_000;
const ROUNDS = 5;
const FIVE_MINUTES = 5 * 60_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** 10,000 five-minute sensor values (about 35 days) ending a minute ago, shaped as Juggluco sends them. */
function entries(end: number) {
  return Array.from({ length: ENTRIES }, (_, i) => {
    const date = end - i * FIVE_MINUTES;
    const sgv = Math.round(130 + 50 * Math.sin(i / 20));
    return {
      type: 'sgv',
      device: '3MH00A1B2C3',
      dateString: new Date(date).toISOString(),
      date,
      sgv,
      delta: 0.5,
      direction: 'Flat',
      noise: 1,
      filtered: sgv * 1000,
      unfiltered: sgv * 1000,
      rssi: 100,
    };
  });
}

async function benchOn(label: string, db: Database) {
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SIGNUP_LIMIT_PER_HOUR: '1000' });
  const { app } = await buildApp({
    config,
    db,
    logger: pino({ level: 'silent' }),
    scheduler: false,
    chatWorkers: false,
  });
  await app.ready();

  /** A new person with a site and its secret: each round writes into an empty record. */
  async function newSite(round: number) {
    const registered = await app.inject({
      method: 'POST',
      url: '/health-users/register/',
      payload: {
        email: `bench.ns.${Date.now()}.${round}@example.com`,
        password: 'clave-de-bench',
        phone: `+52551234${String(1000 + round).slice(-4)}`,
      },
    });
    const auth = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
    const site = (await app.inject({ method: 'GET', url: '/health-users/nightscout/', headers: auth })).json<{
      base_url: string;
    }>();
    const secret = (
      await app.inject({ method: 'POST', url: '/health-users/nightscout/secret/', headers: auth })
    ).json<{ api_secret: string }>().api_secret;
    const [patient] = await rawQuery<{ id: number }>(
      db,
      'SELECT paciente_id AS id FROM nightscout_sites WHERE site_id = $1',
      [new URL(site.base_url).pathname.split('/')[2]],
    );
    return {
      path: new URL(site.base_url).pathname,
      sha1: createHash('sha1').update(secret).digest('hex'),
      pacienteId: patient!.id,
    };
  }

  const upload = async (site: { path: string; sha1: string }, body: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: `${site.path}/api/v1/entries`,
      headers: { 'api-secret': site.sha1, 'content-type': 'application/json' },
      payload: body,
    });
    if (reply.statusCode !== 200) throw new Error(`upload: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  };

  /** The baseline: the same readings in one multi-row INSERT (literal values; 80,000 parameters would not fit). */
  const rawInsert = async (pacienteId: number, list: ReturnType<typeof entries>) => {
    const values = list
      .map((e) => `(${pacienteId}, 'glucosa', ${e.sgv}, 'mg/dL', '${new Date(e.date).toISOString()}', 'cgm')`)
      .join(',');
    await rawQuery(
      db,
      `INSERT INTO readings (paciente_id, metric, value, unit, measured_at, source) VALUES ${values} ON CONFLICT DO NOTHING`,
    );
  };

  const row = (name: string, value: string) => console.log(`  ${name.padEnd(56)} ${value}`);
  const stream = await runStreamLoad(app, db, { patients: STREAM_PATIENTS, seconds: STREAM_SECONDS });
  console.log(
    `\n${label}: ${stream.patients.toLocaleString('en-US')} patients, one upload each a minute (1-3 entries), ${stream.seconds.toFixed(0)} s`,
  );
  row('target rate', `${stream.target.toFixed(1)} uploads/s`);
  row('achieved rate', `${stream.achieved.toFixed(1)} uploads/s`);
  row('latency from the scheduled time, p50 / p99', `${stream.p50} ms / ${stream.p99} ms`);
  row('kept up (all 200, ≥ 95 % of the rate, p99 < 5 s)', stream.keptUp ? 'yes' : 'NO');
  row(
    '  raw INSERT per upload, in sequence (baseline)',
    `${stream.rawPerSecond.toFixed(0)} uploads/s, p99 ${stream.rawP99.toFixed(1)} ms`,
  );
  if (STREAM_ONLY) {
    await app.close();
    return;
  }

  const timings = { endpoint: [] as number[], resend: [] as number[], raw: [] as number[] };
  for (let round = 0; round <= ROUNDS; round++) {
    const list = entries(Date.now() - 60_000);
    const body = JSON.stringify(list);
    const site = await newSite(round * 2);
    const baseline = await newSite(round * 2 + 1);
    let t = process.hrtime.bigint();
    await upload(site, body);
    const endpoint = ms(t);
    t = process.hrtime.bigint();
    await upload(site, body);
    const resend = ms(t);
    t = process.hrtime.bigint();
    await rawInsert(baseline.pacienteId, list);
    const raw = ms(t);
    const [stored] = await rawQuery<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM readings WHERE paciente_id = $1',
      [site.pacienteId],
    );
    if (stored!.n !== ENTRIES) throw new Error(`stored ${stored!.n} of ${ENTRIES}`);
    // Round 0 warms up both paths.
    if (round === 0) continue;
    timings.endpoint.push(endpoint);
    timings.resend.push(resend);
    timings.raw.push(raw);
  }
  await app.close();

  const perSecond = (values: number[]) =>
    Math.round((ENTRIES / median(values)) * 1000).toLocaleString('en-US');
  console.log(
    `\n${label}: ${ENTRIES.toLocaleString('en-US')} sgv entries in one request, median of ${ROUNDS}`,
  );
  row(
    'POST /ns/<id>/api/v1/entries, new',
    `${median(timings.endpoint).toFixed(0)} ms (${perSecond(timings.endpoint)} entries/s)`,
  );
  row('  the same upload again (all duplicates)', `${median(timings.resend).toFixed(0)} ms`);
  row('  raw multi-row INSERT of the same rows (baseline)', `${median(timings.raw).toFixed(0)} ms`);
  row('  ratio endpoint / raw INSERT', `${(median(timings.endpoint) / median(timings.raw)).toFixed(2)}×`);
}

await onScratchPostgres((db) => benchOn('PostgreSQL', db));

const pglite = await openDatabase({ kind: 'pglite' });
await benchOn('PGlite (embedded)', pglite);
await pglite.close();
