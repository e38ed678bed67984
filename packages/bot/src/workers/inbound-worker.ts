import { randomUUID } from 'node:crypto';
import { senderOf, type InboundRow } from '@vitalia/db';
import { groupBy, type ChatService } from '@vitalia/services';

export interface InboundWorkerOptions {
  batchSize?: number;
  /** Senders handled at once. */
  concurrency?: number;
  /** How long a claim (of a message, of a sender) lasts before another worker may take it over. */
  leaseSeconds?: number;
  /** Attempts before a message that keeps failing is set aside (marked done, logged). */
  maxAttempts?: number;
  onError?: (error: unknown, message: InboundRow) => void;
  /** Before a round's messages are handled: each sender's messages, in the order they will be handled. */
  beforeRound?: (senders: readonly InboundRow[][]) => Promise<void>;
  /** After each round's messages are handled (and before its leases end): the round's deferred work. */
  afterRound?: () => Promise<void>;
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

  /** Handles the sender's open messages, in WhatsApp's order; stops at one that fails (order matters). */
  async function processSender(messages: InboundRow[]): Promise<void> {
    for (const message of messages) {
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
  }

  /**
   * One round: the senders of the oldest due messages are leased and their open messages taken in one
   * statement; each sender's messages are handled in order, `concurrency` senders at once; the leases
   * end together in one statement. Returns how many messages it took.
   */
  return async function processDue(): Promise<number> {
    const claimed = await chat.inbox.claimSenders(batchSize, holder, leaseSeconds);
    if (claimed.length === 0) return 0;
    const bySender = groupBy(claimed, senderOf);
    const senders = [...bySender.values()];
    let next = 0;
    const lane = async () => {
      while (next < senders.length) await processSender(senders[next++]!);
    };
    try {
      await options.beforeRound?.(senders);
      await Promise.all(Array.from({ length: Math.min(concurrency, senders.length) }, lane));
      await options.afterRound?.();
    } finally {
      await chat.inbox.releaseSenders([...bySender.keys()], holder);
    }
    return claimed.length;
  };
}
