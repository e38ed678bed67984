import { useId } from 'react';
import type { NightscoutSiteReply } from '@vitalia/contracts/nightscout';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** When the last upload arrived and from which device (the `device` of its newest entry). */
export function LastUploadCard({ site }: { site: NightscoutSiteReply }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD} self-start`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Última subida
      </h2>
      {site.last_upload_at ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600">Fecha</dt>
          <dd className="text-slate-900">{formatWhen(site.last_upload_at)}</dd>
          <dt className="font-medium text-slate-600">Dispositivo</dt>
          <dd className="break-all text-slate-900">{site.last_device ?? 'Sin nombre'}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Aún no llega ninguna lectura. Cuando tu app suba datos, aquí verás la fecha y el dispositivo.
        </p>
      )}
    </section>
  );
}
