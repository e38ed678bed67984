import type { Server, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long the server waits for a client, and how many connections one address may hold. A request body
 * sent a byte at a time must not hold a connection for ever (Fastify's default request timeout is none),
 * and one address must not hold them all.
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (a 20 MB import at ~1.5 Mbit/s fits). */
  requestTimeoutMs: number;
  /** A connection that sends nothing for this long is closed (mid-body included). */
  idleTimeoutMs: number;
  /**
   * Open connections one client address may hold; more are closed at once. Not applied behind a trusted
   * proxy (TRUST_PROXY), where every connection comes from the proxy's address: the proxy limits there.
   */
  connectionsPerAddress: number | null;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 30_000,
  // High enough for a webhook sender's bursts (Meta and Stripe deliver from few addresses, many at once;
  // the tests post 200 webhooks at once) and a shared NAT; the timeouts above bound what each one costs.
  connectionsPerAddress: 256,
};

/** Closes each connection beyond `limit` open ones from its address, as soon as it opens. */
export function capConnectionsPerAddress(server: Server, limit: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const BODY_TIMEOUT_REPLY = JSON.stringify({
  detail: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
});

/**
 * Ends a request whose body has not fully arrived `ms` after its headers: a Spanish 408, then the
 * connection closes. Node's own request timeout is checked only every 30 seconds, so a deadline set here
 * holds to the second; it stays set as the backstop for slow headers.
 */
export function deadlineForBodies(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      socket.end(
        'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(BODY_TIMEOUT_REPLY)}\r\n\r\n${BODY_TIMEOUT_REPLY}`,
      );
      socket.destroySoon();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    // Answered before its body was read (a refused token): the connection is Node's again.
    reply.raw.once('finish', clear);
    done();
  });
}
