import type { FastifyInstance } from 'fastify';
import {
  MEMBER_MESSAGES,
  validateMedication,
  validateMedicationPatch,
  validateMedicationSchedule,
  validateScheduleTimingPatch,
} from '@vitalia/contracts/member';
import { asRecord, isOutOfRangeInteger, readInteger } from '@vitalia/contracts/validation';
import { medicamentoReply, medicationScheduleReply } from '@vitalia/contracts/replies';
import { z } from 'zod';
import { NotFoundError, type Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

/** `paciente_id` as the web app sends it (null); a value that cannot be an id names nobody's patient. */
function readPacienteId(body: unknown): number | null {
  const raw = asRecord(body)?.paciente_id;
  if (raw === undefined || raw === null) return null;
  const id = readInteger(raw);
  if (id === null || isOutOfRangeInteger(raw)) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
  return id;
}

export function registerMedicationRoutes(
  scope: FastifyInstance,
  { medications }: Pick<Services, 'medications'>,
) {
  const medicationId = (raw: string) => parseResourceId(raw, MEMBER_MESSAGES.medicationNotFound);
  const scheduleId = (raw: string) => parseResourceId(raw, MEMBER_MESSAGES.medicationScheduleNotFound);
  const medication = replySchema(medicamentoReply);
  const schedule = replySchema(medicationScheduleReply);

  scope.get(
    '/medicamentos/',
    { schema: { response: { 200: replySchema(z.array(medicamentoReply)) } } },
    (request) => medications.list(request.userId),
  );

  scope.post('/medicamentos/', { schema: { response: { 201: medication } } }, async (request, reply) => {
    const input = validated(validateMedication(request.body));
    const created = await medications.create(request.userId, input, readPacienteId(request.body));
    return reply.code(201).send(created);
  });

  scope.patch<IdParams>('/medicamentos/:id/', { schema: { response: { 200: medication } } }, (request) =>
    medications.update(
      request.userId,
      medicationId(request.params.id),
      validated(validateMedicationPatch(request.body)),
    ),
  );

  scope.delete<IdParams>('/medicamentos/:id/', async (request, reply) => {
    await medications.remove(request.userId, medicationId(request.params.id));
    return reply.code(204).send();
  });

  scope.post(
    '/medication_schedules/',
    { schema: { response: { 201: schedule } } },
    async (request, reply) => {
      const input = validated(validateMedicationSchedule(request.body));
      return reply.code(201).send(await medications.createSchedule(request.userId, input));
    },
  );

  scope.patch<IdParams>(
    '/medication_schedules/:id/',
    { schema: { response: { 200: schedule } } },
    (request) =>
      medications.updateSchedule(
        request.userId,
        scheduleId(request.params.id),
        validated(validateScheduleTimingPatch(request.body)),
      ),
  );

  scope.delete<IdParams>('/medication_schedules/:id/', async (request, reply) => {
    await medications.removeSchedule(request.userId, scheduleId(request.params.id));
    return reply.code(204).send();
  });
}
