import type { Queryable } from '../driver';
import { distinctByKey } from '../coalesce';
import { createCgmReadingQueries } from './cgm-readings';
import { COLUMNS } from './reading-columns';
import { createReadingSeriesQueries } from './reading-series';

export type { CgmProfileRow, CgmSummaryRow } from './cgm-readings';

/** cgm: a sensor's stream; meter: a glucometer or an app's entry (both uploaded by device apps). */
export type ReadingSource = 'whatsapp' | 'web' | 'import' | 'cgm' | 'meter';

export interface ReadingRow {
  id: number;
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  measured_at: Date;
  context: string | null;
  source: ReadingSource;
  note: string | null;
  /** Who logged it when it was not the patient (a caregiver with the `gestion` scope). */
  entered_by_user_id: number | null;
  /** A glucose beyond the meter's range ("HI" above, "LO" below); `value` is then the range's end. */
  beyond_range: 'HI' | 'LO' | null;
}

export interface NewReading {
  pacienteId: number;
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  measuredAt: Date;
  source: ReadingSource;
  context: string | null;
  note: string | null;
  enteredByUserId: number | null;
  /** A glucose beyond the meter's range; `value` is then the range's end. */
  beyondRange?: 'HI' | 'LO' | null;
  inboundMessageId?: string | null;
  inboundIndex?: number | null;
  /** When it was stored, by the service's clock ("deshacer" looks back 24 hours from it). */
  createdAt?: Date;
  /** The health-app import it came from (undoing the import removes it). */
  importId?: number | null;
  /** The device or app that measured it, as the app named it ("Apple Watch de Ana"). */
  device?: string | null;
}

/** What a reading written with its consequences owes (reading_consequences), as the service plans it. */
export interface OwedConsequences {
  userId: number;
  loggedByUserId: number | null;
  at: Date;
  claimedUntil: Date;
}

/** A half-open time range [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

export interface PointRow {
  /** Epoch milliseconds. */
  t: number;
  v: number;
  v2: number | null;
  /** One reading's context and meter word (points() only; a bucket's mean has neither). */
  c?: string | null;
  b?: 'HI' | 'LO' | null;
}

export interface StatsRow {
  metric: string;
  count: number;
  min: number | null;
  max: number | null;
  avg: number | null;
  min2: number | null;
  max2: number | null;
  avg2: number | null;
}

export type BucketUnit = 'day' | 'week' | 'month';

/**
 * Readings of a patient. Every query names the patient: callers pass a patient id only after the
 * access check ("may this user read / write this patient?") has passed.
 */
function insertParams(input: NewReading): unknown[] {
  return [
    input.pacienteId,
    input.metric,
    input.value,
    input.value2,
    input.unit,
    input.measuredAt,
    input.source,
    input.context,
    input.note,
    input.enteredByUserId,
    input.inboundMessageId ?? null,
    input.inboundIndex ?? null,
    input.createdAt ?? null,
    input.beyondRange ?? null,
  ];
}

// The patient row is locked for the statement (see migration 0004): nothing is stored for a patient that
// does not exist or is being deleted. $1-$14: insertParams.
const INSERT_READING = `patient AS (SELECT id FROM pacientes WHERE id = $1 FOR KEY SHARE),
  reading AS (
    INSERT INTO readings (paciente_id, metric, value, value2, unit, measured_at, source, context, note,
                          entered_by_user_id, inbound_message_id, inbound_index, created_at, beyond_range)
    SELECT patient.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, now()), $14
    FROM patient
    ON CONFLICT DO NOTHING
    RETURNING ${COLUMNS})`;

