import type { Queryable } from '../driver';

export type OccurrenceKind = 'reading_reminder' | 'medication_reminder' | 'weekly_report';
export type OccurrenceState = 'pending' | 'sent' | 'skipped' | 'cancelled';

export interface NewOccurrence {
  kind: OccurrenceKind;
  userId: number;
  sourceKey: string;
  measurementReminderId: number | null;
  medicationScheduleId: number | null;
  medicamentoId: number | null;
  localDue: string;
  dueAt: Date;
  plan: string;
  repeatsId: number | null;
}

/** Something that fires on a schedule, with the timing it has now and the zone of its owner. */
export interface OccurrenceSource {
  kind: OccurrenceKind;
  source_key: string;
  user_id: number;
  time_zone: string | null;
  alert_schedule_id: number | null;
  medication_schedule_id: number | null;
  medicamento_id: number | null;
  frecuencia: 'daily' | 'weekly' | 'monthly';
  hora: string;
  weekday: number | null;
  month_day: number | null;
}

export interface PendingOccurrence {
  id: number;
  source_key: string;
  plan: string;
  local_due: string;
}

/** A due occurrence as claimed, with what sending it needs: its schedule now, the person and the chat. */
export interface ClaimedOccurrence {
  id: number;
  kind: OccurrenceKind;
  user_id: number;
  source_key: string;
  local_due: string;
  due_at: Date;
  plan: string;
  repeats_id: number | null;
  alert_schedule_id: number | null;
  medication_schedule_id: number | null;
  medicamento_id: number | null;
  first_name: string;
  time_zone: string | null;
  telefono: string | null;
  /** Whether the product may start messages to the person: their phone is proven, or they have none. */
  phone_proven: boolean;
  wa_id: string | null;
  last_inbound_at: Date | null;
  proactive_paused_at: Date | null;
  pending: unknown;
  metric_key: string | null;
  frecuencia: 'daily' | 'weekly' | 'monthly' | null;
  hora: string | null;
  weekday: number | null;
  month_day: number | null;
  nombre: string | null;
  dosis: string | null;
}

export interface OccurrenceResult {
  id: number;
  state: Exclude<OccurrenceState, 'pending'>;
  outcome: string;
}

/** Every source's timing, as one row shape: measurement reminders, medication schedules, weekly reports. */
const SOURCES = `
  SELECT 'reading_reminder' AS kind, 'a:' || a.id AS source_key, a.user_id, u.time_zone,
         a.id AS alert_schedule_id, NULL::bigint AS medication_schedule_id, NULL::bigint AS medicamento_id,
         a.frecuencia, a.hora, a.weekday, a.month_day
  FROM alert_schedules a JOIN users u ON u.id = a.user_id
  UNION ALL
  SELECT 'medication_reminder', 'm:' || s.id, m.user_id, u.time_zone,
         NULL::bigint, s.id, m.id, s.frecuencia, s.hora, s.weekday, s.month_day
  FROM medication_schedules s JOIN medicamentos m ON m.id = s.medicamento_id JOIN users u ON u.id = m.user_id
  UNION ALL
  SELECT 'weekly_report', 'w:' || u.id, u.id, u.time_zone,
         NULL::bigint, NULL::bigint, NULL::bigint, 'weekly', '08:00', 0::smallint, NULL::smallint
  FROM users u`;

const INSERT_COLUMNS = `kind, user_id, source_key, alert_schedule_id, medication_schedule_id, medicamento_id,
  local_due, due_at, plan, repeats_id`;

/**
 * The scheduler's claim statement and its parameters, as claimDue runs it. Also handed to the scheduler
 * bench (through @vitalia/db/testing), which EXPLAINs this very statement, so what it measures cannot
 * drift from what the scheduler runs.
 */
export function claimDueStatement(now: Date, limit: number, leaseSeconds: number) {
  return { sql: CLAIM_DUE_SQL, params: [now, limit, leaseSeconds] };
}

