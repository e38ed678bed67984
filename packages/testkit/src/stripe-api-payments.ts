import { randomInt } from 'node:crypto';
import { newId, seconds, StripeApiError, type Json, type StripeObject } from './stripe-api-wire';

/**
 * Payment-mode Checkout Sessions for the local Stripe server, as Stripe documents them for Mexico: card,
 * OXXO (a cash voucher payable at the store until 23:59 Mexico City time on its last day) and bank
 * transfers into the customer balance (`customer_balance` with `mx_bank_transfer`: a SPEI CLABE). A
 * session's PaymentIntent is made when the customer completes Checkout; OXXO and SPEI then wait with a
 * `next_action` until the money arrives (`checkout.session.async_payment_succeeded`) or never does
 * (`..._failed`).
 */

/** The payment methods this server takes in payment mode. */
const METHODS = new Set(['card', 'oxxo', 'customer_balance']);
/** OXXO's limits per payment, in centavos (Stripe: 10.00 to 10,000.00 MXN). */
const OXXO_MIN = 1_000;
const OXXO_MAX = 1_000_000;
/** A Checkout Session expires 24 hours after it is made unless told otherwise. */
const SESSION_LIFETIME_SECONDS = 24 * 3600;

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);

const digits = (count: number) =>
  Array.from({ length: count }, (_, index) => String(randomInt(index === 0 ? 1 : 0, 10))).join('');

/**
 * 23:59 in Mexico City on the day `days` after today there (Stripe's `expires_after_days`). Mexico City
 * keeps UTC-6 all year since October 2022 (no daylight saving).
 */
export function oxxoExpiresAfter(days: number, now = new Date()): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + days);
  return seconds(new Date(`${last.toISOString().slice(0, 10)}T23:59:00-06:00`));
}

interface LineAmounts {
  amount: number;
  currency: string;
}

/** `line_items` with inline `price_data` (a one-time price), as payment mode takes them. */
function lineAmounts(body: Json, recurringPriceId: string): LineAmounts {
  const items = body.line_items as Json[] | undefined;
  if (!items?.length) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
  let amount = 0;
  let currency: string | null = null;
  items.forEach((item, index) => {
    if (item.price === recurringPriceId) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        `line_items[${index}][price]`,
      );
    }
    const data = item.price_data as Json | undefined;
    const unit = Number(data?.unit_amount);
    const quantity = Number(item.quantity ?? 1);
    if (!data || !Number.isInteger(unit) || unit < 0) {
      throw invalid('Invalid integer: unit_amount', `line_items[${index}][price_data][unit_amount]`);
    }
    if (typeof (data.product_data as Json | undefined)?.name !== 'string') {
      throw invalid(
        'Missing required param: line_items[0][price_data][product_data][name].',
        `line_items[${index}][price_data][product_data][name]`,
        'parameter_missing',
      );
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw invalid('Invalid integer: quantity', `line_items[${index}][quantity]`);
    }
    if (currency !== null && data.currency !== currency) {
      throw invalid(
        'All line items must use the same currency.',
        `line_items[${index}][price_data][currency]`,
      );
    }
    currency = String(data.currency);
    amount += unit * quantity;
  });
  return { amount, currency: currency! };
}

/**
 * The version that replaced Checkout Session create's `payment_method_types` with
 * `allowed_payment_method_types`: a request made with an older `Stripe-Version` names its methods in the
 * first, a newer one in the second, and each refuses the other as unknown, as Stripe does.
 */
const ALLOWED_METHOD_TYPES_SINCE = '2026-09-30';

/** The one payment method a session allows, checked as Stripe checks each of them. */
function checkedMethods(
  body: Json,
  amounts: LineAmounts,
  customer: string | null,
  apiVersion: string,
): string[] {
  const field =
    apiVersion < ALLOWED_METHOD_TYPES_SINCE ? 'payment_method_types' : 'allowed_payment_method_types';
  const unknown = field === 'payment_method_types' ? 'allowed_payment_method_types' : 'payment_method_types';
  if (body[unknown] !== undefined) {
    throw invalid(`Received unknown parameter: ${unknown}`, unknown);
  }
  const methods = (body[field] as string[] | undefined) ?? ['card'];
  const options = (body.payment_method_options ?? {}) as Json;
  methods.forEach((method, index) => {
    if (!METHODS.has(method)) {
      throw invalid(`The payment method type provided: ${method} is invalid.`, `${field}[${index}]`);
    }
  });
  if (methods.includes('oxxo')) {
    if (amounts.currency !== 'mxn') {
      throw invalid('The currency provided (' + amounts.currency + ') is invalid for oxxo. Use mxn.');
    }
    if (amounts.amount < OXXO_MIN || amounts.amount > OXXO_MAX) {
      throw invalid('The amount for oxxo must be between 10.00 and 10,000.00 MXN.', 'line_items');
    }
    const days = (options.oxxo as Json | undefined)?.expires_after_days;
    if (days !== undefined && !(Number(days) >= 1 && Number(days) <= 7)) {
      throw invalid(
        'expires_after_days must be between 1 and 7.',
        'payment_method_options[oxxo][expires_after_days]',
      );
    }
  }
  if (methods.includes('customer_balance')) {
    const balance = (options.customer_balance ?? {}) as Json;
    const transfer = (balance.bank_transfer ?? {}) as Json;
    if (!customer) {
      throw invalid('customer_balance requires a customer: pass `customer`.', 'customer');
    }
    if (balance.funding_type !== 'bank_transfer') {
      throw invalid(
        'Missing required param: payment_method_options[customer_balance][funding_type].',
        'payment_method_options[customer_balance][funding_type]',
        'parameter_missing',
      );
    }
    if (transfer.type !== 'mx_bank_transfer' || amounts.currency !== 'mxn') {
      throw invalid(
        'bank_transfer.type must be mx_bank_transfer for mxn payments.',
        'payment_method_options[customer_balance][bank_transfer][type]',
      );
    }
  }
  return methods;
}

