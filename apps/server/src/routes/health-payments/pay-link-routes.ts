import type { FastifyInstance } from 'fastify';
import type { Billing } from '@vitalia/billing';
import {
  payLinkCreatedReply,
  payLinkPaymentsReply,
  payLinkViewReply,
  testCheckoutReply,
  urlReply,
} from '@vitalia/contracts/payments-replies';
import { paymentRequests, payLinkRequests } from '@vitalia/contracts/requests';
import { schemaRoutes } from '../route-support';

/** The owner's pay links (bearer scope): make one, and read who paid from them. */
export function registerOwnerPayLinkRoutes(member: FastifyInstance, billing: Billing) {
  const routes = schemaRoutes(member);
  routes.post('/pay-links/', { reply: { 201: payLinkCreatedReply } }, async (_input, request, reply) =>
    reply.code(201).send(await billing.payLinks.create(request.userId)),
  );
  routes.get('/pay-links/', { reply: { 200: payLinkPaymentsReply } }, (_input, request) =>
    billing.payLinks.payments(request.userId),
  );
}

/**
 * The page `/pagar/<code>`'s calls (public: the link's code is the only credential, and it reaches the
 * owner's first name and a payment, nothing else). Limited per client address (`request.ip`, as
 * TRUST_PROXY judges it).
 */
export function registerPublicPayLinkRoutes(scope: FastifyInstance, billing: Billing) {
  const routes = schemaRoutes(scope);
  const { codeParams: params, testParams } = payLinkRequests;
  const url = { 200: urlReply };

  routes.get('/pay-links/:code/', { params, reply: { 200: payLinkViewReply } }, ({ params: p }, request) =>
    billing.payLinks.view(p.code, request.ip),
  );

  routes.post(
    '/pay-links/:code/checkout/',
    { params, body: payLinkRequests.checkoutBody, reply: url },
    async ({ params: p, body }, request) => ({
      url: await billing.payLinks.checkout(p.code, body, request.ip),
    }),
  );

  // Local test mode (404 with Stripe): the relative's test checkout, its "Pagar" and the voucher's buttons.
  routes.get(
    '/pay-links/:code/test/:id/',
    { params: testParams, reply: { 200: testCheckoutReply } },
    ({ params: p }, request) => billing.payLinks.test.checkout(p.code, p.id, request.ip),
  );

  routes.post(
    '/pay-links/:code/test/:id/pay/',
    { params: testParams, body: paymentRequests.testPayBody, reply: url },
    async ({ params: p, body }, request) => ({
      url: await billing.payLinks.test.pay(p.code, p.id, body.metodo, request.ip),
    }),
  );

  routes.post(
    '/pay-links/:code/test/:id/settle/',
    { params: testParams, body: paymentRequests.testSettleBody, reply: url },
    async ({ params: p, body }, request) => ({
      url: await billing.payLinks.test.settle(p.code, p.id, body.pagado, request.ip),
    }),
  );
}
