import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  HEALTH_IMPORT_MESSAGES,
  type CsvColumnMap,
  type HealthImportFormatKey,
  type HealthImportPreview,
  type HealthImportReply,
} from '@vitalia/contracts/health-imports';
import { inBackground, type Database, type HealthImportRow } from '@vitalia/db';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../../errors';
import type { PatientAccess, PatientScope } from '../../patient-access';
import type { ReadingConsequences } from '../reading-consequences';
import type { CheckedReading, RecordReadings } from '../record-readings';
import { checkedItems } from './checked-items';
import { DEFAULT_IMPORT_LIMITS, IMPORT_BOUNDS, type ImportLimits } from './import-limits';
import { toReply } from './import-reply';

const BATCH = 2000;
const PREVIEW_ROWS = 10;
const LISTED_ERRORS = 50;
const LISTED_IMPORTS = 20;
const PROGRESS_MS = 500;

export interface HealthImportsOptions {
  db: Database;
  access: PatientAccess;
  recordReadings: RecordReadings;
  consequences: ReadingConsequences;
  now: () => Date;
  /** Where uploads wait for their job (deleted after it). */
  storageDir: string;
  /** How long a job stays taken without progress before another process may take it over. */
  leaseSeconds?: number;
  /** How often this process looks for jobs it did not start (another process's, or a lapsed one). */
  pollMs?: number;
  /** A pause after each stored batch, leaving the database to the chat and the web on a small machine. */
  pauseMs?: number;
  /** IMPORT_MAX_MB and IMPORT_MAX_RECORDS. */
  limits?: ImportLimits;
  onError?: (error: unknown) => void;
}

/** A job the background work gave up on (reported through `onError`, without the file's content). */
export class ImportJobStopped extends Error {
  constructor(readonly importId: number) {
    super(`import job ${importId} stopped after ${IMPORT_BOUNDS.attempts} attempts that never ended`);
    this.name = 'ImportJobStopped';
  }
}

async function removeFile(path: string | null) {
  if (path) await unlink(path).catch(() => undefined);
}

/**
 * Imports from health apps as background jobs kept in the database (`health_imports`): the upload is
 * stored as a file, analysed into a preview (counts per metric, dates, how many are stored already, the
 * first readings as they will be stored), imported once the person confirms, and can be undone whole.
 * Every reading passes the same rules as the other entry points and is stored through the record-readings
 * use case (source `import`, carrying the job's id and the device). A job left running by a stopped
 * process is taken again; redoing it is harmless, since a reading already stored is not stored twice.
 *
 * Bounds (CONTRACTS.md section 11, see import-limits.ts): an account holds at most 3 waiting uploads; a
 * job taken 3 times without ending is stopped; a job that fails or is cancelled loses its stored
 * upload and every reading it had stored, as an undo would.
 */
