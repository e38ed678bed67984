import type { FastifyInstance } from 'fastify';
import { metricsRequests } from '@vitalia/contracts/requests';
import { cgmReportReply, overviewReply, reportReply, seriesReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerChartRoutes(
  scope: FastifyInstance,
  { charts, cgm, costlyReads }: Pick<Services, 'charts' | 'cgm' | 'costlyReads'>,
) {
  const routes = schemaRoutes(scope);
  const { seriesQuery, overviewQuery, reportQuery, cgmQuery } = metricsRequests;

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

  // The sensor's profile and figures. Not a costly read: whatever the period, only its last 14 days
  // are read (at most 4,032 values of a 5-minute sensor), so the metrics page may ask on every change.
  routes.get('/cgm/', { query: cgmQuery, reply: { 200: cgmReportReply } }, ({ query }, request) => {
    const { paciente_id, ...range } = query;
    return cgm.report(request.userId, range, paciente_id);
  });
}
