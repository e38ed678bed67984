import Stripe from 'stripe';
import { PaymentProviderError } from './errors';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** STRIPE_API_URL: Stripe's own address, or a local server in tests. */
  apiUrl: string;
}

/**
 * The official client pointed at STRIPE_API_URL through its host, port and protocol options. Network
 * retries stay on (Stripe's own idempotency keys make them safe for creates).
 */
export function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vitalia' },
  });
}

/** Whether an error is Stripe's (or the network's to Stripe), as opposed to a bug of ours. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** A Stripe "No such ..." answer: the object does not exist there. */
export function isMissingAtStripe(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');
}

/** Calls Stripe; anything Stripe or the network refuses becomes a PaymentProviderError (503, retry). */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) throw new PaymentProviderError(error);
    throw error;
  }
}

/** Test mode: a local page of the product, on the origin the person came from. */
export function testPage(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
