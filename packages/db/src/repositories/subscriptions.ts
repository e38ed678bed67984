import type { Queryable } from '../driver';

export interface SubscriptionRow {
  user_id: number;
  status: string;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  cancel_at_period_end: boolean;
  provider_state_at: Date | null;
  /** The end of the prepaid months bought; null when none were. */
  prepaid_until: Date | null;
}

const COLUMNS = `user_id, status, trial_ends_at, current_period_end, provider_customer_id,
  provider_subscription_id, cancel_at_period_end, provider_state_at, prepaid_until`;

export function createSubscriptionsRepository(db: Queryable) {
  return {
    async startTrial(input: { userId: number; trialEndsAt: Date }) {
      await db.query(
        `INSERT INTO subscriptions (user_id, status, trial_ends_at, current_period_end)
         VALUES ($1, 'trialing', $2, $2)`,
        [input.userId, input.trialEndsAt],
      );
    },

    async findByUser(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1`,
        [userId],
      );
      return row;
    },

    /** Locks the account's row for the rest of the transaction (one provider state applied at a time). */
    async listByUsers(userIds: readonly number[]): Promise<SubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = ANY($1::bigint[])`,
        [userIds],
      );
    },

    async lockByUser(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      return row;
    },

    /** The account a provider customer or subscription belongs to. */
    async findUserIdByProvider(input: {
      customerId?: string | null;
      subscriptionId?: string | null;
    }): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>(
        `SELECT user_id FROM subscriptions
         WHERE ($1::text IS NOT NULL AND provider_subscription_id = $1)
            OR ($2::text IS NOT NULL AND provider_customer_id = $2)
         ORDER BY (provider_subscription_id = $1) DESC NULLS LAST LIMIT 1`,
        [input.subscriptionId ?? null, input.customerId ?? null],
      );
      return row ? Number(row.user_id) : undefined;
    },

    /** Stores the provider customer once; an account that already has one keeps it. */
    async setCustomerId(userId: number, customerId: string): Promise<string> {
      const [row] = await db.query<{ provider_customer_id: string }>(
        `UPDATE subscriptions SET provider_customer_id = COALESCE(provider_customer_id, $2), updated_at = now()
         WHERE user_id = $1 RETURNING provider_customer_id`,
        [userId, customerId],
      );
      return row?.provider_customer_id ?? customerId;
    },

    /** Stores the new end of the prepaid months (the caller holds the row's lock). */
    async setPrepaidUntil(userId: number, until: Date): Promise<void> {
      await db.query(`UPDATE subscriptions SET prepaid_until = $2, updated_at = now() WHERE user_id = $1`, [
        userId,
        until,
      ]);
    },

    /** Stores a provider subscription's state (the caller has decided it is the latest). */
    async saveProviderState(input: {
      userId: number;
      customerId: string | null;
      subscriptionId: string;
      status: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      stateAt: Date;
    }): Promise<void> {
      await db.query(
        `UPDATE subscriptions SET provider_subscription_id = $2,
           provider_customer_id = COALESCE(provider_customer_id, $3), status = $4, current_period_end = $5,
           cancel_at_period_end = $6, provider_state_at = $7, updated_at = now()
         WHERE user_id = $1`,
        [
          input.userId,
          input.subscriptionId,
          input.customerId,
          input.status,
          input.currentPeriodEnd,
          input.cancelAtPeriodEnd,
          input.stateAt,
        ],
      );
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
