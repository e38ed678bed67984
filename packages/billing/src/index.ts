export { createBilling, type Billing, type BillingOptions } from './create-billing';
export { InvalidSignatureError, PaymentProviderError } from './errors';
export { FOLLOWED_EVENTS, type SendChat, type BillingLogger } from './webhook-dispatch';
export type { StripeOptions } from './stripe-gateway';
export { oneMonthAfter } from './test-mode';
