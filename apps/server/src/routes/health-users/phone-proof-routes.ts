import type { FastifyInstance } from 'fastify';
import { phoneProofRequests } from '@vitalia/contracts/requests';
import {
  PHONE_PROOF_MESSAGES,
  withChatLinkCode,
  type PhoneChangeReply,
} from '@vitalia/contracts/phone-proof';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/**
 * `/health-users/phone/…` (protected scope): the account's number and its proof (CONTRACTS.md section 6),
 * and a new number from Mi Perfil, which replaces the old one only once its code is entered.
 */
export function registerPhoneProofRoutes(
  scope: FastifyInstance,
  { phoneProof }: Pick<Services, 'phoneProof'>,
  wakeSender: () => void,
) {
  const routes = schemaRoutes(scope);

  routes.get('/phone/', {}, (_input, request) => phoneProof.status(request.userId));

  routes.post('/phone/verify/', { body: phoneProofRequests.verifyBody }, async ({ body }, request, reply) => {
    await phoneProof.verify(request.userId, body.code, request.sessionId);
    return reply.code(204).send();
  });

  routes.post('/phone/code/', {}, async (_input, request, reply) => {
    await phoneProof.resend(request.userId);
    wakeSender();
    return reply.code(202).send({ success: true, message: PHONE_PROOF_MESSAGES.codeSent });
  });

  routes.post('/phone/change/', { body: phoneProofRequests.changeBody }, async ({ body }, request, reply) => {
    const step = await phoneProof.requestChange(
      request.userId,
      { telefono: body.phone, currentPassword: body.currentPassword, currentCode: body.currentCode },
      request.ip,
    );
    wakeSender();
    const message =
      step === 'current_code'
        ? PHONE_PROOF_MESSAGES.currentCodeSent(
            (await phoneProof.status(request.userId)).telefono?.slice(-4) ?? '',
          )
        : PHONE_PROOF_MESSAGES.changeCodeSent;
    const answer: PhoneChangeReply = { success: true, message, step };
    return reply.code(202).send(answer);
  });

  // The code the site's chat links carry for a member whose number is not proven (null once proven).
  routes.post('/phone/chat-code/', {}, async (_input, request) => {
    const code = await phoneProof.chatLinkCode(request.userId);
    return { code, text: code ? withChatLinkCode('', code).trim() : null };
  });
}
