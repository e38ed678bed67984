import type { Queryable } from '../driver';

export interface SubscriptionRow {
  user_id: number;
  status: string;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  provider_subscription_id: string | null;
}

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
        `SELECT user_id, status, trial_ends_at, current_period_end, provider_subscription_id
         FROM subscriptions WHERE user_id = $1`,
        [userId],
      );
      return row;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
