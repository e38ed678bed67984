import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { saveFile } from '../../../lib/save-file';
import { fetchDataExport, type DataExportFormat } from '../api/privacy-api';

/** "Mis datos": download everything (JSON, or FHIR for the doctor's system), and the way to erase the account. */
export function DataDownload() {
  const [busy, setBusy] = useState<DataExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: DataExportFormat) {
    if (busy) return;
    setBusy(format);
    setError(null);
    try {
      const { blob, fileName } = await fetchDataExport(format);
      saveFile(blob, fileName);
    } catch (caught) {
      setError(`No se pudo descargar: ${(caught as Error).message}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Descarga una copia de todo lo que Vitalia guarda sobre ti (perfil, lecturas, recordatorios,
        medicamentos, mensajes, reportes y consentimientos), o tus lecturas en formato FHIR para el sistema de
        tu médico. Tus lecturas también se descargan en CSV desde Métricas.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => void download('json')}
          aria-disabled={busy !== null || undefined}
        >
          {busy === 'json' ? 'Descargando…' : 'Descargar mis datos (JSON)'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download('fhir')}
          aria-disabled={busy !== null || undefined}
        >
          {busy === 'fhir' ? 'Descargando…' : 'Descargar para mi médico (FHIR)'}
        </Button>
      </div>
      <ErrorBox message={error} />
      <p className="pt-2 text-sm text-slate-600">
        ¿Quieres dejar Vitalia?{' '}
        <Link to="/health/profile/eliminar-cuenta" className="font-semibold text-red-700 underline">
          Eliminar mi cuenta
        </Link>
      </p>
    </div>
  );
}
