import type { SubscriptionStatusReply, TestCheckoutReply, UrlReply } from '@vitalia/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { getSessionEmail } from '../../../lib/session';

const PAYMENTS = '/health-payments';

/** The session's e-mail when this browser stored it; the server takes a missing one as the caller's own. */
const sessionEmail = () => getSessionEmail() ?? undefined;

export const fetchSubscriptionStatus = (signal?: AbortSignal) =>
  apiRequest<SubscriptionStatusReply>(`${PAYMENTS}/status`, { query: { email: sessionEmail() }, signal });

const sitePage = (path: string) => `${window.location.origin}${path}`;

export const startCheckout = () =>
  apiRequest<UrlReply>(`${PAYMENTS}/checkout/`, {
    method: 'POST',
    body: {
      email: sessionEmail(),
      metadata: { origen: 'web', plan: 'mensual' },
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

export const payTestCheckout = (id: string) =>
  apiRequest<UrlReply>(`${PAYMENTS}/test/checkout/${encodeURIComponent(id)}/pay/`, { method: 'POST' });

export const simulateFailedPayment = () =>
  apiRequest<SubscriptionStatusReply>(`${PAYMENTS}/test/portal/payment-failure/`, { method: 'POST' });
