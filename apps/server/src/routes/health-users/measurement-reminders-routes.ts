import type { FastifyInstance } from 'fastify';
import { measurementReminderReply } from '@vitalia/contracts/replies';
import { memberRequests } from '@vitalia/contracts/requests';
import { z } from 'zod';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** Measurement reminders, under the path the API has always given them: /alert_schedules/. */
export function registerMeasurementReminderRoutes(
  scope: FastifyInstance,
  { reminders }: Pick<Services, 'reminders'>,
) {
  const routes = schemaRoutes(scope);
  const {
    measurementReminderParams: params,
    measurementReminderBody,
    measurementReminderPatchBody,
  } = memberRequests;

  routes.get('/alert_schedules/', { reply: { 200: z.array(measurementReminderReply) } }, (_input, request) =>
    reminders.list(request.userId),
  );

  routes.post(
    '/alert_schedules/',
    { body: measurementReminderBody, reply: { 201: measurementReminderReply } },
    async ({ body }, request, reply) => reply.code(201).send(await reminders.create(request.userId, body)),
  );

  routes.patch(
    '/alert_schedules/:id/',
    { params, body: measurementReminderPatchBody, reply: { 200: measurementReminderReply } },
    ({ params: { id }, body }, request) => reminders.update(request.userId, id, body),
  );

  routes.delete('/alert_schedules/:id/', { params }, async ({ params: { id } }, request, reply) => {
    await reminders.remove(request.userId, id);
    return reply.code(204).send();
  });
}
