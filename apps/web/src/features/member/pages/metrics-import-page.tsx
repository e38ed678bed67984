import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { getToken } from '../../../lib/session';
import { PageTitle } from '../components/page-title';
import { CsvColumnsHelp, CsvImport } from '../metrics/import/csv-import';

/** /health/metrics/import: Importar CSV, reached from Mis métricas. */
export default function MetricsImportPage() {
  const hasToken = getToken() !== null;
  return (
    <>
      <Link to="/health/metrics" className="mb-3 inline-block text-sm font-semibold text-brand-700 underline">
        ← Volver a Mis métricas
      </Link>
      <PageTitle subtitle="Sube un archivo CSV con tus lecturas, por ejemplo de otro glucómetro o de Vitalia.">
        Importar CSV
      </PageTitle>
      {hasToken ? (
        <div className="grid max-w-5xl gap-6 lg:grid-cols-2 lg:items-start">
          <CsvImport />
          <CsvColumnsHelp />
        </div>
      ) : (
        <ErrorBox message="No hay sesión activa." />
      )}
    </>
  );
}
