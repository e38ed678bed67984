import {
  isValidBirthDate,
  MEMBER_MESSAGES,
  type HealthProfile,
  type HealthProfilePatch,
  type Paciente,
  type PacientePatch,
  type Profile,
  type ProfileInput,
} from '@vitalia/contracts/member';
import { isDiagnosis } from '@vitalia/domain/diagnosis';
import { computeAge, todayInTimeZone } from '@vitalia/domain/schedules';
import type { Database, PacienteRow, UserRow } from '@vitalia/db';
import { ACCOUNT_MESSAGES } from './accounts/accounts-service';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from './errors';

/**
 * The user's profile (names, time zone) and patient record (phone, birth date, age, and what changes how
 * readings are judged: diagnosis, pregnancy, height).
 */
export function createProfileService({
  db,
  defaultTimeZone,
  now,
  onSchedulesChanged,
}: {
  db: Database;
  defaultTimeZone: string;
  now: () => Date;
  /** Reminders fire in the person's zone: a new zone recomputes them. */
  onSchedulesChanged: (userId: number) => Promise<void>;
}) {
  const { users, pacientes } = db.repos;

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    // A valid token whose account is gone: the session is over.
    if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.noSession);
    return user;
  }

  const timeZoneOf = (user: UserRow) => user.time_zone ?? defaultTimeZone;
  const todayOf = (user: UserRow) => todayInTimeZone(timeZoneOf(user), now());

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

  const toHealthProfile = (row: PacienteRow): HealthProfile => ({
    diagnostico: isDiagnosis(row.diagnostico) ? row.diagnostico : null,
    embarazo: row.embarazo,
    estatura_cm: row.estatura_cm === null ? null : Number(row.estatura_cm),
  });

  /** The person's own patient record (the first: every account has one from sign-up). */
  async function ownPaciente(userId: number): Promise<PacienteRow> {
    const [row] = await pacientes.listByUser(userId);
    if (!row) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
    return row;
  }

  async function requirePaciente(userId: number, id: number): Promise<PacienteRow> {
    const row = await pacientes.findForUser(userId, id);
    if (!row) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
    return row;
  }

  return {
    async getProfile(userId: number): Promise<Profile> {
      return toProfile(await requireUser(userId));
    },

    async updateProfile(userId: number, input: ProfileInput): Promise<Profile> {
      const user = await requireUser(userId);
      if (input.email !== undefined && input.email !== user.email?.toLowerCase()) {
        throw new InvalidInputError(MEMBER_MESSAGES.emailReadOnly);
      }
      const updated = await users.updateProfile(userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        timeZone: input.time_zone,
      });
      if (updated && timeZoneOf(updated) !== timeZoneOf(user)) await onSchedulesChanged(userId);
      return toProfile(updated ?? user);
    },

    async listPacientes(userId: number): Promise<Paciente[]> {
      const today = todayOf(await requireUser(userId));
      return (await pacientes.listByUser(userId)).map((row) => toPaciente(row, today));
    },

    async getPaciente(userId: number, id: number): Promise<Paciente> {
      const user = await requireUser(userId);
      return toPaciente(await requirePaciente(userId, id), todayOf(user));
    },

    /** "Tu salud": the diagnosis, pregnancy and height that change how readings are judged. */
    async getHealthProfile(userId: number): Promise<HealthProfile> {
      await requireUser(userId);
      return toHealthProfile(await ownPaciente(userId));
    },

    async updateHealthProfile(userId: number, patch: HealthProfilePatch): Promise<HealthProfile> {
      await requireUser(userId);
      const own = await ownPaciente(userId);
      const updated = await pacientes.update(userId, own.id, {
        diagnostico: patch.diagnostico,
        embarazo: patch.embarazo,
        estaturaCm: patch.estatura_cm,
      });
      if (!updated) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
      return toHealthProfile(updated);
    },

    async updatePaciente(userId: number, id: number, patch: PacientePatch): Promise<Paciente> {
      const user = await requireUser(userId);
      const current = await requirePaciente(userId, id);
      if (patch.telefono !== undefined && patch.telefono !== current.telefono) {
        throw new InvalidInputError(MEMBER_MESSAGES.phoneReadOnly);
      }
      const today = todayOf(user);
      const birthDate = patch.fecha_nacimiento;
      if (birthDate !== undefined && birthDate !== null && !isValidBirthDate(birthDate, today)) {
        throw new InvalidInputError(MEMBER_MESSAGES.birthDate);
      }
      if (birthDate === undefined) return toPaciente(current, today);
      const updated = await pacientes.update(userId, id, { fechaNacimiento: birthDate });
      if (!updated) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
      return toPaciente(updated, today);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
