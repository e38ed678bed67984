import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { SHARE_SCOPE_GRANTEE_LABELS } from '@vitalia/contracts/sharing';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useSharedWithMe } from '../api/sharing-queries';
import { PageTitle } from '../components/page-title';
import { NoticeProvider } from '../home/notice';
import { loadChartModule } from '../metrics/chart/metric-chart';
import { isValidTimeZone, browserTimeZone } from '../metrics/metric-dates';
import { MetricsDashboard } from '../metrics/metrics-dashboard';
import { SharedPatientProvider } from '../api/shared-patient';
import { buttonClass } from '../../../components/ui/button';

/** /health/shared/:pacienteId: the metrics of someone who shares with the user, read-only (or gestion). */
export default function SharedPatientPage() {
  const pacienteId = Number(useParams().pacienteId);
  const people = useSharedWithMe();
  useEffect(() => {
    loadChartModule().catch(() => undefined);
  }, []);

  if (people.isPending)
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando métricas...
      </p>
    );
  if (people.isError) return <ErrorBox message={describeError('No se pudo cargar la lista', people.error)} />;
  const person = people.data.find((p) => p.paciente_id === pacienteId);
  if (!person) {
    return (
      <div className="space-y-3">
        <PageTitle>Métricas compartidas</PageTitle>
        <ErrorBox message="Esta persona ya no comparte sus lecturas contigo." />
        <Link
          to="/health/shared"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Volver a Personas que comparten conmigo
        </Link>
      </div>
    );
  }
  const canWrite = person.scope === 'gestion';
  const zone = isValidTimeZone(person.time_zone) ? person.time_zone : browserTimeZone();
  return (
    <SharedPatientProvider patient={{ pacienteId, nombre: person.nombre, canWrite }}>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle subtitle={`${SHARE_SCOPE_GRANTEE_LABELS[person.scope]}. Horas en la zona ${zone}.`}>
          {`Métricas de ${person.nombre}`}
        </PageTitle>
        <Link to={`/health/report?paciente_id=${pacienteId}`} className={buttonClass('secondary', 'mb-4')}>
          Reporte para imprimir
        </Link>
      </div>
      <NoticeProvider>
        <MetricsDashboard key={pacienteId} timeZone={zone} />
      </NoticeProvider>
    </SharedPatientProvider>
  );
}