const CLAIM_DUE_SQL = `WITH claimed AS (
  UPDATE occurrences SET claimed_until = $1::timestamptz + make_interval(secs => $3)
  WHERE id IN (
    SELECT id FROM occurrences
    WHERE state = 'pending' AND due_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
    ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING *)
SELECT c.id, c.kind, c.user_id, c.source_key, c.local_due, c.due_at, c.plan, c.repeats_id,
       c.alert_schedule_id, c.medication_schedule_id, c.medicamento_id,
       u.first_name, u.time_zone, p.telefono, coalesce(p.proven, true) AS phone_proven, cv.wa_id, cv.last_inbound_at, cv.proactive_paused_at,
       cv.pending, a.metric_key,
       COALESCE(a.frecuencia, ms.frecuencia) AS frecuencia, COALESCE(a.hora, ms.hora) AS hora,
       COALESCE(a.weekday, ms.weekday) AS weekday, COALESCE(a.month_day, ms.month_day) AS month_day,
       m.nombre, m.dosis
FROM claimed c
JOIN users u ON u.id = c.user_id
LEFT JOIN LATERAL (
  SELECT telefono, telefono IS NULL OR telefono_verified_at IS NOT NULL AS proven
  FROM pacientes WHERE user_id = c.user_id ORDER BY id LIMIT 1) p ON true
LEFT JOIN chat_conversations cv ON cv.user_id = c.user_id
LEFT JOIN alert_schedules a ON a.id = c.alert_schedule_id
LEFT JOIN medication_schedules ms ON ms.id = c.medication_schedule_id
LEFT JOIN medicamentos m ON m.id = c.medicamento_id
ORDER BY c.due_at, c.id`;

/**
 * Occurrences: every firing of a reminder or report, computed ahead and claimed when due. The claim is
 * one statement (SKIP LOCKED), so several processes share the due work and none takes a row another holds.
 */
