import type { FastifyInstance } from 'fastify';
import { SECURITY_MESSAGES } from '@vitalia/contracts/account-security';
import {
  completeAccountReply,
  messageReply,
  sessionsReply,
} from '@vitalia/contracts/account-security-replies';
import { securityRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** Password reset by a WhatsApp code: public (the person cannot sign in). */
export function registerPasswordResetRoutes(
  scope: FastifyInstance,
  { passwords }: Pick<Services, 'passwords'>,
  wakeSender: () => void,
) {
  const routes = schemaRoutes(scope);
  const reset = { body: securityRequests.resetBody, reply: { 202: messageReply } };
  const confirm = { body: securityRequests.resetConfirmBody, reply: { 200: messageReply } };

  // The same 202 whether or not the e-mail has an account: nothing here tells which.
  routes.post('/password-reset/', reset, async ({ body: { email } }, request, reply) => {
    await passwords.requestReset(email, request.ip, wakeSender);
    return reply.code(202).send({ success: true, message: SECURITY_MESSAGES.resetRequested });
  });

  routes.post('/password-reset/confirm/', confirm, async ({ body }, request) => {
    await passwords.confirmReset(body, request.ip);
    return { success: true, message: SECURITY_MESSAGES.passwordReset };
  });

  // The one-use link the chat sends for «olvidé mi contraseña» (PUBLIC_URL/forgot-password?token=…).
  const link = { body: securityRequests.resetLinkBody, reply: { 200: messageReply } };
  routes.post('/password-reset/link/', link, async ({ body }, request) => {
    await passwords.confirmResetLink(body, request.ip);
    return { success: true, message: SECURITY_MESSAGES.passwordReset };
  });
}

/** Password change, "Completa tu cuenta" and the session list (protected scope). */
export function registerAccountSecurityRoutes(
  scope: FastifyInstance,
  { accounts, passwords, sessions }: Pick<Services, 'accounts' | 'passwords' | 'sessions'>,
) {
  const routes = schemaRoutes(scope);
  const message = { reply: { 200: messageReply } };

  routes.put(
    '/password/',
    { body: securityRequests.passwordChangeBody, ...message },
    async ({ body }, request) => {
      await passwords.change(request.userId, request.sessionId, body);
      return { success: true, message: SECURITY_MESSAGES.passwordChanged };
    },
  );

  // An account made in the WhatsApp chat adds the e-mail and password it signs in with on the web.
  routes.post(
    '/complete-account/',
    { body: securityRequests.completeAccountBody, reply: { 200: completeAccountReply } },
    async ({ body }, request) =>
      accounts.completeAccount(request.userId, request.sessionId, body, request.ip),
  );

  routes.get('/sessions/', { reply: { 200: sessionsReply } }, async (_input, request) => ({
    sessions: await sessions.list(request.userId, request.sessionId),
  }));

  routes.delete(
    '/sessions/:id/',
    { params: securityRequests.sessionParams },
    async ({ params }, request, reply) => {
      await sessions.revoke(request.userId, params.id);
      return reply.code(204).send();
    },
  );

  routes.post('/sessions/revoke-all/', message, async (_input, request) => {
    await sessions.revokeAll(request.userId);
    return { success: true, message: SECURITY_MESSAGES.sessionsRevoked };
  });
}
