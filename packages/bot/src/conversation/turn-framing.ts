import type { ConversationPatch, InboundRow, SubscriptionRow } from '@vitalia/db';
import { takeChatLinkCode } from '@vitalia/contracts/phone-proof';
import * as say from './say';
import { minutesBetween, PAYMENT_NOTICE_HOURS, text, type Outcome, type Turn } from './turn';

/** What comes around a turn's answer: the message before it is read, and the reply after. */

/** The message without a chat link's code (CONTRACTS.md section 6), and the code. */
export function withoutChatLinkCode(inbound: InboundRow): { inbound: InboundRow; linkCode: string | null } {
  if (inbound.kind !== 'text' || !inbound.body) return { inbound, linkCode: null };
  const { code, text: body } = takeChatLinkCode(inbound.body);
  return code ? { inbound: { ...inbound, body }, linkCode: code } : { inbound, linkCode: null };
}

/** The plan does not run (the trial ended unpaid) and the way to pay was not told in the last hours. */
export function paymentIsDue(
  turn: Turn,
  subscription: SubscriptionRow | null,
  now: Date,
  planRunsFor: (row: SubscriptionRow | null, timeZone: string) => boolean,
): boolean {
  const noticed = turn.conversation.payment_notice_at;
  if (noticed && minutesBetween(noticed, now) < PAYMENT_NOTICE_HOURS * 60) return false;
  return !planRunsFor(subscription, turn.timeZone);
}

/**
 * The reply as it goes out and what the conversation remembers: after the free trial with no payment
 * nothing is lost (the reading is stored) and once a day the reply carries the way to pay; the first
 * reply says hello, never in front of what to do now.
 */
export function frameReply(
  turn: Turn,
  outcome: Outcome,
  context: {
    /** What the conversation waits for, when the turn did not say (a voice note set aside). */
    pending: ConversationPatch['pending'] | undefined;
    greeted: boolean;
    /** Asked only for a stored reading's text reply. */
    paymentDue: () => boolean;
    paymentReminder: string;
    now: Date;
  },
): { reply: Outcome['reply']; patch: ConversationPatch } {
  let reply = outcome.reply;
  const patch: ConversationPatch = { ...outcome.patch };
  if (context.pending !== undefined && patch.pending === undefined) patch.pending = context.pending;
  if (outcome.stored && reply?.type === 'text' && context.paymentDue()) {
    reply = text(`${reply.text}\n${context.paymentReminder}`);
    patch.paymentNoticeAt = context.now;
  }
  if (!context.greeted) {
    patch.greetedAt = context.now;
    // A crisis reply opens with its steps; the welcome of an account made in the chat says hello itself.
    const greets = outcome.label === 'greeting' || Boolean(outcome.greets);
    if (reply?.type === 'text' && !greets && !outcome.urgent) {
      reply = text(`${say.greeting(turn.account.first_name)}\n${reply.text}`);
    }
  }
  return { reply, patch };
}