export function createOccurrencesRepository(db: Queryable) {
  return {
    /** The sources of one person (their reminders, medication schedules and weekly report). */
    async listSourcesOfUser(userId: number): Promise<OccurrenceSource[]> {
      return db.query<OccurrenceSource>(`SELECT * FROM (${SOURCES}) s WHERE s.user_id = $1`, [userId]);
    },

    /**
     * Sources with no pending occurrence (new accounts, rows made before the scheduler) among the next
     * `userLimit` users after `afterUserId`, and the last user id looked at: a pass walks the users once,
     * each step an index range, so it costs the same per user however many there are.
     */
    async listSourcesWithoutPending(
      afterUserId: number,
      userLimit: number,
    ): Promise<{ sources: OccurrenceSource[]; lastUserId: number | null }> {
      const [range] = await db.query<{ last: number | null }>(
        `SELECT max(id) AS last FROM (SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT $2) u`,
        [afterUserId, userLimit],
      );
      const last = range?.last ?? null;
      if (last === null) return { sources: [], lastUserId: null };
      const sources = await db.query<OccurrenceSource>(
        `SELECT * FROM (${SOURCES}) s
         WHERE s.user_id > $1 AND s.user_id <= $2
           AND NOT EXISTS (SELECT 1 FROM occurrences o WHERE o.source_key = s.source_key AND o.state = 'pending')`,
        [afterUserId, last],
      );
      return { sources, lastUserId: Number(last) };
    },

    async listPendingOfUser(userId: number): Promise<PendingOccurrence[]> {
      return db.query<PendingOccurrence>(
        `SELECT id, source_key, plan, local_due FROM occurrences
         WHERE user_id = $1 AND state = 'pending' AND repeats_id IS NULL`,
        [userId],
      );
    },

    /**
     * Inserts occurrences. One already there for the same source and local time is left as it is, unless
     * it was cancelled (a time changed and changed back): then it is pending again.
     */
    async insertMany(rows: readonly NewOccurrence[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO occurrences (${INSERT_COLUMNS})
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[],
                              $7::text[], $8::timestamptz[], $9::text[], $10::bigint[])
         ON CONFLICT (source_key, local_due) DO UPDATE SET
           state = 'pending', outcome = NULL, handled_at = NULL, claimed_until = NULL,
           due_at = EXCLUDED.due_at, plan = EXCLUDED.plan
         WHERE occurrences.state = 'cancelled'
         RETURNING id`,
        [
          rows.map((row) => row.kind),
          rows.map((row) => row.userId),
          rows.map((row) => row.sourceKey),
          rows.map((row) => row.measurementReminderId),
          rows.map((row) => row.medicationScheduleId),
          rows.map((row) => row.medicamentoId),
          rows.map((row) => row.localDue),
          rows.map((row) => row.dueAt.toISOString()),
          rows.map((row) => row.plan),
          rows.map((row) => row.repeatsId),
        ],
      );
      return inserted.length;
    },

    /** Cancels pending occurrences that no longer match their schedule (or whose schedule is gone). */
    async cancel(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `UPDATE occurrences SET state = 'cancelled', outcome = 'changed', handled_at = $2
         WHERE id = ANY($1::bigint[]) AND state = 'pending'`,
        [ids, at],
      );
    },

    /**
     * Claims up to `limit` due occurrences for `leaseSeconds` and reads what sending them needs, in one
     * statement. A process that dies holding a claim leaves it to run out; the next claim takes it again,
     * and the outbound queue's unique key keeps the message from going twice.
     */
    async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedOccurrence[]> {
      const { sql, params } = claimDueStatement(now, limit, leaseSeconds);
      return db.query<ClaimedOccurrence>(sql, params);
    },

    /** Records how each claimed occurrence went, in one statement. */
    async finish(results: readonly OccurrenceResult[], at: Date): Promise<void> {
      if (results.length === 0) return;
      await db.query(
        `UPDATE occurrences o SET state = r.state, outcome = r.outcome, handled_at = $4, claimed_until = NULL
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(id, state, outcome)
         WHERE o.id = r.id AND o.state = 'pending'`,
        [results.map((r) => r.id), results.map((r) => r.state), results.map((r) => r.outcome), at],
      );
    },

    /** A medication reminder the person answers (their own, sent), with its medication. */
    async findMedicationReminder(
      userId: number,
      id: number,
    ): Promise<
      | {
          id: number;
          medicamento_id: number;
          nombre: string;
          dosis: string | null;
          due_at: Date;
          repeats_id: number | null;
          medication_schedule_id: number | null;
          state: OccurrenceState;
        }
      | undefined
    > {
      const [row] = await db.query<{
        id: number;
        medicamento_id: number;
        nombre: string;
        dosis: string | null;
        due_at: Date;
        repeats_id: number | null;
        medication_schedule_id: number | null;
        state: OccurrenceState;
      }>(
        `SELECT o.id, o.medicamento_id, m.nombre, m.dosis, o.due_at, o.repeats_id, o.medication_schedule_id, o.state
         FROM occurrences o JOIN medicamentos m ON m.id = o.medicamento_id
         WHERE o.id = $1 AND o.user_id = $2 AND o.kind = 'medication_reminder'`,
        [id, userId],
      );
      return row;
    },

    /** The latest medication reminder sent to a person since `since` with no dose yet, per medication. */
    async listUnansweredMedicationReminders(
      userId: number,
      since: Date,
    ): Promise<Array<{ id: number; medicamento_id: number; due_at: Date }>> {
      return db.query<{ id: number; medicamento_id: number; due_at: Date }>(
        `SELECT DISTINCT ON (o.medicamento_id) o.id, o.medicamento_id, o.due_at FROM occurrences o
         WHERE o.user_id = $1 AND o.kind = 'medication_reminder' AND o.state = 'sent' AND o.outcome = 'queued'
           AND o.repeats_id IS NULL AND o.due_at >= $2
           AND NOT EXISTS (SELECT 1 FROM medication_doses d WHERE d.occurrence_id = o.id)
         ORDER BY o.medicamento_id, o.due_at DESC`,
        [userId, since],
      );
    },

    /** How many occurrences are still pending and already due (for the benchmark and health checks). */
    async countDue(now: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM occurrences WHERE state = 'pending' AND due_at <= $1`,
        [now],
      );
      return row?.n ?? 0;
    },
  };
}
