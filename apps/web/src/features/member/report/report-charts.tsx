import type { SeriesReply } from '@vitalia/contracts/metrics';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import type { DateRange } from '../api/metrics-api';
import { useReportSeries } from '../api/report-queries';
import { SMALL_CHART_HEIGHT } from '../metrics/chart/chart-spec';
import { SeriesFigure } from '../metrics/chart/series-figure';
import { toChartSeries, type ChartSeries } from '../metrics/metric-format';
import { countDays } from './report-dates';
import { ReportSection } from './report-section';

// React-query keeps an unchanged reply the same object, so each reply becomes one chart series for good
// and a chart is not redrawn on every render.
const chartSeries = new WeakMap<SeriesReply, ChartSeries>();

function chartSeriesOf(reply: SeriesReply): ChartSeries {
  let series = chartSeries.get(reply);
  if (!series) {
    series = toChartSeries(reply);
    chartSeries.set(reply, series);
  }
  return series;
}

/** Gráficas: one chart per metric with readings, drawn by the metrics page's own chart (uPlot). */
export function ReportCharts({
  metrics,
  range,
  timeZone,
}: {
  metrics: readonly string[];
  range: DateRange;
  timeZone: string;
}) {
  const results = useReportSeries(metrics, range, countDays(range));
  const series = results.flatMap((result) => (result.data ? [chartSeriesOf(result.data)] : []));
  const failed = results.find((result) => result.isError && !result.data);
  const loading = results.some((result) => result.isPending);

  return (
    <ReportSection title="Gráficas">
      {failed && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <div className="flex-1">
            <ErrorBox message={describeError('No se pudieron cargar las gráficas', failed.error)} />
          </div>
          <Button variant="secondary" className="print:hidden" onClick={() => void failed.refetch()}>
            Reintentar
          </Button>
        </div>
      )}
      {loading && <p className="py-6 text-center text-slate-500">Cargando gráficas…</p>}
      <div className="grid gap-4">
        {series.map((item) => (
          <SeriesFigure
            key={item.metric}
            series={item}
            timeZone={timeZone}
            height={SMALL_CHART_HEIGHT}
            headingLevel={3}
          />
        ))}
      </div>
    </ReportSection>
  );
}
