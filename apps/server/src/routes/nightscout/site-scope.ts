import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseError } from '@vitalia/db';
import { DomainError, type AuthorizedSite, type Services } from '@vitalia/services';
import { STATUS_OF_KIND } from '../../plugins/error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the site hook under `/ns/:siteId`: the site the credentials opened. */
    nightscoutSite: AuthorizedSite;
  }
}

const MESSAGES = {
  internal: 'Ocurrió un error en el servidor. Inténtalo más tarde.',
  badRequest: 'La solicitud no es válida: envía JSON.',
  tooLarge: 'La solicitud es demasiado grande: envía menos entradas a la vez.',
} as const;

/** Nightscout's error shape, `{"status", "message"}`, which uploaders log; the text is Spanish. */
function sendNightscoutError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, message: string) => reply.code(status).send({ status, message });
  if (error instanceof DomainError) {
    if (error.kind === 'rate_limited' && 'retryAfterSeconds' in error) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return send(STATUS_OF_KIND[error.kind], error.detail);
  }
  if (error instanceof DatabaseError && error.isDataException) {
    request.log.warn({ code: error.code, query: error.queryName }, 'database refused a value');
    return send(400, MESSAGES.badRequest);
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return send(413, MESSAGES.tooLarge);
  if (status >= 400 && status < 500) return send(status, MESSAGES.badRequest);
  request.log.error({ err: error }, 'nightscout request failed');
  return send(500, MESSAGES.internal);
}

/** A header's single value (a repeated header is not a credential). */
const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.trim() : undefined;

/**
 * Makes the scope under `/ns/:siteId` a Nightscout site: every request presents the API secret
 * (`api-secret` header, SHA-1 hex or plain) or the read token (`?token=`), checked before the body is
 * read; reads need either, writes the secret. Errors leave in Nightscout's shape.
 */
export function makeSiteScope(scope: FastifyInstance, { nightscout }: Pick<Services, 'nightscout'>) {
  scope.setErrorHandler((error, request, reply) => sendNightscoutError(error, request, reply));
  scope.decorateRequest('nightscoutSite', null as unknown as AuthorizedSite);
  scope.addHook('onRequest', async (request: FastifyRequest<{ Params: { siteId?: string } }>) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const need = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    request.nightscoutSite = await nightscout.sites.authenticate(
      String(request.params.siteId ?? ''),
      {
        apiSecret: headerText(request.headers['api-secret']),
        token: typeof query.token === 'string' ? query.token : undefined,
      },
      need,
    );
  });
}
