import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { usePrivacy } from '../api/privacy-queries';
import { ConsentHistory } from './consent-history';
import { DataDownload } from './data-download';
import { ProfileCard } from '../profile/profile-card';
import { PurposeToggles } from './purpose-toggles';

/** Mi Perfil's privacy part: the uses of the data the person allows, the consent history, the export. */
export function PrivacySection() {
  const privacy = usePrivacy(true);

  let purposes;
  let history;
  if (privacy.isPending) {
    purposes = history = <p className="py-4 text-center text-slate-500">Cargando privacidad...</p>;
  } else if (privacy.isError) {
    purposes = (
      <div className="space-y-3">
        <ErrorBox message={`No se pudieron cargar tus preferencias: ${privacy.error.message}`} />
        <Button variant="secondary" onClick={() => void privacy.refetch()}>
          Reintentar
        </Button>
      </div>
    );
    history = null;
  } else {
    purposes = <PurposeToggles purposes={privacy.data.purposes} />;
    history = <ConsentHistory consents={privacy.data.consents} />;
  }

  return (
    <>
      <ProfileCard
        title="Usos de mis datos"
        intro="Elige para qué más podemos usar tus datos. Tus lecturas se siguen guardando y mostrando en tu panel; cada cambio queda registrado en tu historial de consentimientos."
      >
        {purposes}
      </ProfileCard>
      <ProfileCard title="Historial de consentimientos">{history}</ProfileCard>
      <ProfileCard title="Mis datos">
        <DataDownload />
      </ProfileCard>
    </>
  );
}
