import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingAccount } from '@vitalia/services';
import type { EventDispatcher } from './webhook-dispatch';

/**
 * The local test mode (no STRIPE_SECRET_KEY): what Stripe would do on "Pagar" or on a cancel, written as
 * the same objects and events Stripe sends, and applied through the same dispatcher as Stripe's webhook.
 * Ids carry `_test_` so they never pass for real ones.
 */
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** One month after `from`, as Stripe bills monthly (the 31st becomes the month's last day). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

interface SubscriptionFacts {
  id: string;
  customerId: string;
  userId: number;
  status: Stripe.Subscription.Status;
  periodStart: Date;
  periodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A subscription object with the fields Stripe sends (API 2025-03-31+: the period on its item). */
function subscriptionObject(facts: SubscriptionFacts, at: Date): Stripe.Subscription {
  return {
    id: facts.id,
    object: 'subscription',
    customer: facts.customerId,
    status: facts.status,
    cancel_at_period_end: facts.cancelAtPeriodEnd,
    cancel_at: facts.cancelAtPeriodEnd ? seconds(facts.periodEnd) : null,
    canceled_at: facts.cancelAtPeriodEnd ? seconds(at) : null,
    created: seconds(facts.periodStart),
    start_date: seconds(facts.periodStart),
    trial_end: facts.trialEnd ? seconds(facts.trialEnd) : null,
    livemode: false,
    metadata: { user_id: String(facts.userId) },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${facts.id}`,
      data: [
        {
          id: `si_${facts.id.slice(4)}`,
          object: 'subscription_item',
          subscription: facts.id,
          quantity: 1,
          current_period_start: seconds(facts.periodStart),
          current_period_end: seconds(facts.periodEnd),
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** An event as Stripe sends it, around `object`. */
export function eventOf(type: string, object: object, at: Date): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    type,
    created: seconds(at),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

function invoiceObject(subscription: Stripe.Subscription, paid: boolean, at: Date): Stripe.Invoice {
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    created: seconds(at),
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
  } as unknown as Stripe.Invoice;
}

export function createTestMode({ dispatch, now }: { dispatch: EventDispatcher; now: () => Date }) {
  async function emit(events: Stripe.Event[]) {
    for (const event of events) await dispatch(event);
  }

  const factsOf = (account: BillingAccount, patch: Partial<SubscriptionFacts>): SubscriptionFacts | null => {
    if (!account.subscriptionId || !account.customerId || !account.currentPeriodEnd) return null;
    return {
      id: account.subscriptionId,
      customerId: account.customerId,
      userId: account.userId,
      status: (account.providerStatus ?? 'active') as Stripe.Subscription.Status,
      periodStart: now(),
      periodEnd: account.currentPeriodEnd,
      trialEnd: null,
      cancelAtPeriodEnd: account.cancelAtPeriodEnd,
      ...patch,
    };
  };

  return {
    newCheckoutId: () => newId('cs'),
    newCustomerId: () => newId('cus'),

    /**
     * "Pagar" on the test checkout: a new subscription (trialing until the free trial's end when one is
     * kept, else active for a month), or, for one whose charge failed, the due invoice paid.
     */
    async pay(account: BillingAccount, checkoutId: string, customerId: string, trialEnd: Date | null) {
      const at = now();
      const due = account.providerStatus === 'past_due' || account.providerStatus === 'unpaid';
      if (due) {
        const facts = factsOf(account, { status: 'active', periodStart: at, periodEnd: oneMonthAfter(at) });
        if (facts) {
          const subscription = subscriptionObject(facts, at);
          await emit([
            eventOf('invoice.paid', invoiceObject(subscription, true, at), at),
            eventOf('customer.subscription.updated', subscription, at),
          ]);
          return;
        }
      }
      const subscription = subscriptionObject(
        {
          id: newId('sub'),
          customerId,
          userId: account.userId,
          status: trialEnd ? 'trialing' : 'active',
          periodStart: at,
          periodEnd: trialEnd ?? oneMonthAfter(at),
          trialEnd,
          cancelAtPeriodEnd: false,
        },
        at,
      );
      const session = {
        id: checkoutId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: trialEnd ? 'no_payment_required' : 'paid',
        client_reference_id: String(account.userId),
        customer: customerId,
        subscription,
        metadata: { user_id: String(account.userId) },
      };
      await emit([
        eventOf('customer.subscription.created', subscription, at),
        eventOf('invoice.paid', invoiceObject(subscription, true, at), at),
        eventOf('checkout.session.completed', session, at),
      ]);
    },

    /** Cancel at the end of the period, as Stripe's `cancel_at_period_end` update. */
    async cancelAtPeriodEnd(account: BillingAccount) {
      const at = now();
      const facts = factsOf(account, { cancelAtPeriodEnd: true });
      if (facts) await emit([eventOf('customer.subscription.updated', subscriptionObject(facts, at), at)]);
    },

    /** The test portal's "simulate a failed charge": the invoice fails and the subscription is past due. */
    async failPayment(account: BillingAccount) {
      const at = now();
      const facts = factsOf(account, { status: 'past_due' });
      if (!facts) return;
      const subscription = subscriptionObject(facts, at);
      await emit([
        eventOf('invoice.payment_failed', invoiceObject(subscription, false, at), at),
        eventOf('customer.subscription.updated', subscription, at),
      ]);
    },
  };
}
