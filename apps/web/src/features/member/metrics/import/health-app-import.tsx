import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CsvColumnMap, HealthImportMetric, HealthImportReply } from '@vitalia/contracts/health-imports';
import { Button } from '../../../../components/ui/button';
import { ErrorBox } from '../../../../components/ui/error-box';
import { describeError } from '../../api/errors';
import {
  confirmHealthImport,
  fetchHealthImport,
  HEALTH_IMPORT_MAX_BYTES,
  readCsvHeader,
  undoHealthImport,
  uploadHealthImport,
} from '../../api/health-imports-api';
import { METRICS_QUERY_KEY, useProfileTimeZone } from '../../api/metrics-queries';
import { ColumnSelect } from './column-select';
import { METRIC_NAMES, Preview } from './health-import-preview';
import { formatFileSize, formatProgress } from './import-summary';

type Format = 'apple_health' | 'csv';
type Upload = { step: 'idle' } | { step: 'uploading'; sent: number } | { step: 'failed'; message: string };

const EMPTY_MAP = { fecha: '', hora: '', valor: '', valor2: '', metrica: '', unidad: '' };

/** The job as the server reports it, polled while it works. */
function useHealthImport(id: number | null) {
  return useQuery({
    queryKey: ['member', 'health-import', id],
    queryFn: ({ signal }) => fetchHealthImport(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'analyzing' || state === 'queued' || state === 'running' ? 1000 : false;
    },
  });
}

/**
 * Imports from health apps: Apple Health's export.zip or a CSV whose columns the person maps. The file
 * is uploaded with a progress bar, the server's preview is shown, and the import runs after confirming;
 * a finished import can be undone whole.
 */
