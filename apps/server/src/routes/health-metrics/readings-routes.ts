import type { FastifyInstance } from 'fastify';
import { metricsRequests } from '@vitalia/contracts/requests';
import { readingsListReply, recordedReadingReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerReadingRoutes(scope: FastifyInstance, { readings }: Pick<Services, 'readings'>) {
  const routes = schemaRoutes(scope);
  const { readingParams, readingBody, readingPatchBody, readingsQuery, patientQuery } = metricsRequests;
  const create = { body: readingBody, query: patientQuery, reply: { 201: recordedReadingReply } };
  const list = { query: readingsQuery, reply: { 200: readingsListReply } };
  const correct = {
    params: readingParams,
    body: readingPatchBody,
    query: patientQuery,
    reply: { 200: recordedReadingReply },
  };
  const remove = { params: readingParams, query: patientQuery };

  routes.post('/readings/', create, async ({ body: input, query }, request, reply) => {
    const stored = await readings.record(request.userId, input, query.paciente_id);
    return reply.code(201).send(stored);
  });

  routes.get('/readings/', list, async ({ query: { paciente_id, ...query } }, request) => ({
    readings: await readings.list(request.userId, query, paciente_id),
  }));

  routes.patch('/readings/:id/', correct, ({ params, body: patch, query }, request) =>
    readings.correct(request.userId, params.id, patch, query.paciente_id),
  );

  routes.delete('/readings/:id/', remove, async ({ params, query }, request, reply) => {
    await readings.remove(request.userId, params.id, query.paciente_id);
    return reply.code(204).send();
  });
}
