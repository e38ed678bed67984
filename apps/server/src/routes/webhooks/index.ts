import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { keepRawBodies } from '../../plugins/body-parsers';

export interface WebhookOptions {
  /** WHATSAPP_VERIFY_TOKEN; unset in simulator mode, where the handshake is refused. */
  whatsappVerifyToken: string | undefined;
}

/**
 * `/webhooks`: calls from outside services. Bodies stay raw bytes in this scope (signatures are computed
 * over them); no bearer token applies here, each sender proves itself by its own signature.
 */
/** Compares two secrets in constant time, whatever their lengths. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

export async function webhookRoutes(scope: FastifyInstance, options: WebhookOptions) {
  keepRawBodies(scope);

  // The Cloud API's verification handshake (CONTRACTS.md section 3): echo the challenge when the verify
  // token matches, refuse otherwise.
  scope.get<{ Querystring: Record<string, string | undefined> }>('/whatsapp', async (request, reply) => {
    const query = request.query;
    const expected = options.whatsappVerifyToken;
    if (query['hub.mode'] === 'subscribe' && expected && sameSecret(query['hub.verify_token'], expected)) {
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    }
    return reply.code(403).send({ detail: 'Token de verificación inválido.' });
  });
}
