import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useNightscoutSite } from '../api/nightscout-queries';
import { PageTitle } from '../components/page-title';
import { LastUploadCard } from '../connections/last-upload-card';
import { NightscoutCard } from '../connections/nightscout-card';
import { StreamSettingsCard } from '../connections/stream-settings-card';

/** /health/connections: Conexiones (a CGM or meter app uploading to a Nightscout-compatible address). */
export default function ConnectionsPage() {
  const site = useNightscoutSite();
  return (
    <>
      <PageTitle subtitle="Conecta tu sensor de glucosa o tu glucómetro para que tus lecturas lleguen solas.">
        Conexiones
      </PageTitle>
      {site.isPending ? (
        <p role="status" className="text-slate-500">
          Cargando tu conexión...
        </p>
      ) : site.isError ? (
        <ErrorBox message={describeError('No se pudo cargar tu conexión', site.error)} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
          <NightscoutCard site={site.data} />
          <LastUploadCard site={site.data} />
          <StreamSettingsCard />
        </div>
      )}
    </>
  );
}
