import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidSignatureError, PaymentProviderError, type Billing } from '@vitalia/billing';
import {
  PAYMENT_MESSAGES,
  readStatusEmail,
  validateCancel,
  validateCheckout,
  validatePortal,
} from '@vitalia/contracts/payments';
import { subscriptionStatusReply, testCheckoutReply, urlReply } from '@vitalia/contracts/payments-replies';
import { NotFoundError, type AccountsService } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { keepRawBodies } from '../../plugins/body-parsers';
import { replySchema, validated, type IdParams } from '../route-support';

export interface PaymentRoutesOptions {
  billing: Billing;
  accounts: AccountsService;
  /** PUBLIC_URL: return addresses must be on its origin or on the request's own. */
  publicUrl: string;
}

/** How long Stripe (or a person) should wait before trying again when Stripe did not answer. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;

/** The site's own origins for this request: PUBLIC_URL's, and the one the request came to. */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  try {
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    if (!origins.includes(own)) origins.push(own);
  } catch {
    // A Host header that is no host: only PUBLIC_URL counts.
  }
  return origins;
}

/** A test checkout id as the test mode makes them; anything else names nothing (404). */
function testCheckoutId(raw: string): string {
  if (!/^cs_test_[0-9a-f]{24}$/.test(raw)) throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
  return raw;
}

/**
 * `/health-payments`: the subscription's status, Checkout, the billing portal and cancellation for the
 * signed-in person; Stripe's webhook in a scope of its own (raw bodies, no bearer token: Stripe proves itself
 * by its signature); the local test mode's checkout and portal calls.
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

  await scope.register(async (member) => {
    requireBearerToken(member, options.accounts);
    const statusSchema = { response: { 200: replySchema(subscriptionStatusReply) } };
    const urlSchema = { response: { 200: replySchema(urlReply) } };

    member.get('/status', { schema: statusSchema }, (request) =>
      billing.status(request.userId, validated(readStatusEmail(request.query))),
    );

    member.post('/checkout/', { schema: urlSchema }, async (request) => ({
      url: await billing.checkout(
        request.userId,
        validated(validateCheckout(request.body, ownOrigins(request, publicUrl))),
      ),
    }));

    member.post('/portal/', { schema: urlSchema }, async (request) => ({
      url: await billing.portal(
        request.userId,
        validated(validatePortal(request.body, ownOrigins(request, publicUrl))),
      ),
    }));

    member.post('/cancel/', { schema: statusSchema }, (request) =>
      billing.cancel(request.userId, validated(validateCancel(request.body)).subscription_id),
    );

    // Local test mode (404 with Stripe): the checkout page's data and its "Pagar", the portal's failure.
    member.get<IdParams>(
      '/test/checkout/:id/',
      { schema: { response: { 200: replySchema(testCheckoutReply) } } },
      (request) => billing.test.checkout(request.userId, testCheckoutId(request.params.id)),
    );

    member.post<IdParams>('/test/checkout/:id/pay/', { schema: urlSchema }, async (request) => ({
      url: await billing.test.pay(request.userId, testCheckoutId(request.params.id)),
    }));

    member.post('/test/portal/payment-failure/', { schema: statusSchema }, (request) =>
      billing.test.failPayment(request.userId),
    );
  });
}
