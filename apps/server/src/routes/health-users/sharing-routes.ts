import type { FastifyInstance } from 'fastify';
import { SHARING_MESSAGES, validateInvitationToken, validateInviteInput } from '@vitalia/contracts/sharing';
import {
  accessLogReply,
  invitationsReply,
  inviteReply,
  ownedSharesReply,
  receivedShareReply,
  receivedSharesReply,
} from '@vitalia/contracts/sharing-replies';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

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
  const shareId = (raw: string) => parseResourceId(raw, SHARING_MESSAGES.shareNotFound);
  const invitationId = (raw: string) => parseResourceId(raw, SHARING_MESSAGES.invitationNotFound);
  const received = replySchema(receivedShareReply);

  scope.post(
    '/shares/',
    { schema: { response: { 200: replySchema(inviteReply), 201: replySchema(inviteReply) } } },
    async (request, reply) => {
      const input = validated(validateInviteInput(request.body));
      const { created, reply: body } = await sharing.invite(request.userId, input, publicUrl);
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  scope.get('/shares/', { schema: { response: { 200: replySchema(ownedSharesReply) } } }, (request) =>
    sharing.listOwned(request.userId),
  );

  scope.delete<IdParams>('/shares/:id/', async (request, reply) => {
    await sharing.revoke(request.userId, shareId(request.params.id));
    return reply.code(204).send();
  });

  scope.get(
    '/shares/access-log/',
    { schema: { response: { 200: replySchema(accessLogReply) } } },
    (request) => sharing.accessLog(request.userId),
  );

  scope.get('/invitations/', { schema: { response: { 200: replySchema(invitationsReply) } } }, (request) =>
    sharing.listInvitations(request.userId),
  );

  scope.post('/invitations/accept-link/', { schema: { response: { 200: received } } }, (request) =>
    sharing.acceptByToken(request.userId, validated(validateInvitationToken(request.body))),
  );

  scope.post<IdParams>('/invitations/:id/accept/', { schema: { response: { 200: received } } }, (request) =>
    sharing.accept(request.userId, invitationId(request.params.id)),
  );

  scope.post<IdParams>('/invitations/:id/decline/', async (request, reply) => {
    await sharing.decline(request.userId, invitationId(request.params.id));
    return reply.code(204).send();
  });

  scope.get(
    '/shared-with-me/',
    { schema: { response: { 200: replySchema(receivedSharesReply) } } },
    (request) => sharing.listReceived(request.userId),
  );
}
