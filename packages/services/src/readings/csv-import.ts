import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CSV_COLUMNS,
  METRIC_KEY_PATTERN,
  readInstant,
  readNumber,
  type ImportReply,
} from '@vitalia/contracts/metrics';
import { hasForbiddenCharacters } from '@vitalia/contracts/validation';
import { isReadingContext } from '@vitalia/domain';
import type { Database, NewReading } from '@vitalia/db';
import { InvalidInputError } from '../errors';
import type { PatientScope } from '../patient-access';
import { metricForNewReading, unitOfReading } from './patient-metric';
import { findImplausibility, findTimeProblem, READING_MESSAGES, type ResolvedMetric } from './reading-rules';

/**
 * The parser's records in arrays, as they arrive: one await per chunk of the file instead of one per
 * row (an import of 100,000 rows otherwise spends much of its time switching between promises).
 */
async function* recordChunks(parser: Readable): AsyncGenerator<string[][]> {
  const pending: string[][] = [];
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  parser.on('data', (record: string[]) => {
    pending.push(record);
    if (pending.length >= 4096) parser.pause();
    signal();
  });
  parser.on('end', () => {
    ended = true;
    signal();
  });
  parser.on('error', (error) => {
    failure = error;
    signal();
  });
  for (;;) {
    if (failure) throw failure;
    if (pending.length > 0) {
      const chunk = pending.splice(0);
      parser.resume();
      yield chunk;
      continue;
    }
    if (ended) return;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

export const IMPORT_LIMITS = {
  rows: 200_000,
  bytes: 20 * 1024 * 1024,
  listedErrors: 500,
  batch: 2000,
} as const;

export const IMPORT_MESSAGES = {
  header: `La primera fila debe ser el encabezado con las columnas ${CSV_COLUMNS.join(',')} (al menos metric, measured_at y value).`,
  empty: 'El archivo está vacío.',
  unreadable: (line: number) =>
    `El archivo no es un CSV válido (revisa las comillas cerca de la fila ${line}).`,
  tooManyRows: `El archivo supera las ${IMPORT_LIMITS.rows.toLocaleString('en-US')} filas: esta fila y las siguientes no se importaron.`,
  metric: 'La métrica no es válida (minúsculas, números y _, de 2 a 32 caracteres).',
  measuredAt:
    'La fecha y hora no es válida: usa ISO-8601 con zona horaria, por ejemplo 2026-11-21T08:30:00-06:00.',
  value: 'El valor no es un número.',
  value2: 'La presión necesita la diastólica en la columna value2.',
  value2NotPressure: 'La columna value2 solo aplica a la presión arterial.',
  context: 'El contexto no es uno de los conocidos (ayunas, antes_de_comer, despues_de_comer...).',
  unit: (unit: string) => `La unidad no corresponde: esta métrica se registra en ${unit}.`,
  characters: 'La fila contiene caracteres no permitidos.',
} as const;

type Row = Omit<NewReading, 'pacienteId' | 'enteredByUserId'>;

/** A spreadsheet-safe cell written by the export ("'=x") back to its text. */
const unneutralise = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * Imports a CSV in the export's format for one patient, streamed: rows are checked one by one (the same
 * plausibility and time rules as every entry point) and stored in batches; a row equal to one already
 * stored is skipped, so the same file imported twice adds nothing. Bad rows are reported by row number
 * and the rest imported.
 */
export async function importReadingsCsv(
  db: Database,
  patient: PatientScope,
  input: Readable,
  now: Date,
): Promise<ImportReply & { metrics: string[] }> {
  const reply: ImportReply = { imported: 0, skipped: 0, errors: [], rejected: 0 };
  /** The metrics of the rows stored, for the smart alerts (not part of the reply). */
  const storedMetrics = new Set<string>();
  const reject = (row: number, detail: string) => {
    reply.rejected += 1;
    if (reply.errors.length < IMPORT_LIMITS.listedErrors) reply.errors.push({ row, detail });
  };

  /** Each metric of the file resolved once (null: a new indicator past the patient's limit). */
  const metrics = new Map<string, ResolvedMetric | null>();

  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const stored = await db.repos.readings.insertBatch(
      patient.pacienteId,
      patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId,
      batch,
    );
    reply.imported += stored;
    reply.skipped += batch.length - stored;
    if (stored > 0) for (const row of batch) storedMetrics.add(row.metric);
    batch = [];
  };

  // Empty lines are kept (and skipped below) so the row numbers reported are the file's line numbers.
  // A row of the export is under 200 characters; a far longer one is not this format (and would otherwise
  // be buffered whole).
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, trim: true, max_record_size: 10_000 }),
  );
  // pipe() does not pass on the source's errors (an upload cut off, or stopped past the size limit).
  input.once('error', (error) => parser.destroy(error));
  let columns: Map<string, number> | null = null;
  let rowNumber = 0;
  try {
    for await (const chunk of recordChunks(parser))
      for (const record of chunk) {
        rowNumber += 1;
        if (record.length === 1 && record[0] === '') continue;
        if (!columns) {
          columns = new Map(record.map((name, index) => [name.trim().toLowerCase(), index]));
          if (!columns.has('metric') || !columns.has('measured_at') || !columns.has('value')) {
            throw new InvalidInputError(IMPORT_MESSAGES.header);
          }
          continue;
        }
        if (rowNumber - 1 > IMPORT_LIMITS.rows) {
          reject(rowNumber, IMPORT_MESSAGES.tooManyRows);
          break;
        }
        const cell = (name: (typeof CSV_COLUMNS)[number]) => {
          const index = columns!.get(name);
          return index === undefined ? '' : unneutralise(record[index] ?? '');
        };
        if (record.some((value) => hasForbiddenCharacters(value))) {
          reject(rowNumber, IMPORT_MESSAGES.characters);
          continue;
        }
        const metric = cell('metric').toLowerCase();
        if (!METRIC_KEY_PATTERN.test(metric)) {
          reject(rowNumber, IMPORT_MESSAGES.metric);
          continue;
        }
        const measuredAt = readInstant(cell('measured_at'));
        if (!measuredAt) {
          reject(rowNumber, IMPORT_MESSAGES.measuredAt);
          continue;
        }
        const value = readNumber(cell('value'));
        if (value === null) {
          reject(rowNumber, IMPORT_MESSAGES.value);
          continue;
        }
        const rawValue2 = cell('value2');
        const value2 = rawValue2 === '' ? null : readNumber(rawValue2);
        if (metric === 'presion' && value2 === null) {
          reject(rowNumber, IMPORT_MESSAGES.value2);
          continue;
        }
        if (metric !== 'presion' && rawValue2 !== '') {
          reject(rowNumber, IMPORT_MESSAGES.value2NotPressure);
          continue;
        }
        const context = cell('context');
        if (context && !isReadingContext(context)) {
          reject(rowNumber, IMPORT_MESSAGES.context);
          continue;
        }
        const timeProblem = findTimeProblem(measuredAt, now);
        if (timeProblem) {
          reject(rowNumber, timeProblem);
          continue;
        }
        const givenUnit = cell('unit');
        if (!metrics.has(metric)) {
          metrics.set(metric, await metricForNewReading(db.repos, patient.pacienteId, metric, givenUnit));
        }
        const resolved = metrics.get(metric);
        if (!resolved) {
          reject(rowNumber, READING_MESSAGES.tooManyMetrics);
          continue;
        }
        const stored = unitOfReading(resolved, givenUnit);
        if ('wrong' in stored) {
          reject(rowNumber, IMPORT_MESSAGES.unit(stored.wrong));
          continue;
        }
        const unit = stored.unit;
        const implausible = findImplausibility(resolved.definition, value, value2);
        if (implausible) {
          reject(rowNumber, implausible);
          continue;
        }
        batch.push({
          metric,
          value,
          value2,
          unit,
          measuredAt,
          source: 'import',
          context: context || null,
          note: null,
        });
        if (batch.length >= IMPORT_LIMITS.batch) await flush();
      }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) {
      await flush();
      throw new InvalidInputError(IMPORT_MESSAGES.unreadable(rowNumber + 1));
    }
    throw error;
  } finally {
    input.resume();
  }
  if (!columns) throw new InvalidInputError(IMPORT_MESSAGES.empty);
  await flush();
  return { ...reply, metrics: [...storedMetrics] };
}
