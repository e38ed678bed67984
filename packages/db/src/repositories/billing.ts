import type { Queryable } from '../driver';

export interface TestCheckoutRow {
  id: string;
  user_id: number;
  success_url: string;
  cancel_url: string;
  created_at: Date;
  completed_at: Date | null;
}

/** Webhook events already applied, and the checkouts of the local test mode. */
export function createBillingRepository(db: Queryable) {
  return {
    /** Records an event id; false when it was recorded before (the event is then not applied again). */
    async recordEvent(input: { eventId: string; type: string; userId: number | null }): Promise<boolean> {
      const rows = await db.query<{ event_id: string }>(
        `INSERT INTO billing_events (event_id, type, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [input.eventId, input.type, input.userId],
      );
      return rows.length === 1;
    },

    async eventRecorded(eventId: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM billing_events WHERE event_id = $1`, [eventId]);
      return rows.length === 1;
    },

    async insertTestCheckout(input: {
      id: string;
      userId: number;
      successUrl: string;
      cancelUrl: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO billing_test_checkouts (id, user_id, success_url, cancel_url) VALUES ($1, $2, $3, $4)`,
        [input.id, input.userId, input.successUrl, input.cancelUrl],
      );
    },

    async findTestCheckout(userId: number, id: string): Promise<TestCheckoutRow | undefined> {
      const [row] = await db.query<TestCheckoutRow>(
        `SELECT id, user_id, success_url, cancel_url, created_at, completed_at
         FROM billing_test_checkouts WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return row;
    },

    /** Marks a test checkout completed; false when it already was (a second "Pagar" pays nothing). */
    async completeTestCheckout(userId: number, id: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE billing_test_checkouts SET completed_at = $3
         WHERE id = $1 AND user_id = $2 AND completed_at IS NULL RETURNING id`,
        [id, userId, at],
      );
      return rows.length === 1;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
