import type { FastifyInstance } from 'fastify';
import { healthProfileReply, pacienteReply, profileReply } from '@vitalia/contracts/replies';
import { memberRequests } from '@vitalia/contracts/requests';
import { z } from 'zod';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

export function registerProfileRoutes(scope: FastifyInstance, { profile }: Pick<Services, 'profile'>) {
  const routes = schemaRoutes(scope);
  const { pacienteParams: params } = memberRequests;
  const profileSchemas = { reply: { 200: profileReply } };
  const pacienteSchemas = { reply: { 200: pacienteReply } };

  routes.get('/profile/', profileSchemas, (_input, request) => profile.getProfile(request.userId));
  const updateProfile = { body: memberRequests.profileBody, ...profileSchemas };
  routes.put('/profile/', updateProfile, ({ body }, request) => profile.updateProfile(request.userId, body));
  // PATCH is accepted too: the profile has no field that must be sent whole.
  routes.patch('/profile/', updateProfile, ({ body }, request) =>
    profile.updateProfile(request.userId, body),
  );

  // "Tu salud": what changes how the person's own readings are judged (owner only: the signed-in user).
  const healthSchemas = { reply: { 200: healthProfileReply } };
  routes.get('/profile/health/', healthSchemas, (_input, request) =>
    profile.getHealthProfile(request.userId),
  );
  routes.put(
    '/profile/health/',
    { body: memberRequests.healthProfileBody, ...healthSchemas },
    ({ body }, request) => profile.updateHealthProfile(request.userId, body),
  );

  routes.get('/pacientes/', { reply: { 200: z.array(pacienteReply) } }, (_input, request) =>
    profile.listPacientes(request.userId),
  );
  routes.get('/pacientes/:id/', { params, ...pacienteSchemas }, ({ params: { id } }, request) =>
    profile.getPaciente(request.userId, id),
  );
  routes.patch(
    '/pacientes/:id/',
    { params, body: memberRequests.pacientePatchBody, ...pacienteSchemas },
    ({ params: { id }, body }, request) => profile.updatePaciente(request.userId, id, body),
  );
}
