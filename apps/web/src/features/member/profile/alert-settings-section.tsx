import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useAlertSettings } from '../api/alert-settings-queries';
import { AlertSettingsForm } from './alert-settings-form';

/** Mi Perfil's "Alertas personalizadas": what the smart alerts watch for this person. */
export function AlertSettingsSection() {
  const headingId = useId();
  const settings = useAlertSettings(true);

  let content;
  if (settings.isPending) {
    content = <p className="py-6 text-center text-slate-500">Cargando alertas...</p>;
  } else if (settings.isError) {
    content = (
      <div className="space-y-3">
        <ErrorBox message={`No se pudieron cargar tus alertas: ${settings.error.message}`} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    content = <AlertSettingsForm settings={settings.data} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Alertas personalizadas
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Vitalia te avisa por WhatsApp y en la campana cuando tus lecturas salen de rango, siempre citando el
          estándar que usa. Si escribes un mínimo o un máximo, ese valor reemplaza el rango estándar en tus
          alertas; deja el campo vacío para usar el rango estándar. Tus alertas no son un diagnóstico:
          coméntalas con tu médico.
        </p>
      </div>
      {content}
    </section>
  );
}
