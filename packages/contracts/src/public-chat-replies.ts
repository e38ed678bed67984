/** Reply schemas of the public chat simulator (server-only, like ./replies). */
import { z } from 'zod';
import type { PublicChatRepliesReply, PublicChatSendReply, SimulatorVisitorReply } from './public-chat';

const option = z.object({ id: z.string(), title: z.string() });

/** The bot's message as the chat contract defines it (chat.ts): each kind with its fields only. */
const outboundMessage = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('buttons'), text: z.string(), buttons: z.array(option) }),
  z.object({
    type: z.literal('list'),
    text: z.string(),
    button: z.string(),
    rows: z.array(option.extend({ description: z.string().optional() })),
  }),
  z.object({
    type: z.literal('template'),
    name: z.string(),
    language: z.string(),
    params: z.array(z.string()),
    buttons: z.array(option).optional(),
  }),
]);

export const simulatorVisitorReply = z.object({ key: z.string(), phone: z.string() });
export const publicChatSendReply = z.object({ id: z.string(), at: z.string() });
export const publicChatRepliesReply = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      from: z.literal('bot'),
      at: z.string(),
      status: z.string().optional(),
      message: outboundMessage,
      in_reply_to: z.string().nullable(),
    }),
  ),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof simulatorVisitorReply>, SimulatorVisitorReply>>(true);
agree<Same<z.infer<typeof publicChatSendReply>, PublicChatSendReply>>(true);
agree<
  Same<
    z.infer<typeof publicChatRepliesReply>['items'][number]['in_reply_to'],
    PublicChatRepliesReply['items'][number]['in_reply_to']
  >
>(true);
