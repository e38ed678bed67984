import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http-errors';
import { readBearerToken } from '../lib/tokens';
import type { AccountsService } from '../services/accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user. */
    userId: number;
    /** Set by `requireUser`: the bearer token of this request. */
    bearerToken: string;
  }
}

/** A preHandler that lets the request through only with a valid, unrevoked bearer token. */
export function createRequireUser(accounts: AccountsService) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const userId = await accounts.authenticate(token);
    if (userId === undefined) throw unauthorized('Tu sesión expiró o se cerró. Inicia sesión de nuevo.');
    request.userId = userId;
    request.bearerToken = token;
  };
}

export type RequireUser = ReturnType<typeof createRequireUser>;
