import type { ChatReply } from '@vitalia/contracts/chat';
import { apiRequest } from '../../../lib/api-client';

// The chat's shapes come from the contract the server answers with: the same messages the bot sends by
// WhatsApp (text, reply buttons, a list menu, an approved template), so the simulator shows what a phone would.
export type { ButtonOption, ChatItem, ChatReply, ListRow, OutboundMessage } from '@vitalia/contracts/chat';
export { MESSAGE_LIMITS } from '@vitalia/contracts/chat';

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
