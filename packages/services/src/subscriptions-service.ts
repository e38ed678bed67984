import { PAYMENT_MESSAGES, type SubscriptionStatusReply } from '@vitalia/contracts/payments';
import type { Database, SubscriptionRow } from '@vitalia/db';
import {
  acceptsProviderState,
  describeSubscription,
  freeTrialEnd,
  planRuns,
  type StoredSubscription,
} from '@vitalia/domain/subscription';
import { ForbiddenError, NotFoundError } from './errors';
import { createPayLinks } from './pay-links';
import { createPrepaidMonths } from './prepaid-months';

/** A provider subscription as billing reads it from Stripe (or from the local test mode). */
export interface ProviderSubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What a failed payment tells the person in the bell. */
export const PAYMENT_FAILED_NOTIFICATION = {
  title: 'No pudimos cobrar tu suscripción',
  body:
    'El cargo mensual de tu suscripción no se completó. Actualiza tu método de pago en Pagos para que ' +
    'tus recordatorios y alertas sigan activos. Tus datos están a salvo.',
} as const;

/** What the bot sends by chat after a failed payment, with the link to the payments page. */
export const paymentFailedChatText = (paymentsUrl: string) =>
  `No pudimos cobrar tu suscripción de Vitalia. Actualiza tu método de pago aquí: ${paymentsUrl} ` +
  '(tus datos están a salvo).';

export interface BillingAccount {
  userId: number;
  /** Null for an account made in the chat that has no e-mail yet. */
  email: string | null;
  timeZone: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** The provider subscription's status, when there is one. */
  providerStatus: string | null;
  /** Whether the person's subscription is active or trialing (a second checkout is refused). */
  hasRunningSubscription: boolean;
  /** The provider subscription's period end and whether it ends there. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The free trial's end while some of it is left and nothing was paid; else null. */
  freeTrialEndsAt: Date | null;
  /** Whether a card subscription's plan runs (active, trialing or past due): prepaid months are refused. */
  cardPlanRuns: boolean;
  /** The end of the prepaid months bought, while some of them are left; else null. */
  prepaidUntil: Date | null;
}

const toStored = (row: SubscriptionRow): StoredSubscription => ({
  trialEndsAt: row.trial_ends_at,
  providerSubscriptionId: row.provider_subscription_id,
  providerStatus: row.status,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  prepaidUntil: row.prepaid_until,
});

/**
 * The subscription of each account: the free trial that registration starts, the provider's subscription
 * once the person pays, and the webhook events that move it. Billing (Stripe or the local test mode) calls
 * this; it knows nothing of Stripe's shapes.
 */
