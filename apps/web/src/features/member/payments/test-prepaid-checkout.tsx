import { useState } from 'react';
import type { PaymentMethod, TestPrepaidCheckout } from '@vitalia/contracts/payments';
import type { UrlReply } from '@vitalia/contracts/payments';
import { ErrorBox } from '../../../components/ui/error-box';
import { MethodChoice } from './choice-radio';
import { PRIMARY_ACTION } from './plan-choice';
import { groupDigits, monthsText, mxn, pendingDueText, referenceLabel } from './prepaid-view';

const SECONDARY_ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 text-base font-semibold text-slate-800 hover:bg-slate-50';

/** The test checkout's calls: "Pagar" with a method, and the voucher's buttons (paid, or expired unpaid). */
export interface TestCheckoutActions {
  pay: (metodo: PaymentMethod) => Promise<UrlReply>;
  settle: (pagado: boolean) => Promise<UrlReply>;
}

/**
 * The local test checkout of prepaid months: the method (card, OXXO or SPEI), then by OXXO or SPEI the
 * test voucher or reference, marked "Modo de prueba", whose buttons complete or expire the payment
 * through the same code Stripe's async events drive. `go` opens the address the server answers;
 * `actions` are the member's own checkout calls, or a relative's by the pay link's code.
 */
export function TestPrepaidCheckoutView({
  checkout,
  actions,
  cancelHref,
  backLabel = 'Volver a Pagos',
  go,
  refresh,
}: {
  checkout: TestPrepaidCheckout;
  actions: TestCheckoutActions;
  cancelHref: string;
  /** The way out once the checkout is no longer open. */
  backLabel?: string;
  go: (url: string) => void;
  refresh: () => Promise<unknown>;
}) {
  const [metodo, setMetodo] = useState<PaymentMethod>(checkout.metodo);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<{ url: string }>) {
    if (working) return;
    setWorking(true);
    setError(null);
    try {
      const { url } = await action();
      await refresh();
      go(url);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'No se pudo completar el pago.');
    } finally {
      setWorking(false);
    }
  }

  const pending = checkout.estado === 'pendiente' ? checkout.pendiente : null;
  const summary = `${monthsText(checkout.meses)} por adelantado: ${mxn(checkout.monto_mxn)}, IVA incluido.`;

  if (pending) {
    const due = pendingDueText(pending);
    return (
      <div className="space-y-4 text-base">
        <p className="text-xl font-bold text-slate-900">{summary}</p>
        <section
          aria-labelledby="ficha-prueba"
          className="space-y-2 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="ficha-prueba" className="text-lg font-bold">
            {pending.metodo === 'oxxo' ? 'Ficha de pago OXXO' : 'Datos para transferir por SPEI'} · Modo de
            prueba
          </h2>
          <p>
            Monto: <strong>{mxn(pending.monto)}</strong>
          </p>
          {pending.referencia && (
            <p>
              {referenceLabel(pending.metodo)}:{' '}
              <span className="font-mono text-lg font-bold tracking-wide">
                {groupDigits(pending.referencia)}
              </span>
            </p>
          )}
          {due && <p className="font-semibold">{due}</p>}
          <p>
            {pending.metodo === 'oxxo'
              ? 'En una tienda real dirías en caja que es un pago de OXXO Pay y darías esta referencia.'
              : 'Con un banco real transferirías el monto a esta CLABE desde tu app o sucursal.'}{' '}
            Aquí nada se cobra: usa los botones para ver qué pasa en cada caso.
          </p>
        </section>
        <ErrorBox message={error} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={PRIMARY_ACTION}
            aria-disabled={working || undefined}
            onClick={() => void run(() => actions.settle(true))}
          >
            {pending.metodo === 'oxxo' ? 'Simular pago en OXXO' : 'Simular transferencia recibida'}
          </button>
          <button
            type="button"
            className={SECONDARY_ACTION}
            aria-disabled={working || undefined}
            onClick={() => void run(() => actions.settle(false))}
          >
            Simular que venció sin pagar
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4 text-base">
      <p className="text-xl font-bold text-slate-900">{summary}</p>
      {checkout.estado === 'abierto' ? (
        <MethodChoice value={metodo} onChange={setMetodo} />
      ) : (
        <p className="text-slate-800">
          {checkout.estado === 'pagado' ? 'Este pago ya se completó.' : 'Este pago ya no está disponible.'}
        </p>
      )}
      <ErrorBox message={error} />
      <div className="flex flex-wrap gap-3">
        {checkout.estado === 'abierto' && (
          <button
            type="button"
            className={PRIMARY_ACTION}
            aria-disabled={working || undefined}
            onClick={() => void run(() => actions.pay(metodo))}
          >
            {working ? 'Procesando…' : 'Pagar'}
          </button>
        )}
        <a href={cancelHref} className={SECONDARY_ACTION}>
          {checkout.estado === 'abierto' ? 'Cancelar' : backLabel}
        </a>
      </div>
    </div>
  );
}
