import type { FastifyInstance } from 'fastify';
import { medicamentoReply, medicationScheduleReply } from '@vitalia/contracts/replies';
import { memberRequests } from '@vitalia/contracts/requests';
import { z } from 'zod';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerMedicationRoutes(
  scope: FastifyInstance,
  { medications }: Pick<Services, 'medications'>,
) {
  const routes = schemaRoutes(scope);
  const { medicationParams, medicationScheduleParams } = memberRequests;
  const medication = { 200: medicamentoReply };
  const schedule = { 200: medicationScheduleReply };

  routes.get('/medicamentos/', { reply: { 200: z.array(medicamentoReply) } }, (_input, request) =>
    medications.list(request.userId),
  );

  routes.post(
    '/medicamentos/',
    { body: memberRequests.medicationBody, reply: { 201: medicamentoReply } },
    async ({ body: { paciente_id, ...input } }, request, reply) => {
      const created = await medications.create(request.userId, input, paciente_id);
      return reply.code(201).send(created);
    },
  );

  routes.patch(
    '/medicamentos/:id/',
    { params: medicationParams, body: memberRequests.medicationPatchBody, reply: medication },
    ({ params, body }, request) => medications.update(request.userId, params.id, body),
  );

  routes.delete('/medicamentos/:id/', { params: medicationParams }, async ({ params }, request, reply) => {
    await medications.remove(request.userId, params.id);
    return reply.code(204).send();
  });

  routes.post(
    '/medication_schedules/',
    { body: memberRequests.medicationScheduleBody, reply: { 201: medicationScheduleReply } },
    async ({ body }, request, reply) =>
      reply.code(201).send(await medications.createSchedule(request.userId, body)),
  );

  routes.patch(
    '/medication_schedules/:id/',
    { params: medicationScheduleParams, body: memberRequests.scheduleTimingPatchBody, reply: schedule },
    ({ params, body }, request) => medications.updateSchedule(request.userId, params.id, body),
  );

  routes.delete(
    '/medication_schedules/:id/',
    { params: medicationScheduleParams },
    async ({ params }, request, reply) => {
      await medications.removeSchedule(request.userId, params.id);
      return reply.code(204).send();
    },
  );
}