export function createHealthImportsService(options: HealthImportsOptions) {
  const { db, access, recordReadings, consequences, now, storageDir } = options;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const pauseMs = options.pauseMs ?? 0;
  const limits = options.limits ?? DEFAULT_IMPORT_LIMITS;
  const read = (row: HealthImportRow, patient: PatientScope) =>
    checkedItems({ db, now, limits }, row, patient);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  async function patientOf(row: HealthImportRow): Promise<PatientScope> {
    if (row.actor_user_id === null) throw new InvalidInputError(HEALTH_IMPORT_MESSAGES.notFound);
    return access.resolve(Number(row.actor_user_id), Number(row.paciente_id), 'write', 'import');
  }

  /**
   * Deletes the readings a job stored (a failed or cancelled import), with the charts' and alerts'
   * consequences of deleted readings. Done as the patient's owner: the uploader may have lost access.
   */
  async function undoRows(row: HealthImportRow): Promise<void> {
    const owner = await db.repos.pacientes.findOwner(Number(row.paciente_id));
    if (!owner) return;
    const patient = await access.resolve(owner.user_id, owner.paciente_id, 'write', 'import');
    const consequencesId = await db.transaction(async (repos) => {
      const gone = await repos.readings.deleteByImport(patient.pacienteId, Number(row.id));
      return consequences.plan(repos, patient, { metrics: gone.map(({ metric }) => metric), crises: [] });
    });
    await consequences.settle([consequencesId]);
  }

  /** A job that ended without finishing (failed, cancelled, stopped): its upload and readings go. */
  async function discard(row: HealthImportRow): Promise<void> {
    await removeFile(row.file_path);
    await undoRows(row);
  }

  /**
   * The job's progress and lease, written at most every PROGRESS_MS (a statement per inflated chunk
   * would queue before every other request on the embedded database's one connection). False once the
   * job was cancelled or stopped meanwhile.
   */
  let reportedAt = 0;
  async function report(
    id: number,
    counts: { processed: number; imported: number; duplicates: number; rejected: number },
  ): Promise<boolean> {
    if (performance.now() - reportedAt < PROGRESS_MS) return true;
    reportedAt = performance.now();
    return db.repos.healthImports.progress(id, counts, leaseSeconds);
  }

  async function analyze(row: HealthImportRow): Promise<boolean> {
    const patient = await patientOf(row);
    const counts = new Map<string, number>();
    const first: HealthImportPreview['first'] = [];
    const errors: HealthImportPreview['errors'] = [];
    let from: Date | null = null;
    let to: Date | null = null;
    let duplicates = 0;
    let rejected = 0;
    let processed = 0;
    let pending: CheckedReading[] = [];
    const countPending = async () => {
      duplicates += await db.repos.readings.countStored(patient.pacienteId, pending);
      pending = [];
    };
    for await (const items of read(row, patient)) {
      if (stopped) return false;
      for (const item of items) {
        processed += 1;
        if ('refused' in item) {
          rejected += 1;
          if (errors.length < LISTED_ERRORS) errors.push({ position: item.position, detail: item.refused });
          continue;
        }
        const { reading } = item;
        counts.set(reading.metric, (counts.get(reading.metric) ?? 0) + 1);
        if (!from || reading.measuredAt < from) from = reading.measuredAt;
        if (!to || reading.measuredAt > to) to = reading.measuredAt;
        if (first.length < PREVIEW_ROWS)
          first.push({
            metric: reading.metric,
            value: reading.value,
            value2: reading.value2,
            unit: reading.unit,
            measured_at: reading.measuredAt.toISOString(),
            device: reading.device ?? null,
          });
        pending.push(reading);
        if (pending.length >= BATCH) await countPending();
      }
      const going = await report(row.id, { processed, imported: 0, duplicates, rejected });
      // Cancelled meanwhile (or stopped by another process): the file is deleted by whoever closed it.
      if (!going) return false;
    }
    await countPending();
    const preview: HealthImportPreview = {
      metrics: [...counts].map(([metric, count]) => ({ metric, count })),
      from: from?.toISOString() ?? null,
      to: to?.toISOString() ?? null,
      duplicates,
      rejected,
      errors,
      first,
    };
    await db.repos.healthImports.analyzed(row.id, preview as unknown as Record<string, unknown>, {
      processed,
      rejected,
    });
    return true;
  }

  async function runImport(row: HealthImportRow): Promise<boolean> {
    const patient = await patientOf(row);
    const owed: Array<number | null> = [];
    let processed = 0;
    let accepted = 0;
    let rejected = 0;
    let stored = 0;
    let batch: CheckedReading[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const { inserted, consequencesId } = await recordReadings.recordChecked(patient, batch, 'import');
      stored += inserted;
      owed.push(consequencesId);
      batch = [];
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    };
    let canceled = false;
    try {
      for await (const items of read(row, patient)) {
        if (stopped) return false;
        for (const item of items) {
          processed += 1;
          if ('refused' in item) {
            rejected += 1;
            continue;
          }
          accepted += 1;
          batch.push(item.reading);
          if (batch.length >= BATCH) await flush();
        }
        const going = await report(row.id, { processed, imported: stored, duplicates: 0, rejected });
        if (!going) {
          canceled = true;
          break;
        }
      }
      if (!canceled) await flush();
    } finally {
      await consequences.settle(owed);
    }
    if (canceled) {
      // Cancelled while importing: the readings stored since the cancel go too.
      await discard(row);
      return false;
    }
    // Counted from the table: a run taken over after a restart finds its earlier readings stored already.
    const imported = await db.repos.readings.countByImport(patient.pacienteId, row.id);
    await db.repos.healthImports.finish(
      row.id,
      { processed, imported, duplicates: Math.max(0, accepted - imported), rejected },
      now(),
    );
    await removeFile(row.file_path);
    return true;
  }

  async function work(row: HealthImportRow) {
    try {
      if (row.state === 'analyzing') await analyze(row);
      else await runImport(row);
    } catch (error) {
      const message =
        error instanceof DomainError ? error.message : 'No pudimos leer el archivo. Inténtalo de nuevo.';
      if (!(error instanceof DomainError)) options.onError?.(error);
      await db.repos.healthImports.fail(row.id, message, now());
      await discard(row);
    }
  }

  /** Jobs taken 3 times that never ended (each start that took them died in the middle) are stopped. */
  async function stopWornOut() {
    const worn = await db.repos.healthImports.stopWornOut(
      IMPORT_BOUNDS.attempts,
      HEALTH_IMPORT_MESSAGES.stopped,
      now(),
    );
    for (const row of worn) {
      options.onError?.(new ImportJobStopped(Number(row.id)));
      await discard(row);
    }
  }

  /** Works through every job waiting for this process, one at a time. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = inBackground(async () => {
      do {
        again = false;
        await stopWornOut();
        for (;;) {
          if (stopped) return;
          const row = await db.repos.healthImports.claim(leaseSeconds, IMPORT_BOUNDS.attempts);
          if (!row) break;
          await work(row);
        }
      } while (again && !stopped);
    })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }

  return {
    /**
     * Starts the background work. `soleProcess`: no other process uses this database (the embedded
     * one), so a job marked as taken was left by a stopped run of this one and is taken again at once.
     */
    async start({ soleProcess }: { soleProcess: boolean }) {
      stopped = false;
      if (soleProcess) await db.repos.healthImports.releaseLeases();
      kick();
      timer = setInterval(kick, options.pollMs ?? 5000);
      timer.unref();
    },

    /** Stops between two batches; a job cut short is taken again at the next start. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },

    /** Stores the upload and queues its analysis; the reply is the job, polled for its preview. */
    async upload(
      actorUserId: number,
      input: {
        pacienteId?: number;
        format: HealthImportFormatKey;
        columnMap: CsvColumnMap | null;
        fileName: string;
      },
      body: Readable,
    ): Promise<HealthImportReply> {
      const patient = await access.resolve(actorUserId, input.pacienteId, 'write', 'import');
      // Refused before a byte is stored, and counted again with the account locked once it is.
      if ((await db.repos.healthImports.countWaiting(actorUserId)) >= IMPORT_BOUNDS.waitingUploads)
        throw new ConflictError(HEALTH_IMPORT_MESSAGES.tooManyWaiting(IMPORT_BOUNDS.waitingUploads));
      await mkdir(storageDir, { recursive: true });
      const path = join(storageDir, `${randomUUID()}.upload`);
      try {
        await pipeline(body, createWriteStream(path));
      } catch (error) {
        await removeFile(path);
        throw error;
      }
      const { size } = await stat(path);
      if (size === 0) {
        await removeFile(path);
        throw new InvalidInputError(HEALTH_IMPORT_MESSAGES.empty);
      }
      const row = await db.transaction(async (repos) => {
        await repos.healthImports.lockAccount(actorUserId);
        if ((await repos.healthImports.countWaiting(actorUserId)) >= IMPORT_BOUNDS.waitingUploads)
          return null;
        return repos.healthImports.create({
          pacienteId: patient.pacienteId,
          actorUserId,
          format: input.format,
          columnMap: input.columnMap as unknown as Record<string, unknown> | null,
          fileName: input.fileName,
          filePath: path,
          sizeBytes: size,
        });
      });
      if (!row) {
        await removeFile(path);
        throw new ConflictError(HEALTH_IMPORT_MESSAGES.tooManyWaiting(IMPORT_BOUNDS.waitingUploads));
      }
      kick();
      return toReply(row);
    },

    async list(actorUserId: number, pacienteId?: number): Promise<HealthImportReply[]> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'import');
      return (await db.repos.healthImports.list(patient.pacienteId, LISTED_IMPORTS)).map(toReply);
    },

    async get(actorUserId: number, id: number, pacienteId?: number): Promise<HealthImportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'import');
      const row = await db.repos.healthImports.find(patient.pacienteId, id);
      if (!row) throw new NotFoundError(HEALTH_IMPORT_MESSAGES.notFound);
      return toReply(row);
    },

    /** The person saw the preview and confirms: the import is queued. */
    async confirm(actorUserId: number, id: number, pacienteId?: number): Promise<HealthImportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'import');
      const row = await db.repos.healthImports.find(patient.pacienteId, id);
      if (!row) throw new NotFoundError(HEALTH_IMPORT_MESSAGES.notFound);
      if (!(await db.repos.healthImports.confirm(patient.pacienteId, id)))
        throw new ConflictError(HEALTH_IMPORT_MESSAGES.notReady);
      kick();
      return toReply((await db.repos.healthImports.find(patient.pacienteId, id))!);
    },

    /**
     * Undoes a finished import (every reading it stored is deleted, and the charts' and alerts'
     * consequences follow, as for a deleted reading), or cancels one not finished yet: waiting for
     * confirmation, or still being analysed or imported (its process stops at its next step, and what it
     * had stored is deleted too).
     */
    async undo(actorUserId: number, id: number, pacienteId?: number): Promise<HealthImportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'import');
      const row = await db.repos.healthImports.find(patient.pacienteId, id);
      if (!row) throw new NotFoundError(HEALTH_IMPORT_MESSAGES.notFound);
      if (row.state === 'undone' || row.state === 'canceled') return toReply(row);
      const consequencesId = await db.transaction(async (repos) => {
        const gone = await repos.readings.deleteByImport(patient.pacienteId, id);
        await repos.healthImports.close(patient.pacienteId, id, now());
        return consequences.plan(repos, patient, { metrics: gone.map(({ metric }) => metric), crises: [] });
      });
      await consequences.settle([consequencesId]);
      await removeFile(row.file_path);
      return toReply((await db.repos.healthImports.find(patient.pacienteId, id))!);
    },
  };
}

export type HealthImports = ReturnType<typeof createHealthImportsService>;
