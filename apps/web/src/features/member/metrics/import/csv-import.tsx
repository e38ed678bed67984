import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CSV_COLUMNS, type ImportReply } from '@vitalia/contracts/metrics';
import { Button } from '../../../../components/ui/button';
import { ErrorBox } from '../../../../components/ui/error-box';
import { describeError } from '../../api/errors';
import { IMPORT_MAX_BYTES, uploadCsvImport } from '../../api/metrics-api';
import { METRICS_QUERY_KEY } from '../../api/metrics-queries';
import {
  CSV_COLUMN_HELP,
  findFileProblem,
  formatFileSize,
  formatProgress,
  importCounts,
  importHeadline,
  LISTED_ERRORS,
  rejectedCount,
  rejectedRowText,
} from './import-summary';

type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; sent: number }
  | { step: 'processing' }
  | { step: 'done'; reply: ImportReply }
  | { step: 'failed'; message: string };

/** What the file must look like; importing the same file twice adds nothing. */
export function CsvColumnsHelp() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        Cómo debe ser el archivo
      </h2>
      <p>
        Un archivo CSV en UTF-8, el mismo formato que descargas con «Descargar CSV», con esta primera fila de
        encabezados:
      </p>
      <p className="my-2 overflow-x-auto rounded-lg bg-slate-100 px-3 py-2">
        <code className="text-sm break-all text-slate-900">{CSV_COLUMNS.join(',')}</code>
      </p>
      <dl className="space-y-1.5">
        {CSV_COLUMNS.map((column) => (
          <div key={column} className="sm:flex sm:gap-2">
            <dt className="shrink-0 font-mono text-sm font-semibold text-slate-900 sm:w-32">{column}</dt>
            <dd>{CSV_COLUMN_HELP[column]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">
        Hasta {formatFileSize(IMPORT_MAX_BYTES)} por archivo. Una fila igual a una lectura que ya tienes
        (misma métrica, fecha y hora y valores) se omite, así que{' '}
        <strong>importar el mismo archivo dos veces no agrega nada</strong>.
      </p>
    </section>
  );
}

/** The file picker, the upload's progress bar and the summary of what the server stored. */
export function CsvImport() {
  const fileId = useId();
  const progressId = useId();
  const resultHeadingId = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const busy = state.step === 'uploading' || state.step === 'processing';

  // Leaving the page stops an upload still on its way.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = findFileProblem(file, IMPORT_MAX_BYTES);
    setProblem(found);
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'uploading', sent: 0 });
    try {
      const reply = await uploadCsvImport(
        file,
        (sent) => setState(sent >= 1 ? { step: 'processing' } : { step: 'uploading', sent }),
        controller.signal,
      );
      setState({ step: 'done', reply });
      if (reply.imported > 0) void queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', message: describeError('No se pudo importar el archivo', failure) });
    } finally {
      abortRef.current = null;
    }
  }

  const listed = state.step === 'done' ? state.reply.errors.slice(0, LISTED_ERRORS) : [];
  const sent =
    state.step === 'uploading' ? state.sent : state.step === 'idle' || state.step === 'failed' ? 0 : 1;

  return (
    <div className="space-y-4">
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label="Importar lecturas desde un CSV"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        {state.step === 'failed' && <ErrorBox message={state.message} />}
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
            Archivo CSV
          </label>
          <input
            ref={inputRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fileId}-problem` : undefined}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              if (!busy) setState({ step: 'idle' });
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {problem && (
            <p id={`${fileId}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          {file && !problem && (
            <p className="mt-1 text-xs text-slate-500">
              {file.name} · {formatFileSize(file.size)}
            </p>
          )}
        </div>
        <Button type="submit" aria-disabled={busy || undefined} className={busy ? 'opacity-70' : ''}>
          {busy ? 'Importando…' : 'Importar'}
        </Button>
        {state.step !== 'idle' && state.step !== 'failed' && (
          <div>
            <div className="mb-1 flex justify-between text-sm text-slate-700">
              <span id={progressId}>
                {state.step === 'uploading'
                  ? 'Subiendo archivo…'
                  : state.step === 'processing'
                    ? 'Archivo enviado; guardando lecturas…'
                    : 'Archivo enviado'}
              </span>
              <span className="tabular-nums">{formatProgress(sent)}</span>
            </div>
            <progress
              aria-labelledby={progressId}
              max={100}
              value={Math.round(sent * 100)}
              className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
            />
          </div>
        )}
      </form>

      {state.step === 'done' && (
        <section
          aria-labelledby={resultHeadingId}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id={resultHeadingId} className="text-lg font-semibold text-slate-900">
            Resultado de la importación
          </h2>
          <p role="status" className="mt-1 text-sm font-semibold text-brand-800">
            {importHeadline(state.reply)}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            {importCounts(state.reply).map(({ label, value }) => (
              <div key={label} className="rounded-lg bg-slate-50 px-2 py-2">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {state.reply.errors.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-900">Filas rechazadas</h3>
              <ul className="mt-1 max-h-80 space-y-1 overflow-y-auto text-sm text-red-800">
                {listed.map((error, index) => (
                  <li key={index}>{rejectedRowText(error)}</li>
                ))}
              </ul>
              {rejectedCount(state.reply) > listed.length && (
                <p className="mt-1 text-xs text-slate-500">
                  Y {rejectedCount(state.reply) - listed.length} filas rechazadas más.
                </p>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
