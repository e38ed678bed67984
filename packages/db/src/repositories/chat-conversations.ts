import type { Queryable } from '../driver';
import type { SubscriptionRow } from './subscriptions';

/** A registered person as the bot needs them. */
export interface ChatAccount {
  user_id: number;
  paciente_id: number;
  first_name: string;
  time_zone: string | null;
  telefono: string;
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
}

/** What a processed message changes in the conversation; fields left out stay as they are. */
export interface ConversationPatch {
  greetedAt?: Date;
  pending?: unknown;
  lastReading?: { id: number; at: Date; metric: string } | null;
  proactivePausedAt?: Date | null;
  unsupportedNoticeAt?: Date;
  paymentNoticeAt?: Date;
  lastMessageSentAt?: Date;
}

const COLUMNS =
  'user_id, wa_id, last_inbound_at, last_message_sent_at, greeted_at, pending, last_reading_id, ' +
  'last_reading_at, last_reading_metric, proactive_paused_at, unsupported_notice_at, payment_notice_at';

/** Everything the bot remembers, as written back at the end of a turn. */
export interface ConversationState {
  greetedAt: Date | null;
  pending: unknown;
  lastReading: { id: number; at: Date; metric: string } | null;
  proactivePausedAt: Date | null;
  unsupportedNoticeAt: Date | null;
  paymentNoticeAt: Date | null;
  lastMessageSentAt: Date;
}

/** The end of one inbound message's handling: its reply, the conversation, the message marked done. */
export interface FinishedTurn {
  inboundId: number;
  userId: number | null;
  /** Clears what a sender with no account wrote. */
  forget: boolean;
  reply: { dedupeKey: string; recipient: string; message: unknown; fallback: unknown } | null;
  conversation: ConversationState | null;
}

const ACCOUNT_SELECT = `SELECT u.id AS user_id, p.id AS paciente_id, u.first_name, u.time_zone, p.telefono
  FROM pacientes p JOIN users u ON u.id = p.user_id`;

