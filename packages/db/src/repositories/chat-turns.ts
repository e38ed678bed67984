import type { Queryable } from '../driver';
import { distinctByKey } from '../coalesce';
import type { SubscriptionRow } from './subscriptions';
import type { OutboundRow } from './chat-outbound';

/** A registered person as the bot needs them. */
export interface ChatAccount {
  user_id: number;
  paciente_id: number;
  first_name: string;
  time_zone: string | null;
  /** E.164; null for an account WhatsApp knows only by its BSUID. */
  telefono: string | null;
  /** The business-scoped user id WhatsApp gave with the account's phone (or alone); null until then. */
  wa_user_id: string | null;
  /**
   * Whether the product may start messages to the account (CONTRACTS.md section 6): its phone was proven
   * (a message from it, or the code sent to it), or it has no phone (WhatsApp gave only the BSUID).
   */
  phone_proven: boolean;
}

export interface ConversationRow {
  user_id: number;
  wa_id: string;
  last_inbound_at: Date | null;
  last_message_sent_at: Date | null;
  greeted_at: Date | null;
  pending: unknown;
  last_reading_id: number | null;
  last_reading_at: Date | null;
  last_reading_metric: string | null;
  proactive_paused_at: Date | null;
  unsupported_notice_at: Date | null;
  payment_notice_at: Date | null;
  /** The newest measurement reminder sent (a fact the scheduler records), and when a turn last read one. */
  reminder_metric: string | null;
  reminder_context: string | null;
  reminder_sent_at: Date | null;
  reminder_seen_at: Date | null;
  /** A danger told in words in a recent message (the bot's own shape, parsed where it is read). */
  told_danger: unknown;
}

export const CONVERSATION_COLUMNS =
  'user_id, wa_id, last_inbound_at, last_message_sent_at, greeted_at, pending, last_reading_id, ' +
  'last_reading_at, last_reading_metric, proactive_paused_at, unsupported_notice_at, payment_notice_at, ' +
  'reminder_metric, reminder_context, reminder_sent_at, reminder_seen_at, told_danger';

/** Everything the bot remembers, as written back at the end of a turn. */
export interface ConversationState {
  greetedAt: Date | null;
  pending: unknown;
  lastReading: { id: number; at: Date; metric: string } | null;
  proactivePausedAt: Date | null;
  unsupportedNoticeAt: Date | null;
  paymentNoticeAt: Date | null;
  lastMessageSentAt: Date;
  /** The reminder fact this turn read (it is not read again). */
  reminderSeenAt: Date | null;
  toldDanger: unknown;
}

/** The end of one inbound message's handling: its reply, the conversation, the message marked done. */
export interface FinishedTurn {
  inboundId: number;
  userId: number | null;
  /** Clears what a sender with no account wrote. */
  forget: boolean;
  /** The reply; its template fallback is made if WhatsApp refuses it (chat service, sendFallback). */
  reply: { dedupeKey: string; recipient: string; message: unknown } | null;
  conversation: ConversationState | null;
}

export interface OpenTurnInput {
  userId: number | null;
  phones: readonly string[];
  /** The sender's phone as WhatsApp gave it (digits), when it gave one. */
  phone: string | null;
  /** The sender's business-scoped user id, when WhatsApp gave one. */
  waUserId: string | null;
  at: Date;
}

export interface OpenedTurn {
  account: ChatAccount;
  conversation: ConversationRow;
  subscription: SubscriptionRow | null;
  /** A crisis follow-up of the account was open when the turn began. */
  crisisOpen: boolean;
  /**
   * The conversation's last reading (`last_reading_id`) as stored now in the account's own record, or
   * null: what a glucose in this message may close (a low) is judged on it without another read.
   */
  lastReading: LastReadingSnapshot | null;
}

export interface LastReadingSnapshot {
  metric: string;
  value: number;
  measuredAt: Date;
}

type OpenedRow = ChatAccount &
  ConversationRow & {
    ord: number;
    sub_user_id: number | null;
    sub_status: string;
    sub_trial_ends_at: Date | null;
    sub_current_period_end: Date | null;
    sub_provider_customer_id: string | null;
    sub_provider_subscription_id: string | null;
    sub_cancel_at_period_end: boolean;
    sub_provider_state_at: Date | null;
    sub_prepaid_until: Date | null;
    crisis_open: boolean;
    last_reading: { metric: string; value: number; measured_at: string } | null;
  };

