import type { Queryable } from '../driver';
import {
  CONVERSATION_COLUMNS as COLUMNS,
  createChatTurnQueries,
  type ChatAccount,
  type ConversationRow,
} from './chat-turns';

/** What a processed message changes in the conversation; fields left out stay as they are. */
export interface ConversationPatch {
  greetedAt?: Date;
  pending?: unknown;
  lastReading?: { id: number; at: Date; metric: string } | null;
  proactivePausedAt?: Date | null;
  unsupportedNoticeAt?: Date;
  paymentNoticeAt?: Date;
  lastMessageSentAt?: Date;
  /** The reminder fact the turn read. */
  reminderSeenAt?: Date;
  /** A danger told in words, or null to forget it. */
  toldDanger?: unknown;
}

const ACCOUNT_SELECT = `SELECT u.id AS user_id, p.id AS paciente_id, u.first_name, u.time_zone, p.telefono,
  p.wa_user_id, (p.telefono IS NULL OR p.telefono_verified_at IS NOT NULL) AS phone_proven
  FROM pacientes p JOIN users u ON u.id = p.user_id`;

export function createChatConversationsRepository(db: Queryable) {
  return {
    ...createChatTurnQueries(db),

    /**
     * WhatsApp's notice that a person changed their number (`user_changed_number`) or their BSUID
     * (`user_changed_user_id`): the account found by the old BSUID or the old phone's forms takes the new
     * ones, and its conversation's address follows, so nothing more goes to the old number. A new phone
     * already registered to another account is not taken (that account keeps it). A number change without
     * a new BSUID clears the old one (WhatsApp makes a new one); the next message teaches it. Returns how
     * many accounts moved (0 for a stranger, or a notice handled before).
     */
    async moveIdentity(change: {
      oldPhones: readonly string[];
      oldWaUserId: string | null;
      /** E.164 forms of the new number, the first the one stored; empty when the number did not change. */
      newPhones: readonly string[];
      /** The new number's digits as WhatsApp gave them, for the conversation's address. */
      newAddress: string | null;
      newWaUserId: string | null;
      numberChanged: boolean;
    }): Promise<number> {
      const rows = await db.query<{ user_id: number }>(
        `WITH target AS (
           SELECT p.id, p.user_id FROM pacientes p
           WHERE p.wa_user_id = $1::text OR p.telefono = ANY($2::text[])
           ORDER BY (p.wa_user_id = $1::text) IS TRUE DESC, p.id LIMIT 1),
         moved AS (
           UPDATE pacientes p SET
             telefono = CASE
               WHEN cardinality($3::text[]) > 0 AND NOT EXISTS (
                 SELECT 1 FROM pacientes o WHERE o.telefono = ANY($3::text[]) AND o.id <> p.id)
               THEN ($3::text[])[1] ELSE p.telefono END,
             wa_user_id = CASE
               WHEN $4::text IS NOT NULL AND NOT EXISTS (
                 SELECT 1 FROM pacientes o WHERE o.wa_user_id = $4::text AND o.id <> p.id) THEN $4::text
               WHEN $5::boolean THEN NULL ELSE p.wa_user_id END,
             updated_at = now()
           FROM target WHERE p.id = target.id
           RETURNING p.user_id, p.telefono, p.wa_user_id)
         UPDATE chat_conversations c SET
           wa_id = coalesce($6::text, CASE WHEN NOT $5::boolean AND c.wa_id ~ '^[0-9]+$' THEN c.wa_id END,
                             nullif(regexp_replace(moved.telefono, '[^0-9]', '', 'g'), ''), moved.wa_user_id, c.wa_id),
           updated_at = now()
         FROM moved WHERE c.user_id = moved.user_id
         RETURNING c.user_id`,
        [
          change.oldWaUserId,
          change.oldPhones,
          change.newPhones,
          change.newWaUserId,
          change.numberChanged,
          change.newAddress,
        ],
      );
      return rows.length;
    },

    /**
     * The conversation of an account made in the chat, started in the account's own transaction with the
     * question the bot owes first (the welcome and the readings held until the account existed), so a
     * worker that dies before answering leaves it to the next one.
     */
    async start(input: { userId: number; waId: string; at: Date; pending: unknown }): Promise<void> {
      await db.query(
        `INSERT INTO chat_conversations (user_id, wa_id, last_inbound_at, pending) VALUES ($1, $2, $3, $4::jsonb)`,
        [input.userId, input.waId, input.at, JSON.stringify(input.pending)],
      );
    },

    async findAccountByUser(userId: number): Promise<ChatAccount | undefined> {
      const [row] = await db.query<ChatAccount>(`${ACCOUNT_SELECT} WHERE u.id = $1 ORDER BY p.id LIMIT 1`, [
        userId,
      ]);
      return row;
    },

    /**
     * Measurement reminders sent: each is recorded as a fact beside the person's conversation (its metric,
     * context and time), the newest replacing an older one. The bot reads it at the start of the next turn
     * and decides what the conversation waits for; nothing here writes the bot's state. A person who never
     * wrote has no conversation yet: its row is started here, so the first answer finds the fact.
     */
    async recordReminders(
      items: ReadonlyArray<{ userId: number; metric: string; context?: string }>,
      at: Date,
    ): Promise<void> {
      if (items.length === 0) return;
      await db.query(
        `INSERT INTO chat_conversations (user_id, wa_id, reminder_metric, reminder_context, reminder_sent_at)
         SELECT r.user_id, coalesce(regexp_replace(p.telefono, '[^0-9]', '', 'g'), p.wa_user_id, ''),
                r.metric, r.context, $4::timestamptz
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(user_id, metric, context)
         JOIN LATERAL (SELECT telefono, wa_user_id FROM pacientes WHERE user_id = r.user_id ORDER BY id LIMIT 1) p
           ON true
         ON CONFLICT (user_id) DO UPDATE SET reminder_metric = excluded.reminder_metric,
           reminder_context = excluded.reminder_context, reminder_sent_at = excluded.reminder_sent_at
         WHERE chat_conversations.reminder_sent_at IS NULL
            OR chat_conversations.reminder_sent_at <= excluded.reminder_sent_at`,
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
