import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { fetchCsvExport } from '../api/metrics-api';
import { METRICS_QUERY_KEY, useOverview, useSeries } from '../api/metrics-queries';
import { useNotify } from '../home/notice';
import { MAIN_CHART_HEIGHT, SMALL_CHART_HEIGHT } from './chart/chart-spec';
import { SeriesFigure } from './chart/series-figure';
import { defaultRange } from './metric-dates';
import { csvFileName, toChartSeries } from './metric-format';
import { chartMetricOptions } from './metric-options';
import { MetricsFiltersForm, type MetricsFilters } from './metrics-filters';
import { ReadingForm } from './reading-form';
import { RecentReadings } from './recent-readings';
import { useSharedPatient } from '../api/shared-patient';
import { saveFile } from '../../../lib/save-file';
import { CgmPanel } from '../cgm/cgm-panel';

/** Mis métricas once the user's time zone is known: filters, main chart, form, list and overview. */
export function MetricsDashboard({ timeZone }: { timeZone: string }) {
  const overviewHeadingId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Someone who shares with the user: read-only, unless their scope lets the user log readings for them.
  const shared = useSharedPatient();
  const [filters, setFilters] = useState<MetricsFilters>(() => ({
    metric: 'glucosa',
    aggregation: 'none',
    ...defaultRange(timeZone),
  }));
  const range = { aggregation: filters.aggregation, from: filters.from, to: filters.to };
  const series = useSeries(filters, true);
  const overview = useOverview(range, true);
  const busy = useIsFetching({ queryKey: METRICS_QUERY_KEY }) > 0;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const mainSeries = useMemo(() => series.data && toChartSeries(series.data), [series.data]);
  const overviewSeries = useMemo(
    () => (overview.data?.series ?? []).map((reply) => toChartSeries(reply)),
    [overview.data],
  );
  const overviewReplies = overview.data?.series ?? [];
  const metricOptions = chartMetricOptions(overviewReplies, filters.metric);
  const metricName =
    metricOptions.find((option) => option.value === filters.metric)?.label ??
    series.data?.name ??
    filters.metric;

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      const blob = await fetchCsvExport(filters, shared?.pacienteId);
      saveFile(blob, csvFileName(filters.metric, filters.from, filters.to));
      notify('CSV descargado');
    } catch (failure) {
      setDownloadError(describeError('No se pudo descargar el CSV', failure));
    } finally {
      setDownloading(false);
    }
  }

  const reload = () => void queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY });

  // The chosen metric's chart comes first, above the filters: on a phone it is the first screen.
  const mainChart =
    !series.isPending && mainSeries ? (
      <SeriesFigure series={mainSeries} timeZone={timeZone} height={MAIN_CHART_HEIGHT} />
    ) : null;

  let charts;
  if (series.isPending || overview.isPending) {
    charts = (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando métricas...
      </p>
    );
  } else {
    const loadError = (!mainSeries && series.error) || (overview.isError && !overview.data && overview.error);
    charts = (
      <>
        {loadError && (
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <ErrorBox message={describeError('No se pudieron cargar las métricas', loadError)} />
            </div>
            <Button variant="secondary" onClick={reload}>
              Reintentar
            </Button>
          </div>
        )}
        <CgmPanel range={{ from: filters.from, to: filters.to }} variant="page" />
        <div className="grid gap-6 xl:grid-cols-2">
          {(!shared || shared.canWrite) && (
            <ReadingForm pageMetric={filters.metric} overview={overviewReplies} timeZone={timeZone} />
          )}
          <RecentReadings
            metric={filters.metric}
            metricName={metricName}
            from={filters.from}
            to={filters.to}
            timeZone={timeZone}
          />
        </div>
        {overviewSeries.length > 0 && (
          <section aria-labelledby={overviewHeadingId}>
            <h2 id={overviewHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
              {shared ? `Todas las métricas de ${shared.nombre}` : 'Todas tus métricas'}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {overviewSeries.map((item) => (
                <SeriesFigure
                  key={item.metric}
                  series={item}
                  timeZone={timeZone}
                  height={SMALL_CHART_HEIGHT}
                  headingLevel={3}
                />
              ))}
            </div>
          </section>
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      {mainChart}
      <MetricsFiltersForm
        applied={filters}
        metricOptions={metricOptions}
        busy={busy}
        onApply={setFilters}
        onRefresh={reload}
        onDownload={() => void download()}
        downloading={downloading}
      />
      <ErrorBox message={downloadError} />
      {charts}
    </div>
  );
}
