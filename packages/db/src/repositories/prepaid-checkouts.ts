import type { Queryable } from '../driver';

export type PrepaidMethod = 'tarjeta' | 'oxxo' | 'spei';
export type PrepaidState = 'abierto' | 'pendiente' | 'pagado' | 'fallido' | 'expirado';

export interface PrepaidCheckoutRow {
  session_id: string;
  user_id: number;
  months: number;
  metodo: PrepaidMethod;
  amount_mxn: number;
  estado: PrepaidState;
  pending_url: string | null;
  pending_due_at: Date | null;
  pending_reference: string | null;
  paid_at: Date | null;
  paid_from: Date | null;
  paid_until: Date | null;
  created_at: Date;
  /** The pay link it was made from (a relative pays), and the payer's name as typed; else null. */
  pay_link_id: number | null;
  payer_name: string | null;
}

const COLUMNS = `session_id, user_id, months, metodo, amount_mxn, estado, pending_url, pending_due_at,
  pending_reference, paid_at, paid_from, paid_until, created_at, pay_link_id, payer_name`;

/** The checkouts of prepaid months (Stripe's payment-mode sessions or the local test mode's). */
export function createPrepaidCheckoutsRepository(db: Queryable) {
  return {
    /** Records a new checkout; one already recorded under that id is kept as it is. */
    async insert(input: {
      sessionId: string;
      userId: number;
      months: number;
      metodo: PrepaidMethod;
      amountMxn: number;
      payLinkId?: number | null;
      payerName?: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO billing_prepaid_checkouts
           (session_id, user_id, months, metodo, amount_mxn, pay_link_id, payer_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (session_id) DO NOTHING`,
        [
          input.sessionId,
          input.userId,
          input.months,
          input.metodo,
          input.amountMxn,
          input.payLinkId ?? null,
          input.payerName ?? null,
        ],
      );
    },

    async find(sessionId: string): Promise<PrepaidCheckoutRow | undefined> {
      const [row] = await db.query<PrepaidCheckoutRow>(
        `SELECT ${COLUMNS} FROM billing_prepaid_checkouts WHERE session_id = $1`,
        [sessionId],
      );
      return row;
    },

    /** Locks one checkout for the rest of the transaction (one event applied to it at a time). */
    async lock(sessionId: string): Promise<PrepaidCheckoutRow | undefined> {
      const [row] = await db.query<PrepaidCheckoutRow>(
        `SELECT ${COLUMNS} FROM billing_prepaid_checkouts WHERE session_id = $1 FOR UPDATE`,
        [sessionId],
      );
      return row;
    },

    /** The method chosen on the local test page before paying (only while nothing happened yet). */
    async setMethod(sessionId: string, metodo: PrepaidMethod): Promise<void> {
      await db.query(
        `UPDATE billing_prepaid_checkouts SET metodo = $2, updated_at = now()
         WHERE session_id = $1 AND estado = 'abierto'`,
        [sessionId, metodo],
      );
    },

    async markPending(input: {
      sessionId: string;
      metodo: PrepaidMethod;
      url: string | null;
      dueAt: Date | null;
      reference: string | null;
    }): Promise<void> {
      await db.query(
        `UPDATE billing_prepaid_checkouts SET estado = 'pendiente', metodo = $2, pending_url = $3,
           pending_due_at = $4, pending_reference = $5, updated_at = now()
         WHERE session_id = $1`,
        [input.sessionId, input.metodo, input.url, input.dueAt, input.reference],
      );
    },

    async markPaid(input: { sessionId: string; at: Date; from: Date; until: Date }): Promise<void> {
      await db.query(
        `UPDATE billing_prepaid_checkouts SET estado = 'pagado', paid_at = $2, paid_from = $3, paid_until = $4,
           updated_at = now()
         WHERE session_id = $1`,
        [input.sessionId, input.at, input.from, input.until],
      );
    },

    async markEnded(sessionId: string, estado: 'fallido' | 'expirado'): Promise<void> {
      await db.query(
        `UPDATE billing_prepaid_checkouts SET estado = $2, updated_at = now() WHERE session_id = $1`,
        [sessionId, estado],
      );
    },

    /**
     * The account's newest voucher or transfer still waiting (and not past its due time). A relative's,
     * made from a pay link, is theirs to pay: the owner reads it among the relatives' payments instead.
     */
    async latestPending(userId: number, now: Date): Promise<PrepaidCheckoutRow | undefined> {
      const [row] = await db.query<PrepaidCheckoutRow>(
        `SELECT ${COLUMNS} FROM billing_prepaid_checkouts
         WHERE user_id = $1 AND estado = 'pendiente' AND pay_link_id IS NULL
           AND (pending_due_at IS NULL OR pending_due_at > $2)
         ORDER BY created_at DESC LIMIT 1`,
        [userId, now],
      );
      return row;
    },
  };
}

export interface EndingPrepaidRow {
  user_id: number;
  prepaid_until: Date;
  time_zone: string | null;
}

/** The chat notices of prepaid months: a waiting voucher once, and 7 and 1 days before paid time ends. */
export function createPrepaidNoticesRepository(db: Queryable) {
  return {
    /**
     * Vouchers and transfers waiting (and still payable) that the chat was not told of yet; a relative's
     * (made from a pay link) is not the owner's to pay, so the owner's chat is not told of it.
     */
    async listUnnotifiedPending(now: Date, limit: number): Promise<PrepaidCheckoutRow[]> {
      return db.query<PrepaidCheckoutRow>(
        `SELECT ${COLUMNS} FROM billing_prepaid_checkouts
         WHERE estado = 'pendiente' AND pending_notified_at IS NULL AND pay_link_id IS NULL
           AND (pending_due_at IS NULL OR pending_due_at > $1)
         ORDER BY created_at LIMIT $2`,
        [now, limit],
      );
    },

    async markPendingNotified(sessionId: string, at: Date): Promise<void> {
      await db.query(`UPDATE billing_prepaid_checkouts SET pending_notified_at = $2 WHERE session_id = $1`, [
        sessionId,
        at,
      ]);
    },

    /**
     * Accounts whose paid time ends within 7 days and that were not yet told at this stage (7 days, then 1
     * day, before that very end), with no card subscription running (it would renew the plan).
     */
    async listEnding(now: Date, limit: number): Promise<EndingPrepaidRow[]> {
      return db.query<EndingPrepaidRow>(
        `SELECT s.user_id, s.prepaid_until, u.time_zone
         FROM subscriptions s JOIN users u ON u.id = s.user_id
         WHERE s.prepaid_until > $1 AND s.prepaid_until <= $1 + interval '7 days'
           AND NOT (s.provider_subscription_id IS NOT NULL AND s.status IN ('active', 'trialing', 'past_due'))
           AND (s.prepaid_notice_until IS DISTINCT FROM s.prepaid_until
                OR s.prepaid_notice_days > CASE WHEN s.prepaid_until <= $1 + interval '1 day' THEN 1 ELSE 7 END)
         ORDER BY s.prepaid_until LIMIT $2`,
        [now, limit],
      );
    },

    async markEndingNotified(userId: number, until: Date, days: number): Promise<void> {
      await db.query(
        `UPDATE subscriptions SET prepaid_notice_until = $2, prepaid_notice_days = $3 WHERE user_id = $1`,
        [userId, until, days],
      );
    },
  };
}

export type PrepaidCheckoutsRepository = ReturnType<typeof createPrepaidCheckoutsRepository>;
