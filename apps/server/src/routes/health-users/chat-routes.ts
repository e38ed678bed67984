import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGES, validateChatInput, type ChatReply } from '@vitalia/contracts/chat';
import type { Bot } from '@vitalia/bot';
import { ConflictError, type Services } from '@vitalia/services';
import { validated } from '../route-support';

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

  scope.post('/chat/', async (request, reply) => {
    const input = validated(validateChatInput(request.body));
    if (bot.mode !== 'simulator') throw new ConflictError(CHAT_MESSAGES.cloudMode);
    const id = await bot.simulate(request.userId, input);
    return reply.code(202).send({ id });
  });
}
