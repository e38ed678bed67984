import type { Queryable } from '../driver';
import type { PrepaidMethod, PrepaidState } from './prepaid-checkouts';

export interface PayLinkRow {
  id: number;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A checkout made from one of the owner's pay links, as the owner reads it: who, what, how, when. */
export interface PayLinkPaymentRow {
  payer_name: string;
  months: number;
  metodo: PrepaidMethod;
  amount_mxn: number;
  estado: PrepaidState;
  paid_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, user_id, created_at, expires_at, used_at';

/** The owners' one-use pay links (only each code's hash is stored). */
export function createPayLinksRepository(db: Queryable) {
  return {
    async insert(input: {
      userId: number;
      codeHash: string;
      expiresAt: Date;
      at: Date;
    }): Promise<PayLinkRow> {
      const [row] = await db.query<PayLinkRow>(
        `INSERT INTO billing_pay_links (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
         RETURNING ${COLUMNS}`,
        [input.userId, input.codeHash, input.at, input.expiresAt],
      );
      return row!;
    },

    async findByHash(codeHash: string): Promise<PayLinkRow | undefined> {
      const [row] = await db.query<PayLinkRow>(
        `SELECT ${COLUMNS} FROM billing_pay_links WHERE code_hash = $1`,
        [codeHash],
      );
      return row;
    },

    /** The owner's links that can still be paid with (unused, not expired at `now`). */
    async countOpen(userId: number, now: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM billing_pay_links
         WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2`,
        [userId, now],
      );
      return row?.n ?? 0;
    },

    /** The link's first completed payment uses it up; a later one finds it used and changes nothing. */
    async markUsed(id: number, sessionId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE billing_pay_links SET used_at = $3, used_by_session_id = $2
         WHERE id = $1 AND used_at IS NULL RETURNING id`,
        [id, sessionId, at],
      );
      return rows.length > 0;
    },

    /**
     * The owner's checkouts made from pay links that got as far as a payment or a waiting voucher or
     * transfer, newest first: the payer's name as typed, what was bought and when it was paid.
     */
    async listPayments(userId: number, limit: number): Promise<PayLinkPaymentRow[]> {
      return db.query<PayLinkPaymentRow>(
        `SELECT payer_name, months, metodo, amount_mxn, estado, paid_at, created_at
         FROM billing_prepaid_checkouts
         WHERE user_id = $1 AND pay_link_id IS NOT NULL AND payer_name IS NOT NULL
           AND estado IN ('pagado', 'pendiente')
         ORDER BY coalesce(paid_at, created_at) DESC, session_id LIMIT $2`,
        [userId, limit],
      );
    },
  };
}

export type PayLinksRepository = ReturnType<typeof createPayLinksRepository>;
