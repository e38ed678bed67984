import type { FastifyInstance } from 'fastify';
import { parseResourceId } from '../../http-ids';
import type { RequireUser } from '../../plugins/auth';
import { MEDICATION_MESSAGES, type MedicationsService } from '../../services/medications';

type IdParams = { Params: { id: string } };

export function registerMedicationRoutes(
  app: FastifyInstance,
  deps: { medications: MedicationsService; requireUser: RequireUser },
) {
  const { medications, requireUser } = deps;
  const medicationId = (raw: string) => parseResourceId(raw, MEDICATION_MESSAGES.notFound);
  const scheduleId = (raw: string) => parseResourceId(raw, MEDICATION_MESSAGES.scheduleNotFound);
  const auth = { preHandler: requireUser };

  app.get('/health-users/medicamentos/', auth, (request) => medications.list(request.userId));

  app.post('/health-users/medicamentos/', auth, async (request, reply) =>
    reply.code(201).send(await medications.create(request.userId, request.body)),
  );

  app.patch<IdParams>('/health-users/medicamentos/:id/', auth, (request) =>
    medications.update(request.userId, medicationId(request.params.id), request.body),
  );

  app.delete<IdParams>('/health-users/medicamentos/:id/', auth, async (request, reply) => {
    await medications.remove(request.userId, medicationId(request.params.id));
    return reply.code(204).send();
  });

  app.post('/health-users/medication_schedules/', auth, async (request, reply) =>
    reply.code(201).send(await medications.createSchedule(request.userId, request.body)),
  );

  app.patch<IdParams>('/health-users/medication_schedules/:id/', auth, (request) =>
    medications.updateSchedule(request.userId, scheduleId(request.params.id), request.body),
  );

  app.delete<IdParams>('/health-users/medication_schedules/:id/', auth, async (request, reply) => {
    await medications.removeSchedule(request.userId, scheduleId(request.params.id));
    return reply.code(204).send();
  });
}
