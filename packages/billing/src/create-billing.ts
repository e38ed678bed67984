import type Stripe from 'stripe';
import {
  isPrepaidPlan,
  PAYMENT_MESSAGES,
  type CheckoutInput,
  type PaymentMethod,
  type PortalInput,
  type SubscriptionStatusReply,
  type TestCheckoutReply,
} from '@vitalia/contracts/payments';
import {
  ConflictError,
  NotFoundError,
  type BillingAccount,
  type SubscriptionsService,
} from '@vitalia/services';
import { InvalidSignatureError, PaymentProviderError } from './errors';
import {
  callStripe,
  createStripeClient,
  isMissingAtStripe,
  isStripeError,
  testPage,
  type StripeOptions,
} from './stripe-gateway';
import { createPayLinkCheckout, type TestPages } from './pay-link-checkout';
import { createPrepaidCheckout } from './prepaid-checkout';
import { readSubscription } from './stripe-shapes';
import { createTestMode } from './test-mode';
import { createEventDispatcher, type BillingLogger, type SendChat } from './webhook-dispatch';

/** Stripe takes a checkout trial end only 48 hours or more ahead; a shorter rest of a trial is not kept. */
const MIN_CHECKOUT_TRIAL_MS = 48 * 60 * 60 * 1000;
/** How old a webhook signature may be (Stripe's default tolerance, CONTRACTS.md: at most 5 minutes). */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * How far ahead of this server's clock a signature may be dated (clock skew). Stripe's own check only
 * bounds the age, so a signature dated in the future would otherwise stay valid until that date passes.
 */
const SIGNATURE_FUTURE_SECONDS = 60;

/** The `t=` of a Stripe-Signature header, if it has exactly one. */
function signatureTimestamp(header: string): number | null {
  const stamps = header.split(',').filter((part) => part.startsWith('t='));
  if (stamps.length !== 1 || !/^t=\d{1,12}$/.test(stamps[0]!)) return null;
  return Number(stamps[0]!.slice(2));
}

export interface BillingOptions {
  subscriptions: SubscriptionsService;
  /** Stripe's settings; null runs the local test mode. */
  stripe: StripeOptions | null;
  priceMxn: number;
  /** PUBLIC_URL: links the chat messages carry. */
  publicUrl: string;
  /** Queues a chat message to the person (the bot's outbound queue), once per dedupe key. Optional. */
  sendChat?: SendChat;
  log?: BillingLogger;
  now?: () => Date;
}

/**
 * Subscriptions and payments: Checkout, the billing portal and cancellation through Stripe, or through the
 * local test mode's pages; and the webhook, whose events (Stripe's, or the test mode's of the same shape)
 * all go through one dispatcher.
 */
