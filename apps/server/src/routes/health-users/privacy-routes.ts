import type { FastifyInstance } from 'fastify';
import type { Billing } from '@vitalia/billing';
import { privacyReply } from '@vitalia/contracts/privacy-replies';
import { memberRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** Ends the subscription at once when the account is erased. */
export type ErasureBilling = Pick<Billing, 'cancelForErasure'>;

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * The ARCO rights (member routes of `/health-users`): the data export as JSON and as a FHIR R4 Bundle, the
 * uses of the data the person allows, and the account's erasure, which ends the subscription first.
 */
export function registerPrivacyRoutes(
  scope: FastifyInstance,
  { privacy, costlyReads }: Pick<Services, 'privacy' | 'costlyReads'>,
  billing: ErasureBilling,
) {
  scope.get('/export/', async (request, reply) => {
    await costlyReads.spend(request.userId);
    const document = await privacy.exportData(request.userId);
    const date = await privacy.fileDate(request.userId);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachment(`vitalia-mis-datos-${date}.json`))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(document, null, 2));
  });

  scope.get('/export/fhir/', async (request, reply) => {
    await costlyReads.spend(request.userId);
    const bundle = await privacy.exportFhir(request.userId);
    const date = await privacy.fileDate(request.userId);
    return reply
      .type('application/fhir+json; charset=utf-8')
      .header('content-disposition', attachment(`vitalia-fhir-${date}.json`))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(bundle, null, 2));
  });

  const routes = schemaRoutes(scope);
  const reply = { 200: privacyReply };
  routes.get('/privacy/', { reply }, (_input, request) => privacy.getPrivacy(request.userId));
  routes.put('/privacy/', { body: memberRequests.purposesBody, reply }, ({ body }, request) =>
    privacy.updatePurposes(request.userId, body),
  );

  const deletion = { body: memberRequests.accountDeletionBody };
  routes.delete('/account/', deletion, async ({ body: input }, request, reply) => {
    await privacy.deleteAccount(request.userId, input, request.ip, {
      cancelSubscription: (userId) => billing.cancelForErasure(userId),
    });
    return reply.code(204).send();
  });
}
