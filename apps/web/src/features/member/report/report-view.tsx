import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import type { DateRange } from '../api/metrics-api';
import type { ProfileData } from '../api/profile-queries';
import { usePeriodReadings, useReport } from '../api/report-queries';
import { AdherenceTable } from './adherence-table';
import { MetricSummaryTable } from './metric-summary-table';
import { PressureCategories } from './pressure-categories';
import { ReadingsTable } from './readings-table';
import { ReportCharts } from './report-charts';
import { readReportRange } from './report-dates';
import { periodPhrase } from './report-format';
import { PdfDownloadButton } from './pdf-download-button';
import { ReportHeader } from './report-header';
import { ReportRangeForm } from './report-range-form';
import { TimeInRange } from './time-in-range';
import { CgmPanel } from '../cgm/cgm-panel';

/** The printable report of the period in the address (?from&to), in the user's time zone. */
export function ReportView({ person, timeZone }: { person: ProfileData; timeZone: string }) {
  const [params, setParams] = useSearchParams();
  const { range, problem } = readReportRange(params, timeZone);
  const report = useReport(range);
  const readings = usePeriodReadings(range);

  // A shared patient's report keeps its paciente_id in the address.
  const pacienteId = params.get('paciente_id');
  const apply = (next: DateRange) =>
    setParams({ from: next.from, to: next.to, ...(pacienteId ? { paciente_id: pacienteId } : {}) });
  const retry = () => {
    void report.refetch();
    void readings.refetch();
  };

  let body;
  if (report.isPending || readings.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando reporte...
      </p>
    );
  } else if (report.isError || readings.isError) {
    body = (
      <div className="space-y-3">
        <ErrorBox message={describeError('No se pudo cargar el reporte', report.error ?? readings.error)} />
        <Button variant="secondary" className="print:hidden" onClick={retry}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    const { metrics, glucose_time_in_range: timeInRange, adherence } = report.data;
    body = (
      <>
        {metrics.length === 0 ? (
          <p className="report-keep rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 print:border-0 print:p-0">
            No hay lecturas registradas {periodPhrase(range.from, range.to)}. Elige otro periodo, o registra
            tus lecturas por WhatsApp o en Mis métricas.
          </p>
        ) : (
          <>
            <MetricSummaryTable metrics={metrics} />
            {/* With a sensor, its consensus report replaces the time in range of all glucose readings. */}
            <CgmPanel range={range} variant="report">
              {timeInRange && <TimeInRange shares={timeInRange} />}
            </CgmPanel>
            <ReportCharts metrics={metrics.map((row) => row.metric)} range={range} timeZone={timeZone} />
          </>
        )}
        <AdherenceTable adherence={adherence} shared={pacienteId !== null} />
        {metrics.length > 0 && <PressureCategories readings={readings.data} />}
        {metrics.length > 0 && (
          <ReadingsTable readings={readings.data} metrics={metrics} timeZone={timeZone} />
        )}
      </>
    );
  }

  return (
    // About as wide as a printed page's text (A4 or Letter), so the charts are drawn at the size they print.
    <article className="health-report mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <ReportRangeForm key={`${range.from}:${range.to}`} applied={range} onApply={apply} />
        <div className="flex flex-wrap items-start gap-2">
          <PdfDownloadButton range={range} pacienteId={pacienteId === null ? null : Number(pacienteId)} />
          <Button onClick={() => window.print()}>Imprimir o guardar PDF</Button>
        </div>
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 print:hidden"
        >
          {problem}
        </p>
      )}
      <ReportHeader
        person={person}
        range={range}
        generatedAt={report.data ? report.dataUpdatedAt : null}
        timeZone={timeZone}
      />
      {body}
      <footer
        data-text="secondary"
        className="report-keep border-t border-slate-300 pt-3 text-xs text-slate-600"
      >
        <p className="font-semibold text-slate-800">Este reporte no sustituye la valoración médica.</p>
        <p>
          Vitalia ordena las lecturas que registraste; no diagnostica ni indica tratamientos. Comenta estos
          datos con tu médico.
        </p>
      </footer>
    </article>
  );
}
