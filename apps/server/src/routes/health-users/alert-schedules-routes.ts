import type { FastifyInstance } from 'fastify';
import { parseResourceId } from '../../http-ids';
import type { RequireUser } from '../../plugins/auth';
import { REMINDER_MESSAGES, type RemindersService } from '../../services/reminders';

type IdParams = { Params: { id: string } };

export function registerAlertScheduleRoutes(
  app: FastifyInstance,
  deps: { reminders: RemindersService; requireUser: RequireUser },
) {
  const { reminders, requireUser } = deps;
  const id = (raw: string) => parseResourceId(raw, REMINDER_MESSAGES.notFound);

  app.get('/health-users/alert_schedules/', { preHandler: requireUser }, (request) =>
    reminders.list(request.userId),
  );

  app.post('/health-users/alert_schedules/', { preHandler: requireUser }, async (request, reply) =>
    reply.code(201).send(await reminders.create(request.userId, request.body)),
  );

  app.patch<IdParams>('/health-users/alert_schedules/:id/', { preHandler: requireUser }, (request) =>
    reminders.update(request.userId, id(request.params.id), request.body),
  );

  app.delete<IdParams>(
    '/health-users/alert_schedules/:id/',
    { preHandler: requireUser },
    async (request, reply) => {
      await reminders.remove(request.userId, id(request.params.id));
      return reply.code(204).send();
    },
  );
}
