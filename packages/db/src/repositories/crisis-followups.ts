import type { Queryable } from '../driver';

export type FollowupStep = 'ask' | 'help' | 'clear';

export interface CrisisFollowupRow {
  id: number;
  user_id: number;
  paciente_id: number;
  reading_id: number;
  metric: string;
  measured_at: Date;
  kind: 'low' | 'other';
  value_text: string;
  step: FollowupStep | null;
  due_at: Date | null;
  clear_reason: string | null;
  told_user_ids: number[];
  asked_at: Date | null;
  closed_at: Date | null;
}

const COLUMNS = `id, user_id, paciente_id, reading_id, metric, measured_at, kind, value_text, step, due_at,
  clear_reason, told_user_ids, asked_at, closed_at`;

function normalize(row: CrisisFollowupRow): CrisisFollowupRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    paciente_id: Number(row.paciente_id),
    reading_id: Number(row.reading_id),
    told_user_ids: (row.told_user_ids ?? []).map(Number),
  };
}

/**
 * Crisis follow-ups (migration 0018): one open row per person, the step it owes and when. Steps are
 * claimed with leases; `finishStep` clears a step only if it is still the one that ran, so a button
 * pressed while the question was going out is not lost.
 */
export function createCrisisFollowupsRepository(db: Queryable) {
  const many = async (sql: string, params: unknown[]) =>
    (await db.query<CrisisFollowupRow>(sql, params)).map(normalize);

  return {
    /** A crisis reading: opens the person's follow-up, or moves the open one to this newer crisis. */
    async open(input: {
      userId: number;
      pacienteId: number;
      readingId: number;
      metric: string;
      measuredAt: Date;
      kind: 'low' | 'other';
      valueText: string;
      dueAt: Date;
      at: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO crisis_followups (user_id, paciente_id, reading_id, metric, measured_at, kind, value_text,
                                       step, due_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'ask', $8, $9)
         ON CONFLICT (user_id) WHERE closed_at IS NULL DO UPDATE
           SET paciente_id = excluded.paciente_id, reading_id = excluded.reading_id, metric = excluded.metric,
               measured_at = excluded.measured_at, kind = excluded.kind, value_text = excluded.value_text,
               step = 'ask', due_at = excluded.due_at, clear_reason = NULL, claimed_until = NULL,
               asked_at = NULL`,
        [
          input.userId,
          input.pacienteId,
          input.readingId,
          input.metric,
          input.measuredAt,
          input.kind,
          input.valueText,
          input.dueAt,
          input.at,
        ],
      );
    },

    async findOpen(userId: number): Promise<CrisisFollowupRow | undefined> {
      const [row] = await many(
        `SELECT ${COLUMNS} FROM crisis_followups WHERE user_id = $1 AND closed_at IS NULL`,
        [userId],
      );
      return row;
    },

    /**
     * Sets what the open follow-up owes now. `only` limits it to rows owing one of those steps (or none):
     * a new reading cancels a pending question, never a call for help not yet told.
     */
    async setStep(
      id: number,
      step: FollowupStep | null,
      dueAt: Date | null,
      options: { clearReason?: string; replacing?: ReadonlyArray<FollowupStep | null> } = {},
    ): Promise<boolean> {
      const replacing = options.replacing ?? null;
      const rows = await db.query(
        `UPDATE crisis_followups SET step = $2, due_at = $3, clear_reason = COALESCE($4, clear_reason),
                claimed_until = NULL
         WHERE id = $1 AND closed_at IS NULL
           AND ($5::text[] IS NULL OR COALESCE(step, '') = ANY($5::text[]))
         RETURNING id`,
        [id, step, dueAt, options.clearReason ?? null, replacing?.map((value) => value ?? '') ?? null],
      );
      return rows.length > 0;
    },

    /** Steps due by `now` and not held by a live claim, claimed until `claimedUntil`. */
    async claimDue(
      now: Date,
      claimedUntil: Date,
      limit: number,
      userIds?: readonly number[],
    ): Promise<CrisisFollowupRow[]> {
      return many(
        `UPDATE crisis_followups SET claimed_until = $2
         WHERE id IN (SELECT id FROM crisis_followups
                      WHERE step IS NOT NULL AND due_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
                        AND ($4::bigint[] IS NULL OR user_id = ANY($4::bigint[]))
                      ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [now, claimedUntil, limit, userIds ? [...userIds] : null],
      );
    },

    /** The follow-ups a crisis reading opened (open or closed), newest first. */
    async findByReading(userId: number, readingId: number): Promise<CrisisFollowupRow[]> {
      return many(
        `SELECT ${COLUMNS} FROM crisis_followups WHERE user_id = $1 AND reading_id = $2 ORDER BY id DESC`,
        [userId, readingId],
      );
    },

    /**
     * Its crisis reading was a mistake: the follow-up closes with nothing more owed (no question, no
     * all-clear). A call for help still to tell stays owed: the person did ask for help.
     */
    async withdraw(id: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE crisis_followups SET step = NULL, due_at = NULL, claimed_until = NULL, closed_at = $2
         WHERE id = $1 AND closed_at IS NULL AND step IS DISTINCT FROM 'help'`,
        [id, at],
      );
    },

    /** Caregivers told about this crisis, added to those who get the all-clear. */
    async addTold(id: number, userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.query(
        `UPDATE crisis_followups
         SET told_user_ids = ARRAY(SELECT DISTINCT unnest(told_user_ids || $2::bigint[]) ORDER BY 1)
         WHERE id = $1`,
        [id, userIds],
      );
    },

    /** The caregivers told about a crisis reading by its alert, recorded on the follow-up it opened. */
    async addToldForReading(readingId: number, userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.query(
        `UPDATE crisis_followups
         SET told_user_ids = ARRAY(SELECT DISTINCT unnest(told_user_ids || $2::bigint[]) ORDER BY 1)
         WHERE reading_id = $1 AND closed_at IS NULL`,
        [readingId, userIds],
      );
    },

    /**
     * The step that ran is done; 'clear' closes the follow-up. A step set meanwhile stays owed. `dueAt` is
     * the claimed row's, read back in milliseconds (a time written in SQL keeps microseconds).
     */
    async finishStep(id: number, step: FollowupStep, dueAt: Date, at: Date): Promise<void> {
      await db.query(
        `UPDATE crisis_followups
         SET step = NULL, due_at = NULL, claimed_until = NULL,
             asked_at = CASE WHEN $2 = 'ask' THEN $3 ELSE asked_at END,
             closed_at = CASE WHEN $2 = 'clear' THEN $3 ELSE closed_at END
         WHERE id = $1 AND step = $2
           AND date_trunc('milliseconds', due_at) = date_trunc('milliseconds', $4::timestamptz)`,
        [id, step, at, dueAt],
      );
    },
  };
}

export type CrisisFollowupsRepository = ReturnType<typeof createCrisisFollowupsRepository>;
