import type { Queryable } from '../driver';

export interface PacienteRow {
  id: number;
  user_id: number;
  telefono: string;
  fecha_nacimiento: string | null;
}

/** A patient with what access checks and local dates need: the owning user and their time zone. */
export interface PatientOwner {
  paciente_id: number;
  user_id: number;
  time_zone: string | null;
}

export function createPacientesRepository(db: Queryable) {
  return {
    async insert(input: { userId: number; telefono: string }): Promise<PacienteRow> {
      const [row] = await db.query<PacienteRow>(
        'INSERT INTO pacientes (user_id, telefono) VALUES ($1, $2) RETURNING id, user_id, telefono, fecha_nacimiento',
        [input.userId, input.telefono],
      );
      return row!;
    },

    async existsWithPhone(telefono: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM pacientes WHERE telefono = $1', [telefono]);
      return rows.length > 0;
    },

    async findForUser(userId: number, id: number): Promise<PacienteRow | undefined> {
      const [row] = await db.query<PacienteRow>(
        'SELECT id, user_id, telefono, fecha_nacimiento FROM pacientes WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      return row;
    },

    async updateBirthDate(
      userId: number,
      id: number,
      birthDate: string | null,
    ): Promise<PacienteRow | undefined> {
      const [row] = await db.query<PacienteRow>(
        `UPDATE pacientes SET fecha_nacimiento = $3, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING id, user_id, telefono, fecha_nacimiento`,
        [id, userId, birthDate],
      );
      return row;
    },

    /** The patient record a user owns (one per user today). */
    async findOwnedBy(userId: number): Promise<PatientOwner | undefined> {
      const [row] = await db.query<PatientOwner>(
        `SELECT p.id AS paciente_id, p.user_id, u.time_zone
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE p.user_id = $1 ORDER BY p.id LIMIT 1`,
        [userId],
      );
      return row;
    },

    async findOwner(pacienteId: number): Promise<PatientOwner | undefined> {
      const [row] = await db.query<PatientOwner>(
        `SELECT p.id AS paciente_id, p.user_id, u.time_zone
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
        [pacienteId],
      );
      return row;
    },

    async listByUser(userId: number): Promise<PacienteRow[]> {
      return db.query<PacienteRow>(
        'SELECT id, user_id, telefono, fecha_nacimiento FROM pacientes WHERE user_id = $1 ORDER BY id',
        [userId],
      );
    },
  };
}

export type PacientesRepository = ReturnType<typeof createPacientesRepository>;
