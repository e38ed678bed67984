/**
 * The WhatsApp webhook under sustained load (issue: signed inbound messages per second with a reply per
 * message). The real server, in Cloud API mode against a local Graph API, takes signed webhooks from 32
 * concurrent senders for 10 s; the same load then goes to a minimal correct endpoint (signature check +
 * JSON parse + one INSERT) and to a bare HTTP endpoint, measured in the same run. Afterwards every
 * acknowledged message must be answered once at the Graph API and stored once (its reading). Server
 * memory (RSS) idle and under load. On PostgreSQL also with the chat's workers in a process of their own
 * (`npm run worker`, the API process with CHAT_WORKERS=false). PostgreSQL: BENCH_POSTGRES_URL or DATABASE_URL (an admin URL; a
 * scratch database is made), else postgres://postgres@127.0.0.1:5432/postgres; then PGlite.
 *
 *   node --import tsx apps/server/bench/chat-bench.ts
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseOnServer, dropDatabaseOnServer } from '@vitalia/db';
import { buildInboundWebhook, startGraphApiServer, type GraphApiServer } from '@vitalia/testkit';
import { freePort, serverEnv, startChild, stopChild, withCleanup, type Child } from './support/child-process';
import { request, sleep, waitUntilReady } from './support/loopback-load';
import { readStatus, sampleRss } from './support/process-memory';

const APP_SECRET = 'bench-app-secret';
const CONCURRENCY = 32;
const LOAD_SECONDS = 10;
const USERS = 100;
const DRAIN_TIMEOUT_MS = 180_000;
const TARGETS = { perSecond: 1000, p99Ms: 50, ofMinimal: 0.5 };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let sequence = 0;

/** One signed inbound webhook, as Meta sends it. */
function signedWebhook(waId: string): { body: string; signature: string } {
  sequence += 1;
  const body = JSON.stringify(
    buildInboundWebhook({
      from: waId,
      text: `glucosa ${100 + ((sequence * 7) % 397)}`,
      id: `wamid.bench.${process.pid}.${sequence}`,
    }),
  );
  return { body, signature: `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` };
}

function post(port: number, webhook: { body: string; signature: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/webhooks/whatsapp',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(webhook.body),
          'x-hub-signature-256': webhook.signature,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(webhook.body);
  });
}

interface LoadResult {
  acked: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function summarize(latencies: number[], failed: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    acked: latencies.length,
    failed,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** Closed-loop load: CONCURRENCY senders, each posting the next webhook as soon as the last is answered. */
async function load(port: number, waIds: string[], seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const webhook = signedWebhook(waIds[next++ % waIds.length]!);
        const sent = performance.now();
        const status = await post(port, webhook).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - sent);
        else failed += 1;
      }
    }),
  );
  return summarize(latencies, failed, (performance.now() - started) / 1000);
}

/**
 * Open-loop load at a fixed rate (as WhatsApp delivers: it does not wait for our answers). Latency counts
 * from when each request was due, so a server that falls behind shows it (no coordinated omission).
 */
async function steadyLoad(port: number, waIds: string[], rate: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  let issued = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const total = rate * seconds;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (issued < due && inFlight.size < 1024) {
      const dueAt = started + (issued / rate) * 1000;
      const webhook = signedWebhook(waIds[issued % waIds.length]!);
      issued += 1;
      const request = post(port, webhook)
        .catch(() => 0)
        .then((status) => {
          if (status === 200) latencies.push(performance.now() - dueAt);
          else failed += 1;
        });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  return summarize(latencies, failed, (performance.now() - started) / 1000);
}

async function registerUsers(port: number): Promise<Array<{ waId: string; token: string }>> {
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const subscriber = String(10_000_000 + ((Date.now() + i * 7919) % 90_000_000));
    const phone = `+5255${subscriber}`;
    const answer = await request(port, 'POST', '/health-users/register/', {
      body: {
        email: `bench.${process.pid}.${Date.now()}.${i}@example.com`,
        password: 'contraseña-bench',
        phone,
      },
    });
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`register: ${answer.status} ${answer.body}`);
    users.push({ waId: `521${phone.slice(3)}`, token: (JSON.parse(answer.body) as { token: string }).token });
  }
  return users;
}

