import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { siteConfig } from '../../../lib/site-config';
import { fetchTestCheckout, payTestCheckout, settleTestCheckout } from '../api/payments-api';
import { PageTitle } from '../components/page-title';
import { openSitePage, pathOf } from '../payments/site-pages';
import { safeReturnPath } from '../payments/subscription-view';
import { TestModeBanner } from '../payments/test-mode-banner';
import { TestPrepaidCheckoutView } from '../payments/test-prepaid-checkout';

/**
 * /health/checkout/test: the local test mode's checkout. "Pagar" completes the payment through the same
 * handlers Stripe's events drive, then opens the success address.
 */
export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const checkout = useQuery({
    queryKey: ['member', 'test-checkout', id],
    queryFn: ({ signal }) => fetchTestCheckout(id, signal),
    enabled: id !== '',
    retry: false,
  });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    if (paying) return;
    setPaying(true);
    setError(null);
    try {
      const { url } = await payTestCheckout(id);
      window.location.assign(safeReturnPath(pathOf(url)));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'No se pudo completar el pago.');
      setPaying(false);
    }
  }

  const data = checkout.data;
  const prepaid = data?.prepago;
  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm">
      <TestModeBanner />
      <PageTitle subtitle="Pago de prueba: ninguna tarjeta se usa y nada se cobra.">
        {prepaid ? `Pagar meses de ${siteConfig.productName}` : `Pagar suscripción ${siteConfig.productName}`}
      </PageTitle>
      {!id || checkout.isError ? (
        <ErrorBox message={checkout.error?.message ?? 'Sesión de pago no encontrada.'} />
      ) : checkout.isPending ? (
        <p role="status" className="text-slate-500">
          Cargando…
        </p>
      ) : prepaid ? (
        <TestPrepaidCheckoutView
          checkout={prepaid}
          actions={{
            pay: (metodo) => payTestCheckout(id, metodo),
            settle: (pagado) => settleTestCheckout(id, pagado),
          }}
          cancelHref={
            prepaid.estado === 'abierto' ? safeReturnPath(pathOf(data!.cancel_url)) : '/health/payments'
          }
          go={(url) => openSitePage(url)}
          refresh={() => checkout.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-xl font-bold text-slate-900">{data!.price_mxn} MXN al mes • IVA incl.</p>
          {data!.trial_days_left > 0 && (
            <p className="text-sm text-slate-700">
              Conservas tus {data!.trial_days_left} días de prueba: el primer cargo sería al terminar la
              prueba.
            </p>
          )}
          <ErrorBox message={error} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void pay()} aria-disabled={paying || undefined}>
              {paying ? 'Procesando…' : 'Pagar'}
            </Button>
            <a href={safeReturnPath(pathOf(data!.cancel_url))} className={buttonClass('secondary')}>
              Cancelar
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
