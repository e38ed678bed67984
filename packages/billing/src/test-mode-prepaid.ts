import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { PaymentMethod } from '@vitalia/contracts/payments';
import { startOfLocalDay } from '@vitalia/domain/local-time';
import { addDays, todayInTimeZone } from '@vitalia/domain/schedules';
import { eventOf, newId } from './test-mode';
import type { EventDispatcher } from './webhook-dispatch';

/**
 * The local test mode's prepaid months: what Stripe would send for a payment-mode Checkout Session paid by
 * card, by OXXO voucher or by SPEI transfer, as the same session, PaymentIntent and event objects, applied
 * through the same dispatcher as Stripe's webhook. Ids carry `_test_`.
 */

/** Days an OXXO voucher stays payable (Stripe's default `expires_after_days`). */
export const OXXO_VOUCHER_DAYS = 3;
/** OXXO vouchers expire at 23:59 in Mexico City on their last day, as Stripe documents. */
const OXXO_TIME_ZONE = 'America/Mexico_City';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10))
    .join('')
    .replace(/^0/, '1');

/** 23:59 Mexico City time on the voucher's last day. */
export function oxxoVoucherExpiry(now: Date, days = OXXO_VOUCHER_DAYS): Date {
  const last = addDays(todayInTimeZone(OXXO_TIME_ZONE, now), days);
  return new Date(startOfLocalDay(addDays(last, 1), OXXO_TIME_ZONE).getTime() - 60_000);
}

export interface TestPrepaidSession {
  id: string;
  userId: number;
  months: number;
  plan: string;
  metodo: PaymentMethod;
  amountMxn: number;
}

const PAYMENT_METHOD_TYPES: Record<PaymentMethod, string> = {
  tarjeta: 'card',
  oxxo: 'oxxo',
  spei: 'customer_balance',
};

/** The waiting PaymentIntent Stripe shows a voucher or transfer with (`next_action`). */
function waitingIntent(facts: TestPrepaidSession, instructionsUrl: string, at: Date): Stripe.PaymentIntent {
  const amount = Math.round(facts.amountMxn * 100);
  const nextAction =
    facts.metodo === 'oxxo'
      ? {
          type: 'oxxo_display_details',
          oxxo_display_details: {
            expires_after: seconds(oxxoVoucherExpiry(at)),
            hosted_voucher_url: instructionsUrl,
            number: digits(18),
          },
        }
      : {
          type: 'display_bank_transfer_instructions',
          display_bank_transfer_instructions: {
            amount_remaining: amount,
            currency: 'mxn',
            type: 'mx_bank_transfer',
            reference: null,
            hosted_instructions_url: instructionsUrl,
            financial_addresses: [
              {
                type: 'spei',
                supported_networks: ['spei'],
                spei: { bank_code: '646', bank_name: 'STP', clabe: `646180${digits(12)}` },
              },
            ],
          },
        };
  return {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    currency: 'mxn',
    status: 'requires_action',
    payment_method_types: [PAYMENT_METHOD_TYPES[facts.metodo]],
    next_action: nextAction,
    created: seconds(at),
    livemode: false,
  } as unknown as Stripe.PaymentIntent;
}

function sessionObject(
  facts: TestPrepaidSession,
  patch: { status: string; payment_status: string; payment_intent: Stripe.PaymentIntent | string | null },
): Stripe.Checkout.Session {
  return {
    id: facts.id,
    object: 'checkout.session',
    mode: 'payment',
    currency: 'mxn',
    amount_total: Math.round(facts.amountMxn * 100),
    client_reference_id: String(facts.userId),
    payment_method_types: [PAYMENT_METHOD_TYPES[facts.metodo]],
    metadata: {
      user_id: String(facts.userId),
      plan: facts.plan,
      metodo: facts.metodo,
      meses: String(facts.months),
    },
    livemode: false,
    ...patch,
  } as unknown as Stripe.Checkout.Session;
}

export function createTestPrepaid({ dispatch, now }: { dispatch: EventDispatcher; now: () => Date }) {
  const intentId = () => newId('pi');
  return {
    /**
     * "Pagar" on the test page: by card the session completes paid; by OXXO or SPEI it completes unpaid,
     * its PaymentIntent showing the voucher or transfer at `instructionsUrl` (the test page itself).
     */
    async pay(facts: TestPrepaidSession, instructionsUrl: string): Promise<void> {
      const at = now();
      const session =
        facts.metodo === 'tarjeta'
          ? sessionObject(facts, { status: 'complete', payment_status: 'paid', payment_intent: intentId() })
          : sessionObject(facts, {
              status: 'complete',
              payment_status: 'unpaid',
              payment_intent: waitingIntent(facts, instructionsUrl, at),
            });
      await dispatch(eventOf('checkout.session.completed', session, at));
    },

    /** The voucher paid at the store or the transfer received (or, `succeeded` false, it expired unpaid). */
    async settle(facts: TestPrepaidSession, succeeded: boolean): Promise<void> {
      const at = now();
      const session = sessionObject(facts, {
        status: 'complete',
        payment_status: succeeded ? 'paid' : 'unpaid',
        payment_intent: intentId(),
      });
      const type = succeeded
        ? 'checkout.session.async_payment_succeeded'
        : 'checkout.session.async_payment_failed';
      await dispatch(eventOf(type, session, at));
    },
  };
}
