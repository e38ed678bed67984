import type { Queryable } from '../driver';
import type { ScheduleTimingRow } from './measurement-reminders';

export interface MedicamentoRow {
  id: number;
  paciente_id: number;
  nombre: string;
  dosis: string | null;
}

export interface MedicationScheduleRow extends ScheduleTimingRow {
  id: number;
  medicamento_id: number;
}

const MED_COLUMNS = 'id, paciente_id, nombre, dosis';
const SCHEDULE_COLUMNS = 's.id, s.medicamento_id, s.frecuencia, s.hora, s.weekday, s.month_day';

/**
 * Medications and their schedules. Schedules carry no user id: every schedule query joins its medication
 * and checks the medication's owner, so ownership has one source.
 */
export function createMedicationsRepository(db: Queryable) {
  return {
    async listByUser(userId: number): Promise<MedicamentoRow[]> {
      return db.query<MedicamentoRow>(
        `SELECT ${MED_COLUMNS} FROM medicamentos WHERE user_id = $1 ORDER BY id`,
        [userId],
      );
    },

    async listSchedulesByUser(userId: number): Promise<MedicationScheduleRow[]> {
      return db.query<MedicationScheduleRow>(
        `SELECT ${SCHEDULE_COLUMNS} FROM medication_schedules s
         JOIN medicamentos m ON m.id = s.medicamento_id
         WHERE m.user_id = $1 ORDER BY s.medicamento_id, s.hora, s.id`,
        [userId],
      );
    },

    async listSchedulesOf(userId: number, medicamentoId: number): Promise<MedicationScheduleRow[]> {
      return db.query<MedicationScheduleRow>(
        `SELECT ${SCHEDULE_COLUMNS} FROM medication_schedules s
         JOIN medicamentos m ON m.id = s.medicamento_id
         WHERE m.user_id = $1 AND s.medicamento_id = $2 ORDER BY s.hora, s.id`,
        [userId, medicamentoId],
      );
    },

    async findForUser(userId: number, id: number): Promise<MedicamentoRow | undefined> {
      const [row] = await db.query<MedicamentoRow>(
        `SELECT ${MED_COLUMNS} FROM medicamentos WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return row;
    },

    async countByUser(userId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM medicamentos WHERE user_id = $1',
        [userId],
      );
      return row?.n ?? 0;
    },

    async insert(
      userId: number,
      input: { pacienteId: number; nombre: string; dosis: string | null },
    ): Promise<MedicamentoRow> {
      const [row] = await db.query<MedicamentoRow>(
        `INSERT INTO medicamentos (user_id, paciente_id, nombre, dosis) VALUES ($1, $2, $3, $4) RETURNING ${MED_COLUMNS}`,
        [userId, input.pacienteId, input.nombre, input.dosis],
      );
      return row!;
    },

    async update(
      userId: number,
      id: number,
      input: { nombre: string; dosis: string | null },
    ): Promise<MedicamentoRow | undefined> {
      const [row] = await db.query<MedicamentoRow>(
        `UPDATE medicamentos SET nombre = $3, dosis = $4, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${MED_COLUMNS}`,
        [id, userId, input.nombre, input.dosis],
      );
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM medicamentos WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        userId,
      ]);
      return rows.length > 0;
    },

    async findScheduleForUser(userId: number, id: number): Promise<MedicationScheduleRow | undefined> {
      const [row] = await db.query<MedicationScheduleRow>(
        `SELECT ${SCHEDULE_COLUMNS} FROM medication_schedules s
         JOIN medicamentos m ON m.id = s.medicamento_id
         WHERE s.id = $1 AND m.user_id = $2`,
        [id, userId],
      );
      return row;
    },

    async countSchedules(medicamentoId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM medication_schedules WHERE medicamento_id = $1',
        [medicamentoId],
      );
      return row?.n ?? 0;
    },

    /** Inserts a schedule for a medication the caller has already checked belongs to the user. */
    async insertSchedule(input: Omit<MedicationScheduleRow, 'id'>): Promise<MedicationScheduleRow> {
      const [row] = await db.query<MedicationScheduleRow>(
        `INSERT INTO medication_schedules AS s (medicamento_id, frecuencia, hora, weekday, month_day)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${SCHEDULE_COLUMNS}`,
        [input.medicamento_id, input.frecuencia, input.hora, input.weekday, input.month_day],
      );
      return row!;
    },

    async updateSchedule(
      userId: number,
      id: number,
      input: ScheduleTimingRow,
    ): Promise<MedicationScheduleRow | undefined> {
      const [row] = await db.query<MedicationScheduleRow>(
        `UPDATE medication_schedules AS s
         SET frecuencia = $3, hora = $4, weekday = $5, month_day = $6, updated_at = now()
         FROM medicamentos m
         WHERE s.id = $1 AND m.id = s.medicamento_id AND m.user_id = $2
         RETURNING ${SCHEDULE_COLUMNS}`,
        [id, userId, input.frecuencia, input.hora, input.weekday, input.month_day],
      );
      return row;
    },

    async deleteSchedule(userId: number, id: number): Promise<boolean> {
      const rows = await db.query(
        `DELETE FROM medication_schedules s USING medicamentos m
         WHERE s.id = $1 AND m.id = s.medicamento_id AND m.user_id = $2 RETURNING s.id`,
        [id, userId],
      );
      return rows.length > 0;
    },
  };
}

export type MedicationsRepository = ReturnType<typeof createMedicationsRepository>;
