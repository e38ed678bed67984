import { useState } from 'react';
import type { InviteReply } from '@vitalia/contracts/sharing';
import { Button } from '../../../components/ui/button';

/** The new invitation's link, to copy or send by WhatsApp (there is no e-mail service). */
export function InvitationLink({ reply }: { reply: InviteReply }) {
  const [copied, setCopied] = useState<string | null>(null);
  const { share, invitation_url: url, whatsapp_url: whatsapp } = reply;

  if (!url) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {share.nombre ?? share.email} ya tiene acceso; cambiamos su alcance.
      </p>
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url!);
      setCopied('Enlace copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el enlace y cópialo.');
    }
  }

  return (
    <div className="mt-4 space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm text-slate-800">
        Invitación creada para <strong className="break-all">{share.email}</strong>. Envíale este enlace;
        sirve una sola vez y vence en 14 días.
      </p>
      <label className="block text-sm font-medium text-slate-800">
        Enlace de invitación
        <input
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar enlace
        </Button>
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            Enviar por WhatsApp <span className="sr-only">(se abre en otra pestaña)</span>
          </a>
        )}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
    </div>
  );
}
