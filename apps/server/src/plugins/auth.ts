import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, UnauthenticatedError, type AccountsService } from '@vitalia/services';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hook of a protected scope: the signed-in user. */
    userId: number;
    /** Set by the bearer hook of a protected scope: the bearer token of this request. */
    bearerToken: string;
    /** Set by the bearer hook of a protected scope: the session (token row) of this request. */
    sessionId: number;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if well formed. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Makes the scope it is called in a protected one: every route in it (and in scopes below it) runs only
 * with a valid, unrevoked bearer token, checked once here rather than per route.
 */
export function requireBearerToken(scope: FastifyInstance, accounts: AccountsService) {
  scope.decorateRequest('userId', 0);
  scope.decorateRequest('bearerToken', '');
  scope.decorateRequest('sessionId', 0);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw new UnauthenticatedError(ACCOUNT_MESSAGES.noSession);
    const session = await accounts.authenticateSession(token);
    request.userId = session.userId;
    request.sessionId = session.sessionId;
    request.bearerToken = token;
  });
}
