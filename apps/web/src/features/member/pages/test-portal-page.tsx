import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useSimulateFailedPayment, useSubscriptionStatus } from '../api/payments-queries';
import { PageTitle } from '../components/page-title';
import { StatusBadge } from '../payments/status-badge';
import { formatEndDate, safeReturnPath } from '../payments/subscription-view';
import { TestModeBanner } from '../payments/test-mode-banner';

/** /health/portal/test: the local test mode's billing portal. */
export default function TestPortalPage() {
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('return'));
  const status = useSubscriptionStatus();
  const fail = useSimulateFailedPayment();
  const end = formatEndDate(status.data?.periodo_termina);

  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm">
      <TestModeBanner />
      <PageTitle subtitle="Aquí se cambiaría la tarjeta y se verían las facturas.">Portal de pagos</PageTitle>
      <ErrorBox message={status.error?.message ?? fail.error?.message} />
      {status.data && (
        <div className="space-y-4 text-slate-700">
          <p>
            Estado: <StatusBadge status={status.data} />
          </p>
          {end && <p>Periodo actual hasta el {end}.</p>}
          <Button variant="secondary" onClick={() => !fail.isPending && fail.mutate()}>
            {fail.isPending ? 'Procesando…' : 'Simular un cargo fallido'}
          </Button>
        </div>
      )}
      <Link to={back} className={buttonClass('primary', 'mt-6')}>
        Volver
      </Link>
    </section>
  );
}
