import type { FastifyInstance } from 'fastify';
import { NIGHTSCOUT_LIMITS, NIGHTSCOUT_MESSAGES } from '@vitalia/contracts/nightscout';
import { InvalidInputError, type Services } from '@vitalia/services';
import { readListQuery } from './ns-query';

const TREATMENT_TIME_FIELDS = ['created_at'] as const;

/**
 * `/api/v1/treatments` under `/ns/:siteId`: POST and PUT store (PUT replaces by the client's `_id`), GET
 * lists newest first, DELETE removes a treatment and the readings it stored.
 */
export function registerTreatmentsRoutes(
  scope: FastifyInstance,
  { nightscout }: Pick<Services, 'nightscout'>,
) {
  for (const url of ['/api/v1/treatments', '/api/v1/treatments.json']) {
    for (const method of ['POST', 'PUT'] as const) {
      scope.route({
        method,
        url,
        bodyLimit: NIGHTSCOUT_LIMITS.bodyBytes,
        handler: async (request) => nightscout.treatments.save(request.nightscoutSite, request.body),
      });
    }
    scope.get(url, async (request) => {
      const uuid = (request.query as Record<string, unknown>)['find[uuid]'];
      return nightscout.treatments.list(request.nightscoutSite, {
        ...readListQuery(request.query, TREATMENT_TIME_FIELDS),
        ...(typeof uuid === 'string' ? { uuid } : {}),
      });
    });
    // Nightscout's delete by query; only by `_id` here, never "everything".
    scope.delete(url, async (request) => {
      const id = (request.query as Record<string, unknown>)['find[_id]'];
      if (typeof id !== 'string' || id === '') throw new InvalidInputError(NIGHTSCOUT_MESSAGES.deleteNeedsId);
      const deleted = await nightscout.treatments.remove(request.nightscoutSite, id);
      return { status: 'ok', deleted };
    });
  }

  scope.delete<{ Params: { id: string } }>('/api/v1/treatments/:id', async (request) => {
    const deleted = await nightscout.treatments.remove(request.nightscoutSite, request.params.id);
    return { status: 'ok', deleted };
  });
}
