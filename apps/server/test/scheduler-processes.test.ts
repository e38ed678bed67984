import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import {
  bearer,
  createUser,
  fetchTransport,
  startGraphApiServer,
  startServer,
  type GraphApiServer,
  type RunningServer,
} from '@vitalia/testkit';

/**
 * The scheduler across real server processes on one PostgreSQL: each reminder reaches WhatsApp once with
 * two processes racing for it, and once when the process dies in the middle of handing reminders over and
 * is started again. The test reaches the minute by moving the due time of the computed occurrences into
 * the past, as the clock would.
 */

const APP_SECRET = 'scheduler-process-secret';
const LEASE_SECONDS = 5;
/** As in the chat queue's process test: a send's claim outlasts a restart, and WhatsApp's status webhooks
 * (echoing our id, posted again until taken) mark the sends that went out before the process died. */
const SEND_LEASE_SECONDS = 15;
let cleanup: Array<() => Promise<void>> = [];
let graphs: GraphApiServer[] = [];
afterEach(async () => {
  for (const graph of graphs) await graph.close();
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  cleanup = [];
  graphs = [];
});

function schedulerEnv(graph: GraphApiServer): Record<string, string> {
  return {
    WHATSAPP_TOKEN: graph.token,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify',
    WHATSAPP_API_URL: graph.url,
    CHAT_POLL_MS: '50',
    CHAT_RETRY_BASE_SECONDS: '0.2',
    CHAT_SEND_LEASE_SECONDS: String(SEND_LEASE_SECONDS),
    SCHEDULER_TICK_MS: '100',
    SCHEDULER_LEASE_SECONDS: String(LEASE_SECONDS),
    LOG_LEVEL: 'silent',
  };
}

/**
 * People with one daily glucose reminder each, at 08:00 local. Each proves their number as on the web, with
 * the code sign-up queued to it (read in the outbound queue): reminders go only to proven numbers.
 */
async function peopleWithReminders(server: RunningServer, count: number, db: Database) {
  const api = fetchTransport(server.url);
  for (let i = 0; i < count; i++) {
    const user = await createUser(api, { withToken: true });
    const [queued] = await rawQuery<{ message: { params: string[] } }>(
      db,
      `SELECT o.message FROM chat_outbound o JOIN users u ON u.id = o.user_id
       WHERE u.email = $1 AND o.dedupe_key LIKE 'phone-proof:%'`,
      [user.email],
    );
    const verified = await fetch(`${server.url}/health-users/phone/verify/`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ code: queued!.message.params[0] }),
    });
    expect(verified.status).toBe(204);
    const response = await fetch(`${server.url}/health-users/alert_schedules/`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ metric_key: 'glucosa', frecuencia: 'daily', hora: '08:00' }),
    });
    expect(response.status).toBe(201);
  }
}

/** The reminders' minute arrives: their pending occurrences become due now. */
async function makeRemindersDue(db: Database): Promise<number> {
  const rows = await rawQuery(
    db,
    // Today's 08:00 (the row was computed for the next one): its next firing is then tomorrow's.
    `UPDATE occurrences SET due_at = now() - interval '1 second', local_due = 'today ' || local_due
     WHERE state = 'pending' AND kind = 'reading_reminder' RETURNING id`,
  );
  return rows.length;
}

