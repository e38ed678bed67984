import type { NewInboundMessage, OutboundHistoryRow } from '@vitalia/db';
import type { ChatItem, OutboundMessage } from '@vitalia/contracts/chat';

/** What a person writes in a simulator: typed text, or a pressed button or row (with what it showed). */
export type SimulatedInput = { text: string } | { optionId: string; title: string };

/** A message written in a simulator (no WhatsApp), stored as the webhook stores WhatsApp's. */
export function simulatedMessage(
  input: SimulatedInput,
  from: { waMessageId: string; waId: string; userId: number | null; sentAt: Date },
): NewInboundMessage {
  return {
    ...from,
    ...('text' in input
      ? { kind: 'text', body: input.text, title: null }
      : { kind: 'interactive', body: input.optionId, title: input.title }),
  };
}

/** A message the bot queued, as the simulators show it. */
export function botChatItem(row: OutboundHistoryRow): ChatItem {
  return {
    id: `out-${row.id}`,
    from: 'bot',
    message: row.message as OutboundMessage,
    at: row.created_at.toISOString(),
    status:
      row.delivery_status ?? (row.state === 'failed' ? 'failed' : row.state === 'sent' ? 'sent' : 'queued'),
  };
}
