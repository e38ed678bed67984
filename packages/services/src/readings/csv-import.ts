import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CSV_COLUMNS,
  METRIC_KEY_PATTERN,
  METRICS_MESSAGES,
  readInstant,
  readNumber,
  type ImportReply,
} from '@vitalia/contracts/metrics';
import { hasForbiddenCharacters } from '@vitalia/contracts/validation';
import { readReadingContext } from '@vitalia/domain';
import type { Database } from '@vitalia/db';
import { InvalidInputError } from '../errors';
import { csvFailureLine, csvUnreadable } from './csv-failure';
import type { PatientScope } from '../patient-access';
import { metricForNewReading, unitOfReading } from './patient-metric';
import type { ReadingConsequences } from './reading-consequences';
import type { CheckedReading, RecordReadings } from './record-readings';
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
  unreadable: csvUnreadable,
  tooManyRows: `El archivo supera las ${IMPORT_LIMITS.rows.toLocaleString('en-US')} filas: esta fila y las siguientes no se importaron.`,
  metric: 'La métrica no es válida (minúsculas, números y _, de 2 a 32 caracteres).',
  measuredAt:
    'La fecha y hora no es válida: usa ISO-8601 con zona horaria, por ejemplo 2026-11-21T08:30:00-06:00.',
  value: 'El valor no es un número.',
  value2: 'La presión necesita la diastólica en la columna value2.',
  value2NotPressure: 'La columna value2 solo aplica a la presión arterial.',
  context: METRICS_MESSAGES.context,
  unit: (unit: string) => `La unidad no corresponde: esta métrica se registra en ${unit}.`,
  characters: 'La fila contiene caracteres no permitidos.',
} as const;

/** A spreadsheet-safe cell written by the export ("'=x") back to its text. */
const unneutralise = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * Imports a CSV in the export's format for one patient, streamed: rows are checked one by one (the same
 * plausibility and time rules as every entry point) and stored in batches; a row equal to one already
 * stored is skipped, so the same file imported twice adds nothing. Bad rows are reported by row number
 * and the rest imported. Batches are stored through the record-readings use case; their consequences
 * (recent crisis values, smart alerts) run once, after the whole file.
 */
export async function importReadingsCsv(
  {
    db,
    recordReadings,
    consequences,
  }: {
    db: Database;
    recordReadings: RecordReadings;
    consequences: ReadingConsequences;
  },
  patient: PatientScope,
  input: Readable,
  now: Date,
): Promise<ImportReply> {
  const reply: ImportReply = { imported: 0, skipped: 0, errors: [], rejected: 0 };
  /** The consequences each stored batch owes, run together at the end. */
  const owed: Array<number | null> = [];
  const reject = (row: number, detail: string) => {
    reply.rejected += 1;
    if (reply.errors.length < IMPORT_LIMITS.listedErrors) reply.errors.push({ row, detail });
  };

  /** Each metric of the file resolved once (null: a new indicator past the patient's limit). */
  const metrics = new Map<string, ResolvedMetric | null>();

  let batch: CheckedReading[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const { inserted, consequencesId } = await recordReadings.recordChecked(patient, batch, 'import');
    reply.imported += inserted;
    reply.skipped += batch.length - inserted;
    owed.push(consequencesId);
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
        const contextCell = cell('context');
        const context = contextCell ? readReadingContext(contextCell) : null;
        if (contextCell && !context) {
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
          context,
          note: null,
        });
        if (batch.length >= IMPORT_LIMITS.batch) await flush();
      }
  } catch (error) {
    const line = csvFailureLine(error, rowNumber + 1);
    if (line !== null) {
      await flush();
      await consequences.settle(owed);
      throw new InvalidInputError(IMPORT_MESSAGES.unreadable(line));
    }
    throw error;
  } finally {
    input.resume();
  }
  if (!columns) throw new InvalidInputError(IMPORT_MESSAGES.empty);
  await flush();
  await consequences.settle(owed);
  return reply;
}
