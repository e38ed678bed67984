/**
 * Imports from health apps: Apple Health's export.zip and a CSV (Health Connect or any app) whose
 * columns the person maps on the page. Shared by the server (validation, replies) and the web page.
 */
import { hasForbiddenCharacters } from './validation';

export const HEALTH_IMPORT_FORMATS = ['apple_health', 'csv'] as const;
export type HealthImportFormatKey = (typeof HEALTH_IMPORT_FORMATS)[number];

/** Metrics an import can fill (a CSV's fixed metric is one of them). */
export const HEALTH_IMPORT_METRICS = ['glucosa', 'presion', 'peso', 'frecuencia_cardiaca'] as const;
export type HealthImportMetric = (typeof HEALTH_IMPORT_METRICS)[number];

/**
 * Which column of the CSV holds what, by header name. The metric comes from a column (`metrica`) or is
 * the same for every row (`metrica_fija`). `hora` is a separate time column when the date has none.
 * Pressure: `valor` is "130/85", or the systolic with the diastolic in `valor2`.
 */
export interface CsvColumnMap {
  fecha: string;
  hora?: string;
  valor: string;
  valor2?: string;
  metrica?: string;
  metrica_fija?: HealthImportMetric;
  unidad?: string;
}

export const HEALTH_IMPORT_MESSAGES = {
  format: 'Indica el tipo de archivo: apple_health (export.zip de la app Salud) o csv.',
  columnMap:
    'Indica qué columna trae la fecha y cuál el valor, y la métrica (una columna o una métrica fija: glucosa, presion, peso o frecuencia_cardiaca).',
  empty: 'El archivo está vacío.',
  tooLarge: (megabytes: number) =>
    `El archivo es demasiado grande (máximo ${megabytes.toLocaleString('es-MX')} MB).`,
  notFound: 'No encontramos esa importación.',
  notReady: 'Esta importación no está esperando tu confirmación.',
  tooManyWaiting: (uploads: number) =>
    `Ya tienes ${uploads} archivos esperando: confirma o cancela uno antes de subir otro.`,
  stopped:
    'La importación se detuvo varias veces sin terminar y no se volverá a intentar; no se guardó ninguna lectura de este archivo.',
  fileName: 'El nombre del archivo no es válido.',
} as const;

const COLUMN_KEYS = ['fecha', 'hora', 'valor', 'valor2', 'metrica', 'unidad'] as const;

/** The column map from the request (JSON text), or the Spanish reason it is not one. */
export function readColumnMap(text: unknown): CsvColumnMap | string {
  if (typeof text !== 'string' || text.length > 2000) return HEALTH_IMPORT_MESSAGES.columnMap;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return HEALTH_IMPORT_MESSAGES.columnMap;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return HEALTH_IMPORT_MESSAGES.columnMap;
  const record = value as Record<string, unknown>;
  const map: Record<string, string> = {};
  for (const key of COLUMN_KEYS) {
    const column = record[key];
    if (column === undefined || column === null || column === '') continue;
    if (typeof column !== 'string' || column.length > 100 || hasForbiddenCharacters(column))
      return HEALTH_IMPORT_MESSAGES.columnMap;
    map[key] = column;
  }
  const fixed = record.metrica_fija;
  if (
    fixed !== undefined &&
    fixed !== null &&
    fixed !== '' &&
    !HEALTH_IMPORT_METRICS.includes(fixed as HealthImportMetric)
  )
    return HEALTH_IMPORT_MESSAGES.columnMap;
  if (!map.fecha || !map.valor || (!map.metrica && !fixed)) return HEALTH_IMPORT_MESSAGES.columnMap;
  return {
    ...(map as Omit<CsvColumnMap, 'metrica_fija'> & { fecha: string; valor: string }),
    ...(fixed ? { metrica_fija: fixed as HealthImportMetric } : {}),
  };
}

export type HealthImportStateKey =
  'analyzing' | 'ready' | 'queued' | 'running' | 'done' | 'failed' | 'undone' | 'canceled';

/** What the preview shows before the person confirms. */
export interface HealthImportPreview {
  /** Readings found per metric (after de-duplication within the file). */
  metrics: Array<{ metric: string; count: number }>;
  from: string | null;
  to: string | null;
  /** Of those, already stored (same metric, time and values): they will not be stored again. */
  duplicates: number;
  /** Records refused, with the first reasons. */
  rejected: number;
  errors: Array<{ position: number; detail: string }>;
  /** The first readings as they will be stored. */
  first: Array<{
    metric: string;
    value: number;
    value2: number | null;
    unit: string;
    measured_at: string;
    device: string | null;
  }>;
}

export interface HealthImportReply {
  id: number;
  format: HealthImportFormatKey;
  file_name: string;
  size_bytes: number;
  state: HealthImportStateKey;
  processed: number;
  imported: number;
  duplicates: number;
  rejected: number;
  preview: HealthImportPreview | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  undone_at: string | null;
}
