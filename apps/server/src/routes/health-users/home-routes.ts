import type { FastifyInstance } from 'fastify';
import type { HomeData } from '@vitalia/contracts/member';
import type { RequireUser } from '../../plugins/auth';
import type { MedicationsService } from '../../services/medications';
import type { RemindersService } from '../../services/reminders';

/** The home panel's data in one request: reminders grouped by metric, medications with their schedules. */
export function registerHomeRoutes(
  app: FastifyInstance,
  deps: { reminders: RemindersService; medications: MedicationsService; requireUser: RequireUser },
) {
  app.get('/health-users/home/', { preHandler: deps.requireUser }, async (request): Promise<HomeData> => {
    const [reminders, medicamentos] = await Promise.all([
      deps.reminders.listGrouped(request.userId),
      deps.medications.list(request.userId),
    ]);
    return { reminders, medicamentos };
  });
}
