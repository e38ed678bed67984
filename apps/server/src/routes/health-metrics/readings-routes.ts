import type { FastifyInstance } from 'fastify';
import {
  METRICS_MESSAGES,
  validateReadingInput,
  validateReadingPatch,
  validateReadingsQuery,
} from '@vitalia/contracts/metrics';
import { readingsListReply, recordedReadingReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

export function registerReadingRoutes(scope: FastifyInstance, { readings }: Pick<Services, 'readings'>) {
  const id = (raw: string) => parseResourceId(raw, METRICS_MESSAGES.readingNotFound);
  const recorded = replySchema(recordedReadingReply);

  scope.post('/readings/', { schema: { response: { 201: recorded } } }, async (request, reply) => {
    const input = validated(validateReadingInput(request.body));
    return reply.code(201).send(await readings.record(request.userId, input));
  });

  scope.get(
    '/readings/',
    { schema: { response: { 200: replySchema(readingsListReply) } } },
    async (request) => ({
      readings: await readings.list(request.userId, validated(validateReadingsQuery(request.query))),
    }),
  );

  scope.patch<IdParams>('/readings/:id/', { schema: { response: { 200: recorded } } }, (request) =>
    readings.correct(request.userId, id(request.params.id), validated(validateReadingPatch(request.body))),
  );

  scope.delete<IdParams>('/readings/:id/', async (request, reply) => {
    await readings.remove(request.userId, id(request.params.id));
    return reply.code(204).send();
  });
}
