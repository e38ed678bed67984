import { randomUUID } from 'node:crypto';
import type {
  ChatAccount,
  ConversationPatch,
  ConversationRow,
  Database,
  DeliveryStatus,
  FinishedTurn,
  InboundRow,
  NewInboundMessage,
  OpenTurnInput,
  OutboundRow,
  Repositories,
} from '@vitalia/db';
import { coalesce } from '@vitalia/db';
import { NotFoundError } from '../errors';
import type { ChatItem, OutboundMessage } from '@vitalia/contracts/chat';
import {
  assertWithinLimits,
  fitMessage,
  insideServiceWindow,
  messageText,
  OUTSIDE_WINDOW_ERROR,
  templateMessage,
} from './whatsapp-policy';
import { addressOfAccount, isPhoneAddress, phoneCandidates } from './phone-match';
import { moveIdentities, type IdentityChange } from './identity-changes';
export type { IdentityChange } from './identity-changes';
import { botChatItem, simulatedMessage, type SimulatedInput } from './chat-items';
import {
  createProactiveComposer,
  type ComposedProactive,
  type ProactiveInput,
  type ProactiveResult,
} from './proactive-compose';
export { botChatItem, simulatedMessage, type SimulatedInput } from './chat-items';
export type {
  ComposedProactive,
  ProactiveAccount,
  ProactiveInput,
  ProactiveResult,
} from './proactive-compose';

const replyKey = (waMessageId: string) => `reply:${waMessageId}`;

/** How many messages the simulator shows. */
export const HISTORY_LIMIT = 100;

export const CHAT_SERVICE_MESSAGES = {
  noAccountPhone: 'No encontramos el teléfono de tu cuenta.',
} as const;

export interface StatusUpdate {
  providerMessageId: string;
  status: DeliveryStatus;
  /** Our id, echoed by WhatsApp in `biz_opaque_callback_data`. */
  outboundId: number | null;
  errorCode: number | null;
  errorTitle: string | null;
}

/**
 * The process's outbound sender, told of what this process queues: replies stored already claimed for it
 * (`claimed`), and how many messages were queued for it to claim (`queued`).
 */
export interface ReplyTaker {
  leaseSeconds: number;
  take(claimed: OutboundRow[], queued: number): void;
}

/**
 * The chat as a use case: storing what arrives, queuing what goes out (free text or template by the
 * 24-hour window, nothing proactive after BAJA), delivery statuses, the conversation's memory, and the
 * simulator's view of it. The bot's workers and every part that writes to a person call this.
 */
