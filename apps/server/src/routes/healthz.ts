import type { FastifyInstance } from 'fastify';
import type { Database } from '@vitalia/db';

/** Readiness: 200 once the server answers and its database does. */
export function registerHealthzRoute(app: FastifyInstance, db: Database) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await db.ping();
    } catch {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', detail: 'La base de datos no responde.' });
    }
    return { status: 'ok' };
  });
}
