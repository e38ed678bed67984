import type { Queryable } from '../driver';

export type CgmFamily = 'low' | 'high' | 'rising';

export interface CgmMessageRow {
  id: number;
  user_id: number;
  paciente_id: number;
  dedupe_key: string;
  family: CgmFamily | 'stopped';
  kind: string;
  urgent: boolean;
  episode_start: number;
  title: string;
  body: string;
  due_at: Date;
  created_at: Date;
}

export interface StoppedSensorRow {
  paciente_id: number;
  user_id: number;
  last_upload_at: Date;
  stopped_hours: number;
  time_zone: string | null;
}

export interface StreamSettingsRow {
  paciente_id: number;
  user_id: number;
  quiet_start: string | null;
  quiet_end: string | null;
  stopped_hours: number;
  last_upload_at: Date | null;
  time_zone: string | null;
}

const MESSAGE_COLUMNS =
  'id, user_id, paciente_id, dedupe_key, family, kind, urgent, episode_start::float8 AS episode_start, title, body, due_at, created_at';

/**
 * The episodes of a person's sensor stream (migration 0024): each family's state, the messages owed about
 * them (claimed with a lease, sent once), and the sites whose sensor stopped uploading.
 */
export function createCgmStreamRepository(db: Queryable) {
  return {
    /** Inside the upload's transaction: the families' states, locked until its commit. */
    async lockStates(pacienteId: number): Promise<Map<CgmFamily, unknown>> {
      await db.query(
        `INSERT INTO cgm_stream_states (paciente_id, family, state)
         SELECT $1, f, '{}'::jsonb FROM unnest(ARRAY['low', 'high', 'rising']) AS f
         ON CONFLICT DO NOTHING`,
        [pacienteId],
      );
      const rows = await db.query<{ family: CgmFamily; state: unknown }>(
        'SELECT family, state FROM cgm_stream_states WHERE paciente_id = $1 ORDER BY family FOR UPDATE',
        [pacienteId],
      );
      return new Map(rows.map((row) => [row.family, row.state]));
    },

    async stateOf(pacienteId: number, family: CgmFamily): Promise<unknown> {
      const [row] = await db.query<{ state: unknown }>(
        'SELECT state FROM cgm_stream_states WHERE paciente_id = $1 AND family = $2',
        [pacienteId, family],
      );
      return row?.state;
    },

    async saveState(pacienteId: number, family: CgmFamily, state: unknown): Promise<void> {
      await db.query(
        'UPDATE cgm_stream_states SET state = $3::jsonb WHERE paciente_id = $1 AND family = $2',
        [pacienteId, family, JSON.stringify(state)],
      );
    },

    /** Sensor values of a patient from `from` on, oldest first. */
    async sensorValuesSince(pacienteId: number, from: Date): Promise<Array<{ at: number; value: number }>> {
      const rows = await db.query<{ at: number; value: number }>(
        `SELECT (extract(epoch FROM measured_at) * 1000)::float8 AS at, value FROM readings
         WHERE paciente_id = $1 AND metric = 'glucosa' AND source = 'cgm' AND measured_at >= $2
         ORDER BY measured_at`,
        [pacienteId, from],
      );
      return rows.map((row) => ({ at: Number(row.at), value: Number(row.value) }));
    },

    /** A message owed; nothing when its key is owed or sent already (a re-sent upload). */
    async insertMessage(input: {
      userId: number;
      pacienteId: number;
      dedupeKey: string;
      family: CgmFamily | 'stopped';
      kind: string;
      urgent: boolean;
      episodeStart: number;
      title: string;
      body: string;
      dueAt: Date;
      at: Date;
    }): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO cgm_messages (user_id, paciente_id, dedupe_key, family, kind, urgent, episode_start, title,
                                   body, due_at, claimed_until, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          input.userId,
          input.pacienteId,
          input.dedupeKey,
          input.family,
          input.kind,
          input.urgent,
          input.episodeStart,
          input.title,
          input.body,
          input.dueAt,
          input.at,
        ],
      );
      return row?.id;
    },

    /** Messages due now and not held by another process, claimed until `claimedUntil`. */
    async claimDue(now: Date, claimedUntil: Date, limit: number): Promise<CgmMessageRow[]> {
      return db.query<CgmMessageRow>(
        `UPDATE cgm_messages SET claimed_until = $2
         WHERE id IN (SELECT id FROM cgm_messages
                      WHERE sent_at IS NULL AND dropped_at IS NULL AND claimed_until <= $1 AND due_at <= $1
                      ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING ${MESSAGE_COLUMNS}`,
        [now, claimedUntil, limit],
      );
    },

    async finish(id: number, outcome: 'sent' | 'dropped', at: Date): Promise<void> {
      await db.query(
        outcome === 'sent'
          ? 'UPDATE cgm_messages SET sent_at = $2 WHERE id = $1'
          : 'UPDATE cgm_messages SET dropped_at = $2 WHERE id = $1',
        [id, at],
      );
    },

    /** The person's stream settings and zone (none when their site was never turned on). */
    async settings(pacienteId: number): Promise<StreamSettingsRow | undefined> {
      const [row] = await db.query<StreamSettingsRow>(
        `SELECT s.paciente_id, p.user_id, s.quiet_start, s.quiet_end, s.stopped_hours, s.last_upload_at,
                u.time_zone
         FROM nightscout_sites s JOIN pacientes p ON p.id = s.paciente_id JOIN users u ON u.id = p.user_id
         WHERE s.paciente_id = $1`,
        [pacienteId],
      );
      return row;
    },

    async saveSettings(
      pacienteId: number,
      settings: { quietStart: string | null; quietEnd: string | null; stoppedHours: number },
    ): Promise<void> {
      await db.query(
        `UPDATE nightscout_sites SET quiet_start = $2, quiet_end = $3, stopped_hours = $4
         WHERE paciente_id = $1`,
        [pacienteId, settings.quietStart, settings.quietEnd, settings.stoppedHours],
      );
    },

    /**
     * Sites whose sensor stopped: an upload in the last `activeSince`, none for their `stopped_hours`, and
     * not told about this gap yet. Marked as told in the same statement (the caller's transaction also
     * queues the message), so two schedulers tell each gap once.
     */
    async claimStopped(now: Date, activeSince: Date, limit: number): Promise<StoppedSensorRow[]> {
      return db.query<StoppedSensorRow>(
        `WITH due AS (
           SELECT s.paciente_id FROM nightscout_sites s
           WHERE s.last_upload_at >= $2::timestamptz
             AND s.last_upload_at <= $1::timestamptz - make_interval(hours => s.stopped_hours)
             AND (s.stopped_told_for IS NULL OR s.stopped_told_for < s.last_upload_at)
           ORDER BY s.last_upload_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         UPDATE nightscout_sites s SET stopped_told_for = s.last_upload_at FROM due, pacientes p, users u
         WHERE s.paciente_id = due.paciente_id AND p.id = s.paciente_id AND u.id = p.user_id
         RETURNING s.paciente_id, p.user_id, s.last_upload_at, s.stopped_hours, u.time_zone`,
        [now, activeSince, limit],
      );
    },
  };
}

export type CgmStreamRepository = ReturnType<typeof createCgmStreamRepository>;
