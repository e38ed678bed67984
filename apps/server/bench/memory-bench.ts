import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, serverEnv, startChild, stopChild, withCleanup, type Child } from './support/child-process';
import {
  agent,
  expectStatus,
  PHASE_TIMEOUT_MS,
  request,
  runPhase,
  sleep,
  waitUntilReady,
  type PhaseResult,
} from './support/loopback-load';
import { readStatus, resetPeak, sampleRss } from './support/process-memory';

/**
 * Memory of the real server (its production build, apps/server/dist/server.js, as `npm start` runs it) on embedded PGlite and
 * on PostgreSQL, against a baseline measured in the same run: a bare Node process serving HTTP with no
 * database. For each mode it reads the child's /proc/<pid>/status (Linux only):
 *
 *   start peak  VmHWM when GET /healthz first answers 200 (a fresh PGlite folder runs initdb here);
 *   idle        VmRSS after a few seconds of rest;
 *   idle 20 s   VmRSS 20 seconds after the first 200 (the issue's own reading of idle memory): by then V8's
 *               memory reducer has run and malloc has trimmed what start-up freed;
 *   load peak   the highest VmRSS during the load (VmHWM is reset through /proc/<pid>/clear_refs first);
 *   after       VmRSS a few seconds after the load.
 *
 * The load stays on loopback and is bounded in count, concurrency and time: sign-ups
 * (POST /health-users/register/, scrypt-bound), then authenticated reads
 * (GET /health-users/alert_schedules/) round-robin over the new accounts.
 *
 * PostgreSQL: BENCH_POSTGRES_URL (an admin URL), else DATABASE_URL, else the local default
 * postgres://postgres@127.0.0.1:5432/postgres if it answers. A throwaway database is created there and
 * dropped afterwards; BENCH_SKIP_POSTGRES=1 skips the mode. Its row counts the Node process only, not the
 * PostgreSQL server's own processes.
 *
 * Run: npm run build && node --import tsx apps/server/bench/memory-bench.ts
 * Knobs (env): BENCH_SIGNUPS (default 24), BENCH_READS (2000), BENCH_CONCURRENCY (50),
 * BENCH_SETTLE_MS (4000), BENCH_IDLE_MS (20000, from the first 200).
 */

// The production build (`npm run build`), as `npm start` runs it.
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

const SIGNUPS = positiveInt('BENCH_SIGNUPS', 24);
const READS = positiveInt('BENCH_READS', 2000);
const CONCURRENCY = positiveInt('BENCH_CONCURRENCY', 50);
const SETTLE_MS = positiveInt('BENCH_SETTLE_MS', 4000);
const IDLE_MS = positiveInt('BENCH_IDLE_MS', 20_000);
// Sign-ups are bound by scrypt on libuv's 4 threads: more of them in flight only queue up and time out.
const SIGNUP_CONCURRENCY = Math.min(CONCURRENCY, 8);
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// Modes

interface Row {
  mode: string;
  readyS?: number;
  startPeakMb?: number;
  idleMb?: number;
  idleLongMb?: number;
  loadPeakMb?: number;
  afterMb?: number;
  signups?: PhaseResult;
  reads?: PhaseResult;
  note?: string;
}

let runCounter = 0;

/** Idle, then the load, then after: the shared part of every mode. */
async function measure(row: Row, child: Child, drive: (port: number) => Promise<void>) {
  const pid = child.proc.pid!;
  row.readyS = (await waitUntilReady(child, '/healthz')) / 1000;
  const readyAt = performance.now();
  row.startPeakMb = readStatus(pid)?.hwmMb;
  await sleep(SETTLE_MS);
  row.idleMb = readStatus(pid)?.rssMb;
  await sleep(Math.max(0, IDLE_MS - (performance.now() - readyAt)));
  row.idleLongMb = readStatus(pid)?.rssMb;
  const canReset = resetPeak(pid);
  const sampler = sampleRss(pid);
  let sampledMax: number;
  try {
    await drive(child.port);
  } finally {
    sampledMax = sampler.stop();
  }
  const hwm = readStatus(pid)?.hwmMb ?? 0;
  row.loadPeakMb = canReset ? Math.max(hwm, sampledMax) : sampledMax;
  await sleep(SETTLE_MS);
  row.afterMb = readStatus(pid)?.rssMb;
}

/** Sign-ups, then authenticated reads round-robin over the new accounts. */
async function driveServer(row: Row, port: number) {
  const run = ++runCounter;
  const stamp = `${Date.now().toString(36)}${run}`;
  const phoneBase = Math.floor(Math.random() * 90_000_000);
  const tokens: string[] = [];
  row.signups = await runPhase(SIGNUPS, SIGNUP_CONCURRENCY, async (i) => {
    const answer = await request(port, 'POST', '/health-users/register/', {
      body: {
        email: `bench-${stamp}-${i}@example.com`,
        password: 'bench-password-1234',
        // Unique, valid Mexico City numbers: +52 55 then eight digits.
        phone: `+5255${10_000_000 + ((phoneBase + i) % 90_000_000)}`,
      },
    });
    expectStatus(answer, 201);
    tokens.push((JSON.parse(answer.body) as { token: string }).token);
  });
  if (tokens.length === 0) {
    row.note = `no account could sign up (${row.signups.firstError ?? 'unknown error'})`;
    return;
  }
  row.reads = await runPhase(READS, CONCURRENCY, async (i) => {
    const answer = await request(port, 'GET', '/health-users/alert_schedules/', {
      token: tokens[i % tokens.length],
    });
    expectStatus(answer, 200);
  });
}

