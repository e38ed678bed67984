import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '@vitalia/contracts';
import { MEMBER_MESSAGES, validatePacientePatch, validateProfile } from '@vitalia/contracts/member';
import { pacienteReply, profileReply } from '@vitalia/contracts/replies';
import { z } from 'zod';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

export function registerProfileRoutes(scope: FastifyInstance, { profile }: Pick<Services, 'profile'>) {
  const pacienteId = (raw: string) => parseResourceId(raw, MEMBER_MESSAGES.patientNotFound);
  const profileSchema = { response: { 200: replySchema(profileReply) } };
  const pacienteSchema = { response: { 200: replySchema(pacienteReply) } };

  scope.get('/profile/', { schema: profileSchema }, (request) => profile.getProfile(request.userId));
  const updateProfile = { schema: profileSchema };
  scope.put('/profile/', updateProfile, (request) =>
    profile.updateProfile(request.userId, validated(validateProfile(request.body))),
  );
  // PATCH is accepted too: the profile has no field that must be sent whole.
  scope.patch('/profile/', updateProfile, (request) =>
    profile.updateProfile(request.userId, validated(validateProfile(request.body))),
  );

  scope.get(
    '/pacientes/',
    { schema: { response: { 200: replySchema(z.array(pacienteReply)) } } },
    (request) => profile.listPacientes(request.userId),
  );
  scope.get<IdParams>('/pacientes/:id/', { schema: pacienteSchema }, (request) =>
    profile.getPaciente(request.userId, pacienteId(request.params.id)),
  );
  scope.patch<IdParams>('/pacientes/:id/', { schema: pacienteSchema }, (request) =>
    profile.updatePaciente(
      request.userId,
      pacienteId(request.params.id),
      validated(validatePacientePatch(request.body, normalizePhone)),
    ),
  );
}
