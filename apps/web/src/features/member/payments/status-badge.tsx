import type { SubscriptionStatusReply } from '@vitalia/contracts/payments';
import { badgeFor } from './subscription-view';

const TONES: Record<string, string> = {
  Activa: 'bg-green-100 text-green-800',
  'En prueba': 'bg-sky-100 text-sky-800',
  'Pago vencido': 'bg-amber-100 text-amber-900',
};

/** The status reply's badge (a subscription paid during the trial reads Activa). */
export function StatusBadge({ status }: { status: SubscriptionStatusReply | null | undefined }) {
  const text = badgeFor(status ?? null);
  return (
    <span
      data-testid="status-badge"
      className={`ml-3 inline-block rounded-full px-3 py-1 align-middle text-sm font-semibold ${TONES[text] ?? 'bg-slate-200 text-slate-800'}`}
    >
      {text}
    </span>
  );
}
