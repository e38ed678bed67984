/**
 * The chat benchmark's load: signed inbound webhooks as Meta sends them, offered at a fixed rate whatever
 * the server answers (WhatsApp does not wait for us), and the end-to-end view from the local Graph API:
 * when each message's reply arrived there.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { buildInboundWebhook } from '@vitalia/testkit';
import type { RepliesSeen } from './graph-api-child';
import { sleep } from './loopback-load';

export const BENCH_APP_SECRET = 'bench-app-secret';

// Below the server's cap of 256 connections per address (connection-limits.ts): at the cap, a socket
// opened while a closed one is still counted is refused, and its webhook would count as failed.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/**
 * What patients write at reminder time, in their words; every value is in range, so each message gets
 * exactly one reply (no smart alert, no crisis steps) and the count of replies is the count of messages.
 * A patient's weight stays within a kilo of their own (`own`, 70–78 kg): a change of more than 2 kg
 * in a week is a smart alert, a second message.
 */
const PHRASES: ReadonlyArray<(n: number, own: number) => string> = [
  (n) => `glucosa ${95 + (n % 30)}`,
  (n) => `la azucar amanecio en ${92 + (n % 25)}`,
  (n) => `presion ${112 + (n % 15)}/${72 + (n % 8)}`,
  (n) => `mi azúcar despues de comer ${120 + (n % 35)}`,
  (n, own) => `peso ${70 + (own % 9)}.${n % 10} kg`,
];

export interface SignedWebhook {
  id: string;
  body: string;
  signature: string;
}

let sequence = 0;
/** A spread of values: one patient's messages differ from each other, as real readings do. */
let spread = 12345;
const nextSpread = () => {
  spread = (spread * 1103515245 + 12345) % 2147483648;
  return spread;
};

/** One signed inbound webhook with one message from `waId`. */
export function signedWebhook(waId: string, run: string): SignedWebhook {
  sequence += 1;
  const id = `wamid.bench.${run}.${sequence}`;
  const body = JSON.stringify(
    buildInboundWebhook({
      from: waId,
      text: PHRASES[nextSpread() % PHRASES.length]!(nextSpread() >> 8, Number(waId.slice(-4))),
      id,
    }),
  );
  return {
    id,
    body,
    signature: `sha256=${createHmac('sha256', BENCH_APP_SECRET).update(body).digest('hex')}`,
  };
}

export function postWebhook(port: number, webhook: SignedWebhook): Promise<number> {
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

export interface OfferedLoad {
  ids: string[];
  acked: number;
  failed: number;
  /** Acknowledgement latency from when each message was due (no coordinated omission). */
  ackP50: number;
  ackP99: number;
  startedAt: number;
  offeredSeconds: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `total` messages at `rate` a second, round-robin over the patients. */
export async function offer(
  port: number,
  waIds: readonly string[],
  run: string,
  rate: number,
  total: number,
): Promise<OfferedLoad> {
  const latencies: number[] = [];
  const ids: string[] = [];
  let failed = 0;
  let issued = 0;
  const inFlight = new Set<Promise<void>>();
  const startedAt = performance.now();
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * rate) + 1);
    while (issued < due && inFlight.size < 2048) {
      const dueAt = startedAt + (issued / rate) * 1000;
      const webhook = signedWebhook(waIds[issued % waIds.length]!, run);
      issued += 1;
      const sent = postWebhook(port, webhook)
        .catch(() => 0)
        .then((status) => {
          if (status === 200) {
            latencies.push(performance.now() - dueAt);
            ids.push(webhook.id);
          } else failed += 1;
        });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
    }
    await sleep(1);
  }
  const offeredSeconds = (performance.now() - startedAt) / 1000;
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return {
    ids,
    acked: latencies.length,
    failed,
    ackP50: quantile(latencies, 0.5),
    ackP99: quantile(latencies, 0.99),
    startedAt,
    offeredSeconds,
  };
}

export interface Drained {
  replies: number;
  /** Replies per second from the first message offered to the last reply at the Graph API. */
  perSecond: number;
  /** How long after the load stopped the last reply arrived. */
  tailSeconds: number;
  /** The bench's messages answered more than once (by WhatsApp's id echoed back to us). */
  twice: number;
}

/** Waits until `load.acked` replies reached the Graph API (or `timeoutMs`), then reads the timing. */
export async function drain(
  replies: () => Promise<RepliesSeen>,
  load: OfferedLoad,
  timeoutMs: number,
): Promise<Drained> {
  const deadline = performance.now() + timeoutMs;
  let seen = await replies();
  while (seen.count < load.acked && performance.now() < deadline) {
    await sleep(50);
    seen = await replies();
  }
  // The arrival is wall-clock: turn it into the load's clock.
  const lastAt = seen.lastAt - Date.now() + performance.now();
  const seconds = (lastAt - load.startedAt) / 1000;
  return {
    replies: seen.count,
    perSecond: seen.count / seconds,
    tailSeconds: seconds - load.offeredSeconds,
    twice: seen.twice,
  };
}
