import type Stripe from 'stripe';
import {
  isPrepaidPlan,
  PAYMENT_METHODS,
  PREPAID_MONTHS,
  type PaymentMethod,
} from '@vitalia/contracts/payments';
import type { PrepaidCheckoutFacts, PrepaidOutcome } from '@vitalia/services';

/**
 * Reading Stripe's payment-mode Checkout Sessions (prepaid months): which outcome an event brings, and the
 * voucher or transfer a waiting payment shows. Stripe documents the flow in "Accept an OXXO payment" and
 * "Bank transfers" (Checkout): `checkout.session.completed` comes with `payment_status: "unpaid"` while
 * the voucher or transfer waits, then `checkout.session.async_payment_succeeded` or `..._failed`.
 */

/** The session events a prepaid checkout moves with. */
export const PREPAID_SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** Whether the event is about a payment-mode session (the monthly plan's sessions are subscription mode). */
export function isPrepaidSessionEvent(event: Stripe.Event): boolean {
  if (!(PREPAID_SESSION_EVENTS as readonly string[]).includes(event.type)) return false;
  return (event.data.object as Stripe.Checkout.Session).mode === 'payment';
}

/**
 * What the event says happened, before the voucher is read: null for a session that needs nothing (a
 * completed session with no payment required).
 */
export function prepaidOutcomeKind(event: Stripe.Event): PrepaidOutcome['kind'] | null {
  const session = event.data.object as Stripe.Checkout.Session;
  switch (event.type) {
    case 'checkout.session.completed':
      if (session.payment_status === 'paid') return 'paid';
      return session.payment_status === 'unpaid' ? 'pending' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

const methodOf = (value: string | undefined): PaymentMethod | null =>
  value && (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : null;

/** The checkout as the session itself tells it (its metadata), for one the product has no row of. */
export function factsOfSession(session: Stripe.Checkout.Session): PrepaidCheckoutFacts | null {
  const account = session.client_reference_id ?? session.metadata?.user_id ?? null;
  const plan = session.metadata?.plan;
  const metodo = methodOf(session.metadata?.metodo);
  if (!account || !/^\d{1,15}$/.test(account) || !isPrepaidPlan(plan) || !metodo) return null;
  return {
    userId: Number(account),
    months: PREPAID_MONTHS[plan],
    metodo,
    amountMxn: (session.amount_total ?? 0) / 100,
  };
}

/**
 * The waiting voucher or transfer of a session's PaymentIntent: OXXO's `oxxo_display_details` (the hosted
 * voucher, its number and when it expires) or the bank transfer's `display_bank_transfer_instructions`
 * (the hosted instructions and the CLABE of its SPEI address). Null when the intent shows neither.
 */
export function pendingOf(intent: Stripe.PaymentIntent): Extract<PrepaidOutcome, { kind: 'pending' }> | null {
  const action = intent.next_action;
  const oxxo = action?.oxxo_display_details;
  if (oxxo) {
    return {
      kind: 'pending',
      metodo: 'oxxo',
      url: oxxo.hosted_voucher_url,
      dueAt: typeof oxxo.expires_after === 'number' ? new Date(oxxo.expires_after * 1000) : null,
      reference: oxxo.number,
    };
  }
  const transfer = action?.display_bank_transfer_instructions;
  if (transfer) {
    const spei = transfer.financial_addresses?.find((address) => address.type === 'spei')?.spei;
    return {
      kind: 'pending',
      metodo: 'spei',
      url: transfer.hosted_instructions_url,
      dueAt: null,
      reference: spei?.clabe ?? transfer.reference,
    };
  }
  return null;
}
