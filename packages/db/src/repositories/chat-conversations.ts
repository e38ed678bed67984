import type { Queryable } from '../driver';

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
}

/** What a processed message changes in the conversation; fields left out stay as they are. */
export interface ConversationPatch {
  greetedAt?: Date;
  pending?: unknown;
  lastReading?: { id: number; at: Date; metric: string } | null;
  proactivePausedAt?: Date | null;
  unsupportedNoticeAt?: Date;
  lastMessageSentAt?: Date;
}

const COLUMNS =
  'user_id, wa_id, last_inbound_at, last_message_sent_at, greeted_at, pending, last_reading_id, ' +
  'last_reading_at, last_reading_metric, proactive_paused_at, unsupported_notice_at';

export function createChatConversationsRepository(db: Queryable) {
  return {
    /** The account whose phone is one of `phones` (E.164 forms of one WhatsApp number). */
    async findAccountByPhone(phones: readonly string[]): Promise<ChatAccount | undefined> {
      const [row] = await db.query<ChatAccount>(
        `SELECT u.id AS user_id, p.id AS paciente_id, u.first_name, u.time_zone, p.telefono
         FROM pacientes p JOIN users u ON u.id = p.user_id
         WHERE p.telefono = ANY($1::text[]) ORDER BY p.id LIMIT 1`,
        [phones],
      );
      return row;
    },

    async findAccountByUser(userId: number): Promise<ChatAccount | undefined> {
      const [row] = await db.query<ChatAccount>(
        `SELECT u.id AS user_id, p.id AS paciente_id, u.first_name, u.time_zone, p.telefono
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE u.id = $1 ORDER BY p.id LIMIT 1`,
        [userId],
      );
      return row;
    },

    /** The conversation, created on the first message; `receivedAt` opens the 24-hour window. */
    async touch(userId: number, waId: string, receivedAt: Date): Promise<ConversationRow> {
      const [row] = await db.query<ConversationRow>(
        `INSERT INTO chat_conversations (user_id, wa_id, last_inbound_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET wa_id = excluded.wa_id,
           last_inbound_at = greatest(chat_conversations.last_inbound_at, excluded.last_inbound_at),
           updated_at = now()
         RETURNING ${COLUMNS}`,
        [userId, waId, receivedAt],
      );
      return row!;
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
