import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useSharedWithMe } from '../api/sharing-queries';
import { loadChartModule } from '../metrics/chart/metric-chart';
import { browserTimeZone, isValidTimeZone } from '../metrics/metric-dates';
import { SharedPatientProvider } from '../api/shared-patient';
import { ReportView } from './report-view';

/** The printable report of someone who shares with the user (their name; their age is not shared). */
export function SharedReport({ pacienteId }: { pacienteId: number }) {
  const people = useSharedWithMe();
  useEffect(() => {
    loadChartModule().catch(() => undefined);
  }, []);
  if (people.isPending)
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando reporte...
      </p>
    );
  if (people.isError) return <ErrorBox message={describeError('No se pudo cargar la lista', people.error)} />;
  const person = people.data.find((p) => p.paciente_id === pacienteId);
  if (!person) {
    return (
      <div className="space-y-3">
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
  const zone = isValidTimeZone(person.time_zone) ? person.time_zone : browserTimeZone();
  const profile = { email: person.email, first_name: person.nombre, last_name: '', time_zone: zone };
  return (
    <SharedPatientProvider patient={{ pacienteId, nombre: person.nombre, canWrite: false }}>
      <ReportView person={{ profile, paciente: null, health: null }} timeZone={zone} />
    </SharedPatientProvider>
  );
}
