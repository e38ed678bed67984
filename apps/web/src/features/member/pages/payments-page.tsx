import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { siteConfig } from '../../../lib/site-config';
import { useCancelSubscription, useOpenPortal, useSubscriptionStatus } from '../api/payments-queries';
import { PayLinkSection } from '../payments/pay-link-section';
import { PendingPaymentBox } from '../payments/pending-payment';
import { PlanChoice } from '../payments/plan-choice';
import { StatusBadge } from '../payments/status-badge';
import {
  daysLeftText,
  firstChargeText,
  formatEndDate,
  paymentActions,
  planRunsFor,
} from '../payments/subscription-view';
import { TestModeBanner } from '../payments/test-mode-banner';

const INCLUDED = [
  'Recordatorios automáticos por chat para registrar tus mediciones',
  'Interpretación inteligente de glucosa, presión arterial y peso',
  'Historial y alertas personalizadas configurables en la app',
];

/** /health/payments: the subscription (SPEC.md section 2, "Payments"; section 4 for badges and buttons). */
export default function PaymentsPage() {
  const status = useSubscriptionStatus();
  const portal = useOpenPortal();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const data = status.data;
  const actions = paymentActions(data ?? null);
  const endDate = formatEndDate(data?.periodo_termina);
  const firstCharge = firstChargeText(data ?? null);

  function askToCancel() {
    setCancelError(null);
    if (!data?.subscription_id) {
      setCancelError('No tengo subscription_id para cancelar. Recarga la página e inténtalo de nuevo.');
      return;
    }
    setConfirming(true);
  }

  function confirmCancel() {
    if (cancel.isPending || !data?.subscription_id) return;
    cancel.mutate(data.subscription_id, {
      onSuccess: () => setConfirming(false),
      onError: (error) => setCancelError(error.message),
    });
  }

  let content;
  if (status.isPending) {
    content = (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando información de suscripción…
      </p>
    );
  } else if (status.isError) {
    content = (
      <div className="space-y-3">
        <ErrorBox message={status.error.message} />
        <Button variant="secondary" onClick={() => void status.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="space-y-5">
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-2xl font-bold text-slate-900">{siteConfig.priceMxn} MXN al mes • IVA incl.</p>
          <p className="mt-1 text-base text-slate-700">
            {siteConfig.trialDays} días de prueba gratis al registrarte, sin tarjeta.
          </p>
          <p className="mt-2 text-base text-slate-800">
            Paga cada mes con tarjeta, o paga meses por adelantado en efectivo en OXXO o por transferencia.
          </p>
        </div>
        {data?.pendiente && <PendingPaymentBox pending={data.pendiente} />}
        {data?.prepago && endDate && (
          <p className="rounded-lg bg-green-50 px-4 py-3 text-base text-green-900">
            Pagaste por adelantado: tu plan está activo hasta el {endDate}. Te avisaremos por el chat 7 días y
            1 día antes de que termine.
          </p>
        )}
        {firstCharge && <p className="font-semibold text-green-800">{firstCharge}</p>}
        {actions.showDays && (
          <p className="font-semibold text-slate-800">{daysLeftText(data?.dias_restantes ?? 0)}</p>
        )}
        {data?.cancel_at_period_end && endDate && (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-base text-amber-900">
            Tu suscripción se cancelará al final del periodo: seguirá activa hasta el {endDate}.
          </p>
        )}
        {data?.status === 'trialing' && !data.subscription_id && endDate && (
          <p className="text-base text-slate-700">
            Tu prueba gratis dura hasta el {endDate}. Si pagas ahora, el primer cargo se hará al terminar la
            prueba.
          </p>
        )}
        {data?.status === 'sin_suscripcion' && (
          <p className="text-base text-slate-700">
            Tu prueba gratis terminó. Tus datos están a salvo; paga tu suscripción para reactivar los
            recordatorios y las alertas.
          </p>
        )}
        <div>
          <h2 className="font-semibold text-slate-900">Tu plan incluye</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-base text-slate-700">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <ErrorBox message={portal.error?.message ?? (confirming ? null : cancelError)} />
        <div className="flex flex-wrap items-start gap-3">
          {actions.pay && (
            <div className="w-full">
              <PlanChoice monthlyOnly={data?.status === 'past_due' && Boolean(data.subscription_id)} />
            </div>
          )}
          {actions.manage && (
            <Button variant="secondary" onClick={() => !portal.isPending && portal.mutate()}>
              Actualizar método de pago
            </Button>
          )}
          {actions.cancel && !data?.cancel_at_period_end && (
            <Button variant="danger" onClick={askToCancel}>
              {cancel.isPending ? 'Procesando…' : 'Cancelar suscripción'}
            </Button>
          )}
        </div>
        <PayLinkSection canPay={!(data?.subscription_id && planRunsFor(data.status) && !data.prepago)} />
        <p data-fine-print className="text-sm text-slate-600">
          Al pagar aceptas los <Link to="/terms-conditions">Términos y condiciones</Link> y el{' '}
          <Link to="/privacy-policy">Aviso de privacidad</Link>. La suscripción mensual de{' '}
          {siteConfig.priceMxn} MXN se cobra cada mes hasta que canceles; los meses por adelantado no se
          renuevan solos.
        </p>
      </div>
    );
  }

  return (
    <section className="max-w-2xl rounded-2xl bg-white p-6 shadow-sm">
      {siteConfig.paymentsMode === 'test' && <TestModeBanner />}
      <h1 className="mb-4 text-2xl font-bold text-slate-900">
        Suscripción {siteConfig.productName}
        {data && <StatusBadge status={data} />}
      </h1>
      {content}
      {confirming && (
        <ConfirmDialog
          title="Cancelar suscripción"
          message={`¿Confirmas que quieres marcar tu suscripción para cancelar al final del periodo? Seguirás teniendo acceso${endDate ? ` hasta el ${endDate}` : ''}.`}
          confirmLabel="Sí, cancelar"
          pendingLabel="Procesando…"
          pending={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={() => setConfirming(false)}
        >
          <ErrorBox message={cancelError} />
        </ConfirmDialog>
      )}
    </section>
  );
}
