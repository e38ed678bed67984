import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@vitalia/contracts/metrics';
import {
  CSV_COLUMN_HELP,
  findFileProblem,
  formatFileSize,
  formatProgress,
  importCounts,
  importHeadline,
  rejectedRowText,
} from './import-summary';

const MAX = 20 * 1024 * 1024;

describe('the import summary', () => {
  it('says what was imported, skipped and rejected', () => {
    const reply = {
      imported: 5,
      skipped: 1,
      errors: [{ row: 4, detail: 'El valor no es un número.' }],
      rejected: 1,
    };
    expect(importHeadline(reply)).toBe('Se importaron 5 lecturas.');
    expect(importCounts(reply)).toEqual([
      { label: 'Importadas', value: 5 },
      { label: 'Omitidas (ya estaban guardadas)', value: 1 },
      { label: 'Rechazadas', value: 1 },
    ]);
    expect(rejectedRowText(reply.errors[0]!)).toBe('Fila 4: El valor no es un número.');
    expect(importHeadline({ imported: 1, skipped: 0, errors: [], rejected: 0 })).toBe(
      'Se importó 1 lectura.',
    );
  });

  it('says plainly that the same file twice adds nothing', () => {
    expect(importHeadline({ imported: 0, skipped: 6, errors: [], rejected: 0 })).toBe(
      'No se agregó nada: todas las lecturas del archivo ya estaban guardadas.',
    );
    expect(importHeadline({ imported: 0, skipped: 0, errors: [{ row: 2, detail: 'x' }], rejected: 3 })).toBe(
      'No se importó ninguna lectura.',
    );
    expect(importHeadline({ imported: 0, skipped: 0, errors: [], rejected: 0 })).toBe(
      'El archivo no tenía lecturas.',
    );
    // Rejected rows beyond the listed ones are still counted.
    expect(
      importCounts({ imported: 0, skipped: 0, errors: [{ row: 2, detail: 'x' }], rejected: 900 })[2]?.value,
    ).toBe(900);
  });

  it('explains every column of the export, in order', () => {
    expect(Object.keys(CSV_COLUMN_HELP)).toEqual([...CSV_COLUMNS]);
  });

  it('shows the upload progress and refuses files it cannot send', () => {
    expect(formatProgress(0.456)).toBe('46 %');
    expect(formatProgress(1.2)).toBe('100 %');
    expect(formatFileSize(MAX)).toBe('20 MB');
    expect(formatFileSize(3_500_000)).toBe('3.3 MB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(findFileProblem(null, MAX)).toBe('Elige un archivo CSV.');
    expect(findFileProblem({ name: 'lecturas.xlsx', size: 10 }, MAX)).toBe(
      'Elige un archivo con terminación .csv.',
    );
    expect(findFileProblem({ name: 'lecturas.CSV', size: 0 }, MAX)).toBe('El archivo está vacío.');
    expect(findFileProblem({ name: 'lecturas.csv', size: MAX + 1 }, MAX)).toBe(
      'El archivo pesa 20 MB; el máximo es 20 MB.',
    );
    expect(findFileProblem({ name: 'lecturas.csv', size: 100 }, MAX)).toBeNull();
  });
});