export function HealthAppImport() {
  const fileId = useId();
  const progressId = useId();
  const headingId = useId();
  const queryClient = useQueryClient();
  const abortRef = useRef<AbortController | null>(null);
  const [format, setFormat] = useState<Format>('apple_health');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [map, setMap] = useState(EMPTY_MAP);
  const [fixedMetric, setFixedMetric] = useState<HealthImportMetric | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ step: 'idle' });
  const [jobId, setJobId] = useState<number | null>(null);
  const [acting, setActing] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const job = useHealthImport(jobId);
  const current = job.data;
  const timeZone = useProfileTimeZone(true).data ?? undefined;

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (current?.state === 'done' || current?.state === 'undone')
      void queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY });
  }, [current?.state, queryClient]);

  async function chooseFile(chosen: File | null) {
    setFile(chosen);
    setProblem(null);
    setUpload({ step: 'idle' });
    setColumns([]);
    setMap(EMPTY_MAP);
    if (chosen && format === 'csv') setColumns(await readCsvHeader(chosen));
  }

  function columnMap(): CsvColumnMap | string {
    if (!map.fecha || !map.valor) return 'Elige qué columna trae la fecha y cuál el valor.';
    if (!map.metrica && !fixedMetric)
      return 'Elige la columna de la métrica o una métrica para todo el archivo.';
    return {
      fecha: map.fecha,
      valor: map.valor,
      ...(map.hora ? { hora: map.hora } : {}),
      ...(map.valor2 ? { valor2: map.valor2 } : {}),
      ...(map.unidad ? { unidad: map.unidad } : {}),
      ...(fixedMetric ? { metrica_fija: fixedMetric } : map.metrica ? { metrica: map.metrica } : {}),
    };
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (upload.step === 'uploading') return;
    if (!file) return setProblem('Elige el archivo que quieres importar.');
    if (file.size > HEALTH_IMPORT_MAX_BYTES)
      return setProblem(
        `El archivo es demasiado grande (máximo ${formatFileSize(HEALTH_IMPORT_MAX_BYTES)}).`,
      );
    const chosenMap = format === 'csv' ? columnMap() : null;
    if (typeof chosenMap === 'string') return setProblem(chosenMap);
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ step: 'uploading', sent: 0 });
    try {
      const reply = await uploadHealthImport(
        file,
        format,
        chosenMap,
        (sent) => setUpload({ step: 'uploading', sent }),
        controller.signal,
      );
      queryClient.setQueryData(['member', 'health-import', reply.id], reply);
      setJobId(reply.id);
      setUpload({ step: 'idle' });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setUpload({ step: 'failed', message: describeError('No se pudo subir el archivo', failure) });
    } finally {
      abortRef.current = null;
    }
  }

  async function act(name: string, action: () => Promise<HealthImportReply>) {
    setActing(name);
    setActionError(null);
    try {
      const reply = await action();
      queryClient.setQueryData(['member', 'health-import', reply.id], reply);
    } catch (failure) {
      setActionError(describeError('No se pudo completar', failure));
    } finally {
      setActing(null);
    }
  }

  function startOver() {
    setJobId(null);
    setFile(null);
    setColumns([]);
    setMap(EMPTY_MAP);
    setFixedMetric('');
  }

  const uploading = upload.step === 'uploading';
  const toImport = current?.preview
    ? current.preview.metrics.reduce((sum, { count }) => sum + count, 0) - current.preview.duplicates
    : 0;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Importar desde una app de salud
      </h2>
      {!current && (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
          {upload.step === 'failed' && <ErrorBox message={upload.message} />}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">¿De dónde viene el archivo?</legend>
            {(
              [
                ['apple_health', 'App Salud del iPhone (export.zip)'],
                ['csv', 'Health Connect u otra app (CSV)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name="formato"
                  value={value}
                  checked={format === value}
                  disabled={uploading}
                  onChange={() => {
                    setFormat(value);
                    setFile(null);
                    setColumns([]);
                    setProblem(null);
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {format === 'apple_health' && (
            <p className="text-sm text-slate-600">
              En el iPhone abre Salud, toca tu foto y elige «Exportar todos los datos de salud». Sube aquí el
              archivo export.zip tal como se guardó. Leemos glucosa, presión arterial, peso y frecuencia
              cardiaca.
            </p>
          )}
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
              {format === 'apple_health' ? 'Archivo export.zip' : 'Archivo CSV'}
            </label>
            <input
              key={format}
              id={fileId}
              type="file"
              accept={format === 'apple_health' ? '.zip,application/zip' : '.csv,text/csv'}
              disabled={uploading}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fileId}-problem` : undefined}
              onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
            />
            {file && (
              <p className="mt-1 text-xs text-slate-500">
                {file.name} · {formatFileSize(file.size)}
              </p>
            )}
          </div>
          {format === 'csv' && columns.length > 0 && (
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">¿Qué trae cada columna?</legend>
              <ColumnSelect
                label="Fecha (y hora)"
                value={map.fecha}
                columns={columns}
                onChange={(fecha) => setMap({ ...map, fecha })}
              />
              <ColumnSelect
                label="Hora, si va aparte"
                optional
                value={map.hora}
                columns={columns}
                onChange={(hora) => setMap({ ...map, hora })}
              />
              <ColumnSelect
                label="Valor"
                value={map.valor}
                columns={columns}
                onChange={(valor) => setMap({ ...map, valor })}
              />
              <ColumnSelect
                label="Diastólica, si va aparte"
                optional
                value={map.valor2}
                columns={columns}
                onChange={(valor2) => setMap({ ...map, valor2 })}
              />
              <ColumnSelect
                label="Unidad"
                optional
                value={map.unidad}
                columns={columns}
                onChange={(unidad) => setMap({ ...map, unidad })}
              />
              <ColumnSelect
                label="Métrica (columna)"
                optional
                value={map.metrica}
                columns={columns}
                onChange={(metrica) => setMap({ ...map, metrica })}
              />
              <div>
                <label htmlFor={`${fileId}-fixed`} className="mb-1 block text-sm font-medium text-slate-700">
                  O una métrica para todo el archivo
                </label>
                <select
                  id={`${fileId}-fixed`}
                  value={fixedMetric}
                  onChange={(event) => setFixedMetric(event.target.value as HealthImportMetric | '')}
                  className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                >
                  <option value="">Según la columna</option>
                  {Object.entries(METRIC_NAMES).map(([key, name]) => (
                    <option key={key} value={key}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          )}
          {problem && (
            <p id={`${fileId}-problem`} role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <Button
            type="submit"
            aria-disabled={uploading || undefined}
            className={uploading ? 'opacity-70' : ''}
          >
            {uploading ? 'Subiendo…' : 'Subir y revisar'}
          </Button>
          {uploading && (
            <div>
              <div className="mb-1 flex justify-between text-sm text-slate-700">
                <span id={progressId}>Subiendo archivo…</span>
                <span className="tabular-nums">{formatProgress(upload.sent)}</span>
              </div>
              <progress
                aria-labelledby={progressId}
                max={100}
                value={Math.round(upload.sent * 100)}
                className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              />
            </div>
          )}
        </form>
      )}

      {current && (
        <div className="space-y-3" aria-live="polite">
          <p className="text-xs text-slate-500">
            {current.file_name} · {formatFileSize(current.size_bytes)}
          </p>
          {actionError && <ErrorBox message={actionError} />}
          {current.state === 'analyzing' && (
            <p role="status" className="text-sm text-slate-700">
              Revisando el archivo… {current.processed.toLocaleString('es-MX')} registros leídos.
            </p>
          )}
          {current.state === 'ready' && (
            <>
              <h3 className="text-base font-semibold text-slate-900">Revisa antes de importar</h3>
              <Preview job={current} timeZone={timeZone} />
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={acting !== null || toImport <= 0}
                  onClick={() => void act('confirm', () => confirmHealthImport(current.id))}
                >
                  {toImport > 0
                    ? `Importar ${toImport.toLocaleString('es-MX')} lecturas`
                    : 'No hay lecturas nuevas'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={acting !== null}
                  onClick={() => void act('cancel', () => undoHealthImport(current.id)).then(startOver)}
                >
                  Cancelar
                </Button>
              </div>
            </>
          )}
          {(current.state === 'queued' || current.state === 'running') && (
            <p role="status" className="text-sm text-slate-700">
              Importando… {current.imported.toLocaleString('es-MX')} lecturas guardadas. Puedes salir de esta
              página: seguirá en segundo plano.
            </p>
          )}
          {current.state === 'done' && (
            <>
              <p role="status" className="text-sm font-semibold text-brand-800">
                Listo: se importaron {current.imported.toLocaleString('es-MX')} lecturas
                {current.duplicates > 0
                  ? ` (${current.duplicates.toLocaleString('es-MX')} ya las tenías)`
                  : ''}
                .
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  disabled={acting !== null}
                  onClick={() => void act('undo', () => undoHealthImport(current.id))}
                >
                  Deshacer esta importación
                </Button>
                <Button variant="secondary" onClick={startOver}>
                  Importar otro archivo
                </Button>
              </div>
            </>
          )}
          {current.state === 'undone' && (
            <>
              <p role="status" className="text-sm font-semibold text-slate-800">
                Importación deshecha: se borraron las lecturas que agregó.
              </p>
              <Button variant="secondary" onClick={startOver}>
                Importar otro archivo
              </Button>
            </>
          )}
          {current.state === 'failed' && (
            <>
              <ErrorBox message={current.error ?? 'No pudimos leer el archivo.'} />
              <Button variant="secondary" onClick={startOver}>
                Intentar con otro archivo
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
