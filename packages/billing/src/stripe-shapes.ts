import type Stripe from 'stripe';
import type { ProviderSubscriptionState } from '@vitalia/services';

/** The id of an expandable field (Stripe sends either the id or the whole object). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * A subscription's state as the product stores it. Since API version 2025-03-31 the period lives on the
 * subscription's items; with one price there is one item, and the latest end among items is the period's.
 */
export function readSubscription(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const periodEnd = ends.length > 0 ? Math.max(...ends) : subscription.trial_end;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
  };
}

/** The subscription an invoice bills (API 2025-03-31 and later: under `parent.subscription_details`). */
export function invoiceSubscription(invoice: Stripe.Invoice): string | Stripe.Subscription | null {
  return invoice.parent?.subscription_details?.subscription ?? null;
}

/** The account id the product put on a subscription or a checkout session. */
export function accountIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  return metadata?.user_id ?? null;
}
