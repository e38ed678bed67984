import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { getToken } from '../../../lib/session';
import { PageTitle } from '../components/page-title';
import { CsvColumnsHelp, CsvImport } from '../metrics/import/csv-import';
import { HealthAppImport } from '../metrics/import/health-app-import';

/** /health/metrics/import: Importar CSV, reached from Mis métricas. */
export default function MetricsImportPage() {
  const hasToken = getToken() !== null;
  return (
    <>
      <Link
        to="/health/metrics"
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        ← Volver a Mis métricas
      </Link>
      <PageTitle subtitle="Trae tus lecturas de la app Salud del iPhone, de Health Connect o de un archivo CSV.">
        Importar CSV
      </PageTitle>
      {hasToken ? (
        <div className="grid max-w-5xl gap-6 lg:grid-cols-2 lg:items-start">
          <HealthAppImport />
          <div className="hidden lg:block" />
          <CsvImport />
          <CsvColumnsHelp />
        </div>
      ) : (
        <ErrorBox message="No hay sesión activa." />
      )}
    </>
  );
}
