import { normalizePhone } from '@vitalia/contracts';
import {
  validatePacientePatch,
  validateProfile,
  type Paciente,
  type Profile,
} from '@vitalia/contracts/member';
import { computeAge, todayInTimeZone } from '@vitalia/domain/schedules';
import type { PacienteRow, Repositories, UserRow } from '@vitalia/db';
import { badRequest, notFound, unauthorized } from '../http-errors';

const PATIENT_NOT_FOUND = 'Paciente no encontrado.';

/** The user's profile (names, time zone) and patient record (phone, birth date, age). */
export function createProfileService(deps: {
  repos: Repositories;
  defaultTimeZone: string;
  now?: () => Date;
}) {
  const { repos, defaultTimeZone } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await repos.users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  const timeZoneOf = (user: UserRow) => user.time_zone ?? defaultTimeZone;

  const toProfile = (user: UserRow): Profile => ({
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    time_zone: timeZoneOf(user),
  });

  const toPaciente = (row: PacienteRow, today: string): Paciente => ({
    id: row.id,
    telefono: row.telefono,
    fecha_nacimiento: row.fecha_nacimiento,
    edad: computeAge(row.fecha_nacimiento, today),
  });

  return {
    async getProfile(userId: number): Promise<Profile> {
      return toProfile(await requireUser(userId));
    },

    async updateProfile(userId: number, body: unknown): Promise<Profile> {
      const user = await requireUser(userId);
      const input = validateProfile(body, user.email);
      if (!input.ok) throw badRequest(input.detail);
      const updated = await repos.users.updateProfile(userId, {
        firstName: input.value.first_name,
        lastName: input.value.last_name,
        timeZone: input.value.time_zone,
      });
      return toProfile(updated ?? user);
    },

    async listPacientes(userId: number): Promise<Paciente[]> {
      const user = await requireUser(userId);
      const today = todayInTimeZone(timeZoneOf(user), now());
      return (await repos.pacientes.listByUser(userId)).map((row) => toPaciente(row, today));
    },

    async getPaciente(userId: number, id: number): Promise<Paciente> {
      const user = await requireUser(userId);
      const row = await repos.pacientes.findForUser(userId, id);
      if (!row) throw notFound(PATIENT_NOT_FOUND);
      return toPaciente(row, todayInTimeZone(timeZoneOf(user), now()));
    },

    async updatePaciente(userId: number, id: number, body: unknown): Promise<Paciente> {
      const user = await requireUser(userId);
      const current = await repos.pacientes.findForUser(userId, id);
      if (!current) throw notFound(PATIENT_NOT_FOUND);
      const today = todayInTimeZone(timeZoneOf(user), now());
      const input = validatePacientePatch(body, current, today, normalizePhone);
      if (!input.ok) throw badRequest(input.detail);
      if (input.value.fecha_nacimiento === undefined) return toPaciente(current, today);
      const updated = await repos.pacientes.updateBirthDate(userId, id, input.value.fecha_nacimiento);
      if (!updated) throw notFound(PATIENT_NOT_FOUND);
      return toPaciente(updated, today);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
