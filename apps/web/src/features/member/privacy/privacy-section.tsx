import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { usePrivacy } from '../api/privacy-queries';
import { ConsentHistory } from './consent-history';
import { DataDownload } from './data-download';
import { PurposeToggles } from './purpose-toggles';

function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

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
      <Card
        title="Usos de mis datos"
        intro="Elige para qué más podemos usar tus datos. Tus lecturas se siguen guardando y mostrando en tu panel; cada cambio queda registrado en tu historial de consentimientos."
      >
        {purposes}
      </Card>
      <Card title="Historial de consentimientos">{history}</Card>
      <Card title="Mis datos">
        <DataDownload />
      </Card>
    </>
  );
}