/**
 * The replies among what reached the Graph API: every message confirms its glucose ("guardé tu glucosa").
 * The rest are smart alerts (three high readings in a row), which the load also raises.
 */
const repliesIn = (graph: GraphApiServer) =>
  graph.sent.filter((m) => /guardé tu glucosa/.test(String(m.body.text?.body ?? '')));

async function drained(graph: GraphApiServer, expected: number): Promise<number> {
  const started = performance.now();
  while (repliesIn(graph).length < expected && performance.now() - started < DRAIN_TIMEOUT_MS)
    await sleep(100);
  return performance.now();
}

async function storedReadings(port: number, users: Array<{ token: string }>): Promise<number> {
  let total = 0;
  for (const user of users) {
    const answer = await request(port, 'GET', '/health-metrics/api/readings/?limit=500', {
      token: user.token,
    });
    total += (JSON.parse(answer.body) as { readings: unknown[] }).readings.length;
  }
  return total;
}

interface ServerRun {
  label: string;
  result: LoadResult;
  /** Open loop at TARGETS.perSecond (PostgreSQL runs). */
  steady?: LoadResult;
  processedPerSecond: number;
  answered: number;
  answeredTwice: number;
  stored: number;
  idleMb: number;
  loadMb: number;
}

async function runRealServer(
  label: string,
  database: Record<string, string>,
  options: { separateWorker?: boolean; steady?: boolean } = {},
): Promise<ServerRun> {
  const graph = await startGraphApiServer();
  return withCleanup(
    () => graph.close(),
    async () => {
      const port = await freePort();
      const env = {
        ...database,
        PORT: String(port),
        WHATSAPP_TOKEN: graph.token,
        WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'bench',
        WHATSAPP_API_URL: graph.url,
        CHAT_POLL_MS: '200',
        // The load sends far more than a person's pace from each number.
        CHAT_MESSAGES_PER_MINUTE: '1000000',
        CHAT_WORKERS: options.separateWorker ? 'false' : 'true',
      };
      const child = startChild(['--import', 'tsx', 'apps/server/src/server.ts'], serverEnv(env), port);
      const worker = options.separateWorker
        ? startChild(['--import', 'tsx', 'apps/server/src/worker.ts'], serverEnv(env), port)
        : undefined;
      return withCleanup(
        async () => {
          await stopChild(child);
          if (worker) await stopChild(worker);
        },
        async () => {
          await waitUntilReady(child, '/healthz');
          const users = await registerUsers(port);
          // Warm-up (JIT, connections) until every warm-up message is answered, then settle.
          const warmup = await load(
            port,
            users.map((u) => u.waId),
            2,
          );
          await drained(graph, warmup.acked);
          const before = await storedReadings(port, users);
          await sleep(3000);
          const pid = child.proc.pid as number;
          const idleMb = readStatus(pid)?.rssMb ?? NaN;
          const sampler = sampleRss(pid);
          graph.reset();
          const startedAt = performance.now();
          const result = await load(
            port,
            users.map((u) => u.waId),
            LOAD_SECONDS,
          );
          const doneAt = await drained(graph, result.acked);
          const loadMb = sampler.stop();
          const ids = repliesIn(graph).map((m) => String(m.body.biz_opaque_callback_data));
          const stored = (await storedReadings(port, users)) - before;
          const processedPerSecond = ids.length / ((doneAt - startedAt) / 1000);
          const answeredBefore = repliesIn(graph).length;
          const steady = await steadyLoad(
            port,
            users.map((u) => u.waId),
            TARGETS.perSecond,
            LOAD_SECONDS,
          );
          await drained(graph, answeredBefore + steady.acked);
          return {
            label,
            result,
            steady,
            processedPerSecond,
            answered: new Set(ids).size,
            answeredTwice: ids.length - new Set(ids).size,
            stored,
            idleMb,
            loadMb,
          };
        },
      );
    },
  );
}

