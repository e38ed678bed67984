import type { FastifyInstance } from 'fastify';
import {
  MEMBER_MESSAGES,
  validateAlertSchedule,
  validateAlertSchedulePatch,
} from '@vitalia/contracts/member';
import { alertScheduleReply } from '@vitalia/contracts/replies';
import { z } from 'zod';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

export function registerAlertScheduleRoutes(
  scope: FastifyInstance,
  { reminders }: Pick<Services, 'reminders'>,
) {
  const id = (raw: string) => parseResourceId(raw, MEMBER_MESSAGES.reminderNotFound);
  const one = replySchema(alertScheduleReply);

  scope.get(
    '/alert_schedules/',
    { schema: { response: { 200: replySchema(z.array(alertScheduleReply)) } } },
    (request) => reminders.list(request.userId),
  );

  scope.post('/alert_schedules/', { schema: { response: { 201: one } } }, async (request, reply) => {
    const input = validated(validateAlertSchedule(request.body));
    return reply.code(201).send(await reminders.create(request.userId, input));
  });

  scope.patch<IdParams>('/alert_schedules/:id/', { schema: { response: { 200: one } } }, (request) =>
    reminders.update(
      request.userId,
      id(request.params.id),
      validated(validateAlertSchedulePatch(request.body)),
    ),
  );

  scope.delete<IdParams>('/alert_schedules/:id/', async (request, reply) => {
    await reminders.remove(request.userId, id(request.params.id));
    return reply.code(204).send();
  });
}
