import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { getToken } from '../../../lib/session';
import { describeError } from '../api/errors';
import { useProfileData } from '../api/profile-queries';
import { loadCgmLoader } from '../cgm/cgm-panel';
import { loadChartModule } from '../metrics/chart/metric-chart';
import { browserTimeZone, isValidTimeZone } from '../metrics/metric-dates';
import { ReportView } from '../report/report-view';
import { SharedReport } from '../report/shared-report';

/**
 * /health/report: the printable report for the doctor's visit (?from&to, default the last 30 days);
 * with ?paciente_id, the report of someone who shares their readings with the user.
 */
export default function ReportPage() {
  const shared = useSearchParams()[0].get('paciente_id');
  return shared ? <SharedReport pacienteId={Number(shared)} /> : <OwnReport />;
}

function OwnReport() {
  const hasToken = getToken() !== null;
  // The name and age for the header, and the time zone the report's dates are counted in.
  const person = useProfileData(hasToken);

  // The chart library's chunk starts downloading now, alongside the data, not after it.
  useEffect(() => {
    if (hasToken) loadChartModule().catch(() => undefined);
    if (hasToken) void loadCgmLoader();
  }, [hasToken]);

  if (!hasToken) return <ErrorBox message="No hay sesión activa." />;
  if (person.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando reporte...
      </p>
    );
  }
  if (person.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Reporte de salud</h1>
        <ErrorBox message={describeError('No se pudo cargar tu perfil', person.error)} />
        <Button variant="secondary" onClick={() => void person.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  const zone = person.data.profile.time_zone;
  return <ReportView person={person.data} timeZone={isValidTimeZone(zone) ? zone : browserTimeZone()} />;
}
