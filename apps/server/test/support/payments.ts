import type { FastifyInstance } from 'fastify';
import type { WebhookTarget } from '@vitalia/testkit';

const SITE = 'http://localhost:3000';

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
export const checkoutRequest = (email: string, plan: string, metodo?: string) => ({
  email,
  metadata: { origen: 'web', plan },
  ...(metodo ? { metodo } : {}),
  success_url: `${SITE}/health/checkout/success`,
  cancel_url: `${SITE}/health/checkout/cancel`,
});
