import type { FastifyInstance } from 'fastify';
import { metricsRequests } from '@vitalia/contracts/requests';
import { cgmReportReply, overviewReply, reportReply, seriesReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerChartRoutes(
  scope: FastifyInstance,
  {
    charts,
    cgm,
    costlyReads,
    consultationReport,
  }: Pick<Services, 'charts' | 'cgm' | 'costlyReads' | 'consultationReport'>,
) {
  const routes = schemaRoutes(scope);
  const { seriesQuery, overviewQuery, reportQuery, cgmQuery, reportPdfQuery } = metricsRequests;

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

  // The doctor's report as a PDF (CONTRACTS.md section 12): page 1 the consultation summary; `annex=1`
  // adds the period's readings. A costly read, like the report it summarises.
  routes.get('/report/pdf', { query: reportPdfQuery }, async ({ query }, request, reply) => {
    await costlyReads.spend(request.userId);
    const { paciente_id, ...range } = query;
    const pdf = await consultationReport.buildPdf(request.userId, range, paciente_id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="reporte-${range.from ?? 'vitalia'}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  // The sensor's profile and figures. Not a costly read: whatever the period, only its last 14 days
  // are read (at most 4,032 values of a 5-minute sensor), so the metrics page may ask on every change.
  routes.get('/cgm/', { query: cgmQuery, reply: { 200: cgmReportReply } }, ({ query }, request) => {
    const { paciente_id, ...range } = query;
    return cgm.report(request.userId, range, paciente_id);
  });
}