/** A new payment-mode session (open, nothing paid, no PaymentIntent yet). */
export function paymentModeSession(
  body: Json,
  context: {
    baseUrl: string;
    /** The request's `Stripe-Version`. */
    apiVersion: string;
    customer: string | null;
    recurringPriceId: string;
    absoluteUrl: (param: string) => string;
  },
): StripeObject {
  const amounts = lineAmounts(body, context.recurringPriceId);
  const methods = checkedMethods(body, amounts, context.customer, context.apiVersion);
  const id = newId('cs_test');
  const created = seconds();
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: `${context.baseUrl}/c/pay/${id}`,
    customer: context.customer,
    client_reference_id: body.client_reference_id ?? null,
    success_url: context.absoluteUrl('success_url'),
    cancel_url: context.absoluteUrl('cancel_url'),
    amount_subtotal: amounts.amount,
    amount_total: amounts.amount,
    currency: amounts.currency,
    payment_method_types: methods,
    payment_method_options: body.payment_method_options ?? {},
    payment_intent: null,
    payment_intent_data: body.payment_intent_data ?? {},
    metadata: body.metadata ?? {},
    subscription: null,
    locale: body.locale ?? null,
    created,
    expires_at: created + SESSION_LIFETIME_SECONDS,
  };
}

/** The `next_action` a waiting OXXO or bank-transfer PaymentIntent shows. */
function nextActionOf(session: StripeObject, method: string, baseUrl: string, intentId: string): Json {
  if (method === 'oxxo') {
    const days = Number(
      ((session.payment_method_options as Json).oxxo as Json | undefined)?.expires_after_days ?? 3,
    );
    return {
      type: 'oxxo_display_details',
      oxxo_display_details: {
        expires_after: oxxoExpiresAfter(days),
        hosted_voucher_url: `${baseUrl}/oxxo/voucher/${intentId}`,
        number: digits(18),
      },
    };
  }
  return {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      amount_remaining: session.amount_total,
      currency: session.currency,
      type: 'mx_bank_transfer',
      reference: null,
      hosted_instructions_url: `${baseUrl}/bank_transfer/instructions/${intentId}`,
      financial_addresses: [
        {
          type: 'spei',
          supported_networks: ['spei'],
          spei: { bank_code: '646', bank_name: 'STP', clabe: `646180${digits(12)}` },
        },
      ],
    },
  };
}

/**
 * The customer completes Checkout: the PaymentIntent is made; by card it succeeds at once (the session
 * is `paid`), by OXXO or bank transfer it waits with its `next_action` (the session is `unpaid`).
 */
export function completePaymentSession(
  session: StripeObject,
  baseUrl: string,
): { intent: StripeObject; paid: boolean } {
  if (session.mode !== 'payment' || session.status !== 'open') {
    throw new Error(`session ${session.id} is not an open payment-mode session`);
  }
  const method = (session.payment_method_types as string[])[0]!;
  const id = newId('pi');
  const paid = method === 'card';
  const intent: StripeObject = {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: paid ? session.amount_total : 0,
    currency: session.currency,
    customer: session.customer,
    status: paid ? 'succeeded' : 'requires_action',
    payment_method_types: [method],
    next_action: paid ? null : nextActionOf(session, method, baseUrl, id),
    metadata: ((session.payment_intent_data as Json).metadata as Json | undefined) ?? {},
    description: (session.payment_intent_data as Json).description ?? null,
    created: seconds(),
    livemode: false,
  };
  Object.assign(session, {
    status: 'complete',
    payment_status: paid ? 'paid' : 'unpaid',
    payment_intent: id,
  });
  return { intent, paid };
}

/**
 * The money of a waiting OXXO voucher or transfer arrives (`succeeded`), or the voucher expires unpaid:
 * the PaymentIntent succeeds, or goes back to `requires_payment_method` with nothing left to show.
 */
export function settlePaymentIntent(session: StripeObject, intent: StripeObject, succeeded: boolean): void {
  if (intent.status !== 'requires_action') throw new Error(`payment intent ${intent.id} is not waiting`);
  if (succeeded) {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
    session.payment_status = 'paid';
  } else {
    Object.assign(intent, { status: 'requires_payment_method', next_action: null });
  }
}