export function createChatService({
  db,
  now,
  phoneProofRequired = true,
  proveByChatLink,
}: {
  db: Database;
  now: () => Date;
  /** With a real WhatsApp channel: nothing proactive to a number not proven yet. */
  phoneProofRequired?: boolean;
  /** The phone-proof service's: a chat link's code proves the unproven account holding the number. */
  proveByChatLink?: (phones: readonly string[], code: string) => Promise<boolean>;
}) {
  const { chatInbound, chatOutbound, chatConversations, chatSenderLeases } = db.repos;

  const insideWindow = (conversation: Pick<ConversationRow, 'last_inbound_at'> | null | undefined) =>
    insideServiceWindow(conversation?.last_inbound_at, now());
  const composeProactive = createProactiveComposer({ insideWindow, phoneProofRequired });
  // Turns that start while others are being opened are opened in one statement; so are the ones that end.
  const openTogether = coalesce((inputs: OpenTurnInput[]) => chatConversations.openTurns(inputs));
  // This process's outbound sender, when it takes replies claimed as they are stored (see takeReplies).
  let replyTaker: ReplyTaker | null = null;
  /**
   * Ends turns with `repos` (the database, or a transaction's); returns the hand-over of what they queued
   * to the sender, to call once the turns are committed (a rolled-back turn queued nothing).
   */
  const storeTurns = async (repos: Pick<Repositories, 'chatConversations'>, turns: FinishedTurn[]) => {
    const taker = replyTaker;
    const stored = await repos.chatConversations.finishTurns(
      turns,
      taker ? { leaseSeconds: taker.leaseSeconds } : undefined,
    );
    return () => {
      if (taker && (stored.claimed.length > 0 || stored.waiting > 0))
        taker.take(stored.claimed, stored.waiting);
    };
  };
  /** Messages queued for the sender to claim (proactive ones): it claims them in its next round. */
  const queuedToClaim = (count: number) => {
    if (count > 0) replyTaker?.take([], count);
  };
  const finishTogether = coalesce(async (turns: FinishedTurn[]) => {
    (await storeTurns(db.repos, turns))();
    return turns.map(() => undefined);
  });

  return {
    /** Stores inbound messages (a message id already stored is skipped); returns how many were new. */
    receive(messages: readonly NewInboundMessage[]): Promise<number> {
      return chatInbound.insertMany(messages);
    },

    /** The simulator: the signed-in person writes to the bot as their own registered number. */
    async simulate(userId: number, input: SimulatedInput): Promise<string> {
      const account = await chatConversations.findAccountByUser(userId);
      const waId = account && addressOfAccount(account, null);
      if (!account || !waId) throw new NotFoundError(CHAT_SERVICE_MESSAGES.noAccountPhone);
      const waMessageId = `sim.${randomUUID()}`;
      await chatInbound.insertMany([simulatedMessage(input, { waMessageId, waId, userId, sentAt: now() })]);
      return waMessageId;
    },

    /**
     * The sender's account and conversation (created on the first message), or undefined for a stranger:
     * by their BSUID first, else by their phone (its 521 and 52 forms) when the account proved it; a
     * message with both teaches the account its BSUID. `linkCode`, a site chat link's code the message
     * brought, first proves the number of the account it belongs to. Turns that start together are opened
     * in one statement.
     */
    async openTurn(inbound: InboundRow, linkCode: string | null = null) {
      const phone = isPhoneAddress(inbound.wa_id) ? inbound.wa_id : null;
      if (linkCode && phone && inbound.user_id === null)
        await proveByChatLink?.(phoneCandidates(phone), linkCode);
      return openTogether({
        userId: inbound.user_id,
        phones: phone ? phoneCandidates(phone) : [],
        phone,
        waUserId: inbound.wa_user_id,
        at: inbound.sent_at,
      });
    },

    /**
     * WhatsApp's notices that people changed their number or their BSUID: each account moves to the new
     * identity before the messages of the same webhook are stored, and nothing is sent to the old number.
     */
    changeIdentities(changes: readonly IdentityChange[]): Promise<void> {
      return moveIdentities(chatConversations, changes);
    },

    /** Whether a message was already answered (handled before a worker died): it is not handled again. */
    alreadyAnswered: (inbound: InboundRow) => chatOutbound.hasKey(replyKey(inbound.wa_message_id)),

    /**
     * Ends the handling of one inbound message in one statement: its reply queued (at most one per
     * message, whatever happens later), what the conversation remembers, and the message marked done.
     * Turns that end at the same time (the worker's lanes) share that statement.
     * A stranger's message is cleared: nothing they write is kept.
     */
    async finishTurn(input: {
      inbound: InboundRow;
      account: ChatAccount | null;
      conversation?: ConversationRow;
      reply: OutboundMessage | null;
      patch?: ConversationPatch;
      /** A sender with no account: what they wrote is cleared. */
      forget?: boolean;
      /** Writes that belong to the turn (a stranger's sign-up state): committed with it or not at all. */
      alongside?: (repos: Repositories) => Promise<void>;
    }): Promise<void> {
      const { inbound, account, conversation } = input;
      const reply = input.reply && fitMessage(input.reply);
      if (reply) assertWithinLimits(reply);
      const patch = input.patch ?? {};
      const pick = <T>(next: T | undefined, current: T): T => (next === undefined ? current : next);
      const finished: FinishedTurn = {
        inboundId: inbound.id,
        userId: account?.user_id ?? inbound.user_id,
        forget: input.forget === true && inbound.user_id === null,
        reply: reply
          ? {
              dedupeKey: replyKey(inbound.wa_message_id),
              // The phone when one is known (the conversation's address), else the BSUID it came from.
              recipient: conversation?.wa_id || inbound.wa_id,
              message: reply,
            }
          : null,
        conversation: conversation
          ? {
              greetedAt: pick(patch.greetedAt, conversation.greeted_at),
              pending: pick(patch.pending, conversation.pending),
              lastReading: pick(
                patch.lastReading,
                conversation.last_reading_id !== null &&
                  conversation.last_reading_at &&
                  conversation.last_reading_metric
                  ? {
                      id: conversation.last_reading_id,
                      at: conversation.last_reading_at,
                      metric: conversation.last_reading_metric,
                    }
                  : null,
              ),
              proactivePausedAt: pick(patch.proactivePausedAt, conversation.proactive_paused_at),
              unsupportedNoticeAt: pick(patch.unsupportedNoticeAt, conversation.unsupported_notice_at),
              paymentNoticeAt: pick(patch.paymentNoticeAt, conversation.payment_notice_at),
              lastMessageSentAt: inbound.sent_at,
              reminderSeenAt: pick(patch.reminderSeenAt, conversation.reminder_seen_at),
              toldDanger: pick(patch.toldDanger, conversation.told_danger),
            }
          : null,
      };
      const { alongside } = input;
      if (!alongside) return finishTogether(finished);
      const handOver = await db.transaction(async (repos) => {
        await alongside(repos);
        return storeTurns(repos, [finished]);
      });
      handOver();
    },

    /**
     * The process's outbound sender takes the replies of finished turns as they are stored: a reply with
     * nothing earlier to send to its recipient is stored already claimed for `leaseSeconds` and handed to
     * `take`, so it goes out without another claim. Replies left queued behind an earlier message, and
     * proactive messages, are counted in `queued`, for the sender to claim. `null` (the sender stopping):
     * replies are only queued.
     */
    takeReplies(taker: ReplyTaker | null): void {
      replyTaker = taker;
    },

    /**
     * A message the product starts (an alert, a reminder, a report): nothing after BAJA; free text within
     * the 24-hour window, else its template straight away.
     */
    async sendProactive(userId: number, input: ProactiveInput): Promise<ProactiveResult> {
      const [account, conversation] = await Promise.all([
        chatConversations.findAccountByUser(userId),
        chatConversations.find(userId),
      ]);
      const composed = composeProactive(
        account && {
          first_name: account.first_name,
          telefono: account.telefono,
          wa_user_id: account.wa_user_id,
          phone_proven: account.phone_proven,
        },
        conversation ?? null,
        input,
      );
      if (typeof composed === 'string') return composed;
      const row = await chatOutbound.insert({
        userId,
        purpose: 'proactive',
        ...composed,
        aboutPacienteId: input.aboutPacienteId ?? null,
      });
      if (!row) return 'duplicate';
      queuedToClaim(1);
      return 'queued';
    },

    /** Proactive messages already composed (the scheduler's batches), queued in one statement. */
    async queueProactiveMany(
      messages: ReadonlyArray<ComposedProactive & { userId: number }>,
    ): Promise<string[]> {
      const keys = await chatOutbound.insertMany(
        messages.map((message) => ({ ...message, purpose: 'proactive' })),
      );
      queuedToClaim(keys.length);
      return keys;
    },

    composeProactive,

    /**
     * Delivery statuses from WhatsApp, in any order: each moves its message forward only. Free text
     * refused for being outside the window goes again as its template (once).
     */
    async recordStatuses(updates: readonly StatusUpdate[]): Promise<void> {
      for (const update of updates) {
        const error =
          update.errorCode === null ? null : `${update.errorCode} ${update.errorTitle ?? ''}`.trim();
        const row = await chatOutbound.recordStatus({
          providerMessageId: update.providerMessageId,
          outboundId: update.outboundId,
          status: update.status,
          error,
        });
        if (row && update.status === 'failed' && update.errorCode === OUTSIDE_WINDOW_ERROR) {
          await this.sendFallback(row.id);
        }
      }
    },

    /**
     * Queues a refused message's template in its place (once per message); false when it has none. A
     * reply's template is made now from its text and the account's first name, not stored with every
     * reply: WhatsApp refuses few of them.
     */
    async sendFallback(outboundId: number): Promise<boolean> {
      const refused = await chatOutbound.findRefused(outboundId);
      const template =
        refused?.fallback ??
        (refused?.purpose === 'reply' && refused.first_name !== null
          ? templateMessage('reply', [refused.first_name, messageText(refused.message as OutboundMessage)])
          : null);
      if (!template) return false;
      const row = await chatOutbound.queueFallback(outboundId, template);
      if (row) queuedToClaim(1);
      return row !== undefined;
    },

    /**
     * Measurement reminders sent: recorded as facts the bot reads at each person's next message (the
     * morning glucose reminder asks how it woke up: fasting).
     */
    recordReminders(
      items: ReadonlyArray<{ userId: number; metric: string; context?: string }>,
    ): Promise<void> {
      return chatConversations.recordReminders(items, now());
    },

    /** BAJA and ALTA. */
    async setProactivePaused(userId: number, paused: boolean): Promise<void> {
      await chatConversations.update(userId, { proactivePausedAt: paused ? now() : null });
    },

    /** The conversation as the simulator shows it, oldest first. */
    async history(userId: number): Promise<ChatItem[]> {
      const [inbound, outbound] = await Promise.all([
        chatInbound.listForUser(userId, HISTORY_LIMIT),
        chatOutbound.listForUser(userId, HISTORY_LIMIT),
      ]);
      const items: Array<ChatItem & { time: number }> = [
        ...inbound.map((row) => ({
          id: `in-${row.id}`,
          from: 'user' as const,
          message: { type: 'text' as const, text: row.title ?? row.body ?? '' },
          at: row.received_at.toISOString(),
          time: row.received_at.getTime(),
        })),
        ...outbound.map((row) => ({ ...botChatItem(row), time: row.created_at.getTime() })),
      ];
      items.sort((a, b) => a.time - b.time || (a.from === b.from ? 0 : a.from === 'user' ? -1 : 1));
      return items.slice(-HISTORY_LIMIT).map(({ time: _time, ...item }) => item);
    },

    /** The queues, for the bot's workers. */
    inbox: {
      claimSenders: chatInbound.claimSenders,
      listOpenFrom: chatInbound.listOpenFrom,
      markDone: chatInbound.markDone,
      retryLater: chatInbound.retryLater,
      countOpen: chatInbound.countOpen,
      /** A person's latest messages, newest first (what they told the bot a while ago). */
      recentFrom: chatInbound.listForUser,
      releaseSenders: chatSenderLeases.releaseMany,
    },
    outbox: {
      claimDue: chatOutbound.claimDue,
      release: chatOutbound.release,
      markSent: chatOutbound.markSent,
      markSentMany: chatOutbound.markSentMany,
      scheduleRetry: chatOutbound.scheduleRetry,
      markFailed: chatOutbound.markFailed,
      countUnsent: chatOutbound.countUnsent,
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
