/**
 * Reminders at scale (issue: 100,000 users × 3 schedules; one minute with 10,000 due occurrences fully
 * handed to a local Graph API in ≤ 10 s, 0 duplicates, 0 misses; the per-minute lookup's time as the
 * schedule table grows). On a fresh PostgreSQL database:
 *  1. users and schedules bulk-loaded with SQL (support/schedule-fixture.ts), grown 1k → 10k → 100k users;
 *     after each step the real `occurrences.reconcile()` computes every source's next occurrence (timed);
 *  2. at each size the scheduler's claim statement (the per-minute lookup), for a minute with nothing due
 *     and a minute with 100 due, each run in a transaction rolled back so every run sees the same rows;
 *     median of LOOKUP_RUNS; EXPLAIN (ANALYZE) once at 100k;
 *  3. the app (buildApp, in this process so its clock can be set; WhatsApp Cloud API mode) against the
 *     local Graph API in a child process: with the clock in the minute of the 10,000, from the first
 *     `scheduler.runDue()` until the Graph API has accepted all 10,000; then every one is checked: sent
 *     once, to 10,000 distinct people, each occurrence's chat_outbound row sent, nothing left due. The
 *     floor, measured in the same run: the same Cloud API client posting 10,000 messages to the same
 *     Graph API with the sender's concurrency from a bare loop (no database).
 * Exits 1 on a duplicate or a miss; timings are reported, never asserted. PostgreSQL: BENCH_POSTGRES_URL
 * or DATABASE_URL (an admin URL; a scratch database is made), else postgres://postgres@127.0.0.1:5432/postgres.
 *
 *   node --import tsx apps/server/bench/scheduler-bench.ts
 */
import { pino } from 'pino';
import { createCloudApiChannel } from '@vitalia/bot';
import { createDatabaseOnServer, dropDatabaseOnServer, migrate, openDatabase } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import { createServices, templateMessage } from '@vitalia/services';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { withCleanup } from './support/child-process';
import type { GraphStats } from './support/graph-api-child';
import { startGraphProcess, type GraphProcess } from './support/graph-api-process';
import { explainClaim, timeLookup } from './support/claim-lookup';
import { sleep } from './support/loopback-load';
import {
  DISPATCH_MINUTE,
  DISPATCH_USERS,
  EMPTY_MINUTE,
  loadUsers,
  localInstant,
  LOOKUP_MINUTE,
  LOOKUP_USERS,
  SCHEDULES_PER_USER,
  ZONE,
} from './support/schedule-fixture';

const SIZES = [1_000, 10_000, 100_000];
const LOOKUP_RUNS = 15;
/** As the server runs them: the scheduler's claim size, and the sender's in-flight sends (bot-wiring.ts). */
const CLAIM_BATCH = 2000;
const LEASE_SECONDS = 60;
const SENDER_CONCURRENCY = 32;
const CLAIM = { batch: CLAIM_BATCH, leaseSeconds: LEASE_SECONDS, runs: LOOKUP_RUNS };
const TARGET_SECONDS = 10;
const DISPATCH_TIMEOUT_MS = 180_000;

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const thousands = (n: number) => n.toLocaleString('en-US');

/** The floor: the Cloud API client posting `count` messages from a bare loop, `lanes` at a time. */
async function sendFloor(graph: GraphProcess, count: number, lanes: number): Promise<number> {
  const channel = createCloudApiChannel({
    apiUrl: graph.url,
    token: graph.token,
    phoneNumberId: graph.phoneNumberId,
  });
  const message = templateMessage('readingReminder', ['Paciente', 'glucosa']);
  const run = async (offset: number, total: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < total) {
          const i = offset + next++;
          const result = await channel.send({ outboundId: i, recipient: `5255${10_000_000 + i}`, message });
          if (!result.ok) throw new Error(`floor send refused: ${result.detail}`);
        }
      }),
    );
  };
  await run(0, 500); // warm-up
  await graph.reset();
  const started = performance.now();
  await run(1_000, count);
  return performance.now() - started;
}

