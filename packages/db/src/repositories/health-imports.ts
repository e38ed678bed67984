import type { Queryable } from '../driver';

export type HealthImportFormat = 'apple_health' | 'csv';
export type HealthImportState =
  'analyzing' | 'ready' | 'queued' | 'running' | 'done' | 'failed' | 'undone' | 'canceled';

/** The states in which a job's upload is still stored and waiting for work or confirmation. */
const WAITING = `('analyzing', 'ready', 'queued', 'running')`;
/** The states a process works on. */
const WORKED = `('analyzing', 'queued', 'running')`;

export interface HealthImportRow {
  id: number;
  paciente_id: number;
  actor_user_id: number | null;
  format: HealthImportFormat;
  column_map: Record<string, unknown> | null;
  file_name: string;
  file_path: string | null;
  size_bytes: number;
  state: HealthImportState;
  processed: number;
  imported: number;
  duplicates: number;
  rejected: number;
  preview: Record<string, unknown> | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  undone_at: Date | null;
  attempts: number;
}

const COLUMNS = `id, paciente_id, actor_user_id, format, column_map, file_name, file_path,
  size_bytes::float8 AS size_bytes, state, processed, imported, duplicates, rejected, preview, error,
  created_at, finished_at, undone_at, attempts`;

/** Import jobs of health-app files. The job queue lives here: claimed with a lease, never in memory. */
export function createHealthImportsRepository(db: Queryable) {
  return {
    async create(input: {
      pacienteId: number;
      actorUserId: number;
      format: HealthImportFormat;
      columnMap: Record<string, unknown> | null;
      fileName: string;
      filePath: string;
      sizeBytes: number;
    }): Promise<HealthImportRow> {
      const [row] = await db.query<HealthImportRow>(
        `INSERT INTO health_imports (paciente_id, actor_user_id, format, column_map, file_name, file_path,
                                     size_bytes, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'analyzing') RETURNING ${COLUMNS}`,
        [
          input.pacienteId,
          input.actorUserId,
          input.format,
          input.columnMap === null ? null : JSON.stringify(input.columnMap),
          input.fileName,
          input.filePath,
          input.sizeBytes,
        ],
      );
      return row!;
    },

    /**
     * Takes the account's row lock for the rest of the transaction, so that two uploads of one account
     * count its waiting uploads one after the other (used inside a transaction).
     */
    async lockAccount(actorUserId: number): Promise<void> {
      await db.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [actorUserId]);
    },

    /** Uploads this account made that are still stored: being analysed, to confirm, or importing. */
    async countWaiting(actorUserId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM health_imports WHERE actor_user_id = $1 AND state IN ${WAITING}`,
        [actorUserId],
      );
      return row?.count ?? 0;
    },

    async find(pacienteId: number, id: number): Promise<HealthImportRow | undefined> {
      const [row] = await db.query<HealthImportRow>(
        `SELECT ${COLUMNS} FROM health_imports WHERE id = $1 AND paciente_id = $2`,
        [id, pacienteId],
      );
      return row;
    },

    async list(pacienteId: number, limit: number): Promise<HealthImportRow[]> {
      return db.query<HealthImportRow>(
        `SELECT ${COLUMNS} FROM health_imports WHERE paciente_id = $1 ORDER BY created_at DESC, id DESC
         LIMIT $2`,
        [pacienteId, limit],
      );
    },

    /**
     * Takes one job that needs work: a file to analyse, a confirmed import, or one whose process stopped
     * (its lease lapsed). The lease is renewed with each progress report.
     */
    async claim(leaseSeconds: number, maxAttempts: number): Promise<HealthImportRow | undefined> {
      const [row] = await db.query<HealthImportRow>(
        `UPDATE health_imports SET state = CASE WHEN state = 'queued' THEN 'running' ELSE state END,
                lease_until = now() + make_interval(secs => $1), attempts = attempts + 1
         WHERE id = (SELECT id FROM health_imports
                     WHERE state IN ${WORKED} AND attempts < $2
                       AND (lease_until IS NULL OR lease_until < now())
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [leaseSeconds, maxAttempts],
      );
      return row;
    },

    /**
     * Stops the jobs taken `maxAttempts` times that never ended (their lease lapsed again): they are
     * failed with `error` and returned with the upload they held, for it and their rows to be removed.
     */
    async stopWornOut(maxAttempts: number, error: string, at: Date): Promise<HealthImportRow[]> {
      const columns = COLUMNS.split(',')
        .map((column) => column.trim())
        .map((column) => (column === 'file_path' ? 'worn.file_path' : `health_imports.${column}`))
        .join(', ');
      return db.query<HealthImportRow>(
        `WITH worn AS (SELECT id, file_path FROM health_imports
                       WHERE state IN ${WORKED} AND attempts >= $1
                         AND (lease_until IS NULL OR lease_until < now())
                       FOR UPDATE SKIP LOCKED)
         UPDATE health_imports SET state = 'failed', error = $2, finished_at = $3, lease_until = NULL,
                file_path = NULL
         FROM worn WHERE health_imports.id = worn.id
         RETURNING ${columns}`,
        [maxAttempts, error, at],
      );
    },

    /** The uploads still waiting for a job of the patients this user owns (erased with the account). */
    async filePathsOfUser(userId: number): Promise<string[]> {
      const rows = await db.query<{ file_path: string }>(
        `SELECT file_path FROM health_imports
         WHERE file_path IS NOT NULL AND paciente_id IN (SELECT id FROM pacientes WHERE user_id = $1)`,
        [userId],
      );
      return rows.map((row) => row.file_path);
    },

    /** Lets go of every lease: at start, when this process is the only one (the embedded database). */
    async releaseLeases(): Promise<void> {
      await db.query(
        `UPDATE health_imports SET lease_until = NULL WHERE state IN ('analyzing', 'queued', 'running')`,
      );
    },

    async progress(
      id: number,
      counts: { processed: number; imported: number; duplicates: number; rejected: number },
      leaseSeconds: number,
    ): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE health_imports SET processed = $2, imported = $3, duplicates = $4, rejected = $5,
                lease_until = now() + make_interval(secs => $6)
         WHERE id = $1 AND state IN ${WORKED} RETURNING id`,
        [id, counts.processed, counts.imported, counts.duplicates, counts.rejected, leaseSeconds],
      );
      return rows.length > 0;
    },

    /** The analysis is done: the preview is shown and the job waits for the person's confirmation. */
    async analyzed(
      id: number,
      preview: Record<string, unknown>,
      counts: { processed: number; rejected: number },
    ) {
      await db.query(
        `UPDATE health_imports SET state = 'ready', preview = $2, processed = $3, rejected = $4,
                lease_until = NULL, attempts = 0
         WHERE id = $1 AND state = 'analyzing'`,
        [id, JSON.stringify(preview), counts.processed, counts.rejected],
      );
    },

    /** ready → queued; false when the job was not waiting for a confirmation. */
    async confirm(pacienteId: number, id: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE health_imports SET state = 'queued', processed = 0, rejected = 0, lease_until = NULL,
                attempts = 0
         WHERE id = $1 AND paciente_id = $2 AND state = 'ready' RETURNING id`,
        [id, pacienteId],
      );
      return rows.length > 0;
    },

    async finish(
      id: number,
      counts: { processed: number; imported: number; duplicates: number; rejected: number },
      at: Date,
    ): Promise<void> {
      await db.query(
        `UPDATE health_imports SET state = 'done', processed = $2, imported = $3, duplicates = $4,
                rejected = $5, finished_at = $6, lease_until = NULL, file_path = NULL
         WHERE id = $1 AND state = 'running'`,
        [id, counts.processed, counts.imported, counts.duplicates, counts.rejected, at],
      );
    },

    async fail(id: number, error: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE health_imports SET state = 'failed', error = $2, finished_at = $3, lease_until = NULL,
                file_path = NULL
         WHERE id = $1 AND state IN ${WORKED}`,
        [id, error, at],
      );
    },

    /**
     * Marks a job undone (done or failed) or canceled (not done yet: waiting for confirmation, or still
     * being analysed or imported, whose process stops at its next progress report); undefined when it
     * was neither.
     */
    async close(pacienteId: number, id: number, at: Date): Promise<HealthImportState | undefined> {
      const [row] = await db.query<{ state: HealthImportState }>(
        `UPDATE health_imports
         SET state = CASE WHEN state IN ('done', 'failed') THEN 'undone' ELSE 'canceled' END,
             undone_at = $3, file_path = NULL, lease_until = NULL
         WHERE id = $1 AND paciente_id = $2 AND state IN ('done', 'failed', ${WAITING.slice(1, -1)})
         RETURNING state`,
        [id, pacienteId, at],
      );
      return row?.state;
    },
  };
}

export type HealthImportsRepository = ReturnType<typeof createHealthImportsRepository>;
