import { CONSENT_PURPOSE_LABELS, type ConsentRecordReply } from '@vitalia/contracts/privacy';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** "Historial de consentimientos": every consent given or withdrawn, newest first, with the notice's version. */
export function ConsentHistory({ consents }: { consents: ConsentRecordReply[] }) {
  if (consents.length === 0) return <p className="text-sm text-slate-600">Sin registros.</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      {consents.map((consent, index) => (
        <li key={`${consent.recorded_at}-${consent.purpose}-${index}`} className="p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-slate-900">
              {CONSENT_PURPOSE_LABELS[consent.purpose] ?? consent.purpose}
            </span>
            <time dateTime={consent.recorded_at} className="text-slate-500">
              {when.format(new Date(consent.recorded_at))}
            </time>
          </div>
          <p className="text-slate-600">
            {consent.granted ? 'Otorgado' : 'Retirado'}
            {consent.channel === 'whatsapp' ? ' en el chat de WhatsApp' : ''} · versión del aviso{' '}
            {consent.document_version}
          </p>
        </li>
      ))}
    </ol>
  );
}