export function createBilling(options: BillingOptions) {
  const { subscriptions } = options;
  const now = options.now ?? (() => new Date());
  const stripeOptions = options.stripe;
  const client: Stripe | null = stripeOptions ? createStripeClient(stripeOptions) : null;
  const paymentsUrl = `${options.publicUrl}/health/payments`;
  const dispatch = createEventDispatcher({
    subscriptions,
    retrieveSubscription: client ? (id) => client.subscriptions.retrieve(id) : undefined,
    retrievePaymentIntent: client ? (id) => client.paymentIntents.retrieve(id) : undefined,
    sendChat: options.sendChat,
    paymentsUrl,
    now,
    log: options.log,
  });
  const testMode = createTestMode({ dispatch, now });

  /**
   * The free trial's end, or the end of the prepaid months, to keep in a new card subscription (its first
   * charge comes when the time already had ends), when Stripe would take it.
   */
  const trialEndToKeep = (account: BillingAccount): Date | null => {
    const ends = [account.freeTrialEndsAt, account.prepaidUntil].filter((end): end is Date => end !== null);
    const last = ends.sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    return last && last.getTime() - now().getTime() >= MIN_CHECKOUT_TRIAL_MS ? last : null;
  };

  async function stripeCustomer(stripe: Stripe, account: BillingAccount): Promise<string> {
    if (account.customerId) return account.customerId;
    // The idempotency key makes two simultaneous first checkouts create one customer, not two.
    const customer = await callStripe(() =>
      stripe.customers.create(
        { email: account.email ?? undefined, metadata: { user_id: String(account.userId) } },
        { idempotencyKey: `vitalia-customer-${account.userId}` },
      ),
    );
    return subscriptions.saveCustomerId(account.userId, customer.id);
  }

  const prepaidCheckout = createPrepaidCheckout({
    subscriptions,
    client,
    priceMxn: options.priceMxn,
    dispatch,
    now,
    stripeCustomer,
    newCheckoutId: testMode.newCheckoutId,
  });

  /** The test page's own address: where its voucher or reference is shown. */
  const testCheckoutPage = (successUrl: string, id: string) =>
    testPage(new URL(successUrl).origin, '/health/checkout/test', { session: id });

  async function stripePortalUrl(stripe: Stripe, customerId: string, returnUrl: string): Promise<string> {
    const session = await callStripe(() =>
      stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  function requireTestMode() {
    if (client) throw new NotFoundError(PAYMENT_MESSAGES.testModeOnly);
  }

  /**
   * The test page's "Pagar". `pages` when the page is not the member's own (a relative's, from a pay link):
   * where its voucher is shown, and where the browser goes when it expires unpaid.
   */
  async function payTest(userId: number, id: string, metodo?: PaymentMethod, pages?: TestPages) {
    requireTestMode();
    const row = await subscriptions.testCheckouts.find(userId, id);
    const prepaid = await prepaidCheckout.test.details(userId, id);
    if (prepaid) {
      const page = pages?.instructions ?? testCheckoutPage(row.success_url, id);
      const chosen = metodo ?? prepaid.metodo;
      if (await subscriptions.testCheckouts.complete(userId, id)) {
        await prepaidCheckout.test.pay(userId, id, chosen, page);
      }
      // By card the months are paid; a voucher or a reference is shown on the test page first.
      const paid = (await prepaidCheckout.test.details(userId, id))?.estado === 'pagado';
      return paid ? row.success_url : page;
    }
    if (await subscriptions.testCheckouts.complete(userId, id)) {
      const account = await subscriptions.billingAccount(userId);
      if (!account.hasRunningSubscription) {
        const customerId = await subscriptions.saveCustomerId(
          userId,
          account.customerId ?? testMode.newCustomerId(),
        );
        await testMode.pay(account, id, customerId, trialEndToKeep(account));
      }
    }
    return row.success_url;
  }

  async function settleTest(userId: number, id: string, succeeded: boolean, pages?: TestPages) {
    requireTestMode();
    const row = await subscriptions.testCheckouts.find(userId, id);
    if (!(await prepaidCheckout.test.settle(userId, id, succeeded))) {
      throw new ConflictError(PAYMENT_MESSAGES.nothingPending);
    }
    if (succeeded) return row.success_url;
    return pages?.afterFailure ?? `${new URL(row.success_url).origin}/health/payments`;
  }

  async function testCheckoutReply(userId: number, id: string): Promise<TestCheckoutReply> {
    requireTestMode();
    const row = await subscriptions.testCheckouts.find(userId, id);
    const account = await subscriptions.billingAccount(userId);
    const status = await subscriptions.status(userId);
    const prepaid = await prepaidCheckout.test.details(userId, id);
    return {
      id: row.id,
      price_mxn: options.priceMxn,
      trial_days_left:
        !prepaid && trialEndToKeep(account) && !account.subscriptionId ? status.dias_restantes : 0,
      completed: row.completed_at !== null,
      cancel_url: row.cancel_url,
      ...(prepaid ? { prepago: prepaid } : {}),
    };
  }

  return {
    mode: client ? ('stripe' as const) : ('test' as const),

    /** A relative pays: the owner's pay links and the public page's calls. */
    payLinks: createPayLinkCheckout({
      subscriptions,
      prepaidCheckout,
      priceMxn: options.priceMxn,
      publicUrl: options.publicUrl,
      test: { checkout: testCheckoutReply, pay: payTest, settle: settleTest },
    }),

    async status(userId: number, email: string | undefined): Promise<SubscriptionStatusReply> {
      await subscriptions.assertOwnEmail(userId, email);
      return subscriptions.status(userId);
    },

    /**
     * A checkout for the monthly plan; the url to send the browser to. A subscription whose charge failed
     * is paid where its invoice is (Stripe's portal), not with a second subscription.
     */
    async checkout(userId: number, input: CheckoutInput): Promise<string> {
      await subscriptions.assertOwnEmail(userId, input.email);
      const account = await subscriptions.billingAccount(userId);
      const { plan } = input;
      if (isPrepaidPlan(plan)) {
        return prepaidCheckout.checkout(account, { ...input, plan }, async (id) => {
          await subscriptions.testCheckouts.create({
            id,
            userId,
            successUrl: input.success_url,
            cancelUrl: input.cancel_url,
          });
          return testCheckoutPage(input.success_url, id);
        });
      }
      if (account.hasRunningSubscription) throw new ConflictError(PAYMENT_MESSAGES.alreadySubscribed);
      const due = account.providerStatus === 'past_due' || account.providerStatus === 'unpaid';
      const trialEnd = trialEndToKeep(account);

      if (!client || !stripeOptions) {
        const id = testMode.newCheckoutId();
        await subscriptions.testCheckouts.create({
          id,
          userId,
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
        });
        return testPage(new URL(input.success_url).origin, '/health/checkout/test', { session: id });
      }
      const customerId = await stripeCustomer(client, account);
      if (due) return stripePortalUrl(client, customerId, input.success_url);
      const metadata = { user_id: String(userId), ...input.metadata };
      const session = await callStripe(() =>
        client.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: String(userId),
          line_items: [{ price: stripeOptions.priceId, quantity: 1 }],
          success_url: input.success_url,
          cancel_url: input.cancel_url,
          locale: 'es-419',
          metadata,
          subscription_data: {
            metadata: { user_id: String(userId) },
            ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
          },
        }),
      );
      if (!session.url) throw new PaymentProviderError(new Error('checkout session without url'));
      return session.url;
    },

    /** Stripe's billing portal (or the local test page) to change the card or see invoices. */
    async portal(userId: number, input: PortalInput): Promise<string> {
      await subscriptions.assertOwnEmail(userId, input.email);
      const account = await subscriptions.billingAccount(userId);
      if (!account.customerId || !account.subscriptionId)
        throw new ConflictError(PAYMENT_MESSAGES.noCustomer);
      if (!client) {
        const back = new URL(input.return_url);
        return testPage(back.origin, '/health/portal/test', { return: `${back.pathname}${back.search}` });
      }
      return stripePortalUrl(client, account.customerId, input.return_url);
    },

    /** Cancels at the end of the period: the plan runs until then. 404 for an id not the caller's. */
    async cancel(userId: number, subscriptionId: string): Promise<SubscriptionStatusReply> {
      const account = await subscriptions.ownSubscription(userId, subscriptionId);
      const status = await subscriptions.status(userId);
      if (!['active', 'trialing', 'past_due'].includes(status.status)) {
        throw new ConflictError(PAYMENT_MESSAGES.notCancellable);
      }
      if (client) {
        const readAt = now();
        const updated = await callStripe(() =>
          client.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        );
        await subscriptions.applyProviderState(userId, readSubscription(updated), readAt);
      } else {
        await testMode.cancelAtPeriodEnd(account);
      }
      return subscriptions.status(userId);
    },

    /**
     * The account is being erased: its subscription ends now, not at the period's end, so nothing is charged
     * after the data is gone. One already ended (or unknown to Stripe) needs nothing. The local test mode
     * has no outside subscription: its row goes with the account.
     */
    async cancelForErasure(userId: number): Promise<void> {
      const account = await subscriptions.billingAccount(userId);
      const ended = ['canceled', 'incomplete_expired'].includes(account.providerStatus ?? '');
      if (!client || !account.subscriptionId || ended) return;
      const subscriptionId = account.subscriptionId;
      const readAt = now();
      try {
        const canceled = await client.subscriptions.cancel(subscriptionId);
        await subscriptions.applyProviderState(userId, readSubscription(canceled), readAt);
      } catch (error) {
        if (isMissingAtStripe(error)) return;
        if (isStripeError(error)) throw new PaymentProviderError(error);
        throw error;
      }
    },

    /**
     * A Stripe webhook call: the signature is checked on the raw bytes before anything else is read, then
     * the event is applied once. Unknown event types are acknowledged and change nothing.
     */
    async receiveWebhook(rawBody: unknown, signature: string | undefined): Promise<void> {
      if (!client || !stripeOptions || !Buffer.isBuffer(rawBody) || !signature) {
        throw new InvalidSignatureError();
      }
      const signedAt = signatureTimestamp(signature);
      if (signedAt === null || signedAt > Date.now() / 1000 + SIGNATURE_FUTURE_SECONDS) {
        throw new InvalidSignatureError();
      }
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          rawBody,
          signature,
          stripeOptions.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch {
        throw new InvalidSignatureError();
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
        // Signed by Stripe's secret yet not an event: acknowledged, nothing to apply.
        return;
      }
      await dispatch(event);
    },

    /** Local test mode: the checkout page. */
    test: {
      checkout: testCheckoutReply,

      /** "Pagar": completes the checkout once, through the same events Stripe sends; then success_url. */
      pay: (userId: number, id: string, metodo?: PaymentMethod) => payTest(userId, id, metodo),

      /**
       * The test voucher's or reference's button: paid at OXXO or by transfer (`succeeded`), or expired
       * unpaid, through the async events Stripe sends; then where the browser goes next.
       */
      settle: (userId: number, id: string, succeeded: boolean) => settleTest(userId, id, succeeded),

      /** The test portal's button: the next charge fails, as Stripe's retries would report it. */
      async failPayment(userId: number): Promise<SubscriptionStatusReply> {
        requireTestMode();
        const account = await subscriptions.billingAccount(userId);
        if (!account.subscriptionId) throw new ConflictError(PAYMENT_MESSAGES.noCustomer);
        await testMode.failPayment(account);
        return subscriptions.status(userId);
      },
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
