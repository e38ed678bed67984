import type { FastifyInstance } from 'fastify';
import { parseResourceId } from '../../http-ids';
import type { RequireUser } from '../../plugins/auth';
import type { ProfileService } from '../../services/profile';

type IdParams = { Params: { id: string } };

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; requireUser: RequireUser },
) {
  const { profile, requireUser } = deps;
  const auth = { preHandler: requireUser };
  const pacienteId = (raw: string) => parseResourceId(raw, 'Paciente no encontrado.');

  app.get('/health-users/profile/', auth, (request) => profile.getProfile(request.userId));
  app.put('/health-users/profile/', auth, (request) => profile.updateProfile(request.userId, request.body));
  // PATCH is accepted too: the profile has no field that must be sent whole.
  app.patch('/health-users/profile/', auth, (request) => profile.updateProfile(request.userId, request.body));

  app.get('/health-users/pacientes/', auth, (request) => profile.listPacientes(request.userId));
  app.get<IdParams>('/health-users/pacientes/:id/', auth, (request) =>
    profile.getPaciente(request.userId, pacienteId(request.params.id)),
  );
  app.patch<IdParams>('/health-users/pacientes/:id/', auth, (request) =>
    profile.updatePaciente(request.userId, pacienteId(request.params.id), request.body),
  );
}
