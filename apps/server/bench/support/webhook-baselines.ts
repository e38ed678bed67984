/**
 * The two baselines the chat benchmark measures beside the real server, each run as its own process:
 *   node --import tsx support/webhook-baselines.ts bare <port>
 *   node --import tsx support/webhook-baselines.ts minimal <port> <postgres url> <app secret>
 * `bare` reads the body and answers 200; `minimal` is the least a correct WhatsApp webhook can do:
 * check the signature over the raw bytes, parse the JSON, store the messages in one INSERT, answer 200.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { openDatabase, type NewInboundMessage } from '@vitalia/db';

const [mode, portText, databaseUrl, appSecret] = process.argv.slice(2);
const port = Number(portText);

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const db =
  mode === 'minimal' ? await openDatabase({ kind: 'postgres', url: databaseUrl!, maxConnections: 10 }) : null;

const server = http.createServer((request, response) => {
  void (async () => {
    const body = await readBody(request);
    if (db) {
      const header = String(request.headers['x-hub-signature-256'] ?? '');
      const given = Buffer.from(header.replace(/^sha256=/, ''), 'hex');
      const expected = createHmac('sha256', appSecret!).update(body).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        response.writeHead(401).end();
        return;
      }
      const parsed = JSON.parse(body.toString('utf8')) as {
        entry: Array<{
          changes: Array<{
            value: {
              messages?: Array<{ id: string; from: string; timestamp: string; text?: { body: string } }>;
            };
          }>;
        }>;
      };
      const messages: NewInboundMessage[] = parsed.entry.flatMap((entry) =>
        entry.changes.flatMap((change) =>
          (change.value.messages ?? []).map((message) => ({
            waMessageId: `minimal.${message.id}`,
            waId: message.from,
            sentAt: new Date(Number(message.timestamp) * 1000),
            kind: 'text' as const,
            body: message.text?.body ?? null,
            title: null,
          })),
        ),
      );
      await db.repos.chatInbound.insertMany(messages);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  })().catch(() => response.writeHead(500).end());
});

server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
process.once('SIGTERM', () => {
  server.close();
  void db?.close().then(() => process.exit(0));
  if (!db) process.exit(0);
});
