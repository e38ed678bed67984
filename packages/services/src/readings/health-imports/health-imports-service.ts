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
import { metricForNewReading, unitOfReading } from '../patient-metric';
import type { ReadingConsequences } from '../reading-consequences';
import { findImplausibility, findTimeProblem, READING_MESSAGES, type ResolvedMetric } from '../reading-rules';
import type { CheckedReading, RecordReadings } from '../record-readings';
import { readAppleHealthExport } from './apple-health';
import { toReply } from './import-reply';
import type { ImportedRecord } from './imported-record';
import { readMappedCsv } from './mapped-csv';

const BATCH = 2000;
const PREVIEW_ROWS = 10;
const LISTED_ERRORS = 50;
const LISTED_IMPORTS = 20;

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
  onError?: (error: unknown) => void;
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
 */
export function createHealthImportsService(options: HealthImportsOptions) {
  const { db, access, recordReadings, consequences, now, storageDir } = options;
  const leaseSeconds = options.leaseSeconds ?? 60;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  /** The file's readings, checked by the rules every reading passes; refusals keep their position. */
  async function* checkedItems(
    row: HealthImportRow,
    patient: PatientScope,
  ): AsyncGenerator<Array<{ reading: CheckedReading } | { refused: string; position: number }>> {
    if (!row.file_path) throw new InvalidInputError(HEALTH_IMPORT_MESSAGES.empty);
    const source =
      row.format === 'apple_health'
        ? readAppleHealthExport(row.file_path)
        : readMappedCsv(row.file_path, row.column_map as unknown as CsvColumnMap, patient.timeZone);
    const metrics = new Map<string, ResolvedMetric | null>();
    let position = 0;
    for await (const items of source) {
      const out: Array<{ reading: CheckedReading } | { refused: string; position: number }> = [];
      for (const item of items) {
        position += 1;
        if ('refused' in item) {
          out.push(item);
          continue;
        }
        const checked = await check(item.record, patient, metrics, Number(row.id));
        out.push(typeof checked === 'string' ? { refused: checked, position } : { reading: checked });
      }
      yield out;
    }
  }

  async function check(
    record: ImportedRecord,
    patient: PatientScope,
    metrics: Map<string, ResolvedMetric | null>,
    importId: number,
  ): Promise<CheckedReading | string> {
    const timeProblem = findTimeProblem(record.measuredAt, now());
    if (timeProblem) return timeProblem;
    if (!metrics.has(record.metric)) {
      metrics.set(
        record.metric,
        await metricForNewReading(db.repos, patient.pacienteId, record.metric, record.unit),
      );
    }
    const resolved = metrics.get(record.metric);
    if (!resolved) return READING_MESSAGES.tooManyMetrics;
    const unit = unitOfReading(resolved, record.unit);
    if ('wrong' in unit) return READING_MESSAGES.wrongUnit(resolved.definition.name, unit.wrong);
    const implausible = findImplausibility(resolved.definition, record.value, record.value2);
    if (implausible) return implausible;
    return {
      metric: record.metric,
      value: record.value,
      value2: record.value2,
      unit: unit.unit,
      measuredAt: record.measuredAt,
      source: 'import',
      context: null,
      note: null,
      importId,
      device: record.device,
    };
  }

  async function patientOf(row: HealthImportRow): Promise<PatientScope> {
    if (row.actor_user_id === null) throw new InvalidInputError(HEALTH_IMPORT_MESSAGES.notFound);
    return access.resolve(Number(row.actor_user_id), Number(row.paciente_id), 'write', 'import');
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
    for await (const items of checkedItems(row, patient)) {
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
      await db.repos.healthImports.progress(
        row.id,
        { processed, imported: 0, duplicates, rejected },
        leaseSeconds,
      );
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
    };
    try {
      for await (const items of checkedItems(row, patient)) {
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
        await db.repos.healthImports.progress(
          row.id,
          { processed, imported: stored, duplicates: 0, rejected },
          leaseSeconds,
        );
      }
      await flush();
    } finally {
      await consequences.settle(owed);
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
      await removeFile(row.file_path);
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
        for (;;) {
          if (stopped) return;
          const row = await db.repos.healthImports.claim(leaseSeconds);
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
      const row = await db.repos.healthImports.create({
        pacienteId: patient.pacienteId,
        actorUserId,
        format: input.format,
        columnMap: input.columnMap as unknown as Record<string, unknown> | null,
        fileName: input.fileName,
        filePath: path,
        sizeBytes: size,
      });
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
     * consequences follow, as for a deleted reading), or cancels one waiting for confirmation.
     */
    async undo(actorUserId: number, id: number, pacienteId?: number): Promise<HealthImportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'import');
      const row = await db.repos.healthImports.find(patient.pacienteId, id);
      if (!row) throw new NotFoundError(HEALTH_IMPORT_MESSAGES.notFound);
      if (['analyzing', 'queued', 'running'].includes(row.state))
        throw new ConflictError(HEALTH_IMPORT_MESSAGES.notUndoable);
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