interface SizeRow {
  users: number;
  occurrences: number;
  loadMs: number;
  added: number;
  reconcileMs: number;
  emptyMs: number;
  dueMs: number;
}

interface DispatchResult {
  queuedMs: number;
  deliveredMs: number;
  batches: number;
  report: { claimed: number; queued: number; skipped: number; cancelled: number };
  graph: GraphStats;
  leftDue: number;
  occurrenceStates: Record<string, number>;
  outbound: { rows: number; sent: number; retried: number };
  nextPending: number;
}

/** The app in Cloud API mode, clock at the measured minute: runDue until nothing is claimed. */
async function dispatch(url: string, graph: GraphProcess, date: string): Promise<DispatchResult> {
  const clock = { now: localInstant(date, LOOKUP_MINUTE, 5) };
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    TZ_DEFAULT: ZONE,
    WHATSAPP_TOKEN: graph.token,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_APP_SECRET: 'bench-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'bench',
    WHATSAPP_API_URL: graph.url,
    // Driven by hand below (runDue), so the measure starts when the due work is first looked up.
    SCHEDULER: 'false',
  });
  const db = await openDatabase({ kind: 'postgres', url });
  const { app, parts } = await buildApp({
    config,
    db,
    logger: pino({ level: 'warn' }),
    now: () => clock.now,
    chatWorkers: true,
  });
  return withCleanup(
    async () => {
      await app.close();
      await db.close();
    },
    async () => {
      await app.ready();
      const { scheduler } = parts;
      // runDue drains everything due; one more call claiming nothing confirms the minute is empty.
      const runAll = async () => {
        const report = { claimed: 0, queued: 0, skipped: 0, cancelled: 0 };
        let batches = 0;
        for (;;) {
          const batch = await scheduler.runDue();
          if (batch.claimed === 0) return { report, batches };
          batches++;
          for (const key of Object.keys(report) as Array<keyof typeof report>) report[key] += batch[key];
        }
      };
      // Warm-up (JIT, connections): the 100 lookup reminders of the minute before.
      await runAll();
      const warmed = await Promise.race([
        graph.reached(LOOKUP_USERS),
        sleep(DISPATCH_TIMEOUT_MS).then(() => NaN),
      ]);
      if (Number.isNaN(warmed))
        throw new Error(`the ${LOOKUP_USERS} warm-up reminders never reached the Graph API`);
      await graph.reset();

      clock.now = localInstant(date, DISPATCH_MINUTE, 5);
      const dueAt = localInstant(date, DISPATCH_MINUTE);
      const reached = graph.reached(DISPATCH_USERS);
      const timeout = sleep(DISPATCH_TIMEOUT_MS).then(() => NaN);
      const started = performance.now();
      const { report, batches } = await runAll();
      const queuedMs = performance.now() - started;
      const deliveredMs = (await Promise.race([reached, timeout])) - started;
      // Anything sent twice would arrive now; the sender records its last batch.
      await sleep(2000);
      const [states, outbound, next] = await Promise.all([
        rawQuery<{ key: string; n: number }>(
          db,
          `SELECT state || '/' || coalesce(outcome, '-') AS key, count(*)::int AS n FROM occurrences
           WHERE due_at = $1 GROUP BY 1`,
          [dueAt],
        ),
        rawQuery<{ rows: number; sent: number; retried: number }>(
          db,
          `SELECT count(*)::int AS rows, count(*) FILTER (WHERE c.state = 'sent')::int AS sent,
                  count(*) FILTER (WHERE c.attempts > 1)::int AS retried
           FROM occurrences o JOIN chat_outbound c ON c.dedupe_key = 'occ:' || o.id WHERE o.due_at = $1`,
          [dueAt],
        ),
        rawQuery<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM occurrences WHERE state = 'pending' AND due_at = $1`,
          [new Date(dueAt.getTime() + 86_400_000)],
        ),
      ]);
      return {
        queuedMs,
        deliveredMs,
        batches,
        report,
        graph: await graph.stats(),
        leftDue: await parts.services.occurrences.countDue(),
        occurrenceStates: Object.fromEntries(states.map((row) => [row.key, row.n])),
        outbound: outbound[0]!,
        nextPending: next[0]!.n,
      };
    },
  );
}

async function main() {
  const admin =
    process.env.BENCH_POSTGRES_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vitalia_scheduler_bench_${process.pid}`;
  let url: string;
  try {
    url = await createDatabaseOnServer(admin, name);
  } catch {
    console.log('scheduler: no PostgreSQL server answered; set BENCH_POSTGRES_URL to measure it.');
    return 0;
  }
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const reconcileAt = localInstant(date, EMPTY_MINUTE - 1, 30);
  console.log(
    `scheduler: ${thousands(SIZES.at(-1)!)} users × ${SCHEDULES_PER_USER} schedules (+ the weekly report) ` +
      `on PostgreSQL; ${thousands(DISPATCH_USERS)} due in one minute; lookups: median of ${LOOKUP_RUNS}`,
  );
  return withCleanup(
    () => dropDatabaseOnServer(admin, name),
    async () => {
      const db = await openDatabase({ kind: 'postgres', url });
      const sizes: SizeRow[] = [];
      let plan: string[] = [];
      try {
        await migrate(db);
        const clock = { now: reconcileAt };
        const services = createServices({
          db,
          trialDays: 14,
          signupLimitPerHour: 20,
          defaultTimeZone: ZONE,
          now: () => clock.now,
        });
        const trialEndsAt = new Date(reconcileAt.getTime() + 14 * 86_400_000);
        let loaded = 0;
        for (const users of SIZES) {
          let started = performance.now();
          await loadUsers(db, loaded + 1, users, trialEndsAt);
          const loadMs = performance.now() - started;
          started = performance.now();
          const added = await services.occurrences.reconcile();
          const reconcileMs = performance.now() - started;
          loaded = users;
          await rawQuery(db, 'ANALYZE occurrences');
          const [count] = await rawQuery<{ n: number }>(
            db,
            `SELECT count(*)::int AS n FROM occurrences WHERE state = 'pending'`,
          );
          const emptyMs = await timeLookup(db, localInstant(date, EMPTY_MINUTE, 30), 0, CLAIM);
          const dueMs = await timeLookup(db, localInstant(date, LOOKUP_MINUTE, 30), LOOKUP_USERS, CLAIM);
          sizes.push({ users, occurrences: count!.n, loadMs, added, reconcileMs, emptyMs, dueMs });
          console.log(
            `  ${thousands(users)} users: loaded in ${fmt(loadMs / 1000, 1)} s, reconcile added ${thousands(added)} ` +
              `in ${fmt(reconcileMs / 1000, 1)} s; lookup ${fmt(emptyMs, 2)} ms empty, ${fmt(dueMs, 2)} ms with 100 due`,
          );
        }
        plan = await explainClaim(url, localInstant(date, LOOKUP_MINUTE, 30), CLAIM);
        const [due] = await rawQuery<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM occurrences WHERE state = 'pending' AND due_at = $1`,
          [localInstant(date, DISPATCH_MINUTE)],
        );
        if (due!.n !== DISPATCH_USERS) throw new Error(`${due!.n} due in the measured minute, not 10,000`);
      } finally {
        await db.close();
      }

      const graph = await startGraphProcess();
      const { floorMs, result } = await withCleanup(
        () => graph.close(),
        async () => {
          const floorMs = await sendFloor(graph, DISPATCH_USERS, SENDER_CONCURRENCY);
          await graph.reset();
          return { floorMs, result: await dispatch(url, graph, date) };
        },
      );
      return report(sizes, plan, floorMs, result);
    },
  );
}

function report(sizes: SizeRow[], plan: string[], floorMs: number, r: DispatchResult): number {
  const sent = r.occurrenceStates['sent/queued'] ?? 0;
  // One message per person and per outbound row: anything beyond is a duplicate.
  const duplicates = r.graph.sent - Math.min(r.graph.distinctRecipients, r.graph.distinctCallbacks);
  // Every due occurrence sent, accepted by the Graph API, its outbound row marked sent; nothing left due.
  const misses = Math.max(
    DISPATCH_USERS - r.graph.distinctRecipients,
    DISPATCH_USERS - sent,
    DISPATCH_USERS - r.outbound.sent,
    r.leftDue,
  );
  const seconds = r.deliveredMs / 1000;
  const first = sizes[0]!;
  const last = sizes.at(-1)!;
  console.log('\n### Scheduler on PostgreSQL\n');
  console.log('| Measure | Value | Floor (same run) | Ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| ${thousands(DISPATCH_USERS)} due occurrences: runDue until all accepted by the Graph API | ${fmt(seconds, 2)} s ` +
      `(${fmt(DISPATCH_USERS / seconds)} msg/s) | ${fmt(floorMs / 1000, 2)} s (${fmt(DISPATCH_USERS / (floorMs / 1000))} msg/s) ` +
      `| ${fmt(r.deliveredMs / floorMs, 2)}× |`,
  );
  console.log(
    `| of which claimed and queued (claims of ≤ ${CLAIM_BATCH}) | ${fmt(r.queuedMs / 1000, 2)} s | | |`,
  );
  console.log(`| target ≤ ${TARGET_SECONDS} s | ${seconds <= TARGET_SECONDS ? 'met' : 'NOT met'} | | |`);
  console.log(`| duplicates / misses | ${duplicates} / ${misses} | | |`);
  console.log(
    '\n| Users | Occurrences pending | Reconcile (added) | Lookup, empty minute | Lookup, 100 due |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (const s of sizes) {
    console.log(
      `| ${thousands(s.users)} | ${thousands(s.occurrences)} | ${fmt(s.reconcileMs / 1000, 1)} s (${thousands(s.added)}, ` +
        `${fmt(s.added / (s.reconcileMs / 1000))}/s) | ${fmt(s.emptyMs, 2)} ms | ${fmt(s.dueMs, 2)} ms |`,
    );
  }
  console.log(
    `| ratio ${thousands(last.users)} / ${thousands(first.users)} | ${fmt(last.occurrences / first.occurrences)}× | | ` +
      `${fmt(last.emptyMs / first.emptyMs, 2)}× | ${fmt(last.dueMs / first.dueMs, 2)}× |`,
  );
  console.log(`\nClaim plan at ${thousands(last.users)} users (EXPLAIN ANALYZE): ${plan.join('; ')}`);
  console.log(
    `Floor: the Cloud API client posting ${thousands(DISPATCH_USERS)} templates to the same local Graph API from a ` +
      `bare loop, ${SENDER_CONCURRENCY} in flight (the sender's concurrency), no database.`,
  );
  console.log(
    `Checks: Graph API accepted ${r.graph.sent} (${r.graph.distinctRecipients} recipients, ${r.graph.distinctCallbacks} ` +
      `outbound ids, ${JSON.stringify(r.graph.byType)}); occurrences ${JSON.stringify(r.occurrenceStates)}; ` +
      `chat_outbound rows ${r.outbound.rows}, sent ${r.outbound.sent}, sent more than once ${r.outbound.retried}; ` +
      `still due ${r.leftDue}; next occurrences pending ${r.nextPending}; runDue ${JSON.stringify(r.report)}`,
  );
  const failed = duplicates > 0 || misses > 0;
  if (failed) console.error('FAILED: duplicates or misses (see the checks above)');
  return failed ? 1 : 0;
}

process.exit(await main());
