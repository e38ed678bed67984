import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  decodeStripeForm,
  newId,
  seconds,
  StripeApiError,
  type Json,
  type RecordedStripeRequest,
  type StripeApiServerOptions,
  type StripeEventRecord,
  type StripeObject,
  type WebhookTarget,
} from './stripe-api-wire';
import { CURRENT_API_VERSION, invoiceFor, readBody, send } from './stripe-api-http';
import { completePaymentSession, paymentModeSession, settlePaymentIntent } from './stripe-api-payments';

/**
 * A local HTTP server that speaks the parts of Stripe's API the product uses (customers, Checkout sessions in
 * subscription and payment mode, PaymentIntents, billing portal sessions, subscriptions), as the official client sends them: form-encoded bodies, bearer
 * secret keys, Stripe's ids and Stripe's error shape. It also makes the events Stripe would send and
 * delivers them, signed with the SDK's own test header helper, to the product's webhook.
 */

/** Starts the server on a free local port. */
export async function startStripeApiServer(options: StripeApiServerOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_vitalia_local';
  const webhookSecret = options.webhookSecret ?? 'whsec_vitalia_local';
  const priceId = options.priceId ?? 'price_vitalia_monthly';
  let webhook = options.webhook;
  const signer = new Stripe(secretKey);

  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const idempotent = new Map<string, StripeObject>();
  const requests: RecordedStripeRequest[] = [];
  const events: StripeEventRecord[] = [];
  let url = '';
  /** While true every request answers 503, as during an outage at Stripe. */
  let outage = false;

  function required(body: Json, param: string): string {
    const value = body[param];
    if (typeof value !== 'string' || value === '') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Missing required param: ${param}.`,
        param,
        'parameter_missing',
      );
    }
    return value;
  }

  function existing(map: Map<string, StripeObject>, id: string, kind: string, param?: string): StripeObject {
    const found = map.get(id);
    if (!found) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such ${kind}: '${id}'`,
        param ?? 'id',
        'resource_missing',
      );
    }
    return found;
  }

  function absoluteUrl(body: Json, param: string): string {
    const value = required(body, param);
    if (!/^https?:\/\//.test(value)) {
      throw new StripeApiError(400, 'invalid_request_error', 'Not a valid URL', param, 'url_invalid');
    }
    return value;
  }

  function createCheckoutSession(body: Json, apiVersion: string): StripeObject {
    if (body.mode === 'payment') {
      const customer =
        typeof body.customer === 'string'
          ? existing(customers, body.customer, 'customer', 'customer').id
          : null;
      const session = paymentModeSession(body, {
        baseUrl: url,
        apiVersion,
        customer,
        recurringPriceId: priceId,
        absoluteUrl: (param) => absoluteUrl(body, param),
      });
      sessions.set(session.id, session);
      return session;
    }
    if (body.mode !== 'subscription') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Only subscription mode is served here.',
        'mode',
      );
    }
    const lineItems = body.line_items as Json[] | undefined;
    const price = lineItems?.[0]?.price;
    if (price !== priceId) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such price: '${String(price)}'`,
        'line_items[0][price]',
        'resource_missing',
      );
    }
    const customer =
      typeof body.customer === 'string'
        ? existing(customers, body.customer, 'customer', 'customer').id
        : null;
    const subscriptionData = (body.subscription_data ?? {}) as Json;
    if (subscriptionData.trial_end !== undefined) {
      const trialEnd = Number(subscriptionData.trial_end);
      if (!Number.isInteger(trialEnd) || trialEnd < seconds() + 48 * 3600 - 60) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'The `trial_end` date has to be at least 2 days in the future.',
          'subscription_data[trial_end]',
        );
      }
    }
    const id = newId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${url}/c/pay/${id}`,
      customer,
      client_reference_id: body.client_reference_id ?? null,
      success_url: absoluteUrl(body, 'success_url'),
      cancel_url: absoluteUrl(body, 'cancel_url'),
      metadata: body.metadata ?? {},
      subscription: null,
      subscription_data: subscriptionData,
      locale: body.locale ?? null,
      created: seconds(),
    };
    sessions.set(id, session);
    return session;
  }

  function route(method: string, path: string, body: Json, apiVersion: string): StripeObject {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: seconds(),
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      return existing(customers, decodeURIComponent(match[1]!), 'customer');
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(body, apiVersion);
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return existing(sessions, decodeURIComponent(match[1]!), 'checkout.session');
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      return expireSession(decodeURIComponent(match[1]!)).session;
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      return existing(paymentIntents, decodeURIComponent(match[1]!), 'payment_intent');
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = existing(customers, required(body, 'customer'), 'customer', 'customer');
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: absoluteUrl(body, 'return_url'),
        url: `${url}/p/session/${id}`,
        created: seconds(),
      };
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = existing(subscriptions, decodeURIComponent(match[1]!), 'subscription');
      if (method === 'GET') return subscription;
      if (method === 'DELETE') {
        // Cancels at once (not at the period's end), as Stripe's DELETE does.
        if (subscription.status !== 'canceled') {
          Object.assign(subscription, { status: 'canceled', canceled_at: seconds(), ended_at: seconds() });
        }
        return subscription;
      }
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
          subscription.cancel_at = subscription.cancel_at_period_end ? periodEnd(subscription) : null;
          subscription.canceled_at = subscription.cancel_at_period_end ? seconds() : null;
        }
        return subscription;
      }
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Expires an open session (Stripe's `POST /v1/checkout/sessions/{id}/expire`, or its 24 hours passing). */
  function expireSession(id: string): { session: StripeObject; event: StripeEventRecord } {
    const session = existing(sessions, id, 'checkout.session');
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    return { session, event: event('checkout.session.expired', session) };
  }

  function periodEnd(subscription: StripeObject): number {
    const items = subscription.items as { data: Array<{ current_period_end: number }> };
    return items.data[0]!.current_period_end;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const text = await readBody(request);
      const body = decodeStripeForm(text);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const apiVersion = request.headers['stripe-version'] as string | undefined;
      requests.push({ method: request.method ?? 'GET', path, body, idempotencyKey, apiVersion });
      try {
        if (outage) throw new StripeApiError(503, 'api_error', 'Stripe is temporarily unavailable.');
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
        }
        const cacheKey = idempotencyKey && `${request.method} ${path} ${idempotencyKey}`;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        const result =
          cached ?? route(request.method ?? 'GET', path, body, apiVersion ?? CURRENT_API_VERSION);
        if (cacheKey) idempotent.set(cacheKey, result);
        send(response, 200, result);
      } catch (error) {
        if (error instanceof StripeApiError) {
          send(response, error.status, {
            error: { type: error.type, message: error.message, param: error.param, code: error.code },
          });
        } else {
          send(response, 500, { error: { type: 'api_error', message: String(error) } });
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function event(
    type: string,
    object: Json,
    created = seconds(),
    apiVersion = CURRENT_API_VERSION,
  ): StripeEventRecord {
    const record: StripeEventRecord = {
      id: newId('evt'),
      object: 'event',
      type,
      created,
      livemode: false,
      api_version: apiVersion,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(record);
    return record;
  }

  return {
    url,
    secretKey,
    webhookSecret,
    priceId,
    /** Every request the client made, decoded. */
    requests,
    events,
    customers,
    sessions,
    subscriptions,

    /** Every request answers 503 while `on` (Stripe unreachable for the product). */
    setOutage(on: boolean) {
      outage = on;
    },

    setWebhookTarget(target: WebhookTarget) {
      webhook = target;
    },

    /**
     * What Stripe does when the person pays on Checkout: the subscription (trialing until the session's
     * `trial_end`, else active for 30 days) and the events, returned in Stripe's usual order, not delivered.
     */
    completeCheckout(sessionId: string): { subscription: StripeObject; events: StripeEventRecord[] } {
      const session = existing(sessions, sessionId, 'checkout.session');
      const data = session.subscription_data as Json;
      const trialEnd = data.trial_end === undefined ? null : Number(data.trial_end);
      const start = seconds();
      const id = newId('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        customer: session.customer,
        status: trialEnd ? 'trialing' : 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created: start,
        start_date: start,
        trial_end: trialEnd,
        livemode: false,
        metadata: data.metadata ?? {},
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              subscription: id,
              quantity: 1,
              price: { id: priceId, object: 'price' },
              current_period_start: start,
              current_period_end: trialEnd ?? start + 30 * 86_400,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
      return {
        subscription,
        events: [
          event('customer.subscription.created', subscription),
          event('checkout.session.completed', session),
          event('invoice.paid', invoiceFor(subscription, 'paid')),
        ],
      };
    },

    paymentIntents,

    /**
     * The customer completes a payment-mode Checkout: by card the session is paid; by OXXO or bank
     * transfer it is complete and unpaid, its PaymentIntent showing the voucher or the transfer's details.
     * Returns `checkout.session.completed` (and, by card, `payment_intent.succeeded`), not delivered.
     */
    completePayment(sessionId: string): { intent: StripeObject; events: StripeEventRecord[] } {
      const session = existing(sessions, sessionId, 'checkout.session');
      const { intent, paid } = completePaymentSession(session, url);
      paymentIntents.set(intent.id, intent);
      const completed = event('checkout.session.completed', session);
      return { intent, events: paid ? [event('payment_intent.succeeded', intent), completed] : [completed] };
    },

    /**
     * The waiting voucher is paid at the store or the transfer arrives (`succeeded`), or the voucher
     * expires unpaid: returns `checkout.session.async_payment_succeeded` or `..._failed`.
     */
    settlePayment(sessionId: string, succeeded: boolean): StripeEventRecord {
      const session = existing(sessions, sessionId, 'checkout.session');
      const intent = existing(paymentIntents, String(session.payment_intent), 'payment_intent');
      settlePaymentIntent(session, intent, succeeded);
      return event(
        succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
        session,
      );
    },

    /** An open session expires unused: returns `checkout.session.expired`. */
    expireCheckout(sessionId: string): StripeEventRecord {
      return expireSession(sessionId).event;
    },

    /** Changes a subscription at Stripe (as time or the dashboard would) and returns its event. */
    updateSubscription(
      id: string,
      patch: { status?: string; cancel_at_period_end?: boolean; cancel_at?: number | null },
      type = 'customer.subscription.updated',
    ): StripeEventRecord {
      const subscription = existing(subscriptions, id, 'subscription');
      Object.assign(subscription, patch);
      return event(type, subscription);
    },

    /**
     * A renewal charge that failed: the subscription is past due; returns invoice.payment_failed, shaped
     * for the webhook endpoint's API version (`apiVersion`, default the current one).
     */
    failPayment(
      id: string,
      options: { apiVersion?: string } = {},
    ): { failed: StripeEventRecord; updated: StripeEventRecord } {
      const subscription = existing(subscriptions, id, 'subscription');
      subscription.status = 'past_due';
      const apiVersion = options.apiVersion ?? CURRENT_API_VERSION;
      return {
        failed: event(
          'invoice.payment_failed',
          invoiceFor(subscription, 'open', apiVersion),
          seconds(),
          apiVersion,
        ),
        updated: event('customer.subscription.updated', subscription),
      };
    },

    /** Any event, e.g. one the product does not follow. */
    event,

    /** Signs the event as Stripe does (or with `secret`/`timestamp` given) and sends it to the webhook. */
    async deliver(
      record: StripeEventRecord | string,
      signing: { secret?: string; timestamp?: number; signature?: string } = {},
    ): Promise<{ status: number; body: string }> {
      if (!webhook) throw new Error('no webhook target set');
      const payload = typeof record === 'string' ? record : JSON.stringify(record, null, 2);
      const signature =
        signing.signature ??
        signer.webhooks.generateTestHeaderString({
          payload,
          secret: signing.secret ?? webhookSecret,
          timestamp: signing.timestamp ?? seconds(),
        });
      return webhook(payload, signature);
    },

    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeApiServer = Awaited<ReturnType<typeof startStripeApiServer>>;