export function createReadingsRepository(db: Queryable) {
  return {
    /** Stores one reading; undefined when the same reading (or the same chat message) is already stored. */
    async insert(input: NewReading): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `WITH ${INSERT_READING} SELECT * FROM reading`,
        insertParams(input),
      );
      return row;
    },

    /**
     * Readings, each with the consequences it owes (its metric's smart alerts, no crisis), written in one
     * statement per part (a patient once in each), so a reading and its consequences are stored together
     * or not at all: what a transaction of two inserts does, in one round trip for many. A result per
     * input, in order; undefined when that reading is stored already (nothing is written for it then).
     */
    async insertManyWithConsequences(
      items: ReadonlyArray<{ reading: NewReading; owed: OwedConsequences }>,
    ): Promise<Array<{ row: ReadingRow; consequencesId: number } | undefined>> {
      const results: Array<{ row: ReadingRow; consequencesId: number } | undefined> = items.map(
        () => undefined,
      );
      const numbered = items.map((item, ord) => ({ ...item, ord }));
      for (const part of distinctByKey(numbered, (item) => item.reading.pacienteId)) {
        const rows = await db.query<
          ReadingRow & { ord: number; paciente_id: number; consequences_id: number }
        >(
          `WITH input AS (
             SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(
               ord int, paciente_id bigint, metric text, value float8, value2 float8, unit text,
               measured_at timestamptz, source text, context text, note text, entered_by_user_id bigint,
               inbound_message_id text, inbound_index smallint, created_at timestamptz, beyond_range text,
               user_id bigint, logged_by_user_id bigint, owed_at timestamptz, claimed_until timestamptz)),
           patient AS (SELECT id FROM pacientes WHERE id IN (SELECT paciente_id FROM input) FOR KEY SHARE),
           reading AS (
             INSERT INTO readings (paciente_id, metric, value, value2, unit, measured_at, source, context,
                                   note, entered_by_user_id, inbound_message_id, inbound_index, created_at,
                                   beyond_range)
             SELECT patient.id, i.metric, i.value, i.value2, i.unit, i.measured_at, i.source, i.context,
               i.note, i.entered_by_user_id, i.inbound_message_id, i.inbound_index,
               coalesce(i.created_at, now()), i.beyond_range
             FROM input i JOIN patient ON patient.id = i.paciente_id
             ON CONFLICT DO NOTHING
             RETURNING paciente_id, ${COLUMNS}),
           consequences AS (
             INSERT INTO reading_consequences (user_id, paciente_id, logged_by_user_id, metrics, crises,
                                               created_at, claimed_until)
             SELECT i.user_id, reading.paciente_id, i.logged_by_user_id, ARRAY[reading.metric], '[]'::jsonb,
               i.owed_at, i.claimed_until
             FROM reading JOIN input i ON i.paciente_id = reading.paciente_id
             RETURNING id, paciente_id)
           SELECT i.ord, reading.*, consequences.id AS consequences_id
           FROM reading JOIN input i ON i.paciente_id = reading.paciente_id
           JOIN consequences ON consequences.paciente_id = reading.paciente_id`,
          [
            JSON.stringify(
              part.map(({ reading, owed, ord }) => ({
                ord,
                paciente_id: reading.pacienteId,
                metric: reading.metric,
                value: reading.value,
                value2: reading.value2,
                unit: reading.unit,
                measured_at: reading.measuredAt,
                source: reading.source,
                context: reading.context,
                note: reading.note,
                entered_by_user_id: reading.enteredByUserId,
                inbound_message_id: reading.inboundMessageId ?? null,
                inbound_index: reading.inboundIndex ?? null,
                created_at: reading.createdAt ?? null,
                beyond_range: reading.beyondRange ?? null,
                user_id: owed.userId,
                logged_by_user_id: owed.loggedByUserId,
                owed_at: owed.at,
                claimed_until: owed.claimedUntil,
              })),
            ),
          ],
        );
        for (const { ord, consequences_id: consequencesId, paciente_id: _patient, ...row } of rows)
          results[ord] = { row, consequencesId };
      }
      return results;
    },

    /**
     * Stores a batch in one statement (CSV import); rows equal to stored ones are skipped. Returns how
     * many were new, and those of them measured since `recentSince` (whose crisis values are told about).
     */
    async insertBatch(
      pacienteId: number,
      enteredByUserId: number | null,
      rows: ReadonlyArray<Omit<NewReading, 'pacienteId' | 'enteredByUserId'>>,
      recentSince: Date,
    ): Promise<{ inserted: number; recent: ReadingRow[] }> {
      if (rows.length === 0) return { inserted: 0, recent: [] };
      const result = await db.query<ReadingRow & { inserted: number }>(
        `WITH patient AS (SELECT id FROM pacientes WHERE id = $1 FOR KEY SHARE),
         inserted AS (
           INSERT INTO readings (paciente_id, entered_by_user_id, metric, value, value2, unit, measured_at,
                                 source, context, note, import_id, device)
           SELECT patient.id, $2, r.* FROM patient,
             unnest($3::text[], $4::float8[], $5::float8[], $6::text[], $7::timestamptz[], $8::text[],
                    $9::text[], $10::text[], $12::bigint[], $13::text[]) AS r
           ON CONFLICT DO NOTHING
           RETURNING ${COLUMNS}),
         counted AS (SELECT count(*)::int AS inserted FROM inserted)
         SELECT counted.inserted, recent.* FROM counted
         LEFT JOIN (SELECT * FROM inserted WHERE measured_at >= $11) recent ON true`,
        [
          pacienteId,
          enteredByUserId,
          rows.map((r) => r.metric),
          rows.map((r) => r.value),
          rows.map((r) => r.value2),
          rows.map((r) => r.unit),
          rows.map((r) => r.measuredAt.toISOString()),
          rows.map((r) => r.source),
          rows.map((r) => r.context),
          rows.map((r) => r.note),
          recentSince,
          rows.map((r) => r.importId ?? null),
          rows.map((r) => r.device ?? null),
        ],
      );
      const inserted = result[0]?.inserted ?? 0;
      const recent = result
        .filter((row) => row.id !== null)
        .map(({ inserted: _inserted, ...row }) => row as ReadingRow);
      return { inserted, recent };
    },

    /**
     * How many of these candidate readings are stored already (same metric, time and values: the
     * identity key), for an import's preview.
     */
    async countStored(
      pacienteId: number,
      rows: ReadonlyArray<{ metric: string; value: number; value2: number | null; measuredAt: Date }>,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const [row] = await db.query<{ stored: number }>(
        `SELECT count(*)::int AS stored FROM
           unnest($2::text[], $3::float8[], $4::float8[], $5::timestamptz[]) AS c (metric, value, value2, measured_at)
         WHERE EXISTS (SELECT 1 FROM readings r WHERE r.paciente_id = $1 AND r.metric = c.metric
                         AND r.measured_at = c.measured_at AND r.value = c.value
                         AND coalesce(r.value2, -1) = coalesce(c.value2, -1))`,
        [
          pacienteId,
          rows.map((r) => r.metric),
          rows.map((r) => r.value),
          rows.map((r) => r.value2),
          rows.map((r) => r.measuredAt.toISOString()),
        ],
      );
      return row?.stored ?? 0;
    },

    /** Deletes every reading one import stored; returns the metrics they were of and how many. */
    async deleteByImport(pacienteId: number, importId: number): Promise<{ metric: string; count: number }[]> {
      return db.query<{ metric: string; count: number }>(
        `WITH gone AS (DELETE FROM readings WHERE paciente_id = $1 AND import_id = $2 RETURNING metric)
         SELECT metric, count(*)::int AS count FROM gone GROUP BY metric`,
        [pacienteId, importId],
      );
    },

    /** How many readings one import stored (its final count, whatever runs it took). */
    async countByImport(pacienteId: number, importId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM readings WHERE paciente_id = $1 AND import_id = $2`,
        [pacienteId, importId],
      );
      return row?.count ?? 0;
    },

    async find(pacienteId: number, id: number): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings WHERE id = $1 AND paciente_id = $2`,
        [id, pacienteId],
      );
      return row;
    },

    /** A reading locked until the transaction ends (it is about to be corrected or deleted). */
    async findForUpdate(pacienteId: number, id: number): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings WHERE id = $1 AND paciente_id = $2 FOR UPDATE`,
        [id, pacienteId],
      );
      return row;
    },

    /** When a reading was stored (not measured); undefined when it is not the patient's. */
    async storedAt(pacienteId: number, id: number): Promise<Date | undefined> {
      const [row] = await db.query<{ created_at: Date }>(
        'SELECT created_at FROM readings WHERE id = $1 AND paciente_id = $2',
        [id, pacienteId],
      );
      return row?.created_at;
    },

    /**
     * Corrects a reading; undefined when it is not the patient's. Throws a unique violation on
     * `readings_identity_key` when the result equals another stored reading.
     */
    async update(
      pacienteId: number,
      id: number,
      fields: {
        value: number;
        value2: number | null;
        measuredAt: Date;
        context: string | null;
        note: string | null;
        beyondRange?: 'HI' | 'LO' | null;
      },
    ): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `UPDATE readings SET value = $3, value2 = $4, measured_at = $5, context = $6, note = $7,
                             beyond_range = $8
         WHERE id = $1 AND paciente_id = $2 RETURNING ${COLUMNS}`,
        [
          id,
          pacienteId,
          fields.value,
          fields.value2,
          fields.measuredAt,
          fields.context,
          fields.note,
          fields.beyondRange ?? null,
        ],
      );
      return row;
    },

    /** The readings one chat message stored, in message order (a redelivered message stores nothing new). */
    async findByInbound(pacienteId: number, inboundMessageId: string): Promise<ReadingRow[]> {
      return db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings WHERE inbound_message_id = $1 AND paciente_id = $2
         ORDER BY inbound_index`,
        [inboundMessageId, pacienteId],
      );
    },

    /** The newest reading that came by chat since `since`, by when it was stored ("deshacer"). */
    /**
     * The newest reading that came by chat since `since`; with `named`, the newest whose value (or a
     * pressure's either half) is that number, of that metric when one is given ("bórreme el peso de 99").
     */
    async latestFromChat(
      pacienteId: number,
      since: Date,
      named?: { value?: number; metric?: string },
    ): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `SELECT ${COLUMNS} FROM readings
         WHERE paciente_id = $1 AND source = 'whatsapp' AND created_at >= $2
           AND ($3::float8 IS NULL OR abs(value - $3) <= 0.6 OR abs(value2 - $3) <= 0.6)
           AND ($4::text IS NULL OR metric = $4)
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [pacienteId, since, named?.value ?? null, named?.metric ?? null],
      );
      return row;
    },

    async delete(pacienteId: number, id: number): Promise<ReadingRow | undefined> {
      const [row] = await db.query<ReadingRow>(
        `DELETE FROM readings WHERE id = $1 AND paciente_id = $2 RETURNING ${COLUMNS}`,
        [id, pacienteId],
      );
      return row;
    },

    ...createReadingSeriesQueries(db),
    ...createCgmReadingQueries(db),
  };
}

export type ReadingsRepository = ReturnType<typeof createReadingsRepository>;
