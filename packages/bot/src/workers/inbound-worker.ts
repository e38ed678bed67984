import { randomUUID } from 'node:crypto';
import { senderOf, type InboundRow } from '@vitalia/db';
import type { ChatService } from '@vitalia/services';

export interface InboundWorkerOptions {
  batchSize?: number;
  /** Senders handled at once. */
  concurrency?: number;
  /** How long a claim (of a message, of a sender) lasts before another worker may take it over. */
  leaseSeconds?: number;
  /** Attempts before a message that keeps failing is set aside (marked done, logged). */
  maxAttempts?: number;
  onError?: (error: unknown, message: InboundRow) => void;
}

/**
 * Processes stored inbound messages. Each sender is handled by one worker at a time (a lease in the
 * database), in WhatsApp's order, so "presión 130" and then "85" are read in that order even when two
 * server processes share the queue. `handle` must be safe to run again on the same message (it is, by the
 * unique keys of readings and replies), since a worker that dies mid-message leaves it to another.
 */
export function createInboundWorker(
  chat: ChatService,
  handle: (message: InboundRow) => Promise<void>,
  options: InboundWorkerOptions = {},
) {
  const holder = randomUUID();
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const maxAttempts = options.maxAttempts ?? 5;

  /** Handles every open message of one sender, in WhatsApp's order. */
  async function processSender(waId: string, claimed: InboundRow[]): Promise<void> {
    const open = await chat.inbox.acquireAndListOpen(waId, holder, leaseSeconds);
    if (open === null) {
      // Another worker has this sender and will read these too; if it finishes first, they come back soon.
      for (const message of claimed) await chat.inbox.retryLater(message.id, 1);
      return;
    }
    try {
      // Messages that arrive meanwhile are claimed in the next round (or read by the next worker that
      // holds this sender), so one read is enough.
      for (const message of open) {
        try {
          await handle(message);
        } catch (error) {
          options.onError?.(error, message);
          if (message.attempts >= maxAttempts) await chat.inbox.markDone(message.id);
          else await chat.inbox.retryLater(message.id, 2 ** message.attempts);
          // Later messages of this sender wait for this one: order matters in a conversation.
          return;
        }
      }
    } finally {
      await chat.inbox.releaseSender(waId, holder);
    }
  }

  return async function processDue(): Promise<number> {
    const claimed = await chat.inbox.claim(batchSize, leaseSeconds);
    const bySender = new Map<string, InboundRow[]>();
    for (const message of claimed)
      bySender.set(senderOf(message), [...(bySender.get(senderOf(message)) ?? []), message]);
    const senders = [...bySender];
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, senders.length) }, async () => {
      while (next < senders.length) {
        const [waId, messages] = senders[next++]!;
        await processSender(waId, messages);
      }
    });
    await Promise.all(lanes);
    return claimed.length;
  };
}
