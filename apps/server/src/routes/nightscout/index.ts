import type { FastifyInstance } from 'fastify';
import type { Services } from '@vitalia/services';
import { registerEntriesRoutes } from './entries-routes';
import { nightscoutMemberRoutes } from './member-routes';
import { makeSiteScope } from './site-scope';
import { registerTreatmentsRoutes } from './treatments-routes';

/**
 * The Nightscout-compatible gateway (CONTRACTS.md section 3): the Conexiones page's API under
 * `/health-users` (bearer) and each patient's site under `/ns/:siteId` (API secret or read token).
 */
export async function registerNightscoutRoutes(
  app: FastifyInstance,
  options: { services: Services; publicUrl: string; now: () => Date },
) {
  const { services } = options;
  await app.register(nightscoutMemberRoutes(options.publicUrl), {
    prefix: '/health-users',
    accounts: services.accounts,
    nightscout: services.nightscout,
  });
  await app.register(
    async (scope) => {
      makeSiteScope(scope, services);
      registerEntriesRoutes(scope, services, options.now);
      registerTreatmentsRoutes(scope, services);
    },
    { prefix: '/ns/:siteId' },
  );
}
