import { planRunsFor } from './subscription-view';
import { useSubscriptionStatus } from '../api/payments-queries';
import { PayButton } from './pay-button';

/**
 * The home panel's banner once the trial is over without payment (or the plan stopped): the data is kept,
 * the paid features pause, and the pay button is right there.
 */
export function SubscriptionBanner() {
  const status = useSubscriptionStatus();
  if (!status.data || planRunsFor(status.data.status)) return null;
  return (
    <aside
      aria-label="Suscripción"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">Tu suscripción no está activa.</p>
      <p className="mt-1 mb-3 text-sm">
        Tus datos están a salvo y puedes seguir registrando mediciones. Los recordatorios y las alertas
        inteligentes se reanudan al pagar tu suscripción.
      </p>
      <PayButton />
    </aside>
  );
}
