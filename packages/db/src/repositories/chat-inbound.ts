import type { Queryable } from '../driver';

/** audio: a voice note, `media_id` names it at the Graph API (the audio itself is never stored). */
export type InboundKind = 'text' | 'interactive' | 'unsupported' | 'audio';

export interface NewInboundMessage {
  waMessageId: string;
  /** Where to answer, as WhatsApp gave it: the phone's digits, or the BSUID when no phone came. */
  waId: string;
  /** The sender's business-scoped user id ("MX.1349120865530274"), when WhatsApp gave one. */
  waUserId?: string | null;
  /** The name on the sender's WhatsApp profile (`contacts[].profile.name`), when given. */
  profileName?: string | null;
  sentAt: Date;
  kind: InboundKind;
  body: string | null;
  title: string | null;
  /** Known when the message does not come from WhatsApp (the simulator writes as a signed-in user). */
  userId?: number | null;
  /** A voice note's media id at the Graph API and the MIME type WhatsApp announced. */
  mediaId?: string | null;
  mediaType?: string | null;
}

export interface InboundRow {
  id: number;
  wa_message_id: string;
  wa_id: string;
  wa_user_id: string | null;
  profile_name: string | null;
  user_id: number | null;
  sent_at: Date;
  kind: InboundKind;
  body: string | null;
  title: string | null;
  media_id: string | null;
  media_type: string | null;
  attempts: number;
}

export interface InboundHistoryRow {
  id: number;
  kind: InboundKind;
  body: string | null;
  title: string | null;
  received_at: Date;
  /** WhatsApp's time of the message: the clock a turn's windows are measured on. */
  sent_at: Date;
}

const COLUMNS =
  'id, wa_message_id, wa_id, wa_user_id, profile_name, user_id, sent_at, kind, body, title, media_id, media_type, attempts';

/**
 * One sender's messages are handled in order under one lease: the sender is their BSUID when WhatsApp
 * gave one (it stays while the phone may come and go), else the phone.
 */
export const senderOf = (row: Pick<InboundRow, 'wa_id' | 'wa_user_id'>): string =>
  row.wa_user_id ?? row.wa_id;
const SENDER = 'coalesce(wa_user_id, wa_id)';

/** Messages people send to the bot: stored before the webhook answers, processed after. */
export function createChatInboundRepository(db: Queryable) {
  return {
    /** Stores a webhook's messages in one statement; a message id already stored is skipped. */
    async insertMany(messages: readonly NewInboundMessage[]): Promise<number> {
      if (messages.length === 0) return 0;
      const [row] = await db.query<{ n: number }>(
        `WITH inserted AS (
           INSERT INTO chat_inbound (wa_message_id, wa_id, sent_at, kind, body, title, user_id, wa_user_id,
                                     profile_name, media_id, media_type)
           SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[],
                                $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[])
           ON CONFLICT (wa_message_id) DO NOTHING
           RETURNING 1)
         SELECT count(*)::int AS n FROM inserted`,
        [
          messages.map((m) => m.waMessageId),
          messages.map((m) => m.waId),
          messages.map((m) => m.sentAt),
          messages.map((m) => m.kind),
          messages.map((m) => m.body),
          messages.map((m) => m.title),
          messages.map((m) => m.userId ?? null),
          messages.map((m) => m.waUserId ?? null),
          messages.map((m) => m.profileName ?? null),
          messages.map((m) => m.mediaId ?? null),
          messages.map((m) => m.mediaType ?? null),
        ],
      );
      return row?.n ?? 0;
    },

    /**
     * One worker round's claim, in one statement: the senders of up to `limit` due messages (pending, or
     * claimed by a worker whose claim ran out) whose lease is free (or expired, or already `holder`'s) are
     * leased to `holder`, and every open message of each leased sender is taken, attempts counted, oldest
     * first by WhatsApp's time. A sender another worker holds is left to it: it reads that sender's new
     * messages itself, or they come back here when its lease ends. Leases are taken in the senders'
     * order, so two workers claiming at once wait for each other instead of deadlocking.
     */
    async claimSenders(limit: number, holder: string, leaseSeconds: number): Promise<InboundRow[]> {
      const rows = await db.query<InboundRow>(
        `WITH due AS (
           SELECT DISTINCT ${SENDER} AS sender FROM (
             SELECT wa_id, wa_user_id FROM chat_inbound
             WHERE state = 'pending' OR (state = 'processing' AND lease_until < now())
             ORDER BY id LIMIT $1) AS oldest),
         lease AS (
           INSERT INTO chat_sender_leases (wa_id, holder, lease_until)
           SELECT sender, $2, now() + make_interval(secs => $3) FROM due ORDER BY sender
           ON CONFLICT (wa_id) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until
             WHERE chat_sender_leases.lease_until < now() OR chat_sender_leases.holder = excluded.holder
           RETURNING wa_id)
         UPDATE chat_inbound SET state = 'processing', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => $3)
         WHERE ${SENDER} IN (SELECT wa_id FROM lease) AND state <> 'done'
         RETURNING ${COLUMNS}`,
        [limit, holder, leaseSeconds],
      );
      return rows.sort((a, b) => a.sent_at.getTime() - b.sent_at.getTime() || a.id - b.id);
    },

    /** The open messages of one sender, oldest first by WhatsApp's time (read under the sender's lease). */
    async listOpenFrom(waId: string, leaseSeconds: number): Promise<InboundRow[]> {
      return db
        .query<InboundRow>(
          `UPDATE chat_inbound SET state = 'processing', lease_until = now() + make_interval(secs => $2)
         WHERE ${SENDER} = $1 AND state <> 'done'
         RETURNING ${COLUMNS}`,
          [waId, leaseSeconds],
        )
        .then((rows) => rows.sort((a, b) => a.sent_at.getTime() - b.sent_at.getTime() || a.id - b.id));
    },

    /** Set aside for good (it kept failing); what it says stays for the person's history. */
    async markDone(id: number): Promise<void> {
      await db.query(
        `UPDATE chat_inbound SET state = 'done', processed_at = now(), lease_until = NULL WHERE id = $1`,
        [id],
      );
    },

    /** Gives a claimed message back to be tried again after `seconds`. */
    async retryLater(id: number, seconds: number): Promise<void> {
      await db.query(
        `UPDATE chat_inbound SET lease_until = now() + make_interval(secs => $2) WHERE id = $1 AND state <> 'done'`,
        [id, seconds],
      );
    },

    async isDone(waMessageId: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM chat_inbound WHERE wa_message_id = $1 AND state = 'done'`, [
        waMessageId,
      ]);
      return rows.length > 0;
    },

    /** A user's latest messages, newest first (the simulator's history). */
    async listForUser(userId: number, limit: number): Promise<InboundHistoryRow[]> {
      return db.query<InboundHistoryRow>(
        `SELECT id, kind, body, title, received_at, sent_at FROM chat_inbound
         WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
        [userId, limit],
      );
    },

    async countOpen(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_inbound WHERE state <> 'done'`,
      );
      return row?.n ?? 0;
    },
  };
}

/** One worker at a time per sender, so a sender's messages are read in order. */
export function createChatSenderLeasesRepository(db: Queryable) {
  return {
    /** Ends `holder`'s leases of these senders (the end of its round), in one statement. */
    async releaseMany(waIds: readonly string[], holder: string): Promise<void> {
      if (waIds.length === 0) return;
      await db.query('DELETE FROM chat_sender_leases WHERE wa_id = ANY($1::text[]) AND holder = $2', [
        waIds,
        holder,
      ]);
    },
  };
}
