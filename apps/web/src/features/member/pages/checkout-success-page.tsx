import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionStatusReply } from '@vitalia/contracts/payments';
import { fetchSubscriptionStatus } from '../api/payments-api';
import { PageTitle } from '../components/page-title';
import { daysLeftText, firstChargeText, isRunning } from '../payments/subscription-view';
import { buttonClass } from '../../../components/ui/button';

/** SPEC.md sections 4 and 9: the status is read up to 8 times, 1.5 s apart, until active or trialing. */
export const SUCCESS_POLL_ATTEMPTS = 8;
export const SUCCESS_POLL_INTERVAL_MS = 1_500;

export default function CheckoutSuccessPage() {
  const [result, setResult] = useState<SubscriptionStatusReply | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    async function poll(attempt: number) {
      let reply: SubscriptionStatusReply | null = null;
      try {
        reply = await fetchSubscriptionStatus(controller.signal);
      } catch {
        // A failed read counts as an attempt; the next one may succeed.
      }
      if (controller.signal.aborted) return;
      if (reply) setResult(reply);
      if ((reply && isRunning(reply.status)) || attempt >= SUCCESS_POLL_ATTEMPTS) {
        setDone(true);
        return;
      }
      timer = window.setTimeout(() => void poll(attempt + 1), SUCCESS_POLL_INTERVAL_MS);
    }
    void poll(1);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);

  const active = result && isRunning(result.status);
  // Paid during the trial: the same sentence as the payments page, with the day of the first charge.
  const firstCharge = firstChargeText(result);
  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm">
      <PageTitle
        subtitle={
          active
            ? 'Gracias. El procesador de pagos ya confirmó tu pago.'
            : 'Gracias. Estamos confirmando tu pago con el procesador de pagos.'
        }
      >
        ¡Pago recibido!
      </PageTitle>
      <div role="status" className="text-slate-700">
        {!done && !active && <p>Procesando… puede tardar unos segundos.</p>}
        {active && (
          <>
            <p className="font-semibold text-green-800">{firstCharge ?? 'Tu suscripción está activa.'}</p>
            <p>{daysLeftText(result.dias_restantes)}</p>
          </>
        )}
        {done && !active && (
          <p>
            Aún no vemos la suscripción como activa. Si ya pagaste, intenta recargar esta página en unos
            segundos.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/health/payments" className={buttonClass('primary')}>
          Ver mi suscripción
        </Link>
        <Link to="/health/home" className={buttonClass('secondary')}>
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
