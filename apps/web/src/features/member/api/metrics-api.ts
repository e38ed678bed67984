import type {
  Aggregation,
  ImportReply,
  OverviewReply,
  ReadingReply,
  ReadingsListReply,
  RecordedReadingReply,
  SeriesReply,
} from '@vitalia/contracts/metrics';
import type { Profile } from '@vitalia/contracts/member';
import { apiErrorFromReply, apiHeaders, apiRequest, apiUrl } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const METRICS = '/health-metrics/api';

/** The profile's IANA time zone, in which the server counts local dates (GET /health-users/profile/). */
export async function fetchProfileTimeZone(signal?: AbortSignal): Promise<string | null> {
  const profile = await apiRequest<Partial<Profile> | null>('/health-users/profile/', { signal });
  return profile?.time_zone ?? null;
}

/** Local dates of the user's zone, both ends included (CONTRACTS.md section 3). */
export interface DateRange {
  from: string;
  to: string;
}

export interface SeriesQuery extends DateRange {
  metric: string;
  aggregation: Aggregation;
}

/** `paciente_id` of someone who shares with the user; undefined (left out of the query) for their own. */
export type PatientId = number | undefined;

export const fetchSeries = (
  { metric, aggregation, from, to }: SeriesQuery,
  signal?: AbortSignal,
  pacienteId?: PatientId,
) =>
  apiRequest<SeriesReply>(`${METRICS}/series/`, {
    query: { metric, aggregation, from, to, paciente_id: pacienteId },
    signal,
  });

export const fetchOverview = (
  { aggregation, from, to }: DateRange & { aggregation: Aggregation },
  signal?: AbortSignal,
  pacienteId?: PatientId,
) =>
  apiRequest<OverviewReply>(`${METRICS}/overview/`, {
    query: { aggregation, from, to, paciente_id: pacienteId },
    signal,
  });

/** How many readings Lecturas recientes lists at most. */
export const RECENT_READINGS_LIMIT = 50;

export async function fetchReadings(
  { metric, from, to }: DateRange & { metric: string },
  signal?: AbortSignal,
  pacienteId?: PatientId,
): Promise<ReadingReply[]> {
  const reply = await apiRequest<ReadingsListReply>(`${METRICS}/readings/`, {
    query: { metric, from, to, limit: RECENT_READINGS_LIMIT, paciente_id: pacienteId },
    signal,
  });
  return reply?.readings ?? [];
}

/** A reading entered by hand; `v2` is the diastolic of a blood pressure, `unit` a new indicator's. */
export interface NewReading {
  metric: string;
  value: number;
  v2?: number;
  /** ISO-8601; the server uses now when it is missing. */
  measured_at?: string;
  context?: string;
  note?: string;
  unit?: string;
}

export type ReadingChanges = Partial<Pick<NewReading, 'value' | 'v2' | 'measured_at'>> & {
  context?: string | null;
  note?: string | null;
};

/** 201 with the stored reading and what it means (`feedback`: null when no standard applies). */
export const createReading = (reading: NewReading, pacienteId?: PatientId) =>
  apiRequest<RecordedReadingReply>(`${METRICS}/readings/`, {
    method: 'POST',
    body: reading,
    query: { paciente_id: pacienteId },
  });

export const updateReading = (id: number, changes: ReadingChanges) =>
  apiRequest<ReadingReply>(`${METRICS}/readings/${id}/`, { method: 'PATCH', body: changes });

export const deleteReading = (id: number) =>
  apiRequest<void>(`${METRICS}/readings/${id}/`, { method: 'DELETE' });

/** GETs a file with the bearer header (a plain link could not send it) and returns it. */
async function fetchFile(path: string, params: Parameters<typeof apiUrl>[1], accept: string): Promise<Blob> {
  const url = apiUrl(path, params);
  const headers = apiHeaders(url, accept);
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw apiErrorFromReply(response.status, await response.text(), Boolean(headers.Authorization));
  }
  return response.blob();
}

/** GET export.csv: the readings of a metric in the dates, as CSV. */
export const fetchCsvExport = (
  { metric, from, to }: DateRange & { metric: string },
  pacienteId?: PatientId,
) => fetchFile(`${METRICS}/export.csv`, { metric, from, to, paciente_id: pacienteId }, 'text/csv');

/** GET report/pdf: the doctor's report, its consultation summary on page 1 (CONTRACTS.md section 12). */
export const fetchReportPdf = ({ from, to }: DateRange, pacienteId?: PatientId) =>
  fetchFile(`${METRICS}/report/pdf`, { from, to, paciente_id: pacienteId }, 'application/pdf');

/** Up to 20 MB per import (CONTRACTS.md section 3). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** POSTs a CSV file to import.csv; `onProgress` gets the share sent, 0 to 1. */
export function uploadCsvImport(
  file: Blob,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ImportReply> {
  const url = apiUrl(`${METRICS}/import.csv`);
  return uploadWithProgress<ImportReply>(url, file, 'text/csv', onProgress, signal);
}
