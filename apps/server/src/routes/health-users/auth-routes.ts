import type { FastifyInstance } from 'fastify';
import type { RequireUser } from '../../plugins/auth';
import type { AccountsService } from '../../services/accounts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; requireUser: RequireUser },
) {
  const { accounts, requireUser } = deps;

  app.post('/health-users/register/', async (request, reply) => {
    return reply.code(201).send(await accounts.register(request.body));
  });

  app.post('/health-users/login/', async (request) => {
    return accounts.login(request.body, request.ip);
  });

  app.post('/health-users/logout/', { preHandler: requireUser }, async (request) => {
    await accounts.logout(request.bearerToken);
    return { success: true };
  });
}
