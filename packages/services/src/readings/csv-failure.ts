import { CsvError } from 'csv-parse';

/** The answer to a file that is not a CSV, by the line where it stops being one. */
export const csvUnreadable = (line: number) =>
  `El archivo no es un CSV válido (revisa las comillas cerca de la fila ${line}).`;

/**
 * The file line at which csv-parse gave up on a file that is not a CSV (a stray quote, a binary file), or
 * null when the error is not the parser's. Its message quotes the cell it stopped at, so the error itself
 * is neither answered nor logged: the caller turns it into a Spanish 400 with this line alone.
 */
export function csvFailureLine(error: unknown, fallback: number): number | null {
  if (!(error instanceof CsvError)) return null;
  const lines = (error as unknown as { lines?: unknown }).lines;
  return typeof lines === 'number' && lines > 0 ? lines : fallback;
}
