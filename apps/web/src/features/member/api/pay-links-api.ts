import type { PaymentMethod, TestCheckoutReply, UrlReply } from '@vitalia/contracts/payments';
import type {
  PayLinkCheckoutInput,
  PayLinkCreatedReply,
  PayLinkPaymentsReply,
  PayLinkViewReply,
} from '@vitalia/contracts/pay-links';
import { apiRequest } from '../../../lib/api-client';

const PAY_LINKS = '/health-payments/pay-links';

/** The owner's side (signed in): a new link to send by WhatsApp, and who paid from the links. */
export const createPayLink = () => apiRequest<PayLinkCreatedReply>(`${PAY_LINKS}/`, { method: 'POST' });

export const fetchPayLinkPayments = (signal?: AbortSignal) =>
  apiRequest<PayLinkPaymentsReply>(`${PAY_LINKS}/`, { signal });

// The public page's side: the link's code is the only credential, so no session is ever sent.
const ofCode = (code: string) => `${PAY_LINKS}/${encodeURIComponent(code)}`;

export const fetchPayLink = (code: string, signal?: AbortSignal) =>
  apiRequest<PayLinkViewReply>(`${ofCode(code)}/`, { signal, anonymous: true });

export const startPayLinkCheckout = (code: string, input: PayLinkCheckoutInput) =>
  apiRequest<UrlReply>(`${ofCode(code)}/checkout/`, { method: 'POST', body: input, anonymous: true });

/** The local test mode's checkout of a payment started from the link, and its buttons. */
export const fetchPayLinkTestCheckout = (code: string, id: string, signal?: AbortSignal) =>
  apiRequest<TestCheckoutReply>(`${ofCode(code)}/test/${encodeURIComponent(id)}/`, {
    signal,
    anonymous: true,
  });

export const payPayLinkTestCheckout = (code: string, id: string, metodo: PaymentMethod) =>
  apiRequest<UrlReply>(`${ofCode(code)}/test/${encodeURIComponent(id)}/pay/`, {
    method: 'POST',
    body: { metodo },
    anonymous: true,
  });

export const settlePayLinkTestCheckout = (code: string, id: string, pagado: boolean) =>
  apiRequest<UrlReply>(`${ofCode(code)}/test/${encodeURIComponent(id)}/settle/`, {
    method: 'POST',
    body: { pagado },
    anonymous: true,
  });
