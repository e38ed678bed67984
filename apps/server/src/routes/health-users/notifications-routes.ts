import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES } from '@vitalia/contracts/notifications';
import { notificationsReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, type IdParams } from '../route-support';

/** The bell: list, mark one read, mark all read. */
export function registerNotificationRoutes(
  scope: FastifyInstance,
  { notifications }: Pick<Services, 'notifications'>,
) {
  scope.get(
    '/notifications/',
    { schema: { response: { 200: replySchema(notificationsReply) } } },
    (request) => notifications.list(request.userId),
  );

  scope.post<IdParams>('/notifications/:id/read/', async (request, reply) => {
    await notifications.markRead(
      request.userId,
      parseResourceId(request.params.id, NOTIFICATION_MESSAGES.notFound),
    );
    return reply.code(204).send();
  });

  scope.post('/notifications/read/', async (request, reply) => {
    await notifications.markAllRead(request.userId);
    return reply.code(204).send();
  });
}
