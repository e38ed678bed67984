import type { IncomingMessage, ServerResponse } from 'node:http';
import { newId, seconds, type Json, type StripeObject } from './stripe-api-wire';

// The local Stripe server's HTTP plumbing and the invoice shapes of each API version (stripe-api-server.ts).

/** The API version of the events it makes unless told otherwise. */
export const CURRENT_API_VERSION = '2026-10-28.endive';
/** The version that moved an invoice's subscription under `parent.subscription_details`. */
const INVOICE_PARENT_SINCE = '2025-03-31';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

/**
 * An invoice of the subscription as the event's API version shapes it: since 2025-03-31 the subscription
 * is under `parent.subscription_details`; before, in `invoice.subscription` (with
 * `subscription_details.metadata` beside it).
 */
export function invoiceFor(
  subscription: StripeObject,
  status: 'paid' | 'open',
  apiVersion = CURRENT_API_VERSION,
): Json {
  const base = {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status,
    created: seconds(),
  };
  if (apiVersion < INVOICE_PARENT_SINCE) {
    return {
      ...base,
      subscription: subscription.id,
      subscription_details: { metadata: subscription.metadata },
    };
  }
  return {
    ...base,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}