export function createSubscriptionsService({
  db,
  defaultTimeZone,
  now,
}: {
  db: Database;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const { subscriptions, users, billing } = db.repos;
  const prepaid = createPrepaidMonths({ db, defaultTimeZone, now, toStored });

  async function accountOf(userId: number) {
    const [user, row] = await Promise.all([users.findById(userId), subscriptions.findByUser(userId)]);
    if (!user) throw new NotFoundError(PAYMENT_MESSAGES.subscriptionNotFound);
    return { user, row, timeZone: user.time_zone ?? defaultTimeZone };
  }

  async function billingAccount(userId: number): Promise<BillingAccount> {
    const { user, row, timeZone } = await accountOf(userId);
    const stored = row && toStored(row);
    const paid = Boolean(row?.provider_subscription_id);
    const cardView = describeSubscription(stored && { ...stored, prepaidUntil: null }, now(), timeZone);
    const prepaidUntil = row?.prepaid_until ?? null;
    return {
      userId,
      email: user.email,
      timeZone,
      customerId: row?.provider_customer_id ?? null,
      subscriptionId: row?.provider_subscription_id ?? null,
      providerStatus: paid ? (row?.status ?? null) : null,
      hasRunningSubscription: paid && (cardView.status === 'active' || cardView.status === 'trialing'),
      currentPeriodEnd: paid ? (row?.current_period_end ?? null) : null,
      cancelAtPeriodEnd: paid && Boolean(row?.cancel_at_period_end),
      freeTrialEndsAt:
        !paid && cardView.status === 'trialing' && row?.trial_ends_at
          ? freeTrialEnd(row.trial_ends_at, timeZone)
          : null,
      cardPlanRuns: paid && planRuns(cardView.status),
      prepaidUntil: prepaidUntil && prepaidUntil.getTime() > now().getTime() ? prepaidUntil : null,
    };
  }

  return {
    /** The status the payments page shows (CONTRACTS.md section 7). */
    async status(userId: number): Promise<SubscriptionStatusReply> {
      const [{ row, timeZone }, pending] = await Promise.all([accountOf(userId), prepaid.pending(userId)]);
      const view = describeSubscription(row && toStored(row), now(), timeZone);
      return {
        status: view.status,
        dias_restantes: view.daysLeft,
        subscription_id: row?.provider_subscription_id ?? null,
        cancel_at_period_end: view.cancelAtPeriodEnd,
        periodo_termina: view.endsAt?.toISOString() ?? null,
        ...(view.prepaid ? { prepago: true as const } : {}),
        ...(pending ? { pendiente: pending } : {}),
      };
    },

    /**
     * Whether the plan's paid features (reminders, smart alerts) run for this person: the free trial, or a
     * subscription that is active, trialing or past due (Stripe still retrying the charge). Data is kept
     * either way.
     */
    async hasActivePlan(userId: number): Promise<boolean> {
      const { row, timeZone } = await accountOf(userId);
      return planRuns(describeSubscription(row && toStored(row), now(), timeZone).status);
    },

    /** The same rule for a subscription already read (the bot reads it with each message). */
    planRunsFor(row: SubscriptionRow | null | undefined, timeZone: string): boolean {
      return planRuns(describeSubscription(row ? toStored(row) : undefined, now(), timeZone).status);
    },

    /** Of these people, those whose plan runs (the scheduler's batches), in one query. */
    async withRunningPlan(people: ReadonlyArray<{ userId: number; timeZone: string }>): Promise<Set<number>> {
      const rows = await subscriptions.listByUsers(people.map((person) => person.userId));
      const byUser = new Map(rows.map((row) => [row.user_id, row]));
      return new Set(
        people
          .filter((person) => this.planRunsFor(byUser.get(person.userId), person.timeZone))
          .map((person) => person.userId),
      );
    },

    /** Refuses an e-mail other than the caller's own (absent means the caller's). */
    async assertOwnEmail(userId: number, email: string | undefined): Promise<void> {
      const { user } = await accountOf(userId);
      // An account made in the chat has no e-mail yet: only an absent one is its own.
      if (email !== undefined && email !== user.email?.toLowerCase()) {
        throw new ForbiddenError(PAYMENT_MESSAGES.otherEmail);
      }
    },

    billingAccount,

    /** Keeps the account's one provider customer: the first one stored wins and is returned. */
    saveCustomerId(userId: number, customerId: string): Promise<string> {
      return subscriptions.setCustomerId(userId, customerId);
    },

    /** The caller's own subscription id, or 404 for any other (whoever owns it). */
    async ownSubscription(userId: number, subscriptionId: string): Promise<BillingAccount> {
      const account = await billingAccount(userId);
      if (account.subscriptionId !== subscriptionId) {
        throw new NotFoundError(PAYMENT_MESSAGES.subscriptionNotFound);
      }
      return account;
    },

    /**
     * The account a provider object belongs to: by subscription, then customer, then the account id the
     * checkout carried (client_reference_id or metadata), if that account exists.
     */
    async findAccountId(hints: {
      subscriptionId?: string | null;
      customerId?: string | null;
      accountId?: string | null;
    }): Promise<number | null> {
      const byProvider = await subscriptions.findUserIdByProvider(hints);
      if (byProvider !== undefined) return byProvider;
      const id = hints.accountId && /^\d{1,15}$/.test(hints.accountId) ? Number(hints.accountId) : null;
      if (id !== null && (await subscriptions.findByUser(id))) return id;
      return null;
    },

    eventRecorded(eventId: string): Promise<boolean> {
      return billing.eventRecorded(eventId);
    },

    /**
     * Applies one provider event exactly once: records its id, stores the subscription state it brings
     * when that state is the latest (see acceptsProviderState), and rings the bell on a failed payment,
     * all in one transaction. `duplicate` when the id was applied before (nothing changes then).
     */
    async applyProviderEvent(input: {
      eventId: string;
      type: string;
      userId: number | null;
      state: ProviderSubscriptionState | null;
      /** When `state` was true at the provider (epoch ms). */
      stateAt: Date;
      paymentFailed: boolean;
    }): Promise<{ duplicate: boolean; stored: boolean }> {
      return db.transaction(async (repos) => {
        const row = input.userId === null ? undefined : await repos.subscriptions.lockByUser(input.userId);
        const userId = row ? input.userId : null;
        if (!(await repos.billing.recordEvent({ eventId: input.eventId, type: input.type, userId }))) {
          return { duplicate: true, stored: false };
        }
        if (!row || userId === null) return { duplicate: false, stored: false };
        const stored = input.state
          ? await storeState(repos.subscriptions, row, input.state, input.stateAt)
          : false;
        if (input.paymentFailed) {
          await repos.notifications.insert({
            userId,
            kind: 'payment_failed',
            ...PAYMENT_FAILED_NOTIFICATION,
            dedupeKey: `payment_failed:${input.eventId}`,
            at: now(),
          });
        }
        return { duplicate: false, stored };
      });
    },

    /** Stores a state read straight from the provider (the reply to a cancel), if it is the latest. */
    async applyProviderState(userId: number, state: ProviderSubscriptionState, stateAt: Date): Promise<void> {
      await db.transaction(async (repos) => {
        const row = await repos.subscriptions.lockByUser(userId);
        if (row) await storeState(repos.subscriptions, row, state, stateAt);
      });
    },

    /** Prepaid months: their checkouts and events. */
    prepaid,

    /** A relative pays: the owner's one-use links and the payments made from them. */
    payLinks: createPayLinks({ db, now }),

    /** Local test mode: a checkout the person may complete once. */
    testCheckouts: {
      create: (input: { id: string; userId: number; successUrl: string; cancelUrl: string }) =>
        billing.insertTestCheckout(input),
      async find(userId: number, id: string) {
        const row = await billing.findTestCheckout(userId, id);
        if (!row) throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
        return row;
      },
      complete: (userId: number, id: string) => billing.completeTestCheckout(userId, id, now()),
    },
  };
}

async function storeState(
  repo: Database['repos']['subscriptions'],
  row: SubscriptionRow,
  state: ProviderSubscriptionState,
  stateAt: Date,
): Promise<boolean> {
  const accepted = acceptsProviderState(
    {
      subscriptionId: row.provider_subscription_id,
      status: row.status,
      version: row.provider_state_at?.getTime() ?? null,
    },
    { subscriptionId: state.subscriptionId, status: state.status, version: stateAt.getTime() },
  );
  if (!accepted) return false;
  await repo.saveProviderState({
    userId: row.user_id,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stateAt,
  });
  return true;
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
