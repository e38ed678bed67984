import type { FastifyInstance } from 'fastify';
import {
  publicChatRepliesReply,
  publicChatSendReply,
  simulatorVisitorReply,
} from '@vitalia/contracts/public-chat-replies';
import { publicChatRequests } from '@vitalia/contracts/requests';
import type { Bot } from '@vitalia/bot';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/**
 * `/public-chat`: the public chat simulator of the site (`/probar-chat`), where a visitor writes to the
 * bot as a test number of their own and signs up in the chat as on WhatsApp. Registered only in
 * simulator mode (no WhatsApp credentials): with them every path here is an ordinary 404.
 */
export async function publicChatRoutes(
  scope: FastifyInstance,
  { publicChat, bot }: Pick<Services, 'publicChat'> & { bot: Bot },
) {
  const routes = schemaRoutes(scope);

  routes.post('/visitors/', { reply: { 201: simulatorVisitorReply } }, async (_input, request, reply) =>
    reply.code(201).send(await publicChat.start(request.ip)),
  );

  routes.post(
    '/messages/',
    { body: publicChatRequests.messageBody, reply: { 202: publicChatSendReply } },
    async ({ body }, request, reply) =>
      reply.code(202).send(await bot.simulateVisitor(body.key, body.input, request.ip)),
  );

  // A POST, so the visitor's key travels in a body, never in an address.
  routes.post(
    '/replies/',
    { body: publicChatRequests.repliesBody, reply: { 200: publicChatRepliesReply } },
    async ({ body }) => publicChat.replies(body.key, body.ids),
  );
}
