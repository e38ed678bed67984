import type { ChatMessage, ChatReply } from '@vitalia/contracts/chat';
import { apiRequest } from '../../../lib/api-client';

// The chat's shapes come from the contract the server answers with: the same messages the bot sends by
// WhatsApp (text, reply buttons, a list menu, an approved template), so the simulator shows what a phone would.
export type { ChatItem, ChatMessage, ChatReply } from '@vitalia/contracts/chat';
export { CHAT_TEXT_MAX } from '@vitalia/contracts/chat';

type ListMessage = Extract<ChatMessage, { type: 'list' }>;
export type ChatButton = Extract<ChatMessage, { type: 'buttons' }>['buttons'][number];
export type ChatListRow = ListMessage['rows'][number];

/** WhatsApp's delivery states of a message the bot sent. */
export type ChatDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed';

/** What the person sends: typed text, or the button or list row they pressed (with the title it shows). */
export type ChatSend = { text: string } | { option_id: string; title: string };

export interface ChatSendReply {
  id: string;
}

const CHAT = '/health-users/chat/';

export const fetchChat = (signal?: AbortSignal) => apiRequest<ChatReply>(CHAT, { signal });

/** Answers 202 at once; the bot's reply shows up in a later GET. */
export const sendChat = (body: ChatSend) => apiRequest<ChatSendReply>(CHAT, { method: 'POST', body });
