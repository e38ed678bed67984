import { randomBytes } from 'node:crypto';

/** Stripe's wire formats for the local Stripe API server: form bodies, ids, errors, webhook delivery. */

export type Json = Record<string, unknown>;
export type StripeObject = Json & { id: string };

export type WebhookTarget = (payload: string, signature: string) => Promise<{ status: number; body: string }>;

export const seconds = (date = new Date()) => Math.floor(date.getTime() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Decodes Stripe's form bodies: `a[b][0][c]=v` becomes `{a: {b: [{c: 'v'}]}}`. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = /^\d+$/.test(part) && Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      if (container[slot] === undefined) container[slot] = /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

/** A webhook target that posts to a running server's `/health-payments/webhook/`. */
export function webhookOverHttp(baseUrl: string): WebhookTarget {
  return async (payload, signature) => {
    const response = await fetch(`${baseUrl}/health-payments/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: await response.text() };
  };
}

export interface StripeEventRecord {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

/** Where events go: the webhook's answer for one signed payload. */

export interface StripeApiServerOptions {
  secretKey?: string;
  webhookSecret?: string;
  priceId?: string;
  /** The product's webhook; set later with `setWebhookTarget` when the app is built after this server. */
  webhook?: WebhookTarget;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
  /** The `Stripe-Version` the request was made with (the client's pinned one unless a call overrides it). */
  apiVersion: string | undefined;
}
