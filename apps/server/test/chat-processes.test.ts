import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import {
  bearer,
  buildInboundWebhook,
  createUser,
  fetchTransport,
  newWamid,
  postSignedWebhook,
  startGraphApiServer,
  startServer,
  type GraphApiServer,
  type SentMessage,
  type RunningServer,
} from '@vitalia/testkit';

/**
 * The queue across real server processes: killed in the middle of sending and started again, and (on
 * PostgreSQL) two processes sharing one database. Every reply must reach WhatsApp once: none lost, none
 * twice.
 */

const APP_SECRET = 'process-test-secret';
let cleanup: Array<() => Promise<void>> = [];
let graphs: GraphApiServer[] = [];
afterEach(async () => {
  // The Graph API first: it stops posting status webhooks again, so the servers can close at once.
  for (const graph of graphs) await graph.close();
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  cleanup = [];
  graphs = [];
});

/**
 * How long a claimed send stays claimed. A process that dies mid-send leaves its claims until then;
 * WhatsApp's status webhooks (echoing our id, posted again until the restarted app takes them) mark the
 * sends that did go out, so only the others are sent again. It must outlast a restart.
 */
const SEND_LEASE_SECONDS = 20;

function cloudEnv(graph: GraphApiServer): Record<string, string> {
  return {
    WHATSAPP_TOKEN: graph.token,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify',
    WHATSAPP_API_URL: graph.url,
    CHAT_POLL_MS: '50',
    CHAT_SEND_LEASE_SECONDS: String(SEND_LEASE_SECONDS),
    CHAT_RETRY_BASE_SECONDS: '0.2',
    LOG_LEVEL: 'silent',
  };
}

/**
 * People signed up on the web. Sign-up sends each the code that proves the number: it is awaited at the
 * Graph API and taken off its record, so that what the test counts is the replies (their messages prove
 * their numbers).
 */
