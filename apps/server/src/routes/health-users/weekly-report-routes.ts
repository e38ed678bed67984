import type { FastifyInstance } from 'fastify';
import { weeklyReportReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** The latest weekly report (Monday 08:00 local), for the home panel. */
export function registerWeeklyReportRoutes(
  scope: FastifyInstance,
  { weeklyReports }: Pick<Services, 'weeklyReports'>,
) {
  schemaRoutes(scope).get(
    '/weekly_reports/latest/',
    { reply: { 200: weeklyReportReply } },
    async (_input, request) => ({ report: await weeklyReports.latest(request.userId) }),
  );
}
