/**
 * The least a correct WhatsApp bot can do end to end, as the chat benchmark's baseline: the webhook checks
 * the signature over the raw bytes, stores the messages (one INSERT, a redelivery skipped) and answers;
 * a worker then takes the stored messages in batches and, in one transaction per batch, marks them done,
 * stores one reading and one reply each (set-based statements), sends the replies to the Graph API over
 * kept-alive connections, many in flight, and records them as sent. No conversation, no rules, no
 * consequences: what is left is the machinery every bot pays for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { openDatabase } from '@vitalia/db';
import { rawQuery, rawTransaction } from '@vitalia/db/testing';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS bench_inbound (
  id bigserial PRIMARY KEY, wa_message_id text UNIQUE NOT NULL, wa_id text NOT NULL, body text,
  state text NOT NULL DEFAULT 'pending', received_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS bench_inbound_pending ON bench_inbound (id) WHERE state = 'pending';
CREATE TABLE IF NOT EXISTS bench_readings (
  id bigserial PRIMARY KEY, inbound_id bigint UNIQUE NOT NULL, wa_id text NOT NULL, value numeric,
  measured_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS bench_replies (
  id bigserial PRIMARY KEY, inbound_id bigint UNIQUE NOT NULL, recipient text NOT NULL, body text NOT NULL,
  state text NOT NULL DEFAULT 'pending', sent_at timestamptz);`;

const BATCH = 500;
const IN_FLIGHT = 32;

export async function runMinimalPipeline(options: {
  port: number;
  databaseUrl: string;
  appSecret: string;
  graphUrl: string;
  graphToken: string;
}): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: options.databaseUrl, maxConnections: 10 });
  for (const statement of SCHEMA.split(';').filter((part) => part.trim())) await rawQuery(db, statement);
  const graph = new URL(options.graphUrl);
  const graphAgent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const phoneNumberId = process.env.BENCH_PHONE_NUMBER_ID ?? '';

  function send(to: string, text: string, id: number): Promise<boolean> {
    const payload = JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { body: text },
      biz_opaque_callback_data: `minimal:${id}`,
    });
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: graph.hostname,
          port: graph.port,
          method: 'POST',
          path: `${graph.pathname}/${phoneNumberId}/messages`,
          agent: graphAgent,
          headers: {
            authorization: `Bearer ${options.graphToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        },
      );
      req.on('error', () => resolve(false));
      req.end(payload);
    });
  }

  let working = false;
  let again = false;
  async function work(): Promise<void> {
    if (working) {
      again = true;
      return;
    }
    working = true;
    try {
      for (;;) {
        again = false;
        const replies = await rawTransaction(db, async (query) => {
          const messages = await query<{ id: string; wa_id: string; body: string | null }>(
            `UPDATE bench_inbound SET state = 'done' WHERE id IN (
               SELECT id FROM bench_inbound WHERE state = 'pending' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
             RETURNING id, wa_id, body`,
            [BATCH],
          );
          if (messages.length === 0) return [];
          const values = messages.map((m) => Number(/\d+(?:[.,]\d+)?/.exec(m.body ?? '')?.[0] ?? NaN));
          await query(
            `INSERT INTO bench_readings (inbound_id, wa_id, value)
             SELECT * FROM unnest($1::bigint[], $2::text[], $3::numeric[]) ON CONFLICT DO NOTHING`,
            [
              messages.map((m) => m.id),
              messages.map((m) => m.wa_id),
              values.map((v) => (Number.isNaN(v) ? null : v)),
            ],
          );
          return query<{ id: number; recipient: string; body: string }>(
            `INSERT INTO bench_replies (inbound_id, recipient, body)
             SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING
             RETURNING id::int, recipient, body`,
            [
              messages.map((m) => m.id),
              messages.map((m) => m.wa_id),
              values.map((v) => `Guardé tu lectura de ${v}.`),
            ],
          );
        });
        if (replies.length === 0) break;
        const sent: number[] = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            while (next < replies.length) {
              const reply = replies[next++]!;
              if (await send(reply.recipient, reply.body, reply.id)) sent.push(reply.id);
            }
          }),
        );
        await rawQuery(
          db,
          `UPDATE bench_replies SET state = 'sent', sent_at = now() WHERE id = ANY($1::bigint[])`,
          [sent],
        );
      }
    } finally {
      working = false;
      if (again) void work();
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const header = String(request.headers['x-hub-signature-256'] ?? '');
        const given = Buffer.from(header.replace(/^sha256=/, ''), 'hex');
        const expected = createHmac('sha256', options.appSecret).update(body).digest();
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          response.writeHead(401).end();
          return;
        }
        const parsed = JSON.parse(body.toString('utf8')) as {
          entry: Array<{
            changes: Array<{
              value: { messages?: Array<{ id: string; from: string; text?: { body: string } }> };
            }>;
          }>;
        };
        const messages = parsed.entry.flatMap((entry) =>
          entry.changes.flatMap((change) => change.value.messages ?? []),
        );
        await rawQuery(
          db,
          `INSERT INTO bench_inbound (wa_message_id, wa_id, body)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
          [messages.map((m) => m.id), messages.map((m) => m.from), messages.map((m) => m.text?.body ?? null)],
        );
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        void work();
      })().catch(() => response.writeHead(500).end());
    });
  });
  server.listen(options.port, '127.0.0.1', () => console.log(`listening on ${options.port}`));
  process.once('SIGTERM', () => {
    server.close();
    void db.close().then(() => process.exit(0));
  });
}

// Run as its own process by the chat benchmark:
//   node --import tsx support/minimal-pipeline.ts <port> <postgres url> <app secret> <graph api url> <token>
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [port, databaseUrl, appSecret, graphUrl, graphToken] = process.argv.slice(2);
  await runMinimalPipeline({
    port: Number(port),
    databaseUrl: databaseUrl!,
    appSecret: appSecret!,
    graphUrl: graphUrl!,
    graphToken: graphToken!,
  });
}
