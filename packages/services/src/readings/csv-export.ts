import { Readable } from 'node:stream';
import { CSV_COLUMNS } from '@vitalia/contracts/metrics';
import { formatLocalInstant } from '@vitalia/domain/local-time';
import type { Database, ReadingRow, TimeRange } from '@vitalia/db';

const PAGE_SIZE = 5000;
/** Excel reads a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
const BOM = '\uFEFF';

/**
 * A text cell as CSV: quoted when it holds a comma, quote or line break; and a leading = + - @ is
 * neutralised, so a spreadsheet never runs a cell as a formula (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(row: ReadingRow, timeZone: string): string {
  return [
    csvCell(row.metric),
    csvCell(formatLocalInstant(row.measured_at, timeZone)),
    csvCell(row.value),
    csvCell(row.value2),
    csvCell(row.unit),
    csvCell(row.context),
    csvCell(row.source),
  ].join(',');
}

/**
 * The patient's readings as CSV (CONTRACTS.md section 3 columns), oldest first, read page by page so a
 * year of continuous-monitor data never sits in memory at once. Times carry the patient's UTC offset.
 */
export function streamReadingsCsv(
  db: Database,
  pacienteId: number,
  filter: { metric?: string; range?: TimeRange },
  timeZone: string,
): Readable {
  async function* lines() {
    yield `${BOM}${CSV_COLUMNS.join(',')}\r\n`;
    let after: { measuredAt: Date; id: number } | null = null;
    for (;;) {
      const page = await db.repos.readings.page(pacienteId, filter, after, PAGE_SIZE);
      if (page.length === 0) return;
      yield page.map((row) => `${csvRow(row, timeZone)}\r\n`).join('');
      const last = page[page.length - 1]!;
      after = { measuredAt: last.measured_at, id: last.id };
      if (page.length < PAGE_SIZE) return;
    }
  }
  return Readable.from(lines());
}
