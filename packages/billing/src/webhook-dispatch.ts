import type Stripe from 'stripe';
import {
  paymentFailedChatText,
  type PrepaidOutcome,
  type ProviderSubscriptionState,
  type SubscriptionsService,
} from '@vitalia/services';
import { PaymentProviderError } from './errors';
import {
  factsOfSession,
  isPrepaidSessionEvent,
  pendingOf,
  PREPAID_SESSION_EVENTS,
  prepaidOutcomeKind,
} from './prepaid-events';
import { isMissingAtStripe } from './stripe-gateway';
import { accountIdOf, idOf, invoiceSubscription, readSubscription } from './stripe-shapes';

export type SendChat = (userId: number, text: string, dedupeKey: string) => Promise<void>;

export interface BillingLogger {
  warn(details: object, message: string): void;
}

/** What one event says: which account, and which subscription to read the latest state of. */
interface EventReading {
  subscription: string | Stripe.Subscription | null;
  hints: { subscriptionId?: string | null; customerId?: string | null; accountId?: string | null };
  paymentFailed?: boolean;
}

type EventReader = (event: Stripe.Event) => EventReading;

const fromSubscription: EventReader = (event) => {
  const subscription = event.data.object as Stripe.Subscription;
  return {
    subscription,
    hints: {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      accountId: accountIdOf(subscription.metadata),
    },
  };
};

const fromInvoice =
  (paymentFailed: boolean): EventReader =>
  (event) => {
    const invoice = event.data.object as Stripe.Invoice;
    const subscription = invoiceSubscription(invoice);
    return {
      subscription,
      hints: { subscriptionId: idOf(subscription), customerId: idOf(invoice.customer) },
      paymentFailed,
    };
  };

/** The events the product follows (CONTRACTS.md section 7); any other verified event is acknowledged. */
const EVENT_READERS: Record<string, EventReader> = {
  'checkout.session.completed': (event) => {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      subscription: session.subscription,
      hints: {
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        accountId: session.client_reference_id ?? accountIdOf(session.metadata),
      },
    };
  },
  'customer.subscription.created': fromSubscription,
  'customer.subscription.updated': fromSubscription,
  'customer.subscription.deleted': fromSubscription,
  'customer.subscription.trial_will_end': fromSubscription,
  'invoice.paid': fromInvoice(false),
  'invoice.payment_failed': fromInvoice(true),
};

export const FOLLOWED_EVENTS = [...new Set([...Object.keys(EVENT_READERS), ...PREPAID_SESSION_EVENTS])];

export interface DispatchOptions {
  subscriptions: SubscriptionsService;
  /**
   * Reads a subscription again from Stripe. Present in Stripe mode: an event's own copy may be late or out
   * of order, the fresh read is the latest state. Absent in the local test mode, whose events carry the
   * state they were made with, in order.
   */
  retrieveSubscription?: (id: string) => Promise<Stripe.Subscription>;
  /**
   * Reads a payment-mode session's PaymentIntent from Stripe (the voucher or transfer it waits for). The
   * local test mode's sessions carry theirs expanded in the event.
   */
  retrievePaymentIntent?: (id: string) => Promise<Stripe.PaymentIntent>;
  sendChat?: SendChat;
  /** The payments page, the link a failed payment's chat message carries. */
  paymentsUrl: string;
  now: () => Date;
  log?: BillingLogger;
}

/**
 * Applies a verified event through the one handler map, Stripe's events and the local test mode's alike:
 * each event id once, the subscription's latest state stored, a failed payment told in the bell and by chat.
 */
export function createEventDispatcher(options: DispatchOptions) {
  const { subscriptions } = options;

  async function latestState(
    reference: string | Stripe.Subscription | null,
    event: Stripe.Event,
  ): Promise<{ state: ProviderSubscriptionState | null; stateAt: Date; accountId: string | null }> {
    const eventTime = new Date(event.created * 1000);
    const id = idOf(reference);
    if (!id) return { state: null, stateAt: eventTime, accountId: null };
    if (options.retrieveSubscription) {
      const readAt = options.now();
      try {
        const fresh = await options.retrieveSubscription(id);
        return { state: readSubscription(fresh), stateAt: readAt, accountId: accountIdOf(fresh.metadata) };
      } catch (error) {
        // A subscription Stripe does not know (deleted test data, another account's): nothing to store.
        if (isMissingAtStripe(error)) return { state: null, stateAt: eventTime, accountId: null };
        throw new PaymentProviderError(error);
      }
    }
    if (typeof reference === 'object' && reference) {
      return {
        state: readSubscription(reference),
        stateAt: eventTime,
        accountId: accountIdOf(reference.metadata),
      };
    }
    return { state: null, stateAt: eventTime, accountId: null };
  }

  async function paymentIntentOf(
    reference: string | Stripe.PaymentIntent | null,
  ): Promise<Stripe.PaymentIntent | null> {
    if (!reference) return null;
    if (typeof reference === 'object') return reference;
    if (!options.retrievePaymentIntent) return null;
    try {
      return await options.retrievePaymentIntent(reference);
    } catch (error) {
      if (isMissingAtStripe(error)) return null;
      throw new PaymentProviderError(error);
    }
  }

  /** A payment-mode session (prepaid months): paid, a voucher or transfer waiting, failed or expired. */
  async function dispatchPrepaid(event: Stripe.Event): Promise<'applied' | 'duplicate'> {
    const session = event.data.object as Stripe.Checkout.Session;
    const kind = prepaidOutcomeKind(event);
    let outcome: PrepaidOutcome | null = kind && kind !== 'pending' ? { kind } : null;
    if (kind === 'pending') {
      const intent = await paymentIntentOf(session.payment_intent);
      outcome = intent && pendingOf(intent);
    }
    const result = await subscriptions.prepaid.applyEvent({
      eventId: event.id,
      type: event.type,
      sessionId: session.id,
      outcome,
      facts: factsOfSession(session),
    });
    return result.duplicate ? 'duplicate' : 'applied';
  }

  return async function dispatch(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    if (await subscriptions.eventRecorded(event.id)) return 'duplicate';
    if (isPrepaidSessionEvent(event)) return dispatchPrepaid(event);
    const reader = EVENT_READERS[event.type];
    const reading: EventReading = reader ? reader(event) : { subscription: null, hints: {} };
    const { state, stateAt, accountId } = await latestState(reading.subscription, event);
    const userId = await subscriptions.findAccountId({
      ...reading.hints,
      accountId: reading.hints.accountId ?? accountId,
    });
    const result = await subscriptions.applyProviderEvent({
      eventId: event.id,
      type: event.type,
      userId,
      state,
      stateAt,
      paymentFailed: Boolean(reading.paymentFailed),
    });
    if (result.duplicate) return 'duplicate';
    if (reading.paymentFailed && userId !== null && options.sendChat) {
      try {
        await options.sendChat(
          userId,
          paymentFailedChatText(options.paymentsUrl),
          `payment_failed:${event.id}`,
        );
      } catch (error) {
        // The bell already holds the notice; a chat that could not be queued is not worth a redelivery.
        options.log?.warn({ err: error, event: event.id }, 'payment-failed chat message not queued');
      }
    }
    return reader ? 'applied' : 'ignored';
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
