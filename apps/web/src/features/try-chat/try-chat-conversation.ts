import type { PublicChatItem } from '@vitalia/contracts/public-chat';
import type { ConversationItem } from '../member/chat/chat-conversation';

/** A visitor's own message: kept by their page only (the server keeps no stranger's text). */
export interface SentMessage {
  id: string;
  /** The server's time of it, so it sorts with the bot's messages by one clock. */
  at: string;
  text: string;
}

/** The conversation as the log draws it: the visitor's messages and the bot's, oldest first. */
export function visitorConversation(
  sent: readonly SentMessage[],
  replies: readonly PublicChatItem[],
): ConversationItem[] {
  const mine: ConversationItem[] = sent.map((message) => ({
    id: `in-${message.id}`,
    from: 'user',
    at: message.at,
    message: { type: 'text', text: message.text },
  }));
  const rank = (item: ConversationItem) => (item.from === 'user' ? 0 : 1);
  return [...mine, ...replies].sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

/** Whether the bot's answer to the visitor's last message is still awaited. */
export const awaitsReply = (sent: readonly SentMessage[], replies: readonly PublicChatItem[]) => {
  const last = sent.at(-1);
  return last !== undefined && !replies.some((reply) => reply.in_reply_to === last.id);
};
