import http from 'node:http';
import type { Child } from './child-process';

export const READY_TIMEOUT_MS = 120_000;
export const PHASE_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 30_000;
const MAX_SOCKETS = 64;

/** Bounded HTTP load on loopback: requests, readiness, phases of at most PHASE_TIMEOUT_MS. */

export const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });

export function request(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function waitUntilReady(child: Child, path: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw new Error(`the server exited before answering:\n${child.output()}`);
    }
    if (performance.now() - started > READY_TIMEOUT_MS) {
      throw new Error(`no 200 on ${path} after ${READY_TIMEOUT_MS / 1000} s:\n${child.output()}`);
    }
    const answered = await request(child.port, 'GET', path).catch(() => undefined);
    if (answered?.status === 200) return performance.now() - started;
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PhaseResult {
  ok: number;
  failed: number;
  perSecond: number;
  firstError?: string;
}

/** Runs `task(i)` for i < count, at most `concurrency` at once; issues nothing after PHASE_TIMEOUT_MS. */
export async function runPhase(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<PhaseResult> {
  const started = performance.now();
  let next = 0;
  let ok = 0;
  let failed = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < count && performance.now() - started < PHASE_TIMEOUT_MS) {
      const i = next++;
      try {
        await task(i);
        ok++;
      } catch (error) {
        failed++;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ok, failed, perSecond: ok / seconds, firstError };
}

export function expectStatus(answer: { status: number; body: string }, expected: number) {
  if (answer.status !== expected) throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 200)}`);
}
