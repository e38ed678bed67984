import type { FastifyInstance } from 'fastify';
import { CHAT_REQUEST_MESSAGES, type ChatReply } from '@vitalia/contracts/chat';
import { memberRequests } from '@vitalia/contracts/requests';
import type { Bot } from '@vitalia/bot';
import { ConflictError, type Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/**
 * The chat with the bot in the member area. In simulator mode (no WhatsApp credentials) the signed-in
 * person writes as their own registered number through the same engine, storage and outbound queue; with
 * credentials the page only shows the conversation and points to WhatsApp.
 */
export function registerChatRoutes(scope: FastifyInstance, { chat }: Pick<Services, 'chat'>, bot: Bot) {
  scope.get('/chat/', async (request): Promise<ChatReply> => ({
    mode: bot.mode,
    items: await chat.history(request.userId),
  }));

  schemaRoutes(scope).post('/chat/', { body: memberRequests.chatBody }, async ({ body }, request, reply) => {
    if (bot.mode !== 'simulator') throw new ConflictError(CHAT_REQUEST_MESSAGES.cloudMode);
    const id = await bot.simulate(request.userId, body);
    return reply.code(202).send({ id });
  });
}
