import type { Queryable } from '../driver';

export interface PacienteRow {
  id: number;
  user_id: number;
  telefono: string;
  fecha_nacimiento: string | null;
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

    async listByUser(userId: number): Promise<PacienteRow[]> {
      return db.query<PacienteRow>(
        'SELECT id, user_id, telefono, fecha_nacimiento FROM pacientes WHERE user_id = $1 ORDER BY id',
        [userId],
      );
    },
  };
}

export type PacientesRepository = ReturnType<typeof createPacientesRepository>;
