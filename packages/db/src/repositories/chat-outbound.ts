import type { Queryable } from '../driver';

export type OutboundPurpose = 'reply' | 'proactive';
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface NewOutboundMessage {
  dedupeKey: string;
  userId: number | null;
  recipient: string;
  purpose: OutboundPurpose;
  message: unknown;
  fallback: unknown;
  /** The patient the message tells about, when it is not its recipient (a caregiver's alert). */
  aboutPacienteId?: number | null;
}

export interface OutboundRow {
  id: number;
  dedupe_key: string;
  user_id: number | null;
  recipient: string | null;
  purpose: OutboundPurpose;
  message: unknown;
  attempts: number;
}

/** A refused message, with what its template is made of. */
export interface RefusedMessage {
  purpose: OutboundPurpose;
  message: unknown;
  /** The template stored with the message (proactive ones); null for a reply, whose template is derived. */
  fallback: unknown;
  /** The first name of the message's account; null for a sender with no account. */
  first_name: string | null;
}

export interface OutboundHistoryRow {
  id: number;
  message: unknown;
  state: string;
  delivery_status: string | null;
  created_at: Date;
}

/** The columns of an `OutboundRow`. */
const OUTBOUND_COLUMNS = 'id, dedupe_key, user_id, recipient, purpose, message, attempts';

