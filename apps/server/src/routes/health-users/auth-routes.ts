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
    return reply.code(201).send(await accounts.register(input, request.ip, request.headers['user-agent']));
  });

  scope.post('/login/', { schema: { response } }, async (request) =>
    accounts.login(validated(validateLogin(request.body)), request.ip, request.headers['user-agent']),
  );

  // A link the bot sent ("ver mis gráficas"): its one-use token becomes a normal session.
  scope.post('/link-session/', { schema: { response } }, async (request) =>
    accounts.exchangeLinkToken(validated(validateLinkToken(request.body)), request.headers['user-agent']),
  );
}

/** Sign-out: revokes the token of the request; sign-in links for another device (protected scope). */
export function registerSessionRoutes(
  scope: FastifyInstance,
  { accounts }: Pick<Services, 'accounts'>,
  publicUrl: string,
) {
  // A one-use link that opens the charts signed in, e.g. on the phone (the bot sends the same kind).
  scope.post('/link-token/', async (request, reply) => {
    const { token, expiresAt } = await accounts.createLinkToken(request.userId, 'metrics');
    return reply.code(201).send({
      url: `${publicUrl}/health/metrics?token=${token}`,
      token,
      expires_at: expiresAt.toISOString(),
    });
  });

  scope.post('/logout/', { schema: { response: { 200: replySchema(successReply) } } }, async (request) => {
    await accounts.logout(request.bearerToken);
    return { success: true };
  });
}
