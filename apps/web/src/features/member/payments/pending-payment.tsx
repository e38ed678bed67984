import type { PendingPayment } from '@vitalia/contracts/payments';
import { groupDigits, pendingDueText, pendingTitle, referenceLabel } from './prepaid-view';

/** Where the instructions open: Stripe's hosted page in a new tab, the local test page in this one. */
const isExternal = (url: string) => {
  try {
    return new URL(url, window.location.origin).origin !== window.location.origin;
  } catch {
    return true;
  }
};

/**
 * A waiting OXXO voucher or SPEI transfer: its amount, due date, reference and the instructions page
 * (OXXO's barcode page, or the transfer's details).
 */
export function PendingPaymentBox({ pending }: { pending: PendingPayment }) {
  const due = pendingDueText(pending);
  const external = isExternal(pending.url);
  return (
    <section
      aria-labelledby="pago-pendiente"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950"
    >
      <h2 id="pago-pendiente" className="text-lg font-bold">
        Pago pendiente
      </h2>
      <p>{pendingTitle(pending)}</p>
      {due && <p className="font-semibold">{due}</p>}
      {pending.metodo === 'spei' && <p>La transferencia no vence: los meses cuentan cuando llegue.</p>}
      {pending.referencia && (
        <p>
          {referenceLabel(pending.metodo)}:{' '}
          <span className="font-mono text-lg font-bold tracking-wide">{groupDigits(pending.referencia)}</span>
        </p>
      )}
      <a
        href={pending.url}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="inline-flex min-h-11 items-center rounded-lg border border-amber-400 bg-white px-4 font-semibold text-amber-950 hover:bg-amber-100"
      >
        {pending.metodo === 'oxxo' ? 'Ver ficha de pago OXXO' : 'Ver instrucciones de transferencia'}
      </a>
    </section>
  );
}
