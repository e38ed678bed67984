import type { Queryable } from '../driver';

export interface ScheduleTimingRow {
  frecuencia: 'daily' | 'weekly' | 'monthly';
  hora: string;
  weekday: number | null;
  month_day: number | null;
}

export interface MeasurementReminderRow extends ScheduleTimingRow {
  id: number;
  metric_key: 'glucosa' | 'presion' | 'peso';
}

const COLUMNS = 'id, metric_key, frecuencia, hora, weekday, month_day';

/**
 * Measurement reminders ("¿Cómo amaneció tu glucosa?"). The table keeps its first name, alert_schedules,
 * as do the API path /health-users/alert_schedules/ and the export's source name: those are public or
 * stored; everything in code says reminders. Every query is scoped by user: a user can only ever read or
 * change their own reminders.
 */
export function createMeasurementRemindersRepository(db: Queryable) {
  return {
    async listByUser(userId: number): Promise<MeasurementReminderRow[]> {
      return db.query<MeasurementReminderRow>(
        `SELECT ${COLUMNS} FROM alert_schedules WHERE user_id = $1 ORDER BY metric_key, hora, id`,
        [userId],
      );
    },

    async countByUser(userId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM alert_schedules WHERE user_id = $1',
        [userId],
      );
      return row?.n ?? 0;
    },

    async findForUser(userId: number, id: number): Promise<MeasurementReminderRow | undefined> {
      const [row] = await db.query<MeasurementReminderRow>(
        `SELECT ${COLUMNS} FROM alert_schedules WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return row;
    },

    async insert(userId: number, input: Omit<MeasurementReminderRow, 'id'>): Promise<MeasurementReminderRow> {
      const [row] = await db.query<MeasurementReminderRow>(
        `INSERT INTO alert_schedules (user_id, metric_key, frecuencia, hora, weekday, month_day)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [userId, input.metric_key, input.frecuencia, input.hora, input.weekday, input.month_day],
      );
      return row!;
    },

    async update(
      userId: number,
      id: number,
      input: Omit<MeasurementReminderRow, 'id'>,
    ): Promise<MeasurementReminderRow | undefined> {
      const [row] = await db.query<MeasurementReminderRow>(
        `UPDATE alert_schedules
         SET metric_key = $3, frecuencia = $4, hora = $5, weekday = $6, month_day = $7, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, input.metric_key, input.frecuencia, input.hora, input.weekday, input.month_day],
      );
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM alert_schedules WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        userId,
      ]);
      return rows.length > 0;
    },
  };
}

export type MeasurementRemindersRepository = ReturnType<typeof createMeasurementRemindersRepository>;
