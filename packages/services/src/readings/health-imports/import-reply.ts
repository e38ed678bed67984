import type { HealthImportPreview, HealthImportReply } from '@vitalia/contracts/health-imports';
import type { HealthImportRow } from '@vitalia/db';

/** An import job as the API answers it. */
export function toReply(row: HealthImportRow): HealthImportReply {
  return {
    id: Number(row.id),
    format: row.format,
    file_name: row.file_name,
    size_bytes: Number(row.size_bytes),
    state: row.state,
    processed: row.processed,
    imported: row.imported,
    duplicates: row.duplicates,
    rejected: row.rejected,
    preview: row.preview as HealthImportPreview | null,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    undone_at: row.undone_at?.toISOString() ?? null,
  };
}
