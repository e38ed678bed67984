import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStripeApiServer, type StripeApiServer, type WebhookTarget } from '@vitalia/testkit';
import type { BuildAppOptions } from '../../src/app';
import { createTestApp, type TestApp } from './test-app';

/** The payments API's prefix, the site's PUBLIC_URL in these tests, a day, and Mexico City's zone. */
export const P = '/health-payments';
export const SITE = 'http://localhost:3000';
export const DAY = 86_400_000;
export const MX = 'America/Mexico_City';

/** The local Stripe server's deliveries, injected into the app's webhook route. */
export const webhookInto =
  (app: () => FastifyInstance): WebhookTarget =>
  async (payload, signature) => {
    const reply = await app().inject({
      method: 'POST',
      url: '/health-payments/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return { status: reply.statusCode, body: reply.body };
  };

/** A checkout request for `plan` (and `metodo` when given), returning to the site's own pages. */
export const checkoutRequest = (email: string | undefined, plan: string, metodo?: string) => ({
  email,
  metadata: { origen: 'web', plan },
  ...(metodo ? { metodo } : {}),
  success_url: `${SITE}/health/checkout/success`,
  cancel_url: `${SITE}/health/checkout/cancel`,
});

type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Gives the account a name on Mi Perfil (a pay link shows the first one). */
export async function named(call: Call, user: { email: string }, firstName: string, lastName: string) {
  const reply = await call('PUT', '/health-users/profile/', {
    email: user.email,
    first_name: firstName,
    last_name: lastName,
  });
  expect(reply.statusCode).toBe(200);
}

/** The code of a pay link's address (`PUBLIC_URL/pagar/<code>`). */
export const payLinkCodeOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/**
 * A relative starts paying from the link `code` (anyone's call, no session): the url answered and, in
 * test mode, the checkout's session id from it.
 */
export async function openPayLink(call: Call, code: string, body: object) {
  const reply = await call('POST', `/health-payments/pay-links/${code}/checkout/`, body);
  expect(reply.statusCode, reply.body).toBe(200);
  const url: string = reply.json().url;
  return { url, session: new URL(url).searchParams.get('session') ?? url.split('/').pop()! };
}

/**
 * The whole server in Stripe mode against a fresh local Stripe server (its webhook deliveries injected
 * into the app), at PUBLIC_URL SITE with `env` besides; chat messages go to `sendChat` (dropped unless
 * given).
 */
export async function createStripeTestApp(
  env: Record<string, string> = {},
  sendChat: BuildAppOptions['sendChat'] = async () => {},
): Promise<{ t: TestApp; stripe: StripeApiServer }> {
  const stripe = await startStripeApiServer();
  const t = await createTestApp({
    env: {
      PUBLIC_URL: SITE,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_ID: stripe.priceId,
      STRIPE_API_URL: stripe.url,
      ...env,
    },
    sendChat,
  });
  stripe.setWebhookTarget(webhookInto(() => t.app));
  return { t, stripe };
}

/** createStripeTestApp made before the file's tests and closed after them; read `app.t` and `app.stripe` in a test. */
export function useStripeTestApp(env: Record<string, string> = {}) {
  const app = {} as { t: TestApp; stripe: StripeApiServer };
  beforeAll(async () => {
    Object.assign(app, await createStripeTestApp(env));
  });
  afterAll(async () => {
    await app.t?.close();
    await app.stripe?.close();
  });
  return app;
}

/**
 * The server in local test mode at PUBLIC_URL SITE (with `env` besides), made before the file's tests and
 * closed after them, on a clock the tests move (`app.clock`, today at first).
 */
export function useTestModeApp(env: Record<string, string> = {}) {
  const app = { clock: new Date() } as { t: TestApp; clock: Date };
  beforeAll(async () => {
    app.t = await createTestApp({ env: { PUBLIC_URL: SITE, ...env }, now: () => app.clock });
  });
  afterAll(() => app.t?.close());
  return app;
}
