/** Billing's own refusals, which only the payments routes know how to answer. */

/** A webhook call without a valid `Stripe-Signature` (answered 400; nothing changes). */
export class InvalidSignatureError extends Error {
  constructor() {
    super('invalid Stripe signature');
    this.name = 'InvalidSignatureError';
  }
}

/** Stripe could not be reached or refused a call it should have taken (answered 503; retry later). */
export class PaymentProviderError extends Error {
  constructor(override readonly cause: unknown) {
    super('payment provider call failed');
    this.name = 'PaymentProviderError';
  }
}
