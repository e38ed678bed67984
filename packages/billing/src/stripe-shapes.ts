import type Stripe from 'stripe';
import type { ProviderSubscriptionState } from '@vitalia/services';

/** The id of an expandable field (Stripe sends either the id or the whole object). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * A subscription's state as the product stores it. Since API version 2025-03-31 the period lives on the
 * subscription's items; with one price there is one item, and the latest end among items is the period's
 * (older versions kept `current_period_end` on the subscription itself). A subscription set to end on a
 * date (`cancel_at`) is shown like a cancellation at the period's end, on that date.
 */
export function readSubscription(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const legacyEnd = (subscription as { current_period_end?: unknown }).current_period_end;
  const periodEnd =
    ends.length > 0 ? Math.max(...ends) : typeof legacyEnd === 'number' ? legacyEnd : subscription.trial_end;
  const cancelAt = typeof subscription.cancel_at === 'number' ? subscription.cancel_at : null;
  const end = cancelAt ?? periodEnd;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: end ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end) || cancelAt !== null,
  };
}

/**
 * The subscription an invoice bills: under `parent.subscription_details` since API version 2025-03-31,
 * in `invoice.subscription` in the shapes of the versions before it (a webhook endpoint pinned to one).
 */
export function invoiceSubscription(invoice: Stripe.Invoice): string | Stripe.Subscription | null {
  const legacy = (invoice as { subscription?: string | Stripe.Subscription | null }).subscription;
  return invoice.parent?.subscription_details?.subscription ?? legacy ?? null;
}

/** The account id the product put on a subscription or a checkout session. */
export function accountIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  return metadata?.user_id ?? null;
}
