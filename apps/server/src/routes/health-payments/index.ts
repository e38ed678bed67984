import type { FastifyInstance } from 'fastify';
import { InvalidSignatureError, PaymentProviderError, type Billing } from '@vitalia/billing';
import { PAYMENT_MESSAGES } from '@vitalia/contracts/payments';
import { subscriptionStatusReply, testCheckoutReply, urlReply } from '@vitalia/contracts/payments-replies';
import { paymentRequests } from '@vitalia/contracts/requests';
import type { AccountsService } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { keepRawBodies } from '../../plugins/body-parsers';
import { schemaRoutes } from '../route-support';
import { registerOwnerPayLinkRoutes, registerPublicPayLinkRoutes } from './pay-link-routes';

export interface PaymentRoutesOptions {
  billing: Billing;
  accounts: AccountsService;
  /** PUBLIC_URL: return addresses must be on its origin. */
  publicUrl: string;
}

/** How long Stripe (or a person) should wait before trying again when Stripe did not answer. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;

/**
 * The site's one origin for return addresses: PUBLIC_URL's (CONTRACTS section 7). The request's Host and
 * forwarded headers are the client's to write, so they never decide where a payment sends the person.
 */
const siteOrigins = (publicUrl: string): string[] => [new URL(publicUrl).origin];

/**
 * `/health-payments`: the subscription's status, Checkout, the billing portal and cancellation for the
 * signed-in person; Stripe's webhook in a scope of its own (raw bodies, no bearer token: Stripe proves itself
 * by its signature); a relative's payment from a pay link, public (pay-link-routes.ts); the local test mode's
 * checkout and portal calls.
 */
export async function healthPaymentsRoutes(scope: FastifyInstance, options: PaymentRoutesOptions) {
  const { billing, publicUrl } = options;

  // Billing's own refusals; everything else goes on to the app's one error mapper.
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof InvalidSignatureError) {
      return reply.code(400).send({ detail: PAYMENT_MESSAGES.badSignature });
    }
    if (error instanceof PaymentProviderError) {
      request.log.warn({ cause: (error.cause as Error | undefined)?.name }, 'payment provider call failed');
      return reply
        .code(503)
        .header('retry-after', String(PROVIDER_RETRY_AFTER_SECONDS))
        .send({ detail: PAYMENT_MESSAGES.providerUnavailable });
    }
    throw error;
  });

  await scope.register(async (webhook) => {
    keepRawBodies(webhook);
    webhook.post('/webhook/', async (request, reply) => {
      const header = request.headers['stripe-signature'];
      await billing.receiveWebhook(request.body, typeof header === 'string' ? header : undefined);
      return reply.code(200).send({ received: true });
    });
  });

  // A relative pays from the owner's link: no account, the link's code is the credential.
  await scope.register(async (publicScope) => registerPublicPayLinkRoutes(publicScope, billing));

  await scope.register(async (member) => {
    requireBearerToken(member, options.accounts);
    registerOwnerPayLinkRoutes(member, billing);
    const routes = schemaRoutes(member);
    const status = { 200: subscriptionStatusReply };
    const url = { 200: urlReply };
    const { testCheckoutParams: params } = paymentRequests;
    // Return addresses must be on the site's own origin (PUBLIC_URL), never one the request names.
    const checkoutBody = paymentRequests.checkoutBody(siteOrigins(publicUrl));
    const portalBody = paymentRequests.portalBody(siteOrigins(publicUrl));

    routes.get(
      '/status',
      { query: paymentRequests.statusQuery, reply: status },
      ({ query: email }, request) => billing.status(request.userId, email),
    );

    routes.post('/checkout/', { body: checkoutBody, reply: url }, async ({ body }, request) => ({
      url: await billing.checkout(request.userId, body),
    }));

    routes.post('/portal/', { body: portalBody, reply: url }, async ({ body }, request) => ({
      url: await billing.portal(request.userId, body),
    }));

    routes.post('/cancel/', { body: paymentRequests.cancelBody, reply: status }, ({ body }, request) =>
      billing.cancel(request.userId, body.subscription_id),
    );

    // Local test mode (404 with Stripe): the checkout page's data and its "Pagar", the portal's failure.
    routes.get(
      '/test/checkout/:id/',
      { params, reply: { 200: testCheckoutReply } },
      ({ params: { id } }, request) => billing.test.checkout(request.userId, id),
    );

    routes.post(
      '/test/checkout/:id/pay/',
      { params, body: paymentRequests.testPayBody, reply: url },
      async ({ params: { id }, body }, request) => ({
        url: await billing.test.pay(request.userId, id, body.metodo),
      }),
    );

    // The test voucher's or reference's buttons: paid at OXXO or by transfer, or expired unpaid.
    routes.post(
      '/test/checkout/:id/settle/',
      { params, body: paymentRequests.testSettleBody, reply: url },
      async ({ params: { id }, body }, request) => ({
        url: await billing.test.settle(request.userId, id, body.pagado),
      }),
    );

    routes.post('/test/portal/payment-failure/', { reply: status }, (_input, request) =>
      billing.test.failPayment(request.userId),
    );
  });
}
