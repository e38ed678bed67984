import type { FastifyInstance } from 'fastify';
import { notificationsReply } from '@vitalia/contracts/replies';
import { memberRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** The bell: list, mark one read, mark all read. */
export function registerNotificationRoutes(
  scope: FastifyInstance,
  { notifications }: Pick<Services, 'notifications'>,
) {
  const routes = schemaRoutes(scope);

  routes.get('/notifications/', { reply: { 200: notificationsReply } }, (_input, request) =>
    notifications.list(request.userId),
  );

  const one = { params: memberRequests.notificationParams };
  routes.post('/notifications/:id/read/', one, async ({ params }, request, reply) => {
    await notifications.markRead(request.userId, params.id);
    return reply.code(204).send();
  });

  scope.post('/notifications/read/', async (request, reply) => {
    await notifications.markAllRead(request.userId);
    return reply.code(204).send();
  });
}