const BASELINE_SOURCE = `
const http = require('node:http');
http
  .createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"status":"ok"}');
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

async function runBaseline(): Promise<Row> {
  const row: Row = { mode: 'baseline: bare node http' };
  const port = await freePort();
  const child = startChild(['-e', BASELINE_SOURCE], { PATH: process.env.PATH, PORT: String(port) }, port);
  await withCleanup(
    () => stopChild(child),
    () =>
      measure(row, child, async (p) => {
        row.reads = await runPhase(READS, CONCURRENCY, async () =>
          expectStatus(await request(p, 'GET', '/healthz'), 200),
        );
      }),
  );
  return row;
}

async function runServer(mode: string, extraEnv: Record<string, string>): Promise<Row> {
  const row: Row = { mode };
  const port = await freePort();
  const child = startChild([SERVER_ENTRY], serverEnv({ ...extraEnv, PORT: String(port) }), port);
  try {
    await withCleanup(
      () => stopChild(child),
      () => measure(row, child, (p) => driveServer(row, p)),
    );
  } catch (error) {
    row.note = (error as Error).message.split('\n')[0];
    console.error(`${mode}: ${(error as Error).message}`);
  }
  return row;
}

async function runPglite(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitalia-memory-bench-'));
  const dataDir = join(dir, 'data');
  return withCleanup(
    () => rmSync(dir, { recursive: true, force: true }),
    async () => {
      const fresh = await runServer('pglite, fresh folder', { DATA_DIR: dataDir });
      // The same folder again: a restart skips initdb, as every start after the first one does.
      const restart = await runServer('pglite, restart', { DATA_DIR: dataDir });
      return [fresh, restart];
    },
  );
}

async function runPostgres(): Promise<Row | undefined> {
  if (process.env.BENCH_SKIP_POSTGRES === '1') return undefined;
  const explicit = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  const adminUrl = explicit ?? DEFAULT_POSTGRES_URL;
  const { createDatabaseOnServer, dropDatabaseOnServer } = await import('@vitalia/db');
  const name = `vitalia_bench_${Date.now().toString(36)}_${process.pid}`;
  let url: string;
  try {
    url = await createDatabaseOnServer(adminUrl, name);
  } catch (error) {
    const reason = (error as Error).message;
    if (!explicit) {
      console.log(
        `PostgreSQL skipped: nothing answers at ${DEFAULT_POSTGRES_URL} (${reason}); set BENCH_POSTGRES_URL.`,
      );
      return undefined;
    }
    return { mode: 'postgres', note: `could not create a database: ${reason}` };
  }
  const drop = () =>
    dropDatabaseOnServer(adminUrl, name).catch((error: Error) =>
      console.error(`could not drop database ${name}: ${error.message}`),
    );
  return withCleanup(drop, () => runServer('postgres (node process only)', { DATABASE_URL: url }));
}

// ---------------------------------------------------------------------------------------------------------
// Report

function printTable(rows: Row[]) {
  const baseline = rows[0]?.idleMb;
  const mb = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
  const ratio = (value: number | undefined) =>
    value === undefined || !baseline ? '' : ` (${(value / baseline).toFixed(1)}x)`;
  const rate = (phase: PhaseResult | undefined) =>
    phase ? `${phase.perSecond.toFixed(0)}${phase.failed ? ` (${phase.failed} failed)` : ''}` : '-';
  const header = [
    'mode',
    'ready s',
    'start peak MB',
    'idle MB',
    `idle ${IDLE_MS / 1000} s MB`,
    'load peak MB',
    'after MB',
    'sign-ups/s',
    'reads/s',
  ];
  const lines = rows.map((row) => [
    row.mode,
    row.readyS === undefined ? '-' : row.readyS.toFixed(1),
    mb(row.startPeakMb),
    mb(row.idleMb) + ratio(row.idleMb),
    mb(row.idleLongMb) + ratio(row.idleLongMb),
    mb(row.loadPeakMb) + ratio(row.loadPeakMb),
    mb(row.afterMb) + ratio(row.afterMb),
    rate(row.signups),
    rate(row.reads),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of rows) {
    const firstError = row.signups?.firstError ?? row.reads?.firstError;
    if (row.note) console.log(`note (${row.mode}): ${row.note}`);
    else if (firstError) console.log(`first error (${row.mode}): ${firstError}`);
  }
  console.log(
    '(x) = ratio to the baseline idle RSS. Figures are the child process only, in MiB; the PostgreSQL',
  );
  console.log("row leaves out the PostgreSQL server's own processes (postmaster, backends).");
}

if (!readStatus(process.pid)) {
  console.error('This benchmark reads /proc/<pid>/status and runs on Linux only.');
  process.exit(1);
}

const started = performance.now();
console.log(
  `server ${SERVER_ENTRY}\nload: ${SIGNUPS} sign-ups then ${READS} authenticated reads, ` +
    `concurrency ${CONCURRENCY}, ≤ ${PHASE_TIMEOUT_MS / 1000} s per phase; settle ${SETTLE_MS / 1000} s\n`,
);
const rows: Row[] = [await runBaseline(), ...(await runPglite())];
const postgres = await runPostgres();
if (postgres) rows.push(postgres);
agent.destroy();
printTable(rows);
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
