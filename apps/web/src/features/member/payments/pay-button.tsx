import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useStartCheckout } from '../api/payments-queries';

/** 'Pagar con Stripe' ('Redirigiendo…' while working), with its error in the red box. */
export function PayButton() {
  const checkout = useStartCheckout();
  const working = checkout.isPending || checkout.isSuccess;
  return (
    <div className="space-y-3">
      <ErrorBox message={checkout.error?.message} />
      <Button onClick={() => !working && checkout.mutate()} aria-disabled={working || undefined}>
        {working ? 'Redirigiendo…' : 'Pagar con Stripe'}
      </Button>
    </div>
  );
}
