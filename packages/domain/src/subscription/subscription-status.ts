// Server-side (luxon through local-time): reached as @vitalia/domain/subscription, never from ./index.ts.
import { daysBetween, todayInTimeZone } from '../schedules/calendar';
import { DateTime } from 'luxon';
import { startOfLocalDay } from '../schedules/local-time';

/** The statuses a Stripe subscription can have (CONTRACTS.md section 7), plus the product's own. */
export const PROVIDER_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** No trial left and no subscription: the person keeps every datum, the paid features pause. */
export const NO_SUBSCRIPTION = 'sin_suscripcion';
export type SubscriptionStatus = ProviderStatus | typeof NO_SUBSCRIPTION;

/** Statuses in which the plan's features run (past_due: Stripe is still retrying the charge). */
const PLAN_RUNS: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which a subscription never comes back; a new checkout makes a new one. */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

export function isProviderStatus(value: string): value is ProviderStatus {
  return (PROVIDER_STATUSES as readonly string[]).includes(value);
}

/** What is stored about one account's plan. */
export interface StoredSubscription {
  /** The free trial's end as stored at sign-up (sign-up time plus TRIAL_DAYS days). */
  trialEndsAt: Date | null;
  /** The provider's subscription, once the person paid; null while only the free trial exists. */
  providerSubscriptionId: string | null;
  providerStatus: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The end of the prepaid months bought (by card, OXXO or SPEI); null or absent when none were. */
  prepaidUntil?: Date | null;
}

export interface SubscriptionView {
  status: SubscriptionStatus | string;
  /** Whole local days left in the trial or the paid period, counting today; 0 when nothing runs. */
  daysLeft: number;
  /** When the plan stops if nothing changes: the trial's or the period's end; null without one. */
  endsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** True while prepaid months (not a card subscription) keep the plan running. */
  prepaid?: boolean;
}

/**
 * The free trial covers TRIAL_DAYS local days starting on the sign-up day: it ends at the local midnight
 * that starts the date of `trialEndsAt`. On the sign-up day exactly TRIAL_DAYS days are left.
 */
export function freeTrialEnd(trialEndsAt: Date, timeZone: string): Date {
  return startOfLocalDay(todayInTimeZone(timeZone, trialEndsAt), timeZone);
}

/**
 * Whole local days from today (counted) up to the day `end` falls on (not counted): an end at local
 * midnight leaves exactly the days before it; a part of a day still running counts as one.
 */
export function localDaysLeft(end: Date | null, now: Date, timeZone: string): number {
  if (!end || end.getTime() <= now.getTime()) return 0;
  const days = daysBetween(todayInTimeZone(timeZone, now), todayInTimeZone(timeZone, end));
  return Math.max(1, days);
}

/**
 * The status a person sees. Without a provider subscription it is the free trial (`trialing` while a day
 * of it is left, then `sin_suscripcion`). With one it is the provider's status, except that a subscription
 * set to cancel at its period's end reads `canceled` once that end has passed (the provider's own event
 * may come later).
 */
export function describeSubscription(
  stored: StoredSubscription | undefined,
  now: Date,
  timeZone: string,
): SubscriptionView {
  if (!stored) return { status: NO_SUBSCRIPTION, daysLeft: 0, endsAt: null, cancelAtPeriodEnd: false };
  const card = describeCardOrTrial(stored, now, timeZone);
  const prepaidUntil = stored.prepaidUntil ?? null;
  const cardRuns = Boolean(stored.providerSubscriptionId) && planRuns(card.status);
  if (!cardRuns && prepaidUntil && prepaidUntil.getTime() > now.getTime()) {
    return {
      status: 'active',
      daysLeft: localDaysLeft(prepaidUntil, now, timeZone),
      endsAt: prepaidUntil,
      cancelAtPeriodEnd: false,
      prepaid: true,
    };
  }
  return card;
}

/**
 * Where prepaid months start: when the free trial (not yet paid by card), the paid time already bought,
 * or now ends, whichever is last. Months bought add to what the person has; they never overlap it.
 */
export function prepaidStart(stored: StoredSubscription | undefined, now: Date, timeZone: string): Date {
  let start = now;
  const later = (end: Date | null | undefined) => {
    if (end && end.getTime() > start.getTime()) start = end;
  };
  if (stored && !stored.providerSubscriptionId && stored.trialEndsAt) {
    later(freeTrialEnd(stored.trialEndsAt, timeZone));
  }
  later(stored?.prepaidUntil);
  return start;
}

/**
 * `months` calendar months after `from`, on the person's local calendar at the same local time (the 31st
 * becomes the month's last day, as luxon and Stripe count months).
 */
export function addCalendarMonths(from: Date, months: number, timeZone: string): Date {
  return DateTime.fromJSDate(from, { zone: timeZone }).plus({ months }).toJSDate();
}

/** The card subscription's or the free trial's view, without prepaid months. */
function describeCardOrTrial(stored: StoredSubscription, now: Date, timeZone: string): SubscriptionView {
  if (!stored.providerSubscriptionId) {
    const end = stored.trialEndsAt ? freeTrialEnd(stored.trialEndsAt, timeZone) : null;
    const daysLeft = localDaysLeft(end, now, timeZone);
    return daysLeft > 0
      ? { status: 'trialing', daysLeft, endsAt: end, cancelAtPeriodEnd: false }
      : { status: NO_SUBSCRIPTION, daysLeft: 0, endsAt: null, cancelAtPeriodEnd: false };
  }
  const end = stored.currentPeriodEnd;
  const periodOver = !end || end.getTime() <= now.getTime();
  if (stored.cancelAtPeriodEnd && periodOver && PLAN_RUNS.has(stored.providerStatus)) {
    return { status: 'canceled', daysLeft: 0, endsAt: end, cancelAtPeriodEnd: true };
  }
  const runs = PLAN_RUNS.has(stored.providerStatus);
  return {
    status: stored.providerStatus,
    daysLeft: runs ? localDaysLeft(end, now, timeZone) : 0,
    endsAt: runs ? end : null,
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
  };
}

/** Whether the plan's features (reminders, smart alerts) run for this status. */
export function planRuns(status: string): boolean {
  return PLAN_RUNS.has(status);
}

/** Whether a subscription in this status can still change (not canceled, not expired). */
export function subscriptionEnded(status: string): boolean {
  return ENDED.has(status);
}

/**
 * Whether a provider state for subscription `incoming` may be stored over what the account has. The same
 * subscription: only a state at least as recent (`version`, epoch ms) as the stored one, so late and
 * out-of-order events never roll it back. Another subscription: only when the account has none, or its
 * own no longer runs (canceled, expired, incomplete, unpaid) and the new one has not ended (a new checkout
 * after a cancellation; a stale event of an old subscription never replaces a live one).
 */
export function acceptsProviderState(
  stored: { subscriptionId: string | null; status: string; version: number | null },
  incoming: { subscriptionId: string; status: string; version: number },
): boolean {
  if (stored.subscriptionId === incoming.subscriptionId) {
    return stored.version === null || incoming.version >= stored.version;
  }
  if (stored.subscriptionId === null) return true;
  return !planRuns(stored.status) && !subscriptionEnded(incoming.status);
}
