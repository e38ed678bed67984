import type {
  CsvColumnMap,
  HealthImportFormatKey,
  HealthImportReply,
} from '@vitalia/contracts/health-imports';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const IMPORTS = '/health-metrics/api/imports/';

/** The server's default limit (IMPORT_MAX_MB); a smaller one set there answers its own 413. */
export const HEALTH_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

export const fetchHealthImport = (id: number, signal?: AbortSignal) =>
  apiRequest<HealthImportReply>(`${IMPORTS}${id}/`, { signal });

export const confirmHealthImport = (id: number) =>
  apiRequest<HealthImportReply>(`${IMPORTS}${id}/confirm/`, { method: 'POST' });

/** Undoes a finished import (its readings are deleted) or cancels one waiting for confirmation. */
export const undoHealthImport = (id: number) =>
  apiRequest<HealthImportReply>(`${IMPORTS}${id}/`, { method: 'DELETE' });

/**
 * Uploads an Apple Health export.zip or a CSV with its column map, with XMLHttpRequest so the upload
 * reports progress (`onProgress` gets 0 to 1). The reply is the job, analysed in the background.
 */
export function uploadHealthImport(
  file: File,
  format: HealthImportFormatKey,
  map: CsvColumnMap | null,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<HealthImportReply> {
  const url = apiUrl(IMPORTS, {
    format,
    file_name: file.name.slice(0, 200),
    ...(map ? { map: JSON.stringify(map) } : {}),
  });
  const contentType = format === 'csv' ? 'text/csv' : 'application/zip';
  return uploadWithProgress<HealthImportReply>(url, file, contentType, onProgress, signal);
}

/** The header row of a CSV file, read from its first bytes (the delimiter the server will use too). */
export async function readCsvHeader(file: File): Promise<string[]> {
  const start = await file.slice(0, 8192).text();
  const line = (start.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').trim();
  const count = (delimiter: string) => line.split(delimiter).length - 1;
  const delimiter = [';', '\t', ','].reduce((best, next) => (count(next) > count(best) ? next : best), ',');
  return line
    .split(delimiter)
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}
