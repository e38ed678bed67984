import type {
  PublicChatRepliesReply,
  PublicChatSendReply,
  SimulatorVisitorReply,
} from '@vitalia/contracts/public-chat';
import { apiRequest } from '../../lib/api-client';

// The public chat simulator's API (simulator mode only): no session, the visitor's key in each body.
export type VisitorSend = { text: string } | { option_id: string; title: string };

export const startVisitor = () =>
  apiRequest<SimulatorVisitorReply>('/public-chat/visitors/', { method: 'POST', body: {}, anonymous: true });

export const sendAsVisitor = (key: string, body: VisitorSend) =>
  apiRequest<PublicChatSendReply>('/public-chat/messages/', {
    method: 'POST',
    body: { key, ...body },
    anonymous: true,
  });

export const fetchVisitorReplies = (key: string, ids: string[]) =>
  apiRequest<PublicChatRepliesReply>('/public-chat/replies/', {
    method: 'POST',
    body: { key, ids },
    anonymous: true,
  });
