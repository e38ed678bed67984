import type { Queryable } from '../driver';

export interface NewDose {
  userId: number;
  medicamentoId: number;
  occurrenceId: number | null;
  inboundMessageId: string | null;
  source: 'button' | 'text' | 'web';
  takenAt: Date;
}

export interface AdherenceRow {
  medicamento_id: number;
  nombre: string;
  taken: number;
  scheduled: number;
}

export interface WeeklyReportRow {
  week_start: string;
  week_end: string;
  text: string;
  summary: unknown;
  created_at: Date;
}

/** Doses taken, adherence, and the weekly reports as sent. */
export function createMedicationDosesRepository(db: Queryable) {
  return {
    /** Records a dose; the same reminder answered twice, or the same message replayed, records nothing. */
    async insert(dose: NewDose): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO medication_doses (user_id, medicamento_id, occurrence_id, inbound_message_id, source, taken_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [
          dose.userId,
          dose.medicamentoId,
          dose.occurrenceId,
          dose.inboundMessageId,
          dose.source,
          dose.takenAt,
        ],
      );
      return rows.length > 0;
    },

    async hasDoseFor(occurrenceId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM medication_doses WHERE occurrence_id = $1', [occurrenceId]);
      return rows.length > 0;
    },

    /**
     * Per medication of the patient: reminders sent in [start, end) (`scheduled`) and doses taken in it
     * (`taken`: a dose answering a reminder counts in the reminder's period, any other at its time).
     */
    async adherence(pacienteId: number, start: Date, end: Date): Promise<AdherenceRow[]> {
      return db.query<AdherenceRow>(
        `SELECT m.id AS medicamento_id, m.nombre,
           (SELECT count(*)::int FROM medication_doses d
             LEFT JOIN occurrences od ON od.id = d.occurrence_id
             WHERE d.medicamento_id = m.id
               AND COALESCE(od.due_at, d.taken_at) >= $2 AND COALESCE(od.due_at, d.taken_at) < $3) AS taken,
           (SELECT count(*)::int FROM occurrences o
             WHERE o.medicamento_id = m.id AND o.kind = 'medication_reminder' AND o.repeats_id IS NULL
               AND o.state = 'sent' AND o.outcome = 'queued' AND o.due_at >= $2 AND o.due_at < $3) AS scheduled
         FROM medicamentos m WHERE m.paciente_id = $1 ORDER BY m.id`,
        [pacienteId, start, end],
      );
    },

    async saveWeeklyReport(input: {
      userId: number;
      weekStart: string;
      weekEnd: string;
      text: string;
      summary: unknown;
      at: Date;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO weekly_reports (user_id, week_start, week_end, text, summary, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, week_start) DO NOTHING RETURNING id`,
        [input.userId, input.weekStart, input.weekEnd, input.text, JSON.stringify(input.summary), input.at],
      );
      return rows.length > 0;
    },

    async latestWeeklyReport(userId: number): Promise<WeeklyReportRow | undefined> {
      const [row] = await db.query<WeeklyReportRow>(
        `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, to_char(week_end, 'YYYY-MM-DD') AS week_end,
                text, summary, created_at
         FROM weekly_reports WHERE user_id = $1 ORDER BY week_start DESC LIMIT 1`,
        [userId],
      );
      return row;
    },
  };
}
