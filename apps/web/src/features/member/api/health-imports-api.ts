import type {
  CsvColumnMap,
  HealthImportFormatKey,
  HealthImportReply,
} from '@vitalia/contracts/health-imports';
import { ApiError, apiErrorFromReply, apiHeaders, apiRequest, apiUrl } from '../../../lib/api-client';

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
  const headers = apiHeaders(url);
  return new Promise<HealthImportReply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', format === 'csv' ? 'text/csv' : 'application/zip');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromReply(request.status, text, Boolean(headers.Authorization)));
        return;
      }
      try {
        resolve(JSON.parse(text) as HealthImportReply);
      } catch {
        reject(new ApiError('Respuesta no JSON del servidor al importar.', request.status, null));
      }
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
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
