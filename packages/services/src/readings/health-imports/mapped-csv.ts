import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { CsvColumnMap, HealthImportMetric } from '@vitalia/contracts/health-imports';
import { readNumber } from '@vitalia/contracts/metrics';
import { convertMmolToMgDl, convertPoundsToKg, roundTo } from '@vitalia/domain';
import { readWrittenDateTime } from '@vitalia/domain/local-time';
import { InvalidInputError } from '../../errors';
import { csvFailureLine, csvUnreadable } from '../csv-failure';
import { createTimeSlice, DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits';
import { PARSE_MESSAGES, type ImportedRecord, type ParsedItem } from './imported-record';

export const MAPPED_CSV_MESSAGES = {
  missingColumn: (name: string) => `El archivo no tiene la columna «${name}» que elegiste.`,
  unreadable: csvUnreadable,
  empty: 'El archivo está vacío.',
  date: 'La fecha y hora no se entiende (por ejemplo 2026-11-21 08:30 o 21/11/2026 08:30).',
  value: 'El valor no es un número.',
  metric: (text: string) =>
    `La métrica «${text.slice(0, 40)}» no se reconoce (glucosa, presión, peso o pulso).`,
  unit: (text: string) => `La unidad «${text.slice(0, 20)}» no corresponde a la métrica.`,
  pressure: 'La presión necesita sistólica y diastólica (por ejemplo 130/85).',
} as const;

/** Words apps use for each metric (Spanish and English, Health Connect's record names), normalised. */
const METRIC_WORDS: Record<string, HealthImportMetric> = {
  glucosa: 'glucosa',
  glucose: 'glucosa',
  bloodglucose: 'glucosa',
  azucar: 'glucosa',
  presion: 'presion',
  presionarterial: 'presion',
  bloodpressure: 'presion',
  peso: 'peso',
  weight: 'peso',
  bodyweight: 'peso',
  frecuenciacardiaca: 'frecuencia_cardiaca',
  heartrate: 'frecuencia_cardiaca',
  pulso: 'frecuencia_cardiaca',
  pulse: 'frecuencia_cardiaca',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/record$/, '')
    .replace(/[^a-z]/g, '');

export function readMetricWord(text: string): HealthImportMetric | null {
  return METRIC_WORDS[normalise(text)] ?? null;
}

/** A value in the unit the file gives, in Vitalia's unit for the metric; a string says why not. */
function toStoredUnit(
  metric: HealthImportMetric,
  value: number,
  unitText: string,
): { value: number; unit: string } | string {
  const unit = unitText.trim().toLowerCase().replace(/\s+/g, '');
  if (metric === 'glucosa') {
    if (unit === '' || unit === 'mg/dl') return { value: roundTo(value, 1), unit: 'mg/dL' };
    if (unit === 'mmol/l') return { value: convertMmolToMgDl(value), unit: 'mg/dL' };
  } else if (metric === 'peso') {
    if (unit === '' || unit === 'kg') return { value: roundTo(value, 2), unit: 'kg' };
    if (unit === 'lb' || unit === 'lbs' || unit === 'libras')
      return { value: convertPoundsToKg(value), unit: 'kg' };
  } else if (metric === 'frecuencia_cardiaca') {
    if (['', 'lpm', 'bpm', 'count/min', '/min', 'ppm'].includes(unit))
      return { value: roundTo(value, 0), unit: 'lpm' };
  } else if (unit === '' || unit === 'mmhg') return { value: roundTo(value, 0), unit: 'mmHg' };
  return MAPPED_CSV_MESSAGES.unit(unitText);
}

/** One row as a reading; a string says why it is refused. */
export function readMappedRow(
  cell: (column: string | undefined) => string,
  map: CsvColumnMap,
  timeZone: string,
): ImportedRecord | string {
  const metricText = map.metrica ? cell(map.metrica) : '';
  const metric = map.metrica_fija ?? readMetricWord(metricText);
  if (!metric) return MAPPED_CSV_MESSAGES.metric(metricText);
  const when = map.hora ? `${cell(map.fecha)} ${cell(map.hora)}` : cell(map.fecha);
  const measuredAt = readWrittenDateTime(when, timeZone);
  if (!measuredAt) return MAPPED_CSV_MESSAGES.date;
  const valueText = cell(map.valor);
  let value: number | null;
  let value2: number | null = null;
  if (metric === 'presion') {
    const slash = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/.exec(valueText);
    value = slash ? Number(slash[1]) : readNumber(valueText);
    value2 = slash ? Number(slash[2]) : map.valor2 ? readNumber(cell(map.valor2)) : null;
    if (value === null || value2 === null) return MAPPED_CSV_MESSAGES.pressure;
  } else {
    value = readNumber(valueText);
    if (value === null) return MAPPED_CSV_MESSAGES.value;
  }
  const stored = toStoredUnit(metric, value, map.unidad ? cell(map.unidad) : '');
  if (typeof stored === 'string') return stored;
  return {
    metric,
    value: stored.value,
    value2: value2 === null ? null : roundTo(value2, 0),
    unit: stored.unit,
    measuredAt,
    device: null,
  };
}

/** The header's delimiter: a comma, a semicolon (spreadsheets in Spanish, where "7,2" is a number) or a tab. */
async function detectDelimiter(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(8192), 0, 8192, 0);
    const header = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    const count = (delimiter: string) => header.split(delimiter).length - 1;
    return [';', '\t', ','].reduce((best, next) => (count(next) > count(best) ? next : best), ',');
  } finally {
    await file.close();
  }
}

/**
 * Reads a CSV file with the person's column map, streamed, in arrays of rows. The first row names the
 * columns. Each row is refused alone with its line number when it cannot be read; a file that is not a
 * CSV (a stray quote, a binary file) stops with the line number, and its text is never repeated. At most
 * `maxRecords` rows.
 */
export async function* readMappedCsv(
  path: string,
  map: CsvColumnMap,
  timeZone: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): AsyncGenerator<ParsedItem[]> {
  const delimiter = await detectDelimiter(path);
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      trim: true,
      max_record_size: 10_000,
    }),
  );
  let columns: Map<string, number> | null = null;
  let line = 0;
  let items: ParsedItem[] = [];
  const slice = createTimeSlice();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      if (line > limits.maxRecords + 1)
        throw new InvalidInputError(PARSE_MESSAGES.tooManyRecords(limits.maxRecords));
      if (record.length === 1 && record[0] === '') continue;
      if (!columns) {
        columns = new Map(record.map((name, index) => [name.trim().toLowerCase(), index]));
        for (const column of [map.fecha, map.hora, map.valor, map.valor2, map.metrica, map.unidad]) {
          if (column && !columns.has(column.trim().toLowerCase()))
            throw new InvalidInputError(MAPPED_CSV_MESSAGES.missingColumn(column));
        }
        continue;
      }
      const known = columns;
      const cell = (column: string | undefined) => {
        const index = column ? known.get(column.trim().toLowerCase()) : undefined;
        return index === undefined ? '' : (record[index] ?? '');
      };
      const read = readMappedRow(cell, map, timeZone);
      items.push(typeof read === 'string' ? { refused: read, position: line } : { record: read });
      if (items.length >= 1000) {
        yield items;
        items = [];
        await slice();
      }
    }
  } catch (error) {
    const failedAt = csvFailureLine(error, line + 1);
    if (failedAt !== null) throw new InvalidInputError(MAPPED_CSV_MESSAGES.unreadable(failedAt));
    throw error;
  }
  if (!columns) throw new InvalidInputError(MAPPED_CSV_MESSAGES.empty);
  if (items.length > 0) yield items;
}
