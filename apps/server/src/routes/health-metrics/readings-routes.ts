import type { FastifyInstance } from 'fastify';
import {
  METRICS_MESSAGES,
  validateReadingInput,
  validateReadingPatch,
  validateReadingsQuery,
} from '@vitalia/contracts/metrics';
import { readingsListReply, recordedReadingReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { parseResourceId, patientIdOf, replySchema, validated, type IdParams } from '../route-support';
import { runSmartAlerts } from '../smart-alerts-hook';

export function registerReadingRoutes(
  scope: FastifyInstance,
  { readings, alerts }: Pick<Services, 'readings' | 'alerts'>,
) {
  const id = (raw: string) => parseResourceId(raw, METRICS_MESSAGES.readingNotFound);
  const recorded = replySchema(recordedReadingReply);

  scope.post('/readings/', { schema: { response: { 201: recorded } } }, async (request, reply) => {
    const input = validated(validateReadingInput(request.body));
    const { ownerUserId, ...stored } = await readings.record(
      request.userId,
      input,
      { source: 'web' },
      patientIdOf(request.query),
    );
    await runSmartAlerts(request, alerts, [stored.metric], ownerUserId);
    return reply.code(201).send(stored);
  });

  scope.get(
    '/readings/',
    { schema: { response: { 200: replySchema(readingsListReply) } } },
    async (request) => ({
      readings: await readings.list(
        request.userId,
        validated(validateReadingsQuery(request.query)),
        patientIdOf(request.query),
      ),
    }),
  );

  scope.patch<IdParams>('/readings/:id/', { schema: { response: { 200: recorded } } }, async (request) => {
    const patch = validated(validateReadingPatch(request.body));
    const { ownerUserId, ...corrected } = await readings.correct(
      request.userId,
      id(request.params.id),
      patch,
      patientIdOf(request.query),
    );
    await runSmartAlerts(request, alerts, [corrected.metric], ownerUserId);
    return corrected;
  });

  scope.delete<IdParams>('/readings/:id/', async (request, reply) => {
    await readings.remove(request.userId, id(request.params.id), patientIdOf(request.query));
    return reply.code(204).send();
  });
}
