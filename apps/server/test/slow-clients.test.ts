import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Slow and greedy clients on a real socket: a body sent a byte at a time is cut off, and one address
 * cannot hold more than its share of connections. The limits are shortened here; the defaults are in
 * apps/server/src/plugins/connection-limits.ts.
 */
const LIMITS = { requestTimeoutMs: 1_500, idleTimeoutMs: 800, connectionsPerAddress: 20 };

describe('slow and greedy clients', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ connectionLimits: LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** Opens a connection and starts a login whose 200-byte body has not arrived yet. */
  function startSlowBody(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /health-users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 200\r\n\r\n{"email":',
        );
        resolve(socket);
      });
      socket.on('error', reject);
    });
  }

  /** When the server ends the connection, and what it wrote before. */
  const endOf = (socket: Socket) =>
    new Promise<{ at: number; text: string }>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve({ at: Date.now(), text }));
      socket.on('error', () => undefined);
    });

  it('a body trickling in a byte at a time is cut off at the request timeout', async () => {
    const started = Date.now();
    const socket = await startSlowBody();
    const ended = endOf(socket);
    // Never idle long enough for the idle timeout: only the request timeout can end it.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const { at, text } = await ended;
    clearInterval(trickle);
    expect(at - started).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
    expect(at - started).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 100);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('{"detail":"La solicitud tardó demasiado en llegar.');
  });

  it('a body that stops arriving is cut off at the idle timeout', async () => {
    const started = Date.now();
    const socket = await startSlowBody();
    const { at } = await endOf(socket);
    expect(at - started).toBeLessThan(LIMITS.requestTimeoutMs);
  });

  it('one address holds at most its cap of connections; the server still answers once they end', async () => {
    const sockets = await Promise.all(Array.from({ length: 200 }, () => startSlowBody().catch(() => null)));
    const ends = sockets.map((socket) => (socket ? endOf(socket) : Promise.resolve({ at: 0, text: '' })));
    // Every client keeps its body trickling, so a connection the server kept lives to the request timeout
    // and gets the 408; one it refused is closed without a word. (Counting sockets the client sees open at
    // some instant would count ones the kernel accepted and the busy server has not yet refused.)
    const trickle = setInterval(() => {
      for (const socket of sockets) if (socket?.writable) socket.write(' ');
    }, 200);
    const ended = await Promise.all(ends);
    clearInterval(trickle);
    const served = ended.filter(({ text }) => text.startsWith('HTTP/1.1 408')).length;
    const refusedSilently = ended.filter(({ text }) => text === '').length;
    expect(served).toBeGreaterThan(0);
    expect(served).toBeLessThanOrEqual(LIMITS.connectionsPerAddress);
    expect(served + refusedSilently).toBe(200);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
