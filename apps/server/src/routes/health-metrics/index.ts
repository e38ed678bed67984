import type { FastifyInstance } from 'fastify';
import type { Services } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { registerChartRoutes } from './charts-routes';
import { registerCsvRoutes } from './csv-routes';
import { registerHealthImportRoutes } from './health-imports-routes';
import { registerReadingRoutes } from './readings-routes';

/** `/health-metrics/api`: the patient's readings, charts, report and CSV, all behind the bearer hook. */
export async function healthMetricsRoutes(
  scope: FastifyInstance,
  services: Services & { importMaxBytes: number },
) {
  requireBearerToken(scope, services.accounts);
  registerReadingRoutes(scope, services);
  registerChartRoutes(scope, services);
  registerCsvRoutes(scope, services);
  registerHealthImportRoutes(scope, services, { maxBytes: services.importMaxBytes });
}
