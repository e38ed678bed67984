import type { FastifyInstance } from 'fastify';
import {
  nightscoutSecretReply,
  nightscoutSiteReply,
  streamSettingsBody,
  streamSettingsReply,
} from '@vitalia/contracts/nightscout-replies';
import type { NightscoutSiteReply } from '@vitalia/contracts/nightscout';
import type { Services } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { replySchema, schemaRoutes } from '../route-support';

/**
 * The Conexiones page's API under `/health-users`: the caller's own Nightscout-compatible address (turned
 * on at the first call) and a new API secret, shown once.
 */
export function nightscoutMemberRoutes(publicUrl: string) {
  return async (
    scope: FastifyInstance,
    { accounts, nightscout }: Pick<Services, 'accounts' | 'nightscout'>,
  ) => {
    requireBearerToken(scope, accounts);

    scope.get(
      '/nightscout/',
      { schema: { response: { 200: replySchema(nightscoutSiteReply) } } },
      async (request): Promise<NightscoutSiteReply> => {
        const site = await nightscout.sites.ownSite(request.userId);
        return {
          enabled: true,
          site_id: site.site_id,
          base_url: `${publicUrl}/ns/${site.site_id}`,
          read_token: site.read_token,
          has_secret: site.secret_hash !== null,
          last_upload_at: site.last_upload_at?.toISOString() ?? null,
          last_device: site.last_device,
        };
      },
    );

    scope.post(
      '/nightscout/secret/',
      { schema: { response: { 200: replySchema(nightscoutSecretReply) } } },
      async (request) => ({ api_secret: await nightscout.sites.renewSecret(request.userId) }),
    );

    // Quiet hours (local time) and the hours without uploads before "sensor stopped".
    const routes = schemaRoutes(scope);
    const reply = { 200: streamSettingsReply };
    routes.get('/nightscout/settings/', { reply }, (_input, request) =>
      nightscout.sites.streamSettings(request.userId),
    );
    routes.put('/nightscout/settings/', { body: streamSettingsBody, reply }, ({ body }, request) =>
      nightscout.sites.saveStreamSettings(request.userId, body),
    );
  };
}