export function createChatConversationsRepository(db: Queryable) {
  return {
    /**
     * The start of a turn in one statement: the sender's account (by user, or by the E.164 forms of their
     * number) and its conversation, created on the first message; `at` opens the 24-hour window.
     */
    async openTurn(input: {
      userId: number | null;
      phones: readonly string[];
      waId: string;
      at: Date;
    }): Promise<
      | { account: ChatAccount; conversation: ConversationRow; subscription: SubscriptionRow | null }
      | undefined
    > {
      const [row] = await db.query<ChatAccount & ConversationRow & { subscription: SubscriptionRow | null }>(
        `WITH account AS (
           ${ACCOUNT_SELECT}
           WHERE CASE WHEN $1::bigint IS NULL THEN p.telefono = ANY($2::text[]) ELSE u.id = $1 END
           ORDER BY p.id LIMIT 1),
         conversation AS (
           INSERT INTO chat_conversations (user_id, wa_id, last_inbound_at)
           SELECT user_id, $3, $4 FROM account
           ON CONFLICT (user_id) DO UPDATE SET wa_id = excluded.wa_id,
             last_inbound_at = greatest(chat_conversations.last_inbound_at, excluded.last_inbound_at),
             updated_at = now()
           RETURNING ${COLUMNS})
         SELECT account.paciente_id, account.first_name, account.time_zone, account.telefono, conversation.*,
           (SELECT row_to_json(s) FROM (
              SELECT user_id, status, trial_ends_at, current_period_end, provider_customer_id,
                provider_subscription_id, cancel_at_period_end, provider_state_at
              FROM subscriptions WHERE user_id = account.user_id) s) AS subscription
         FROM account JOIN conversation USING (user_id)`,
        [input.userId, input.phones, input.waId, input.at],
      );
      if (!row) return undefined;
      const { paciente_id, first_name, time_zone, telefono, subscription, ...conversation } = row;
      const date = (value: unknown) =>
        value === null || value === undefined ? null : new Date(value as string);
      return {
        account: { user_id: row.user_id, paciente_id, first_name, time_zone, telefono },
        conversation: conversation as ConversationRow,
        // The plan rides along with the turn (JSON carries its times as text).
        subscription: subscription && {
          ...subscription,
          trial_ends_at: date(subscription.trial_ends_at),
          current_period_end: date(subscription.current_period_end),
          provider_state_at: date(subscription.provider_state_at),
        },
      };
    },

    /** One statement, so a turn is finished whole or not at all (a worker that dies leaves it to redo). */
    async finishTurn(turn: FinishedTurn): Promise<void> {
      const state = turn.conversation;
      await db.query(
        `WITH reply AS (
           INSERT INTO chat_outbound (dedupe_key, user_id, recipient, purpose, message, fallback)
           SELECT $2, $3, $4, 'reply', $5::jsonb, $6::jsonb WHERE $2::text IS NOT NULL
           ON CONFLICT (dedupe_key) DO NOTHING RETURNING id),
         conversation AS (
           UPDATE chat_conversations SET greeted_at = $8, pending = $9::jsonb, last_reading_id = $10,
             last_reading_at = $11, last_reading_metric = $12, proactive_paused_at = $13,
             unsupported_notice_at = $14, last_message_sent_at = greatest(last_message_sent_at, $15),
             payment_notice_at = $17,
             updated_at = now()
           WHERE user_id = $3 AND $7::boolean RETURNING 1)
         UPDATE chat_inbound SET state = 'done', processed_at = now(), lease_until = NULL,
           user_id = coalesce(user_id, $3),
           body = CASE WHEN $16::boolean THEN NULL ELSE body END,
           title = CASE WHEN $16::boolean THEN NULL ELSE title END,
           wa_id = CASE WHEN $16::boolean THEN '' ELSE wa_id END
         WHERE id = $1`,
        [
          turn.inboundId,
          turn.reply?.dedupeKey ?? null,
          turn.userId,
          turn.reply?.recipient ?? null,
          turn.reply ? JSON.stringify(turn.reply.message) : null,
          turn.reply?.fallback ? JSON.stringify(turn.reply.fallback) : null,
          state !== null,
          state?.greetedAt ?? null,
          state?.pending ? JSON.stringify(state.pending) : null,
          state?.lastReading?.id ?? null,
          state?.lastReading?.at ?? null,
          state?.lastReading?.metric ?? null,
          state?.proactivePausedAt ?? null,
          state?.unsupportedNoticeAt ?? null,
          state?.lastMessageSentAt ?? null,
          turn.forget,
          state?.paymentNoticeAt ?? null,
        ],
      );
    },

    async findAccountByUser(userId: number): Promise<ChatAccount | undefined> {
      const [row] = await db.query<ChatAccount>(
        `SELECT u.id AS user_id, p.id AS paciente_id, u.first_name, u.time_zone, p.telefono
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE u.id = $1 ORDER BY p.id LIMIT 1`,
        [userId],
      );
      return row;
    },

    /**
     * After a measurement reminder, the next message of each person is read as that metric (and context):
     * sets the conversation's open question unless another question (half a pressure, a value again) is
     * open; an offer (the time of a reminder, a relative's reading) or a question older than 30 minutes
     * (closed, see PENDING_MINUTES in the bot) gives way. A person who never wrote has no conversation yet: it is started here, so the first answer to
     * the first reminder is read as asked.
     */
    async expectReadings(
      items: ReadonlyArray<{ userId: number; metric: string; context?: string }>,
      at: Date,
    ): Promise<void> {
      if (items.length === 0) return;
      await db.query(
        `INSERT INTO chat_conversations (user_id, wa_id, pending)
         SELECT r.user_id, regexp_replace(p.telefono, '[^0-9]', '', 'g'),
                jsonb_strip_nulls(jsonb_build_object('kind', 'reminded', 'metric', r.metric,
                                                     'context', r.context, 'askedAt', $4::text))
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(user_id, metric, context)
         JOIN LATERAL (SELECT telefono FROM pacientes WHERE user_id = r.user_id ORDER BY id LIMIT 1) p ON true
         ON CONFLICT (user_id) DO UPDATE SET pending = excluded.pending
         WHERE chat_conversations.pending IS NULL
            OR chat_conversations.pending->>'kind' IN ('reminded', 'reminder_time', 'others_readings')
            OR (chat_conversations.pending->>'askedAt')::timestamptz < $4::timestamptz - interval '30 minutes'`,
        [
          items.map((item) => item.userId),
          items.map((item) => item.metric),
          items.map((item) => item.context ?? null),
          at.toISOString(),
        ],
      );
    },

    async find(userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db.query<ConversationRow>(
        `SELECT ${COLUMNS} FROM chat_conversations WHERE user_id = $1`,
        [userId],
      );
      return row;
    },

    async update(userId: number, patch: ConversationPatch): Promise<void> {
      const sets: string[] = [];
      const params: unknown[] = [userId];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      if (patch.greetedAt !== undefined) set('greeted_at', patch.greetedAt);
      if (patch.pending !== undefined)
        set('pending', patch.pending === null ? null : JSON.stringify(patch.pending));
      if (patch.lastReading !== undefined) {
        set('last_reading_id', patch.lastReading?.id ?? null);
        set('last_reading_at', patch.lastReading?.at ?? null);
        set('last_reading_metric', patch.lastReading?.metric ?? null);
      }
      if (patch.proactivePausedAt !== undefined) set('proactive_paused_at', patch.proactivePausedAt);
      if (patch.unsupportedNoticeAt !== undefined) set('unsupported_notice_at', patch.unsupportedNoticeAt);
      if (patch.paymentNoticeAt !== undefined) set('payment_notice_at', patch.paymentNoticeAt);
      if (patch.lastMessageSentAt !== undefined) {
        params.push(patch.lastMessageSentAt);
        sets.push(`last_message_sent_at = greatest(last_message_sent_at, $${params.length})`);
      }
      if (sets.length === 0) return;
      await db.query(
        `UPDATE chat_conversations SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`,
        params,
      );
    },
  };
}
