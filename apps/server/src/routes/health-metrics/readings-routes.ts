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
import { runSmartAlerts } from '../smart-alerts-hook';

export function registerReadingRoutes(
  scope: FastifyInstance,
  { readings, alerts }: Pick<Services, 'readings' | 'alerts'>,
) {
  const id = (raw: string) => parseResourceId(raw, METRICS_MESSAGES.readingNotFound);
  const recorded = replySchema(recordedReadingReply);

  scope.post('/readings/', { schema: { response: { 201: recorded } } }, async (request, reply) => {
    const input = validated(validateReadingInput(request.body));
    const stored = await readings.record(request.userId, input);
    await runSmartAlerts(request, alerts, [stored.metric]);
    return reply.code(201).send(stored);
  });

  scope.get(
    '/readings/',
    { schema: { response: { 200: replySchema(readingsListReply) } } },
    async (request) => ({
      readings: await readings.list(request.userId, validated(validateReadingsQuery(request.query))),
    }),
  );

  scope.patch<IdParams>('/readings/:id/', { schema: { response: { 200: recorded } } }, async (request) => {
    const patch = validated(validateReadingPatch(request.body));
    const corrected = await readings.correct(request.userId, id(request.params.id), patch);
    await runSmartAlerts(request, alerts, [corrected.metric]);
    return corrected;
  });

  scope.delete<IdParams>('/readings/:id/', async (request, reply) => {
    await readings.remove(request.userId, id(request.params.id));
    return reply.code(204).send();
  });
}
