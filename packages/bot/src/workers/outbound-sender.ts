import type { OutboundRow } from '@vitalia/db';
import type { ChatService, OutboundMessage } from '@vitalia/services';
import { OUTSIDE_WINDOW_ERROR } from '@vitalia/services';
import type { Channel } from '../channels/channel';

export interface SenderOptions {
  /** Messages claimed per round. */
  batchSize?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /**
   * How long a claim lasts. A sender that dies mid-send leaves its messages claimed until then; WhatsApp's
   * status webhook (echoing our id) marks any that did go out in the meantime, so only the others are sent
   * again. Must be longer than a send's timeout.
   */
  leaseSeconds?: number;
  /** Attempts before a message is given up (recorded as failed). */
  maxAttempts?: number;
  /** The first wait before a retry, doubled at each attempt. */
  retryBaseSeconds?: number;
  /** While replies are taken as they are stored, the queue is still claimed at least this often. */
  claimEveryMs?: number;
}

/** Growing waits between attempts: 2 s, 4 s, 8 s … at most 5 minutes, or what Retry-After asks. */
export function retryDelaySeconds(attempt: number, retryAfterSeconds?: number, baseSeconds = 2): number {
  const backoff = Math.min(300, baseSeconds * 2 ** Math.max(0, attempt - 1));
  return Math.max(backoff, Math.min(retryAfterSeconds ?? 0, 3600));
}

/**
 * Hands due outbound messages to the channel, once each, with retries. A claim holds at most one message
 * per recipient (see the outbound repository's `claimDue`), so the lanes below never race two messages to
 * one person: each person's messages reach WhatsApp in queue order.
 *
 * Replies come two ways: claimed from the queue, or taken as their turns store them already claimed (the
 * chat's `takeReplies`: one write fewer per reply, and no claim statement for them). The queue is claimed
 * when something was queued to claim (a reply behind an earlier message, an alert, `claimSoon`) and at
 * least every `claimEveryMs` (retries coming due, messages other processes queued).
 */
export function createOutboundSender(chat: ChatService, channel: Channel, options: SenderOptions = {}) {
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 8;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryBaseSeconds = options.retryBaseSeconds ?? 2;
  const claimEveryMs = options.claimEveryMs ?? 1000;
  let taken: OutboundRow[] = [];
  let taking = false;
  let claimOwed = true;
  let lastClaimAt = 0;

  async function deliver(
    row: OutboundRow,
    sent: Array<{ id: number; providerMessageId: string | null }>,
  ): Promise<void> {
    if (!row.recipient) {
      await chat.outbox.markFailed(row.id, 'no recipient');
      return;
    }
    const result = await channel.send({
      outboundId: row.id,
      recipient: row.recipient,
      message: row.message as OutboundMessage,
    });
    if (result.ok) {
      sent.push({ id: row.id, providerMessageId: result.providerMessageId });
      return;
    }
    if (result.code === OUTSIDE_WINDOW_ERROR) {
      // Free text outside the 24-hour window: the same content goes as its approved template.
      await chat.outbox.markFailed(row.id, result.detail);
      await chat.sendFallback(row.id);
      return;
    }
    if (result.retryable && row.attempts < maxAttempts) {
      await chat.outbox.scheduleRetry(
        row.id,
        retryDelaySeconds(row.attempts, result.retryAfterSeconds, retryBaseSeconds),
        result.detail,
      );
      return;
    }
    await chat.outbox.markFailed(row.id, result.detail);
  }

  /**
   * The queue's due messages, when a claim is owed (something was queued to claim, or the last claim
   * found some) or due (every `claimEveryMs`: retries, other processes' messages); else none, without a
   * statement.
   */
  async function claimIfDue(): Promise<OutboundRow[]> {
    const now = Date.now();
    if (!claimOwed && now - lastClaimAt < claimEveryMs) return [];
    claimOwed = false;
    lastClaimAt = now;
    const claimed = await chat.outbox.claimDue(batchSize, leaseSeconds);
    // A claim takes one message per recipient and at most `batchSize`: whatever queued behind these
    // becomes due once they are sent, so the next round claims again, until a claim comes back empty.
    // Waiting for the idle poll instead sent a backlog at one batch per `claimEveryMs`.
    if (claimed.length > 0) claimOwed = true;
    return claimed;
  }

  return {
    /** Sends what was taken and what is due; returns how many it handled. */
    async sendDue(): Promise<number> {
      // Claimed first: a failed claim leaves what was taken for the next round.
      const claimed = await claimIfDue();
      const rows = [...taken, ...claimed];
      taken = [];
      const sent: Array<{ id: number; providerMessageId: string | null }> = [];
      let next = 0;
      const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          await deliver(row, sent);
        }
      });
      try {
        await Promise.all(lanes);
      } finally {
        // Recorded together: one statement for the batch. A crash before it leaves the claims to run out;
        // the status webhooks of these sends mark them sent meanwhile.
        await chat.outbox.markSentMany(sent);
      }
      return rows.length;
    },

    /** Starts taking this process's replies as their turns store them; `onTaken` wakes the sender. */
    takeReplies(onTaken: () => void): void {
      taking = true;
      chat.takeReplies({
        leaseSeconds,
        take(claimed, queued) {
          if (!taking) {
            // Stopped meanwhile: back to the queue, for the next process or start.
            chat.outbox.release(claimed.map((row) => row.id)).catch(() => {});
            return;
          }
          taken.push(...claimed);
          if (queued > 0) claimOwed = true;
          onTaken();
        },
      });
    },

    /** Something was queued to claim (an alert, a status's fallback): the next round claims. */
    claimSoon(): void {
      claimOwed = true;
    },

    /** After the last round: replies taken but not sent go back to the queue, due at once. */
    async stopTaking(): Promise<void> {
      taking = false;
      chat.takeReplies(null);
      const left = taken;
      taken = [];
      await chat.outbox.release(left.map((row) => row.id));
    },
  };
}
