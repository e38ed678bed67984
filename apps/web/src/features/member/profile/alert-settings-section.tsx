import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useAlertSettings } from '../api/alert-settings-queries';
import { AlertSettingsForm } from './alert-settings-form';
import { ProfileCard } from './profile-card';

/** Mi Perfil's "Alertas personalizadas": what the smart alerts watch for this person. */
export function AlertSettingsSection() {
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
    <ProfileCard
      title="Alertas personalizadas"
      intro="Te avisamos por WhatsApp cuando tus lecturas salen de rango. Un mínimo o máximo tuyo reemplaza el rango estándar en tus alertas; vacío, usamos el estándar."
    >
      {content}
    </ProfileCard>
  );
}
