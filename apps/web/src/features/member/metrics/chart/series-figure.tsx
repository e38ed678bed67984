import { useId, useMemo } from 'react';
import { describeSeries, formatStats, formatValue, type ChartSeries } from '../metric-format';
import { buildChartSpec } from './chart-spec';
import { MetricChart } from './metric-chart';

function joinPair(first: string, second: string | undefined) {
  return second === undefined || (first === '-' && second === '-') ? first : `${first}/${second}`;
}

/**
 * A series as a figure: its name and unit, N, min, max and avg (systolic/diastolic for a blood
 * pressure), the chart with the normal range as a green band, and a text summary for screen readers.
 */
export function SeriesFigure({
  series,
  timeZone,
  height,
  headingLevel = 2,
}: {
  series: ChartSeries;
  timeZone: string;
  height: number;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const summaryId = useId();
  const spec = useMemo(() => buildChartSpec(series, timeZone, height), [series, timeZone, height]);
  const diastolicBand = series.stats2 ? spec.bands[1] : undefined;
  const summary = describeSeries(series, timeZone, diastolicBand);
  const stats = formatStats(series.metric, series.stats);
  const stats2 = series.stats2 ? formatStats(series.metric, series.stats2) : undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const figures = [
    { term: 'N', value: stats.count, title: 'Número de lecturas' },
    { term: 'Mín.', value: joinPair(stats.min, stats2?.min), title: 'Mínimo' },
    { term: 'Máx.', value: joinPair(stats.max, stats2?.max), title: 'Máximo' },
    { term: 'Prom.', value: joinPair(stats.avg, stats2?.avg), title: 'Promedio' },
  ];

  return (
    <figure
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <figcaption className="mb-3">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {series.name}
          {series.unit && <span className="font-normal text-slate-600"> ({series.unit})</span>}
        </Heading>
        <p id={summaryId} className="sr-only">
          {summary}
        </p>
      </figcaption>
      <dl className="mb-3 grid grid-cols-4 gap-2 text-center">
        {figures.map(({ term, value, title }) => (
          <div key={term} className="rounded-lg bg-slate-50 px-1 py-2">
            <dt className="text-sm font-medium text-slate-600" title={title}>
              {term}
            </dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {stats2 && (
        <p data-text="secondary" className="-mt-1 mb-2 text-xs text-slate-600">
          Valores: sistólica/diastólica.
        </p>
      )}
      {series.stats.count === 0 && (
        <p className="mb-2 text-sm text-slate-600">Sin lecturas en este periodo.</p>
      )}
      <MetricChart spec={spec} label={series.name} />
      {spec.bands.length > 0 && (
        <p data-text="secondary" className="mt-2 flex items-start gap-2 text-xs text-slate-600">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-block h-3 w-5 shrink-0 rounded-sm bg-green-600/20"
          />
          <span>
            Franja verde: rango normal{' '}
            {spec.bands
              .map(
                (band) =>
                  `${spec.bands.length > 1 ? `${band.label.replace('Rango normal ', '')} ` : ''}${formatValue(series.metric, band.min)}–${formatValue(series.metric, band.max)}`,
              )
              .join(', ')}
            {series.unit ? ` ${series.unit}` : ''}.
          </span>
        </p>
      )}
      {(spec.band || spec.edges.length > 0) && (
        <p data-text="secondary" className="mt-1 text-xs text-slate-600">
          {spec.band &&
            'Muchas lecturas: la línea es la mediana; la franja oscura, la mitad central de tus lecturas (25 a 75 %); la clara, 8 de cada 10 (10 a 90 %). '}
          {spec.edges.length > 0 &&
            `Triángulo rojo: ${spec.edges.length === 1 ? 'una lectura' : `${spec.edges.length} lecturas`} fuera del rango del glucómetro (HI arriba, LO abajo), sin cambiar la escala.`}
        </p>
      )}
    </figure>
  );
}