function openedOfRow(row: OpenedRow): OpenedTurn {
  const {
    ord: _ord,
    paciente_id,
    first_name,
    time_zone,
    telefono,
    wa_user_id,
    phone_proven,
    sub_user_id,
    sub_status,
    sub_trial_ends_at,
    sub_current_period_end,
    sub_provider_customer_id,
    sub_provider_subscription_id,
    sub_cancel_at_period_end,
    sub_provider_state_at,
    sub_prepaid_until,
    crisis_open,
    last_reading,
    ...conversation
  } = row;
  return {
    account: { user_id: row.user_id, paciente_id, first_name, time_zone, telefono, wa_user_id, phone_proven },
    conversation: conversation as ConversationRow,
    crisisOpen: crisis_open,
    lastReading: last_reading && {
      metric: last_reading.metric,
      value: last_reading.value,
      measuredAt: new Date(last_reading.measured_at),
    },
    // The plan rides along with the turn.
    subscription:
      sub_user_id === null
        ? null
        : {
            user_id: sub_user_id,
            status: sub_status,
            trial_ends_at: sub_trial_ends_at,
            current_period_end: sub_current_period_end,
            provider_customer_id: sub_provider_customer_id,
            provider_subscription_id: sub_provider_subscription_id,
            cancel_at_period_end: sub_cancel_at_period_end,
            provider_state_at: sub_provider_state_at,
            prepaid_until: sub_prepaid_until,
          },
  };
}

/** A finished turn as one row of the statement's input (dates as ISO text, JSON as it is). */
function turnRecord(turn: FinishedTurn) {
  const state = turn.conversation;
  return {
    inbound_id: turn.inboundId,
    user_id: turn.userId,
    forget: turn.forget,
    dedupe_key: turn.reply?.dedupeKey ?? null,
    recipient: turn.reply?.recipient ?? null,
    message: turn.reply?.message ?? null,
    has_state: state !== null,
    greeted_at: state?.greetedAt ?? null,
    pending: state?.pending ?? null,
    last_reading_id: state?.lastReading?.id ?? null,
    last_reading_at: state?.lastReading?.at ?? null,
    last_reading_metric: state?.lastReading?.metric ?? null,
    proactive_paused_at: state?.proactivePausedAt ?? null,
    unsupported_notice_at: state?.unsupportedNoticeAt ?? null,
    last_message_sent_at: state?.lastMessageSentAt ?? null,
    payment_notice_at: state?.paymentNoticeAt ?? null,
    reminder_seen_at: state?.reminderSeenAt ?? null,
    told_danger: state?.toldDanger ?? null,
  };
}

/**
 * A chat turn's two statements, each for many turns at once: its start (the sender's account and
 * conversation) and its end (reply, conversation, message done). Part of the conversations repository.
 */
