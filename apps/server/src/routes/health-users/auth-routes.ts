import type { FastifyInstance } from 'fastify';
import { validateLinkToken, validateLogin, validateRegistration } from '@vitalia/contracts';
import { authReply, successReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { replySchema, validated } from '../route-support';

/** Sign-up and sign-in: the public part of /health-users. */
export function registerAuthRoutes(scope: FastifyInstance, { accounts }: Pick<Services, 'accounts'>) {
  const response = { 200: replySchema(authReply), 201: replySchema(authReply) };

  scope.post('/register/', { schema: { response } }, async (request, reply) => {
    const input = validated(validateRegistration(request.body));
    return reply.code(201).send(await accounts.register(input, request.ip));
  });

  scope.post('/login/', { schema: { response } }, async (request) =>
    accounts.login(validated(validateLogin(request.body)), request.ip),
  );

  // A link the bot sent ("ver mis gráficas"): its one-use token becomes a normal session.
  scope.post('/link-session/', { schema: { response } }, async (request) =>
    accounts.exchangeLinkToken(validated(validateLinkToken(request.body))),
  );
}

/** Sign-out: revokes the token of the request (protected scope). */
export function registerLogoutRoute(scope: FastifyInstance, { accounts }: Pick<Services, 'accounts'>) {
  scope.post('/logout/', { schema: { response: { 200: replySchema(successReply) } } }, async (request) => {
    await accounts.logout(request.bearerToken);
    return { success: true };
  });
}