async function runBaseline(mode: 'bare' | 'minimal', url?: string): Promise<LoadResult> {
  const port = await freePort();
  const args = ['--import', 'tsx', 'apps/server/bench/support/webhook-baselines.ts', mode, String(port)];
  if (mode === 'minimal') args.push(url as string, APP_SECRET);
  const child: Child = startChild(args, serverEnv({}), port);
  return withCleanup(
    () => stopChild(child),
    async () => {
      for (let i = 0; i < 100; i++) {
        const up = await post(port, signedWebhook('5215500000000')).catch(() => 0);
        if (up === 200) break;
        await sleep(100);
      }
      await load(port, ['5215500000000'], 2);
      return load(port, ['5215500000001', '5215500000002'], LOAD_SECONDS);
    },
  );
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printRun(run: ServerRun) {
  const { result, steady } = run;
  console.log(
    `  ${run.label}: ${fmt(result.perSecond)} msg/s acknowledged (${result.failed} failed), ack p50 ${fmt(result.p50, 1)} ms, ` +
      `p99 ${fmt(result.p99, 1)} ms; every reply sent after ${fmt(run.processedPerSecond)} msg/s end to end`,
  );
  console.log(
    `    answered ${run.answered}/${result.acked} (${run.answeredTwice} twice), readings stored ${run.stored}/${result.acked}; ` +
      `RSS idle ${fmt(run.idleMb)} MiB, under load ${fmt(run.loadMb)} MiB`,
  );
  if (steady) {
    console.log(
      `    steady ${TARGETS.perSecond} msg/s offered for ${LOAD_SECONDS} s: ${fmt(steady.perSecond)} msg/s acknowledged ` +
        `(${steady.failed} failed), ack p50 ${fmt(steady.p50, 1)} ms, p99 ${fmt(steady.p99, 1)} ms ` +
        `(targets ≥ ${TARGETS.perSecond} msg/s, p99 ≤ ${TARGETS.p99Ms} ms: ` +
        `${steady.failed === 0 && steady.perSecond >= TARGETS.perSecond * 0.98 && steady.p99 <= TARGETS.p99Ms ? 'met' : 'NOT met'})`,
    );
  }
}

async function main() {
  const admin =
    process.env.BENCH_POSTGRES_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vitalia_chat_bench_${process.pid}`;
  console.log(
    `chat webhook: ${CONCURRENCY} concurrent senders, ${LOAD_SECONDS} s per measure, ${USERS} patients`,
  );
  let pgUrl: string | undefined;
  try {
    pgUrl = await createDatabaseOnServer(admin, name);
  } catch {
    console.log('PostgreSQL: no server answered; set BENCH_POSTGRES_URL to measure it.');
  }
  if (pgUrl) {
    await withCleanup(
      () => dropDatabaseOnServer(admin, name),
      async () => {
        const real = await runRealServer('server on PostgreSQL', { DATABASE_URL: pgUrl }, { steady: true });
        const split = await runRealServer(
          'API process (CHAT_WORKERS=false) + worker process on PostgreSQL',
          { DATABASE_URL: pgUrl },
          { separateWorker: true, steady: true },
        );
        const minimal = await runBaseline('minimal', pgUrl);
        const bare = await runBaseline('bare');
        console.log('PostgreSQL');
        printRun(real);
        printRun(split);
        console.log(
          `  minimal correct endpoint (signature + JSON + one INSERT): ${fmt(minimal.perSecond)} msg/s, p50 ${fmt(minimal.p50, 1)} ms, p99 ${fmt(minimal.p99, 1)} ms`,
        );
        console.log(
          `  bare HTTP endpoint: ${fmt(bare.perSecond)} req/s, p50 ${fmt(bare.p50, 1)} ms, p99 ${fmt(bare.p99, 1)} ms`,
        );
        for (const run of [real, split]) {
          console.log(
            `  ${run.label}: closed-loop capacity / minimal endpoint = ${fmt(run.result.perSecond / minimal.perSecond, 2)} ` +
              `(target ≥ ${TARGETS.ofMinimal}), / bare endpoint = ${fmt(run.result.perSecond / bare.perSecond, 2)}`,
          );
        }
      },
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-chat-bench-'));
  await withCleanup(
    () => rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      const embedded = await runRealServer('server on PGlite', { DATA_DIR: dataDir });
      console.log('PGlite (embedded)');
      printRun(embedded);
    },
  );
}

await main();
process.exit(0);