export function createChatTurnQueries(db: Queryable) {
  return {
    /**
     * The start of turns in one statement: each sender's account (by user; else by their BSUID first, then
     * by the E.164 forms of their number) and its conversation, created on the first message; `at` opens
     * the 24-hour window. A message that carries the account's phone with a BSUID the account does not
     * have yet teaches it that BSUID. The conversation's address is the phone WhatsApp gave, else the
     * account's phone, else the BSUID. A result per input, in order; undefined for a stranger. Two inputs
     * of one account fail the statement (its conversation is written once): call them one by one.
     */
    async openTurns(inputs: readonly OpenTurnInput[]): Promise<Array<OpenedTurn | undefined>> {
      const rows = await db.query<OpenedRow>(
        `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb)
             AS t(ord int, user_id bigint, phones text[], phone text, wa_user_id text, at timestamptz)),
         -- The patient first, then their user once for the whole batch (joined inside, the users were
         -- read again for every message).
         account AS (
           SELECT input.ord, input.phones, input.phone AS given_phone, input.at,
             input.user_id AS given_user_id, input.wa_user_id AS given_wa_user_id,
             u.id AS user_id, found.paciente_id, u.first_name, u.time_zone, found.telefono, found.wa_user_id,
             found.phone_proven
           FROM input CROSS JOIN LATERAL (
             SELECT p.user_id, p.id AS paciente_id, p.telefono, p.wa_user_id,
               (p.telefono IS NULL OR p.telefono_verified_at IS NOT NULL) AS phone_proven
             FROM (SELECT * FROM pacientes WHERE user_id = input.user_id
                   UNION ALL
                   SELECT * FROM pacientes WHERE input.user_id IS NULL AND wa_user_id = input.wa_user_id
                   UNION ALL
                   -- A number reaches its account only once proven (CONTRACTS.md section 11; the rule's
                   -- home is the accounts' mayReach): from a number only an unproven account holds, the
                   -- writer is a stranger, signed up in the chat.
                   SELECT * FROM pacientes WHERE input.user_id IS NULL AND telefono = ANY(input.phones)
                     AND telefono_verified_at IS NOT NULL) p
             ORDER BY (p.wa_user_id = input.wa_user_id) IS TRUE DESC, p.id LIMIT 1) found
           JOIN users u ON u.id = found.user_id),
         -- What the message teaches the account: the BSUID that came with its (proven) phone. A message
         -- proves nothing by itself: a number is proven by its code or the account's chat-link code.
         touched AS (
           UPDATE pacientes p SET wa_user_id = account.given_wa_user_id, updated_at = now()
           FROM account
           WHERE p.id = account.paciente_id AND account.given_wa_user_id IS NOT NULL
             AND account.telefono = ANY(account.phones)
             AND account.wa_user_id IS DISTINCT FROM account.given_wa_user_id
             AND NOT EXISTS (SELECT 1 FROM pacientes o WHERE o.wa_user_id = account.given_wa_user_id)
           RETURNING p.id, p.wa_user_id),
         conversation AS (
           INSERT INTO chat_conversations (user_id, wa_id, last_inbound_at)
           SELECT user_id,
             coalesce(given_phone, nullif(regexp_replace(telefono, '[^0-9]', '', 'g'), ''),
                      given_wa_user_id, wa_user_id),
             at
           FROM account
           -- A message with no phone keeps the phone WhatsApp gave before (its 521 form). Those senders are
           -- gathered once for the statement: a lookup in the batch for each row grew with its square.
           ON CONFLICT (user_id) DO UPDATE SET
             wa_id = CASE WHEN excluded.user_id = ANY(ARRAY(SELECT a.user_id FROM account a WHERE a.given_phone IS NULL))
                            AND chat_conversations.wa_id ~ '^[0-9]+$'
                          THEN chat_conversations.wa_id ELSE excluded.wa_id END,
             last_inbound_at = greatest(chat_conversations.last_inbound_at, excluded.last_inbound_at),
             updated_at = now()
           RETURNING ${CONVERSATION_COLUMNS})
         SELECT account.ord, account.paciente_id, account.first_name, account.time_zone, account.telefono,
           coalesce(touched.wa_user_id, account.wa_user_id) AS wa_user_id,
           account.phone_proven, conversation.*,
           -- The plan as columns: no names repeated in every row, no JSON to parse.
           s.user_id AS sub_user_id, s.status AS sub_status, s.trial_ends_at AS sub_trial_ends_at,
           s.current_period_end AS sub_current_period_end, s.provider_customer_id AS sub_provider_customer_id,
           s.provider_subscription_id AS sub_provider_subscription_id,
           s.cancel_at_period_end AS sub_cancel_at_period_end, s.provider_state_at AS sub_provider_state_at,
           s.prepaid_until AS sub_prepaid_until,
           EXISTS (SELECT 1 FROM crisis_followups f
                   WHERE f.user_id = account.user_id AND f.closed_at IS NULL) AS crisis_open,
           (SELECT json_build_object('metric', r.metric, 'value', r.value, 'measured_at', r.measured_at)
              FROM readings r
              WHERE r.id = conversation.last_reading_id AND r.paciente_id = account.paciente_id) AS last_reading
         FROM account JOIN conversation USING (user_id)
         LEFT JOIN touched ON touched.id = account.paciente_id
         LEFT JOIN subscriptions s ON s.user_id = account.user_id`,
        [
          JSON.stringify(
            inputs.map((input, ord) => ({
              ord,
              user_id: input.userId,
              phones: input.phones,
              phone: input.phone,
              wa_user_id: input.waUserId,
              at: input.at,
            })),
          ),
        ],
      );
      const opened: Array<OpenedTurn | undefined> = inputs.map(() => undefined);
      for (const row of rows) opened[row.ord] = openedOfRow(row);
      return opened;
    },

    /**
     * Ends the handling of inbound messages in one statement per part: each one's reply queued (once per
     * dedupe key), what its conversation remembers, and the message marked done (a stranger's cleared).
     * A person's turns go in separate statements, in order, so each conversation is written once in each.
     *
     * With `claim`, a reply with nothing earlier still to send to its recipient is stored already claimed
     * for `leaseSeconds` (as the outbound queue's `claimDue` would claim it) and returned, so the caller's
     * sender can send it without claiming it again; the others wait in the queue (`waiting` counts them).
     */
    async finishTurns(
      turns: readonly FinishedTurn[],
      claim?: { leaseSeconds: number },
    ): Promise<{ claimed: OutboundRow[]; waiting: number }> {
      const claimed: OutboundRow[] = [];
      let waiting = 0;
      for (const part of distinctByKey(turns, (turn) => turn.userId ?? `inbound:${turn.inboundId}`)) {
        const rows = await db.query<{ id: number; dedupe_key: string; attempts: number; state: string }>(
          `WITH turn AS (
             SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(
               inbound_id bigint, user_id bigint, forget boolean, dedupe_key text, recipient text,
               message jsonb, has_state boolean, greeted_at timestamptz, pending jsonb,
               last_reading_id bigint, last_reading_at timestamptz, last_reading_metric text,
               proactive_paused_at timestamptz, unsupported_notice_at timestamptz,
               last_message_sent_at timestamptz, payment_notice_at timestamptz,
               reminder_seen_at timestamptz, told_danger jsonb)),
           -- Claimed at once only when nothing earlier to the same recipient is still to send (the queue's
           -- order per recipient), and only the first of a part's replies to one recipient.
           queued AS (
             SELECT turn.*, $2::int IS NOT NULL
                 AND row_number() OVER (PARTITION BY turn.recipient ORDER BY turn.inbound_id) = 1
                 AND NOT EXISTS (SELECT 1 FROM chat_outbound earlier
                                 WHERE earlier.recipient = turn.recipient
                                   AND earlier.state IN ('pending', 'sending')) AS claim
             FROM turn WHERE turn.dedupe_key IS NOT NULL),
           reply AS (
             INSERT INTO chat_outbound (dedupe_key, user_id, recipient, purpose, message, state,
               attempts, next_attempt_at)
             SELECT dedupe_key, user_id, recipient, 'reply', message,
               CASE WHEN claim THEN 'sending' ELSE 'pending' END, CASE WHEN claim THEN 1 ELSE 0 END,
               CASE WHEN claim THEN now() + make_interval(secs => $2) ELSE now() END
             FROM queued
             -- Only what the database decided: the caller has the rest (a reply's text is not sent back).
             ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, dedupe_key, attempts, state),
           conversation AS (
             UPDATE chat_conversations c SET greeted_at = turn.greeted_at, pending = turn.pending,
               last_reading_id = turn.last_reading_id, last_reading_at = turn.last_reading_at,
               last_reading_metric = turn.last_reading_metric,
               proactive_paused_at = turn.proactive_paused_at,
               unsupported_notice_at = turn.unsupported_notice_at,
               last_message_sent_at = greatest(c.last_message_sent_at, turn.last_message_sent_at),
               payment_notice_at = turn.payment_notice_at,
               reminder_seen_at = greatest(c.reminder_seen_at, turn.reminder_seen_at),
               told_danger = turn.told_danger, updated_at = now()
             FROM turn WHERE c.user_id = turn.user_id AND turn.has_state RETURNING 1),
           done AS (
             UPDATE chat_inbound i SET state = 'done', processed_at = now(), lease_until = NULL,
               user_id = coalesce(i.user_id, turn.user_id),
               body = CASE WHEN turn.forget THEN NULL ELSE i.body END,
               title = CASE WHEN turn.forget THEN NULL ELSE i.title END,
               wa_id = CASE WHEN turn.forget THEN '' ELSE i.wa_id END,
               wa_user_id = CASE WHEN turn.forget THEN NULL ELSE i.wa_user_id END,
               profile_name = CASE WHEN turn.forget THEN NULL ELSE i.profile_name END,
               media_id = CASE WHEN turn.forget THEN NULL ELSE i.media_id END,
               media_type = CASE WHEN turn.forget THEN NULL ELSE i.media_type END
             FROM turn WHERE i.id = turn.inbound_id RETURNING 1)
           SELECT * FROM reply`,
          [JSON.stringify(part.map(turnRecord)), claim ? claim.leaseSeconds : null],
        );
        const replyOf = new Map(part.map((turn) => [turn.reply?.dedupeKey, turn]));
        for (const { id, dedupe_key, attempts, state } of rows) {
          const turn = replyOf.get(dedupe_key);
          if (state !== 'sending' || !turn?.reply) {
            waiting += 1;
            continue;
          }
          const { recipient, message } = turn.reply;
          claimed.push({
            id,
            dedupe_key,
            user_id: turn.userId,
            recipient,
            purpose: 'reply',
            message,
            attempts,
          });
        }
      }
      return { claimed, waiting };
    },
  };
}
