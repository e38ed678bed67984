import type Stripe from 'stripe';
import {
  PAYMENT_MESSAGES,
  PREPAID_MONTHS,
  type CheckoutInput,
  type PaymentMethod,
  type PrepaidPlan,
  type TestPrepaidCheckout,
} from '@vitalia/contracts/payments';
import { PAY_LINK_MESSAGES } from '@vitalia/contracts/pay-links';
import {
  ConflictError,
  pendingPaymentOf,
  type BillingAccount,
  type PrepaidPayer,
  type SubscriptionsService,
} from '@vitalia/services';
import { PaymentProviderError } from './errors';
import { callStripe } from './stripe-gateway';
import { createTestPrepaid, OXXO_VOUCHER_DAYS, type TestPrepaidSession } from './test-mode-prepaid';
import type { EventDispatcher } from './webhook-dispatch';

/** Stripe's payment method for each of ours (CONTRACTS.md section 7). */
const STRIPE_METHOD: Record<PaymentMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType> = {
  tarjeta: 'card',
  oxxo: 'oxxo',
  spei: 'customer_balance',
};

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'mes' : 'meses'}`;

/**
 * The API version prepaid sessions are made with: the last one whose Checkout Session create takes
 * `payment_method_types`, the field CONTRACTS.md section 7 names. Stripe removed that parameter in
 * 2026-09-30.endive (the client's pinned version names it `allowed_payment_method_types`), and keeps every
 * older version working, so this one call pins its version; every other call, and the webhook's events,
 * stay on the client's.
 */
export const PREPAID_SESSION_API_VERSION = '2026-08-26.dahlia';

/** A session's create parameters with `payment_method_types` (see PREPAID_SESSION_API_VERSION). */
export type PrepaidSessionParams = Stripe.Checkout.SessionCreateParams & {
  payment_method_types: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[];
};

/**
 * A Checkout Session in `payment` mode for prepaid months: `months` units at PRICE_MXN each in MXN, one
 * payment method (`payment_method_types`), the account in `client_reference_id` and the plan in the
 * session's metadata (and the PaymentIntent's). SPEI is Stripe's customer balance funded by a Mexican
 * bank transfer, which needs the customer; an OXXO voucher stays payable OXXO_VOUCHER_DAYS days.
 */
export function prepaidSessionParams(input: {
  userId: number;
  /** The Stripe customer; null lets Checkout collect what the method needs (a relative paying by card or OXXO). */
  customerId: string | null;
  checkout: CheckoutInput & { plan: PrepaidPlan };
  priceMxn: number;
  productName: string;
}): PrepaidSessionParams {
  const { checkout, userId } = input;
  const months = PREPAID_MONTHS[checkout.plan];
  const metadata = {
    user_id: String(userId),
    ...checkout.metadata,
    plan: checkout.plan,
    metodo: checkout.metodo,
    meses: String(months),
  };
  const options: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions =
    checkout.metodo === 'oxxo'
      ? { oxxo: { expires_after_days: OXXO_VOUCHER_DAYS } }
      : checkout.metodo === 'spei'
        ? { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } }
        : {};
  return {
    mode: 'payment',
    ...(input.customerId ? { customer: input.customerId } : {}),
    client_reference_id: String(userId),
    line_items: [
      {
        price_data: {
          currency: 'mxn',
          unit_amount: Math.round(input.priceMxn * 100),
          product_data: { name: `${input.productName}: 1 mes` },
        },
        quantity: months,
      },
    ],
    payment_method_types: [STRIPE_METHOD[checkout.metodo]],
    ...(Object.keys(options).length > 0 ? { payment_method_options: options } : {}),
    success_url: checkout.success_url,
    cancel_url: checkout.cancel_url,
    locale: 'es-419',
    metadata,
    payment_intent_data: {
      description: `${input.productName}: ${monthsLabel(months)} por adelantado`,
      metadata,
    },
  };
}

export interface PrepaidCheckoutOptions {
  subscriptions: SubscriptionsService;
  client: Stripe | null;
  priceMxn: number;
  dispatch: EventDispatcher;
  now: () => Date;
  /** The account's Stripe customer (made once). */
  stripeCustomer: (stripe: Stripe, account: BillingAccount) => Promise<string>;
  newCheckoutId: () => string;
}

const PRODUCT_NAME = 'Vitalia';

/**
 * Prepaid months: the checkout (Stripe's payment-mode session, or the local test page), and the test
 * mode's voucher page and its buttons, which complete the payment through the same events.
 */
export function createPrepaidCheckout(options: PrepaidCheckoutOptions) {
  const { subscriptions, client } = options;
  const prepaid = subscriptions.prepaid;
  const testPrepaid = createTestPrepaid({ dispatch: options.dispatch, now: options.now });

  async function sessionFacts(userId: number, id: string): Promise<TestPrepaidSession | null> {
    const row = await prepaid.find(id);
    if (!row || Number(row.user_id) !== userId) return null;
    const plan = Object.entries(PREPAID_MONTHS).find(([, months]) => months === row.months)![0];
    return {
      id,
      userId,
      months: row.months,
      plan,
      metodo: row.metodo,
      amountMxn: row.amount_mxn,
    };
  }

  /**
   * The Stripe customer a session is made for: the owner's own (made once) when the owner pays. A relative
   * paying from a pay link must not see the owner's e-mail on Checkout, so by card or OXXO the session has
   * none (Checkout asks for what the method needs), and SPEI, which needs a customer balance, gets a
   * customer of the payer's own, named as they typed it.
   */
  async function sessionCustomer(
    stripe: Stripe,
    account: BillingAccount,
    input: CheckoutInput & { plan: PrepaidPlan },
    payer: PrepaidPayer | null,
  ): Promise<string | null> {
    if (!payer) return options.stripeCustomer(stripe, account);
    if (input.metodo !== 'spei') return null;
    const customer = await callStripe(() =>
      stripe.customers.create({
        name: payer.name,
        metadata: { pays_for_user_id: String(account.userId), pay_link: String(payer.linkId) },
      }),
    );
    return customer.id;
  }

  return {
    /**
     * The url to pay `input.plan`'s months with `input.metodo`; refused while a card plan runs.
     * `testCheckout` records the local test mode's checkout and answers its page; `payer` when a relative
     * pays from a pay link.
     */
    async checkout(
      account: BillingAccount,
      input: CheckoutInput & { plan: PrepaidPlan },
      testCheckout: (id: string) => Promise<string>,
      payer: PrepaidPayer | null = null,
    ): Promise<string> {
      if (account.cardPlanRuns) {
        throw new ConflictError(
          payer ? PAY_LINK_MESSAGES.ownerSubscribed : PAYMENT_MESSAGES.prepaidWhileSubscribed,
        );
      }
      const months = PREPAID_MONTHS[input.plan];
      const facts = {
        userId: account.userId,
        months,
        metodo: input.metodo,
        amountMxn: months * options.priceMxn,
        payer,
      };
      if (!client) {
        const id = options.newCheckoutId();
        const page = await testCheckout(id);
        await prepaid.record({ sessionId: id, ...facts });
        return page;
      }
      const customerId = await sessionCustomer(client, account, input, payer);
      const session = await callStripe(() =>
        client.checkout.sessions.create(
          prepaidSessionParams({
            userId: account.userId,
            customerId,
            checkout: input,
            priceMxn: options.priceMxn,
            productName: PRODUCT_NAME,
          }),
          { apiVersion: PREPAID_SESSION_API_VERSION },
        ),
      );
      if (!session.url) throw new PaymentProviderError(new Error('checkout session without url'));
      await prepaid.record({ sessionId: session.id, ...facts });
      return session.url;
    },

    test: {
      /** The test page's view of a prepaid checkout; null when `id` is not one (a monthly checkout). */
      async details(userId: number, id: string): Promise<TestPrepaidCheckout | null> {
        const row = await prepaid.find(id);
        if (!row || Number(row.user_id) !== userId) return null;
        return {
          meses: row.months,
          metodo: row.metodo,
          monto_mxn: row.amount_mxn,
          estado: row.estado,
          pendiente: row.estado === 'pendiente' ? pendingPaymentOf(row) : null,
        };
      },

      /**
       * "Pagar" with the method chosen on the page: by card the months are added at once; by OXXO or SPEI
       * the test voucher or reference is made (shown on `instructionsUrl`, this same page). False when
       * `id` is not a prepaid checkout.
       */
      async pay(
        userId: number,
        id: string,
        metodo: PaymentMethod | undefined,
        instructionsUrl: string,
      ): Promise<boolean> {
        if (metodo) await prepaid.setMethod(id, metodo);
        const facts = await sessionFacts(userId, id);
        if (!facts) return false;
        await testPrepaid.pay(facts, instructionsUrl);
        return true;
      },

      /** The test voucher's button: paid at the store (or, `succeeded` false, expired unpaid). */
      async settle(userId: number, id: string, succeeded: boolean): Promise<boolean> {
        const facts = await sessionFacts(userId, id);
        const row = facts && (await prepaid.find(id));
        if (!facts || row?.estado !== 'pendiente') return false;
        await testPrepaid.settle(facts, succeeded);
        return true;
      },
    },
  };
}
