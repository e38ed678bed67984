import type { FastifyInstance } from 'fastify';
import {
  validateDateRangeQuery,
  validateOverviewQuery,
  validateSeriesQuery,
} from '@vitalia/contracts/metrics';
import { overviewReply, reportReply, seriesReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { patientIdOf, replySchema, validated } from '../route-support';

export function registerChartRoutes(scope: FastifyInstance, { charts }: Pick<Services, 'charts'>) {
  scope.get('/series/', { schema: { response: { 200: replySchema(seriesReply) } } }, (request) =>
    charts.series(request.userId, validated(validateSeriesQuery(request.query)), patientIdOf(request.query)),
  );

  scope.get('/overview/', { schema: { response: { 200: replySchema(overviewReply) } } }, (request) =>
    charts.overview(
      request.userId,
      validated(validateOverviewQuery(request.query)),
      patientIdOf(request.query),
    ),
  );

  scope.get('/report/', { schema: { response: { 200: replySchema(reportReply) } } }, (request) =>
    charts.report(
      request.userId,
      validated(validateDateRangeQuery(request.query)),
      patientIdOf(request.query),
    ),
  );
}
