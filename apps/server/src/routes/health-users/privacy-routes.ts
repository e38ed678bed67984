import type { FastifyInstance } from 'fastify';
import type { Billing } from '@vitalia/billing';
import { validateAccountDeletion, validatePurposesUpdate } from '@vitalia/contracts/privacy';
import { privacyReply } from '@vitalia/contracts/privacy-replies';
import type { Services } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { replySchema, validated } from '../route-support';

export interface PrivacyRoutesOptions {
  privacy: Services['privacy'];
  accounts: Services['accounts'];
  /** Ends the subscription at once when the account is erased. */
  billing: Pick<Billing, 'cancelForErasure'>;
}

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * The ARCO rights under `/health-users` (a protected scope of its own, because erasure needs billing):
 * the data export as JSON and as a FHIR R4 Bundle, the uses of the data the person allows, and the
 * account's erasure.
 */
export async function privacyRoutes(scope: FastifyInstance, options: PrivacyRoutesOptions) {
  const { privacy, billing } = options;
  requireBearerToken(scope, options.accounts);

  scope.get('/export/', async (request, reply) => {
    const document = await privacy.exportData(request.userId);
    const date = await privacy.fileDate(request.userId);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachment(`vitalia-mis-datos-${date}.json`))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(document, null, 2));
  });

  scope.get('/export/fhir/', async (request, reply) => {
    const bundle = await privacy.exportFhir(request.userId);
    const date = await privacy.fileDate(request.userId);
    return reply
      .type('application/fhir+json; charset=utf-8')
      .header('content-disposition', attachment(`vitalia-fhir-${date}.json`))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(bundle, null, 2));
  });

  const schema = { response: { 200: replySchema(privacyReply) } };
  scope.get('/privacy/', { schema }, (request) => privacy.getPrivacy(request.userId));
  scope.put('/privacy/', { schema }, (request) =>
    privacy.updatePurposes(request.userId, validated(validatePurposesUpdate(request.body))),
  );

  scope.delete('/account/', async (request, reply) => {
    const input = validated(validateAccountDeletion(request.body));
    await privacy.deleteAccount(request.userId, input, request.ip, {
      cancelSubscription: (userId) => billing.cancelForErasure(userId),
    });
    return reply.code(204).send();
  });
}
