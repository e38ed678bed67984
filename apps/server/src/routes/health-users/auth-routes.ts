import type { FastifyInstance } from 'fastify';
import { authReply, successReply } from '@vitalia/contracts/replies';
import { authRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** Sign-up and sign-in: the public part of /health-users. */
export function registerAuthRoutes(
  scope: FastifyInstance,
  { accounts }: Pick<Services, 'accounts'>,
  wakeSender: () => void,
) {
  const routes = schemaRoutes(scope);
  const reply = { 200: authReply, 201: authReply };

  // Sign-up queues the code that proves the number (CONTRACTS.md section 6): the sender is woken for it.
  routes.post('/register/', { body: authRequests.registerBody, reply }, async ({ body }, request, res) => {
    const registered = await accounts.register(body, request.ip, request.headers['user-agent']);
    wakeSender();
    return res.code(201).send(registered);
  });

  routes.post('/login/', { body: authRequests.loginBody, reply }, async ({ body }, request) =>
    accounts.login(body, request.ip, request.headers['user-agent']),
  );

  // A link the bot sent ("ver mis gráficas"): its one-use token becomes a normal session.
  routes.post('/link-session/', { body: authRequests.linkSessionBody, reply }, async ({ body }, request) =>
    accounts.exchangeLinkToken(body, request.headers['user-agent']),
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

  schemaRoutes(scope).post('/logout/', { reply: { 200: successReply } }, async (_input, request) => {
    await accounts.logout(request.bearerToken);
    return { success: true };
  });
}
