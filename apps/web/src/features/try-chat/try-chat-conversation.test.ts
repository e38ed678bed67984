import { describe, expect, it } from 'vitest';
import type { PublicChatItem } from '@vitalia/contracts/public-chat';
import { awaitsReply, visitorConversation } from './try-chat-conversation';

const reply = (id: string, at: string, inReplyTo: string | null): PublicChatItem => ({
  id,
  from: 'bot',
  at,
  message: { type: 'text', text: id },
  in_reply_to: inReplyTo,
});

describe('the public simulator’s conversation', () => {
  it('puts each reply after the message it answers, by the server’s clock', () => {
    const sent = [
      { id: 'a', at: '2026-11-25T05:00:00.000Z', text: 'hola' },
      { id: 'b', at: '2026-11-25T05:00:05.000Z', text: 'acepto' },
    ];
    const items = visitorConversation(sent, [reply('r1', '2026-11-25T05:00:00.000Z', 'a')]);
    expect(items.map((item) => item.id)).toEqual(['in-a', 'r1', 'in-b']);
    expect(awaitsReply(sent, [reply('r1', '2026-11-25T05:00:00.000Z', 'a')])).toBe(true);
    expect(awaitsReply(sent, [reply('r2', '2026-11-25T05:00:06.000Z', 'b')])).toBe(false);
    expect(awaitsReply([], [])).toBe(false);
  });
});
