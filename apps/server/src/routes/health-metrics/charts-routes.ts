import type { FastifyInstance } from 'fastify';
import { metricsRequests } from '@vitalia/contracts/requests';
import { overviewReply, reportReply, seriesReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerChartRoutes(
  scope: FastifyInstance,
  { charts, costlyReads }: Pick<Services, 'charts' | 'costlyReads'>,
) {
  const routes = schemaRoutes(scope);
  const { seriesQuery, overviewQuery, reportQuery } = metricsRequests;

  routes.get('/series/', { query: seriesQuery, reply: { 200: seriesReply } }, ({ query }, request) => {
    const { paciente_id, ...series } = query;
    return charts.series(request.userId, series, paciente_id);
  });

  routes.get('/overview/', { query: overviewQuery, reply: { 200: overviewReply } }, ({ query }, request) => {
    const { paciente_id, ...overview } = query;
    return charts.overview(request.userId, overview, paciente_id);
  });

  routes.get('/report/', { query: reportQuery, reply: { 200: reportReply } }, async ({ query }, request) => {
    // A costly read: limited per person (services/costly-reads.ts).
    await costlyReads.spend(request.userId);
    const { paciente_id, ...range } = query;
    return charts.report(request.userId, range, paciente_id);
  });
}
