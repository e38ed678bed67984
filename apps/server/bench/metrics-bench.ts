// Readings at continuous-monitor density: one patient with a year of 5-minute glucose (105,120 readings)
// plus a daily blood pressure and weight. Measures, in one run and on each database:
//  - CSV import rows per second (target ≥ 20,000/s), and the same file again (every row skipped);
//  - overview (daily) and series (none, thinned to 2,000 points) through the HTTP app, a different date
//    range per request, against the same aggregation run as raw SQL (target ≤ 1.5× the raw SQL).
// Run: node --import tsx apps/server/bench/metrics-bench.ts   (PostgreSQL too when one answers on
// DATABASE_URL, or on postgres://postgres@127.0.0.1:5432/postgres).
import { pino } from 'pino';
import { migrate, openDatabase, type Database } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { onScratchPostgres } from './support/scratch-postgres';

const TZ = 'America/Mexico_City';
const YEAR_START = Date.parse('2025-11-21T06:00:00Z');
const FIVE_MINUTES = 5 * 60_000;
const GLUCOSE_READINGS = 105_120;
const REQUESTS = 40;

function yearOfReadingsCsv(): string {
  const lines = ['metric,measured_at,value,value2,unit,context,source'];
  for (let i = 0; i < GLUCOSE_READINGS; i++) {
    const t = YEAR_START + i * FIVE_MINUTES;
    const value = Math.round(120 + 45 * Math.sin(i / 40) + 20 * Math.sin(i / 7));
    lines.push(`glucosa,${new Date(t).toISOString()},${value},,mg/dL,,import`);
  }
  for (let day = 0; day < 365; day++) {
    const t = new Date(YEAR_START + day * 86_400_000 + 2 * 3_600_000).toISOString();
    lines.push(`presion,${t},${125 + (day % 20)},${80 + (day % 9)},mmHg,,import`);
    lines.push(`peso,${t},${(82 - day * 0.01).toFixed(1)},,kg,,import`);
  }
  return lines.join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** A random local date range of 30 to 120 days inside the year, different per request. */
function randomRange(seed: number) {
  const days = 30 + ((seed * 37) % 91);
  const startDay = (seed * 53) % (365 - days);
  const from = new Date(YEAR_START + startDay * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(YEAR_START + (startDay + days) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

async function benchOn(label: string, db: Database) {
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SIGNUP_LIMIT_PER_HOUR: '1000', TZ_DEFAULT: TZ });
  const { app } = await buildApp({ config, db, logger: pino({ level: 'silent' }) });
  await app.ready();
  const registered = await app.inject({
    method: 'POST',
    url: '/health-users/register/',
    payload: { email: `bench.${Date.now()}@example.com`, password: 'clave-de-bench', phone: '+525512340000' },
  });
  const token = registered.json<{ token: string }>().token;
  const auth = { authorization: `Bearer ${token}` };
  const csv = yearOfReadingsCsv();
  const rows = GLUCOSE_READINGS + 365 * 2;

  let start = process.hrtime.bigint();
  const first = await app.inject({
    method: 'POST',
    url: '/health-metrics/api/import.csv',
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });
  const importMs = ms(start);
  if (first.json<{ imported: number }>().imported !== rows)
    throw new Error(`import: ${first.body.slice(0, 300)}`);
  start = process.hrtime.bigint();
  const again = await app.inject({
    method: 'POST',
    url: '/health-metrics/api/import.csv',
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });
  const reimportMs = ms(start);
  if (again.json<{ skipped: number }>().skipped !== rows)
    throw new Error(`re-import: ${again.body.slice(0, 300)}`);

  const [patient] = await rawQuery<{ id: number }>(db, 'SELECT id FROM pacientes LIMIT 1');
  const pid = patient!.id;
  const bounds = (range: { from: string; to: string }) => [`${range.from}T00:00:00`, `${range.to}T00:00:00`];

  // Raw SQL doing the same aggregation as each endpoint: daily means per metric plus exact stats
  // (overview), and every point plus exact stats (series without aggregation).
  const rawOverview = async (range: { from: string; to: string }) => {
    const [from, to] = bounds(range);
    const window = `measured_at >= ($2::timestamp AT TIME ZONE $4) AND measured_at < (($3::timestamp + interval '1 day') AT TIME ZONE $4)`;
    await rawQuery(
      db,
      `SELECT metric, count(*), min(value), max(value), avg(value), min(value2), max(value2), avg(value2) FROM readings WHERE paciente_id = $1 AND ${window} GROUP BY metric`,
      [pid, from, to, TZ],
    );
    for (const metric of ['glucosa', 'presion', 'peso']) {
      await rawQuery(
        db,
        `SELECT date_trunc('day', measured_at AT TIME ZONE $4) AS bucket, avg(value), avg(value2) FROM readings
         WHERE paciente_id = $1 AND metric = $5 AND ${window} GROUP BY bucket ORDER BY bucket`,
        [pid, from, to, TZ, metric],
      );
    }
  };
  const rawSeries = async (range: { from: string; to: string }) => {
    const [from, to] = bounds(range);
    const window = `measured_at >= ($2::timestamp AT TIME ZONE $4) AND measured_at < (($3::timestamp + interval '1 day') AT TIME ZONE $4)`;
    await rawQuery(
      db,
      `SELECT count(*), min(value), max(value), avg(value) FROM readings WHERE paciente_id = $1 AND metric = 'glucosa' AND ${window}`,
      [pid, from, to, TZ],
    );
    await rawQuery(
      db,
      `SELECT measured_at, value FROM readings WHERE paciente_id = $1 AND metric = 'glucosa' AND ${window} ORDER BY measured_at`,
      [pid, from, to, TZ],
    );
  };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };

  const timings = {
    overview: [] as number[],
    rawOverview: [] as number[],
    series: [] as number[],
    rawSeries: [] as number[],
  };
  let maxPoints = 0;
  // Warm-up, then alternate endpoint and raw SQL on the same range so drift hits both alike.
  await get(`/health-metrics/api/overview/?aggregation=daily&${new URLSearchParams(randomRange(0))}`);
  await rawOverview(randomRange(0));
  for (let i = 1; i <= REQUESTS; i++) {
    const range = randomRange(i);
    const query = new URLSearchParams(range);
    let t = process.hrtime.bigint();
    await get(`/health-metrics/api/overview/?aggregation=daily&${query}`);
    timings.overview.push(ms(t));
    t = process.hrtime.bigint();
    await rawOverview(range);
    timings.rawOverview.push(ms(t));
    t = process.hrtime.bigint();
    const series = await get(`/health-metrics/api/series/?metric=glucosa&aggregation=none&${query}`);
    timings.series.push(ms(t));
    maxPoints = Math.max(maxPoints, series.json<{ points: unknown[] }>().points.length);
    t = process.hrtime.bigint();
    await rawSeries(range);
    timings.rawSeries.push(ms(t));
  }
  await app.close();

  const row = (name: string, value: string) => console.log(`  ${name.padEnd(52)} ${value}`);
  console.log(
    `\n${label}: ${rows.toLocaleString('en-US')} readings (a year of 5-minute glucose, daily pressure and weight)`,
  );
  row(
    'CSV import, new rows',
    `${Math.round((rows / importMs) * 1000).toLocaleString('en-US')} rows/s (target ≥ 20,000)`,
  );
  row(
    'CSV import, same file again (all skipped)',
    `${Math.round((rows / reimportMs) * 1000).toLocaleString('en-US')} rows/s`,
  );
  const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
  row('overview daily, median per request', `${median(timings.overview).toFixed(1)} ms`);
  row('  same aggregation as raw SQL (baseline)', `${median(timings.rawOverview).toFixed(1)} ms`);
  row('  ratio endpoint / raw SQL', `${ratio(timings.overview, timings.rawOverview)}× (target ≤ 1.5×)`);
  row(`series none (thinned to ≤ ${maxPoints} points), median`, `${median(timings.series).toFixed(1)} ms`);
  row('  every point as raw SQL (baseline)', `${median(timings.rawSeries).toFixed(1)} ms`);
  row('  ratio endpoint / raw SQL', `${ratio(timings.series, timings.rawSeries)}× (target ≤ 1.5×)`);
}

const pglite = await openDatabase({ kind: 'pglite' });
await benchOn('PGlite (embedded)', pglite);
await pglite.close();

await onScratchPostgres((db) => benchOn('PostgreSQL', db));
