/**
 * Start-up of the server from its TypeScript sources (`node --import tsx`, compiled at every start, as
 * `npm start` ran before the production build) against the production build (`npm start` now: plain
 * Node.js on apps/server/dist): time from spawn to the first 200 on /healthz, and resident memory
 * 5 s after it, on a PGlite folder already made and on PostgreSQL. Median of RUNS starts each.
 *
 *   npm run build && node --import tsx apps/server/bench/startup-bench.ts
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseOnServer, dropDatabaseOnServer } from '@vitalia/db';
import { freePort, serverEnv, startChild, stopChild, withCleanup } from './support/child-process';
import { sleep, waitUntilReady } from './support/loopback-load';
import { readStatus } from './support/process-memory';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUILDS = {
  sources: ['--import', 'tsx', 'apps/server/src/server.ts'],
  production: ['apps/server/dist/server.js'],
} as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(args: readonly string[], database: Record<string, string>) {
  const port = await freePort();
  const child = startChild([...args], serverEnv({ ...database, PORT: String(port) }), port);
  return withCleanup(
    () => stopChild(child),
    async () => {
      const readyMs = await waitUntilReady(child, '/healthz');
      await sleep(5000);
      return { readyMs, rssMb: readStatus(child.proc.pid as number)?.rssMb ?? NaN };
    },
  );
}

async function measure(label: string, database: Record<string, string>) {
  // One start first: the folder or database is made and migrated, and the file cache is warm.
  await startOnce(BUILDS.production, database);
  const results: Record<string, { readyMs: number; rssMb: number }> = {};
  for (const [build, args] of Object.entries(BUILDS)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, database));
    results[build] = {
      readyMs: median(runs.map((run) => run.readyMs)),
      rssMb: median(runs.map((run) => run.rssMb)),
    };
  }
  const { sources, production } = results as Record<keyof typeof BUILDS, { readyMs: number; rssMb: number }>;
  console.log(
    `  ${label}: from sources (tsx) ready in ${sources.readyMs.toFixed(0)} ms, RSS ${sources.rssMb.toFixed(0)} MiB; ` +
      `production build ready in ${production.readyMs.toFixed(0)} ms (${(production.readyMs / sources.readyMs).toFixed(2)}×), ` +
      `RSS ${production.rssMb.toFixed(0)} MiB (${(production.rssMb / sources.rssMb).toFixed(2)}×)`,
  );
}

if (!existsSync(new URL('../dist/server.js', import.meta.url))) throw new Error('run `npm run build` first');
console.log(`server start-up: median of ${RUNS} starts, readiness = first 200 on /healthz, RSS 5 s after`);
const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-startup-bench-'));
await withCleanup(
  () => rmSync(dataDir, { recursive: true, force: true }),
  () => measure('PGlite', { DATA_DIR: dataDir }),
);
const admin =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `vitalia_startup_bench_${process.pid}`;
const url = await createDatabaseOnServer(admin, name).catch(() => undefined);
if (url) {
  await withCleanup(
    () => dropDatabaseOnServer(admin, name),
    () => measure('PostgreSQL', { DATABASE_URL: url }),
  );
} else console.log('  PostgreSQL: no server answered; set BENCH_POSTGRES_URL to measure it.');
process.exit(0);