async function patients(server: RunningServer, count: number, graph?: GraphApiServer) {
  const api = fetchTransport(server.url);
  const people = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(api, { withToken: true });
    if (graph) {
      const isCode = (m: SentMessage) => m.body.to === user.phone.slice(1) && m.body.type === 'template';
      const deadline = Date.now() + 20_000;
      while (!graph.sent.some(isCode) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const sent = graph.takeSent(isCode);
      expect(sent).toHaveLength(1);
      // The number is proven with that code, as on the web: only then do its messages reach the account
      // (CONTRACTS.md section 11).
      const code = /\b\d{6}\b/.exec(JSON.stringify(sent[0]!.body))?.[0];
      const verified = await fetch(`${server.url}/health-users/phone/verify/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      expect(verified.status).toBe(204);
    }
    people.push({ ...user, waId: `521${user.phone.slice(3)}` });
  }
  return people;
}

const send = (server: RunningServer, from: string, text: string) =>
  postSignedWebhook(
    `${server.url}/webhooks/whatsapp`,
    buildInboundWebhook({ from, text, id: newWamid() }),
    APP_SECRET,
  ).then((response) => {
    expect(response.status).toBe(200);
  });

/** Waits until `count` distinct replies reached WhatsApp, and says whether any went twice. */
async function deliveredOnce(graph: GraphApiServer, count: number, settleUntil: number) {
  const deadline = Date.now() + 90_000;
  const ids = () => graph.sent.map((message) => String(message.body.biz_opaque_callback_data));
  while (new Set(ids()).size < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // A doubled send would show up once a claim runs out: wait past it.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, settleUntil - Date.now())));
  return { distinct: new Set(ids()).size, total: ids().length };
}

async function readingsOf(server: RunningServer, token: string) {
  const response = await fetch(`${server.url}/health-metrics/api/readings/`, { headers: bearer(token) });
  return (
    (await response.json()) as { readings: Array<{ metric: string; value: number; value2: number | null }> }
  ).readings;
}

/** `npm run worker`: the chat's workers in a process of their own. */
function startWorker(env: Record<string, string>, databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  cleanup.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return child;
}

describe('the chat queue across processes', () => {
  it('loses and doubles nothing when the process is killed mid-send and started again', async () => {
    const graph = await startGraphApiServer();
    graphs.push(graph);
    const first = await startServer(cloudEnv(graph));
    cleanup.push(() => first.close());
    graph.setStatusWebhook({ url: `${first.url}/webhooks/whatsapp`, appSecret: APP_SECRET });
    const people = await patients(first, 5, graph);

    // Counted from here: the sign-up codes went before.
    const before = graph.requests;
    // Sends hang for 1.5 s: the process dies with several of them handed over but not yet answered.
    graph.setLatency(1500);
    for (const person of people) {
      await send(first, person.waId, 'glucosa 120');
      await send(first, person.waId, 'peso 70');
    }
    const deadline = Date.now() + 20_000;
    while (graph.requests - before < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(graph.requests - before).toBeGreaterThanOrEqual(3);
    await first.kill();
    const killedAt = Date.now();
    graph.setLatency(0);

    const second = await startServer(cloudEnv(graph), {
      database: first.database,
      port: Number(new URL(first.url).port),
    });
    cleanup.push(() => second.close());

    const { distinct, total } = await deliveredOnce(graph, 10, killedAt + (SEND_LEASE_SECONDS + 3) * 1000);
    expect(distinct).toBe(10);
    expect(total).toBe(10);
    for (const person of people) {
      const readings = await readingsOf(second, person.token);
      expect(readings.map((r) => r.metric).sort()).toEqual(['glucosa', 'peso']);
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'sends each reply once, in conversation order, with two processes on one PostgreSQL',
    async () => {
      const graph = await startGraphApiServer();
      graphs.push(graph);
      const one = await startServer(cloudEnv(graph));
      cleanup.push(() => one.close());
      const two = await startServer(cloudEnv(graph), { database: one.database });
      cleanup.unshift(() => two.close());
      graph.setStatusWebhook({ url: `${one.url}/webhooks/whatsapp`, appSecret: APP_SECRET });
      const people = await patients(one, 8, graph);

      const script = ['presión 130', '85', 'glucosa 100', 'no, era 110', 'resumen'];
      for (const [step, text] of script.entries()) {
        for (const [i, person] of people.entries()) {
          // Each message goes to one process or the other, as a load balancer would send them.
          await send((i + step) % 2 === 0 ? one : two, person.waId, text);
        }
      }
      const { distinct, total } = await deliveredOnce(
        graph,
        people.length * script.length,
        Date.now() + 2_000,
      );
      expect(distinct).toBe(people.length * script.length);
      expect(total).toBe(distinct);
      for (const person of people) {
        const readings = await readingsOf(two, person.token);
        expect(readings.map((r) => [r.metric, r.value, r.value2]).sort()).toEqual([
          ['glucosa', 110, null],
          ['presion', 130, 85],
        ]);
      }
    },
    120_000,
  );

  it.runIf(process.env.DATABASE_URL)(
    'answers through a separate worker process when the API process runs without workers',
    async () => {
      const graph = await startGraphApiServer();
      graphs.push(graph);
      const api = await startServer({ ...cloudEnv(graph), CHAT_WORKERS: 'false' });
      cleanup.push(() => api.close());
      graph.setStatusWebhook({ url: `${api.url}/webhooks/whatsapp`, appSecret: APP_SECRET });
      // No worker sends the sign-up code yet: it goes with the reply once the worker runs. The number is
      // proven with that code, read in the outbound queue (CONTRACTS.md section 11).
      const [person] = await patients(api, 1);
      const db = await openDatabase({ kind: 'postgres', url: api.database.databaseUrl! });
      cleanup.push(() => db.close());
      const [queued] = await rawQuery<{ message: { params: string[] } }>(
        db,
        `SELECT o.message FROM chat_outbound o JOIN users u ON u.id = o.user_id
         WHERE u.email = $1 AND o.dedupe_key LIKE 'phone-proof:%'`,
        [person!.email],
      );
      const verified = await fetch(`${api.url}/health-users/phone/verify/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${person!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: queued!.message.params[0] }),
      });
      expect(verified.status).toBe(204);
      await send(api, person!.waId, 'glucosa 140');
      // Acknowledged and stored, but nobody handles it yet.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(graph.sent).toHaveLength(0);
      startWorker(cloudEnv(graph), api.database.databaseUrl!);
      const sent = await graph.waitForSent(2, 30_000);
      const reply = sent.find((message) => message.body.type === 'text');
      expect(String(reply!.body.text.body)).toMatch(/140 mg\/dL/);
      expect((await readingsOf(api, person!.token)).map((r) => r.value)).toEqual([140]);
    },
    120_000,
  );
});
