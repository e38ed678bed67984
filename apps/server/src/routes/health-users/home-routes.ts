import type { FastifyInstance } from 'fastify';
import type { HomeData } from '@vitalia/contracts/member';
import { homeReply } from '@vitalia/contracts/replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** The home panel's data in one request: reminders grouped by metric, medications with their schedules. */
export function registerHomeRoutes(
  scope: FastifyInstance,
  { reminders, medications }: Pick<Services, 'reminders' | 'medications'>,
) {
  schemaRoutes(scope).get(
    '/home/',
    { reply: { 200: homeReply } },
    async (_input, request): Promise<HomeData> => {
      const [grouped, medicamentos] = await Promise.all([
        reminders.listGrouped(request.userId),
        medications.list(request.userId),
      ]);
      return { reminders: grouped, medicamentos };
    },
  );
}