// How far each status goes: a late "sent" never overwrites "read"; "failed" ends the story.
const STATUS_RANK: Readonly<Record<DeliveryStatus, number>> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** The outbound queue: one row per message, claimed with SKIP LOCKED, sent once. */
export function createChatOutboundRepository(db: Queryable) {
  return {
    /** Queues a message; undefined when its dedupe key is already queued (a retried event). */
    async insert(input: NewOutboundMessage): Promise<{ id: number } | undefined> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO chat_outbound (dedupe_key, user_id, recipient, purpose, message, fallback, about_paciente_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          input.dedupeKey,
          input.userId,
          input.recipient,
          input.purpose,
          JSON.stringify(input.message),
          input.fallback === null ? null : JSON.stringify(input.fallback),
          input.aboutPacienteId ?? null,
        ],
      );
      return row;
    },

    /**
     * A message WhatsApp refused, as its template fallback needs it: the template stored with it (a
     * proactive message's), else what a reply's template is made of (its text and the first name of its
     * account). Undefined when the message is gone or has no recipient any more.
     */
    async findRefused(id: number): Promise<RefusedMessage | undefined> {
      const [row] = await db.query<RefusedMessage>(
        `SELECT o.purpose, o.message, nullif(o.fallback, 'null'::jsonb) AS fallback, u.first_name
         FROM chat_outbound o LEFT JOIN users u ON u.id = o.user_id
         WHERE o.id = $1 AND o.recipient IS NOT NULL`,
        [id],
      );
      return row;
    },

    /**
     * Queues a refused message's template in its place, once (key `fallback:<id>`): to the same recipient,
     * about the same patient. Undefined when the message has no recipient any more, or its template is
     * queued already.
     */
    async queueFallback(id: number, template: unknown): Promise<{ id: number } | undefined> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO chat_outbound (dedupe_key, user_id, recipient, purpose, message, fallback, about_paciente_id)
         SELECT 'fallback:' || id, user_id, recipient, 'proactive', $2::jsonb, NULL, about_paciente_id
         FROM chat_outbound
         WHERE id = $1 AND recipient IS NOT NULL
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [id, JSON.stringify(template)],
      );
      return row;
    },

    /** Deletes what a user was sent about a patient (their access to that patient ended). */
    async deleteAbout(userId: number, pacienteId: number): Promise<number> {
      const rows = await db.query(
        'DELETE FROM chat_outbound WHERE user_id = $1 AND about_paciente_id = $2 RETURNING id',
        [userId, pacienteId],
      );
      return rows.length;
    },

    /**
     * Takes back the messages of these keys that are still waiting to go (and the template fallbacks queued
     * for them); those already handed to WhatsApp, or being handed now, stay. Returns the ones that stay:
     * their recipients were told.
     */
    async withdrawUnsent(keys: readonly string[]): Promise<Array<{ user_id: number; dedupe_key: string }>> {
      if (keys.length === 0) return [];
      const rows = await db.query<{ id: number; user_id: number; dedupe_key: string; state: string }>(
        `SELECT id, user_id, dedupe_key, state FROM chat_outbound
         WHERE dedupe_key = ANY($1::text[]) AND user_id IS NOT NULL`,
        [[...keys]],
      );
      if (rows.length === 0) return [];
      const all = [...keys, ...rows.map((row) => `fallback:${row.id}`)];
      await db.query(`DELETE FROM chat_outbound WHERE dedupe_key = ANY($1::text[]) AND state = 'pending'`, [
        all,
      ]);
      const stayed = await db.query<{ user_id: number; dedupe_key: string }>(
        `SELECT user_id, dedupe_key FROM chat_outbound
         WHERE dedupe_key = ANY($1::text[]) AND state IN ('sending', 'sent') AND user_id IS NOT NULL`,
        [all],
      );
      return stayed.map((row) => ({ user_id: Number(row.user_id), dedupe_key: row.dedupe_key }));
    },

    /** Queues many messages in one statement; returns the dedupe keys that were new. */
    async insertMany(inputs: readonly NewOutboundMessage[]): Promise<string[]> {
      if (inputs.length === 0) return [];
      const rows = await db.query<{ dedupe_key: string }>(
        `INSERT INTO chat_outbound (dedupe_key, user_id, recipient, purpose, message, fallback)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING dedupe_key`,
        [
          inputs.map((input) => input.dedupeKey),
          inputs.map((input) => input.userId),
          inputs.map((input) => input.recipient),
          inputs.map((input) => input.purpose),
          inputs.map((input) => JSON.stringify(input.message)),
          inputs.map((input) => (input.fallback === null ? null : JSON.stringify(input.fallback))),
        ],
      );
      return rows.map((row) => row.dedupe_key);
    },

    async hasKey(dedupeKey: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM chat_outbound WHERE dedupe_key = $1', [dedupeKey]);
      return rows.length > 0;
    },

    /**
     * Claims due messages for sending. A claim lasts `leaseSeconds`: a message whose sender died while
     * sending is claimed again only after it, by which time WhatsApp's status webhook (which echoes our
     * id) has marked it sent if the send did go through, so a crash mid-send neither loses nor doubles it.
     *
     * Messages to one recipient leave in the order they were queued (the replies in the order of the
     * messages they answer): a message is claimed only when no earlier one to the same recipient is still
     * to send (waiting for a retry, or being sent by this or another process). So a claim takes at most
     * one message per recipient, and the next one is claimed once the one before it is sent or given up.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboundRow[]> {
      return db.query<OutboundRow>(
        `UPDATE chat_outbound SET state = 'sending', attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => $2)
         WHERE id IN (
           SELECT o.id FROM chat_outbound o
           WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
             AND NOT EXISTS (
               SELECT 1 FROM chat_outbound earlier
               WHERE earlier.recipient = o.recipient AND earlier.id < o.id
                 AND earlier.state IN ('pending', 'sending'))
           ORDER BY o.next_attempt_at, o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED)
         RETURNING ${OUTBOUND_COLUMNS}`,
        [limit, leaseSeconds],
      );
    },

    /** Gives claimed messages back to the queue unsent (their sender is stopping), due now. */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `UPDATE chat_outbound SET state = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = now()
         WHERE id = ANY($1::bigint[]) AND state = 'sending'`,
        [ids],
      );
    },

    /** Sent: a recipient with no account is forgotten now that the reply is out. */
    async markSent(id: number, providerMessageId: string | null): Promise<void> {
      await db.query(
        `UPDATE chat_outbound SET state = 'sent', sent_at = now(), provider_message_id = coalesce($2, provider_message_id),
           delivery_status = coalesce(delivery_status, 'sent'), last_error = NULL,
           recipient = CASE WHEN user_id IS NULL THEN NULL ELSE recipient END
         WHERE id = $1 AND state = 'sending'`,
        [id, providerMessageId],
      );
    },

    /** Many sends at once (one statement for a whole batch of the sender). */
    async markSentMany(sent: ReadonlyArray<{ id: number; providerMessageId: string | null }>): Promise<void> {
      if (sent.length === 0) return;
      await db.query(
        `UPDATE chat_outbound o SET state = 'sent', sent_at = now(),
           provider_message_id = coalesce(s.provider_id, o.provider_message_id),
           delivery_status = coalesce(o.delivery_status, 'sent'), last_error = NULL,
           recipient = CASE WHEN o.user_id IS NULL THEN NULL ELSE o.recipient END
         FROM unnest($1::bigint[], $2::text[]) AS s(id, provider_id)
         WHERE o.id = s.id AND o.state = 'sending'`,
        [sent.map((item) => item.id), sent.map((item) => item.providerMessageId)],
      );
    },

    async scheduleRetry(id: number, delaySeconds: number, error: string): Promise<void> {
      await db.query(
        `UPDATE chat_outbound SET state = 'pending', next_attempt_at = now() + make_interval(secs => $2),
           last_error = $3 WHERE id = $1 AND state = 'sending'`,
        [id, delaySeconds, error],
      );
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.query(
        `UPDATE chat_outbound SET state = 'failed', delivery_status = 'failed', last_error = $2,
           recipient = CASE WHEN user_id IS NULL THEN NULL ELSE recipient END
         WHERE id = $1 AND state <> 'sent'`,
        [id, error],
      );
    },

    /**
     * Records a status webhook against its message, found by WhatsApp's id or by the id we echoed in
     * `biz_opaque_callback_data`. A status only moves forward. Returns the message when this status
     * changed it, so a `failed` one can be answered (a template instead of refused free text).
     */
    async recordStatus(input: {
      providerMessageId: string;
      outboundId: number | null;
      status: DeliveryStatus;
      error: string | null;
    }): Promise<OutboundRow | undefined> {
      const rank = STATUS_RANK[input.status];
      const [row] = await db.query<OutboundRow>(
        `UPDATE chat_outbound SET delivery_status = $3,
           provider_message_id = coalesce(provider_message_id, $1),
           state = CASE WHEN $3 = 'failed' THEN 'failed' ELSE 'sent' END,
           sent_at = coalesce(sent_at, now()),
           last_error = coalesce($5, last_error),
           recipient = CASE WHEN $3 <> 'failed' AND user_id IS NULL THEN NULL ELSE recipient END
         WHERE id = (SELECT id FROM chat_outbound WHERE provider_message_id = $1 OR id = $2 LIMIT 1)
           AND coalesce(CASE delivery_status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3
                             WHEN 'failed' THEN 4 END, 0) < $4
         RETURNING ${OUTBOUND_COLUMNS}`,
        [input.providerMessageId, input.outboundId, input.status, rank, input.error],
      );
      return row;
    },

    /** A user's latest messages, newest first (the simulator's history). */
    async listForUser(userId: number, limit: number): Promise<OutboundHistoryRow[]> {
      return db.query<OutboundHistoryRow>(
        // A code that proves a number never shows on the web: whoever typed someone else's number
        // would read it there.
        `SELECT id, message, state, delivery_status, created_at FROM chat_outbound
         WHERE user_id = $1 AND dedupe_key NOT LIKE 'phone-proof:%' ORDER BY id DESC LIMIT $2`,
        [userId, limit],
      );
    },

    /**
     * The public simulator's view: the replies to these messages (by their keys, `reply:<message id>`) and
     * the proactive messages of `userId` (the account the visitor made), newest first.
     */
    async listForSimulator(
      replyKeys: readonly string[],
      userId: number | null,
      limit: number,
    ): Promise<Array<OutboundHistoryRow & { dedupe_key: string }>> {
      return db.query(
        `SELECT id, dedupe_key, message, state, delivery_status, created_at FROM chat_outbound
         WHERE dedupe_key = ANY($1::text[]) OR (user_id = $2 AND purpose = 'proactive')
         ORDER BY id DESC LIMIT $3`,
        [replyKeys, userId, limit],
      );
    },

    async countUnsent(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_outbound WHERE state IN ('pending', 'sending')`,
      );
      return row?.n ?? 0;
    },
  };
}
