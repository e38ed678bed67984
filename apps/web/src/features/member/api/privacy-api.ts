import type { PrivacyReply, PurposesInput } from '@vitalia/contracts/privacy';
import { apiErrorFromReply, apiHeaders, apiRequest, apiUrl } from '../../../lib/api-client';

const PRIVACY = '/health-users/privacy/';

export const fetchPrivacy = (signal?: AbortSignal) => apiRequest<PrivacyReply>(PRIVACY, { signal });

export const savePurposes = (input: PurposesInput) =>
  apiRequest<PrivacyReply>(PRIVACY, { method: 'PUT', body: input });

/** Erases the account after the password; the server answers 204 and the token stops working. */
export const deleteAccount = (password: string) =>
  apiRequest<void>('/health-users/account/', { method: 'DELETE', body: { password } });

export type DataExportFormat = 'json' | 'fhir';

/**
 * Downloads the data export with the bearer header (a plain link could not send it): the file and the name
 * the server gave it.
 */
export async function fetchDataExport(format: DataExportFormat): Promise<{ blob: Blob; fileName: string }> {
  const path = format === 'fhir' ? '/health-users/export/fhir/' : '/health-users/export/';
  const url = apiUrl(path);
  const headers = apiHeaders(url, format === 'fhir' ? 'application/fhir+json' : 'application/json');
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw apiErrorFromReply(response.status, await response.text(), Boolean(headers.Authorization));
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return {
    blob: await response.blob(),
    fileName: named?.[1] ?? (format === 'fhir' ? 'vitalia-fhir.json' : 'vitalia-mis-datos.json'),
  };
}
