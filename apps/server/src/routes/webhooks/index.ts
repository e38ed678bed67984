import type { FastifyInstance } from 'fastify';
import { answerVerificationHandshake, type Bot } from '@vitalia/bot';
import { keepRawBodies } from '../../plugins/body-parsers';

export interface WebhookOptions {
  /** WHATSAPP_VERIFY_TOKEN; unset in simulator mode, where the handshake is refused. */
  whatsappVerifyToken: string | undefined;
  bot: Bot;
}

/**
 * `/webhooks`: calls from outside services. Bodies stay raw bytes in this scope (signatures are computed
 * over them); no bearer token applies here, each sender proves itself by its own signature.
 */
export async function webhookRoutes(scope: FastifyInstance, options: WebhookOptions) {
  keepRawBodies(scope);

  // The Cloud API's verification handshake (CONTRACTS.md section 3): echo the challenge when the verify
  // token matches, refuse otherwise.
  scope.get<{ Querystring: Record<string, unknown> }>('/whatsapp', async (request, reply) => {
    const outcome = answerVerificationHandshake(request.query, options.whatsappVerifyToken);
    if (outcome.kind === 'challenge') {
      return reply.type('text/plain; charset=utf-8').send(outcome.challenge);
    }
    return reply.code(outcome.kind === 'invalid' ? 400 : 403).send({ detail: outcome.detail });
  });

  // Inbound messages and delivery statuses (CONTRACTS.md section 6). The signature is checked over the raw
  // bytes before anything is read; a bad or missing one stores nothing. Messages are stored, then the
  // answer goes out, and the bot handles them after it.
  scope.post('/whatsapp', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-hub-signature-256'];
    const outcome = await options.bot.receiveWebhook(
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    if (outcome === 'unauthorized') return reply.code(401).send({ detail: 'Firma del webhook inválida.' });
    return reply.code(200).send({ status: 'ok' });
  });
}
