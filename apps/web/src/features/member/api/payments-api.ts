import type {
  PaymentMethod,
  Plan,
  SubscriptionStatusReply,
  TestCheckoutReply,
  UrlReply,
} from '@vitalia/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { getSessionEmail } from '../../../lib/session';

const PAYMENTS = '/health-payments';

/** The session's e-mail when this browser stored it; the server takes a missing one as the caller's own. */
const sessionEmail = () => getSessionEmail() ?? undefined;

export const fetchSubscriptionStatus = (signal?: AbortSignal) =>
  apiRequest<SubscriptionStatusReply>(`${PAYMENTS}/status`, { query: { email: sessionEmail() }, signal });

const sitePage = (path: string) => `${window.location.origin}${path}`;

/** What is bought: the monthly card subscription (the default), or prepaid months paid one way. */
export interface CheckoutChoice {
  plan: Plan;
  metodo: PaymentMethod;
}

export const startCheckout = (choice: CheckoutChoice = { plan: 'mensual', metodo: 'tarjeta' }) =>
  apiRequest<UrlReply>(`${PAYMENTS}/checkout/`, {
    method: 'POST',
    body: {
      email: sessionEmail(),
      metadata: { origen: 'web', plan: choice.plan },
      ...(choice.plan === 'mensual' ? {} : { metodo: choice.metodo }),
      success_url: sitePage('/health/checkout/success'),
      cancel_url: sitePage('/health/checkout/cancel'),
    },
  });

export const openPortal = () =>
  apiRequest<UrlReply>(`${PAYMENTS}/portal/`, {
    method: 'POST',
    body: { email: sessionEmail(), return_url: sitePage('/health/payments') },
  });

export const cancelSubscription = (subscriptionId: string) =>
  apiRequest<SubscriptionStatusReply>(`${PAYMENTS}/cancel/`, {
    method: 'POST',
    body: { subscription_id: subscriptionId },
  });

export const fetchTestCheckout = (id: string, signal?: AbortSignal) =>
  apiRequest<TestCheckoutReply>(`${PAYMENTS}/test/checkout/${encodeURIComponent(id)}/`, { signal });

export const payTestCheckout = (id: string, metodo?: PaymentMethod) =>
  apiRequest<UrlReply>(`${PAYMENTS}/test/checkout/${encodeURIComponent(id)}/pay/`, {
    method: 'POST',
    ...(metodo ? { body: { metodo } } : {}),
  });

/** The test voucher's buttons: paid at the store or by transfer, or expired unpaid. */
export const settleTestCheckout = (id: string, pagado: boolean) =>
  apiRequest<UrlReply>(`${PAYMENTS}/test/checkout/${encodeURIComponent(id)}/settle/`, {
    method: 'POST',
    body: { pagado },
  });

export const simulateFailedPayment = () =>
  apiRequest<SubscriptionStatusReply>(`${PAYMENTS}/test/portal/payment-failure/`, { method: 'POST' });
