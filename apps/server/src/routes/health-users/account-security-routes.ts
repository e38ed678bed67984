import type { FastifyInstance } from 'fastify';
import {
  SECURITY_MESSAGES,
  validatePasswordChange,
  validateResetConfirm,
  validateResetRequest,
} from '@vitalia/contracts/account-security';
import { messageReply, sessionsReply } from '@vitalia/contracts/account-security-replies';
import type { Services } from '@vitalia/services';
import { parseResourceId, replySchema, validated, type IdParams } from '../route-support';

const messageSchema = replySchema(messageReply);

/** Password reset by a WhatsApp code: public (the person cannot sign in). */
export function registerPasswordResetRoutes(
  scope: FastifyInstance,
  { passwords }: Pick<Services, 'passwords'>,
  wakeSender: () => void,
) {
  // The same 202 whether or not the e-mail has an account: nothing here tells which.
  scope.post('/password-reset/', { schema: { response: { 202: messageSchema } } }, async (request, reply) => {
    const { email } = validated(validateResetRequest(request.body));
    if (await passwords.requestReset(email, request.ip)) wakeSender();
    return reply.code(202).send({ success: true, message: SECURITY_MESSAGES.resetRequested });
  });

  scope.post(
    '/password-reset/confirm/',
    { schema: { response: { 200: messageSchema } } },
    async (request) => {
      await passwords.confirmReset(validated(validateResetConfirm(request.body)), request.ip);
      return { success: true, message: SECURITY_MESSAGES.passwordReset };
    },
  );
}

/** Password change and the session list (protected scope). */
export function registerAccountSecurityRoutes(
  scope: FastifyInstance,
  { passwords, sessions }: Pick<Services, 'passwords' | 'sessions'>,
) {
  scope.put('/password/', { schema: { response: { 200: messageSchema } } }, async (request) => {
    const input = validated(validatePasswordChange(request.body));
    await passwords.change(request.userId, request.sessionId, input);
    return { success: true, message: SECURITY_MESSAGES.passwordChanged };
  });

  scope.get('/sessions/', { schema: { response: { 200: replySchema(sessionsReply) } } }, async (request) => ({
    sessions: await sessions.list(request.userId, request.sessionId),
  }));

  scope.delete<IdParams>('/sessions/:id/', async (request, reply) => {
    const id = parseResourceId(request.params.id, SECURITY_MESSAGES.sessionNotFound);
    await sessions.revoke(request.userId, id);
    return reply.code(204).send();
  });

  scope.post('/sessions/revoke-all/', { schema: { response: { 200: messageSchema } } }, async (request) => {
    await sessions.revokeAll(request.userId);
    return { success: true, message: SECURITY_MESSAGES.sessionsRevoked };
  });
}
