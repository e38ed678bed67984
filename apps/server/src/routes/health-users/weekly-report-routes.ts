import type { FastifyInstance } from 'fastify';
import { weeklyReportReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { replySchema } from '../route-support';

/** The latest weekly report (Monday 08:00 local), for the home panel. */
export function registerWeeklyReportRoutes(
  scope: FastifyInstance,
  { weeklyReports }: Pick<Services, 'weeklyReports'>,
) {
  scope.get(
    '/weekly_reports/latest/',
    { schema: { response: { 200: replySchema(weeklyReportReply) } } },
    async (request) => ({ report: await weeklyReports.latest(request.userId) }),
  );
}
