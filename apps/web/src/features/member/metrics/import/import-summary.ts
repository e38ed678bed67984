/** The words of the CSV import page: the expected columns and the summary of an import. */
import type { CSV_COLUMNS, ImportReply } from '@vitalia/contracts/metrics';
import { READING_CONTEXTS } from '@vitalia/domain/reading';

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What goes in each column, in the export's order (CONTRACTS.md section 3). */
export const CSV_COLUMN_HELP: Readonly<Record<CsvColumn, string>> = {
  metric: 'La métrica: glucosa, presion, peso, frecuencia_cardiaca o la clave de otro indicador.',
  measured_at:
    'Fecha y hora de la lectura en ISO-8601 con su diferencia respecto a UTC, por ejemplo 2025-06-10T08:30:00-06:00.',
  value: 'El valor; en presion, la sistólica.',
  value2: 'En presion, la diastólica; vacío en las demás métricas.',
  unit: 'La unidad: mg/dL, mmHg, kg, lpm o la de tu indicador.',
  context: `Opcional: ${READING_CONTEXTS.join(', ')}.`,
  source: 'Opcional: de dónde vino la lectura (whatsapp, web o import).',
};

/** Rejected rows listed on the page at most; the rest are counted. */
export const LISTED_ERRORS = 100;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Rows refused in all: `rejected`, or the listed ones from a server that does not count them. */
export const rejectedCount = (reply: ImportReply) => reply.rejected ?? reply.errors.length;

/** The headline of an import's result. */
export function importHeadline(reply: ImportReply): string {
  const { imported, skipped } = reply;
  const rejected = rejectedCount(reply);
  if (imported > 0) {
    return `Se ${plural(imported, 'importó 1 lectura', `importaron ${imported} lecturas`)}.`;
  }
  if (skipped > 0 && rejected === 0) {
    return 'No se agregó nada: todas las lecturas del archivo ya estaban guardadas.';
  }
  if (rejected > 0) return 'No se importó ninguna lectura.';
  return 'El archivo no tenía lecturas.';
}

/** The three counts, as the summary lists them. */
export function importCounts(reply: ImportReply): Array<{ label: string; value: number }> {
  return [
    { label: 'Importadas', value: reply.imported },
    { label: 'Omitidas (ya estaban guardadas)', value: reply.skipped },
    { label: 'Rechazadas', value: rejectedCount(reply) },
  ];
}

/** "Fila 3: El valor de glucosa debe estar entre 20 y 600 mg/dL." */
export const rejectedRowText = (error: ImportReply['errors'][number]) => `Fila ${error.row}: ${error.detail}`;

/** "45 %" of an upload's progress, 0 to 1. */
export function formatProgress(share: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return `${percent} %`;
}

/** The size of a file in words people read: "820 KB", "3.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** Why a chosen file cannot be sent, or null. */
export function findFileProblem(
  file: { name: string; size: number } | null,
  maxBytes: number,
): string | null {
  if (!file) return 'Elige un archivo CSV.';
  if (!/\.csv$/i.test(file.name)) return 'Elige un archivo con terminación .csv.';
  if (file.size === 0) return 'El archivo está vacío.';
  if (file.size > maxBytes) {
    return `El archivo pesa ${formatFileSize(file.size)}; el máximo es ${formatFileSize(maxBytes)}.`;
  }
  return null;
}
