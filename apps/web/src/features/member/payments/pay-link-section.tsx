import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useCreatePayLink, usePayLinkPayments } from '../api/pay-links-queries';
import { linkExpiryText, payerLine } from './pay-link-view';

/**
 * "Que un familiar pague por ti": makes a one-use pay link to send by WhatsApp (the link is shown once:
 * only its hash is kept), and lists who paid from the links and when. `canPay` false while a card
 * subscription runs (prepaid months are refused then), which the section says instead of the button.
 */
export function PayLinkSection({ canPay }: { canPay: boolean }) {
  const payments = usePayLinkPayments();
  const create = useCreatePayLink();
  const [copied, setCopied] = useState<string | null>(null);
  const link = create.data;
  const paid = payments.data?.pagos ?? [];

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Enlace copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el enlace y cópialo.');
    }
  }

  const needsName = create.error?.message.startsWith('Escribe tu nombre en Mi Perfil');
  return (
    <section aria-labelledby="pago-familiar" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="pago-familiar" className="text-lg font-bold text-slate-900">
        Que un familiar pague por ti
      </h2>
      <p className="text-base text-slate-800">
        Crea un enlace y mándalo por WhatsApp. Quien lo abra puede pagarte meses por adelantado con tarjeta,
        en efectivo en OXXO o por transferencia, sin crear una cuenta. Solo verá tu nombre, nada de tu salud.
      </p>

      {canPay ? (
        !link && (
          <Button
            onClick={() => !create.isPending && create.mutate()}
            aria-disabled={create.isPending || undefined}
          >
            {create.isPending ? 'Creando enlace…' : 'Crear enlace de pago'}
          </Button>
        )
      ) : (
        <p className="text-base text-slate-700">
          Mientras pagas cada mes con tarjeta no hace falta: el enlace sirve para pagar meses por adelantado.
        </p>
      )}
      <ErrorBox message={create.error?.message} />
      {needsName && (
        <Link
          to="/health/profile"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Ir a Mi Perfil
        </Link>
      )}

      {link && (
        <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
          <label className="block text-base font-medium text-slate-800">
            Enlace de pago
            <input
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-700"
            />
          </label>
          <p className="text-base text-slate-800">{linkExpiryText(link.vence)}</p>
          <div className="flex flex-wrap gap-2">
            <a
              href={link.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-4 py-2 text-base font-semibold text-white hover:bg-emerald-800"
            >
              Enviar por WhatsApp <span className="sr-only">(se abre en otra pestaña)</span>
            </a>
            <Button variant="secondary" onClick={() => void copy(link.url)}>
              Copiar enlace
            </Button>
          </div>
          <p role="status" className="text-base text-slate-700">
            {copied}
          </p>
        </div>
      )}

      {paid.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Pagos de tu familia</h3>
          <ul className="mt-2 space-y-2 text-base text-slate-800">
            {paid.map((payment) => (
              <li key={`${payment.creado_en}-${payment.nombre}`} className="rounded-lg bg-slate-50 px-3 py-2">
                {payerLine(payment)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
