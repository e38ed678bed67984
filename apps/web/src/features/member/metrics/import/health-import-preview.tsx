import type { HealthImportReply } from '@vitalia/contracts/health-imports';

export const METRIC_NAMES: Record<string, string> = {
  glucosa: 'Glucosa',
  presion: 'Presión arterial',
  peso: 'Peso',
  frecuencia_cardiaca: 'Frecuencia cardiaca',
};
const metricName = (metric: string) => METRIC_NAMES[metric] ?? metric;
/** In the person's time zone (their profile's), as the rest of the member area shows times. */
const formatWhen = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone });
const formatDay = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleDateString('es-MX', { dateStyle: 'medium', timeZone });
const formatValue = (row: { metric: string; value: number; value2: number | null; unit: string }) =>
  row.value2 === null ? `${row.value} ${row.unit}` : `${row.value}/${row.value2} ${row.unit}`;

/** What the server found in the file: counts per metric, duplicates, the first rows as stored, errors. */
export function Preview({ job, timeZone }: { job: HealthImportReply; timeZone: string | undefined }) {
  const preview = job.preview;
  if (!preview) return null;
  const total = preview.metrics.reduce((sum, { count }) => sum + count, 0);
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Encontramos <strong>{total.toLocaleString('es-MX')}</strong> lecturas
        {preview.from && preview.to
          ? `, del ${formatDay(preview.from, timeZone)} al ${formatDay(preview.to, timeZone)}`
          : ''}
        .
      </p>
      <ul className="grid grid-cols-2 gap-2">
        {preview.metrics.map(({ metric, count }) => (
          <li key={metric} className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="block text-xs text-slate-600">{metricName(metric)}</span>
            <span className="text-lg font-semibold text-slate-900 tabular-nums">
              {count.toLocaleString('es-MX')}
            </span>
          </li>
        ))}
      </ul>
      <p>
        Ya tienes guardadas <strong>{preview.duplicates.toLocaleString('es-MX')}</strong>: no se repetirán.
        {preview.rejected > 0 && (
          <>
            {' '}
            <strong>{preview.rejected.toLocaleString('es-MX')}</strong> no se pueden leer y se omitirán.
          </>
        )}
      </p>
      {preview.first.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="mb-1 text-left text-sm font-semibold text-slate-900">
              Así se guardarán las primeras
            </caption>
            <thead>
              <tr className="text-slate-600">
                <th className="py-1 pr-2 font-medium">Fecha</th>
                <th className="py-1 pr-2 font-medium">Métrica</th>
                <th className="py-1 pr-2 font-medium">Valor</th>
                <th className="py-1 font-medium">Aparato</th>
              </tr>
            </thead>
            <tbody>
              {preview.first.map((row, index) => (
                <tr key={index} className="border-t border-slate-100">
                  <td className="py-1 pr-2">{formatWhen(row.measured_at, timeZone)}</td>
                  <td className="py-1 pr-2">{metricName(row.metric)}</td>
                  <td className="py-1 pr-2 tabular-nums">{formatValue(row)}</td>
                  <td className="py-1">{row.device ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.errors.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-slate-900">Ver lo que se omitirá</summary>
          <ul className="mt-1 max-h-48 space-y-1 overflow-y-auto text-red-800">
            {preview.errors.map((error) => (
              <li key={`${error.position}-${error.detail}`}>
                Registro {error.position}: {error.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