async function reminderRecipients(graph: GraphApiServer, expected: number, settleMs: number) {
  const reminders = () => graph.sent.filter((m) => m.body.template?.name === 'vitalia_recordatorio_lectura');
  const deadline = Date.now() + 60_000;
  while (reminders().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // A reminder sent twice would show once a claim runs out: wait past it.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const to = reminders().map((m) => String(m.body.to));
  return { total: to.length, distinct: new Set(to).size };
}

describe.runIf(process.env.DATABASE_URL)('the scheduler across processes on PostgreSQL', () => {
  it('sends each reminder once with two processes claiming the same minute', async () => {
    const graph = await startGraphApiServer();
    graphs.push(graph);
    const one = await startServer(schedulerEnv(graph));
    cleanup.push(() => one.close());
    const two = await startServer(schedulerEnv(graph), { database: one.database });
    cleanup.unshift(() => two.close());
    const db = await openDatabase({ kind: 'postgres', url: one.database.databaseUrl! });
    cleanup.unshift(() => db.close());

    await peopleWithReminders(one, 30, db);
    expect(await makeRemindersDue(db)).toBe(30);
    const { total, distinct } = await reminderRecipients(graph, 30, 1_500);
    expect(distinct).toBe(30);
    expect(total).toBe(30);
    const handled = await rawQuery<{ state: string; n: number }>(
      db,
      `SELECT state, count(*)::int AS n FROM occurrences WHERE kind = 'reading_reminder' GROUP BY state ORDER BY state`,
    );
    // Each one sent, and its next firing (tomorrow) computed once.
    expect(handled).toEqual([
      { state: 'pending', n: 30 },
      { state: 'sent', n: 30 },
    ]);
  }, 120_000);

  it('loses and doubles no reminder when the process is killed while handing them over', async () => {
    const graph = await startGraphApiServer();
    graphs.push(graph);
    const first = await startServer(schedulerEnv(graph));
    cleanup.push(() => first.close());
    graph.setStatusWebhook({ url: `${first.url}/webhooks/whatsapp`, appSecret: APP_SECRET });
    const db = await openDatabase({ kind: 'postgres', url: first.database.databaseUrl! });
    cleanup.unshift(() => db.close());
    await peopleWithReminders(first, 40, db);
    const codes = () => graph.sent.filter((m) => m.body.template?.name === 'vitalia_codigo').length;
    await expect.poll(codes, { timeout: 30_000 }).toBe(40);

    // Sends hang: the process dies with reminders claimed, some queued, some handed to WhatsApp (counted
    // from here: the sign-up codes went before).
    const before = graph.requests;
    graph.setLatency(1_000);
    await makeRemindersDue(db);
    const deadline = Date.now() + 20_000;
    while (graph.requests - before < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await first.kill();
    const killedAt = Date.now();
    graph.setLatency(0);
    const second = await startServer(schedulerEnv(graph), {
      database: first.database,
      port: Number(new URL(first.url).port),
    });
    cleanup.push(() => second.close());

    const settle = killedAt + (Math.max(LEASE_SECONDS, SEND_LEASE_SECONDS) + 3) * 1000 - Date.now();
    const { total, distinct } = await reminderRecipients(graph, 40, Math.max(0, settle));
    expect(distinct).toBe(40);
    expect(total).toBe(40);
    const pending = await rawQuery<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM occurrences WHERE kind = 'reading_reminder' AND state = 'pending'`,
    );
    expect(pending[0]!.n).toBe(40);
  }, 120_000);

  it('leaves reminders to `npm run worker` when the API process runs with SCHEDULER=false', async () => {
    const graph = await startGraphApiServer();
    graphs.push(graph);
    const api = await startServer({ ...schedulerEnv(graph), SCHEDULER: 'false', CHAT_WORKERS: 'false' });
    cleanup.push(() => api.close());
    const db = await openDatabase({ kind: 'postgres', url: api.database.databaseUrl! });
    cleanup.unshift(() => db.close());
    await peopleWithReminders(api, 3, db);
    await makeRemindersDue(db);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(graph.sent).toHaveLength(0);

    const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: fileURLToPath(new URL('../../../', import.meta.url)),
      env: { ...process.env, ...schedulerEnv(graph), DATABASE_URL: api.database.databaseUrl! },
      stdio: 'ignore',
    });
    cleanup.push(async () => {
      if (worker.exitCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    });
    const { total, distinct } = await reminderRecipients(graph, 3, 500);
    expect([total, distinct]).toEqual([3, 3]);
  }, 120_000);
});
