import type { FastifyInstance } from 'fastify';
import { sharingRequests } from '@vitalia/contracts/requests';
import {
  accessLogReply,
  invitationsReply,
  inviteReply,
  ownedSharesReply,
  receivedShareReply,
  receivedSharesReply,
} from '@vitalia/contracts/sharing-replies';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/**
 * Sharing with doctors and family. The owner: invite (`/shares/`), list, revoke, read the access log.
 * The invitee: pending invitations (`/invitations/`) to accept or decline, by id or by the link's token,
 * and the people who share with them (`/shared-with-me/`). What a grantee may then read is decided by the
 * metrics routes' access check alone.
 */
export function registerSharingRoutes(
  scope: FastifyInstance,
  { sharing }: Pick<Services, 'sharing'>,
  publicUrl: string,
) {
  const routes = schemaRoutes(scope);
  const { shareParams, invitationParams } = sharingRequests;
  const received = { 200: receivedShareReply };

  routes.post(
    '/shares/',
    { body: sharingRequests.inviteBody, reply: { 200: inviteReply, 201: inviteReply } },
    async ({ body: input }, request, reply) => {
      const { created, reply: body } = await sharing.invite(request.userId, input, publicUrl);
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  routes.get('/shares/', { reply: { 200: ownedSharesReply } }, (_input, request) =>
    sharing.listOwned(request.userId),
  );

  routes.delete('/shares/:id/', { params: shareParams }, async ({ params }, request, reply) => {
    await sharing.revoke(request.userId, params.id);
    return reply.code(204).send();
  });

  routes.get('/shares/access-log/', { reply: { 200: accessLogReply } }, (_input, request) =>
    sharing.accessLog(request.userId),
  );

  routes.get('/invitations/', { reply: { 200: invitationsReply } }, () => sharing.listInvitations());

  routes.post(
    '/invitations/accept-link/',
    { body: sharingRequests.invitationTokenBody, reply: received },
    ({ body: token }, request) => sharing.acceptByToken(request.userId, token),
  );

  routes.post(
    '/invitations/:id/accept/',
    { params: invitationParams, reply: received },
    ({ params }, request) => sharing.accept(request.userId, params.id),
  );

  routes.post(
    '/invitations/decline-link/',
    { body: sharingRequests.invitationTokenBody },
    async ({ body: token }, request, reply) => {
      await sharing.declineByToken(request.userId, token);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/invitations/:id/decline/',
    { params: invitationParams },
    async ({ params }, request, reply) => {
      await sharing.decline(request.userId, params.id);
      return reply.code(204).send();
    },
  );

  routes.get('/shared-with-me/', { reply: { 200: receivedSharesReply } }, (_input, request) =>
    sharing.listReceived(request.userId),
  );
}
