import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { getToken } from '../../../lib/session';
import { useProfileTimeZone } from '../api/metrics-queries';
import { PageTitle } from '../components/page-title';
import { NoticeProvider } from '../home/notice';
import { loadCgmLoader } from '../cgm/cgm-panel';
import { loadChartModule } from '../metrics/chart/metric-chart';
import { browserTimeZone, isValidTimeZone } from '../metrics/metric-dates';
import { MetricsDashboard } from '../metrics/metrics-dashboard';
import { buttonClass } from '../../../components/ui/button';

export { default as MetricsImportPage } from './metrics-import-page';

/** /health/metrics: Mis métricas (SPEC.md section 2, "Metrics"). */
export default function MetricsPage() {
  const hasToken = getToken() !== null;
  const timeZone = useProfileTimeZone(hasToken);

  // The chart library's chunk starts downloading now, alongside the data, not after it.
  useEffect(() => {
    if (hasToken) loadChartModule().catch(() => undefined);
    if (hasToken) void loadCgmLoader();
  }, [hasToken]);

  let content;
  if (!hasToken) {
    content = <ErrorBox message="No hay sesión activa." />;
  } else if (timeZone.isPending) {
    content = (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando métricas...
      </p>
    );
  } else {
    // Without the profile's zone (an old server, a failed read) the browser's is the best guess.
    const zone = isValidTimeZone(timeZone.data) ? timeZone.data : browserTimeZone();
    content = (
      <NoticeProvider>
        <MetricsDashboard timeZone={zone} />
      </NoticeProvider>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle subtitle="Tus lecturas en gráficas, con el rango normal en verde.">Mis métricas</PageTitle>
        {hasToken && (
          <Link to="/health/metrics/import" className={buttonClass('secondary', 'mb-4')}>
            Importar CSV
          </Link>
        )}
      </div>
      {content}
    </>
  );
}
