import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';
import { describeError } from '../api/errors';
import { fetchReportPdf, type DateRange } from '../api/metrics-api';

/**
 * Descargar PDF: the server's PDF of the report, a file to send or print from a phone, where the
 * browser's print dialog is a hard path (CONTRACTS.md section 12).
 */
export function PdfDownloadButton({ range, pacienteId }: { range: DateRange; pacienteId: number | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const pdf = await fetchReportPdf(range, pacienteId ?? undefined);
      saveFile(pdf, `reporte-vitalia-${range.from}-a-${range.to}.pdf`);
    } catch (failure) {
      setError(describeError('No se pudo descargar el PDF', failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button variant="secondary" onClick={() => void download()} aria-disabled={busy || undefined}>
        {busy ? 'Preparando el PDF…' : 'Descargar PDF'}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
