import { describe, expect, it } from 'vitest';
import {
  acceptsProviderState,
  addCalendarMonths,
  describeSubscription,
  freeTrialEnd,
  localDaysLeft,
  planRuns,
  prepaidStart,
  type StoredSubscription,
} from './subscription-status';

const MX = 'America/Mexico_City';
const DAY = 86_400_000;

/** A free trial started at `signedUpAt` for `days` days, as registration stores it. */
const trialFrom = (signedUpAt: Date, days: number): StoredSubscription => ({
  trialEndsAt: new Date(signedUpAt.getTime() + days * DAY),
  providerSubscriptionId: null,
  providerStatus: 'trialing',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

describe('the free trial', () => {
  // 10:00 in Mexico City (UTC-6) on 2026-03-02.
  const signUp = new Date('2026-03-02T16:00:00Z');

  it('has exactly TRIAL_DAYS days left on the sign-up day, also late in the local evening', () => {
    expect(describeSubscription(trialFrom(signUp, 14), signUp, MX)).toMatchObject({
      status: 'trialing',
      daysLeft: 14,
    });
    const lateEvening = new Date('2026-03-03T05:30:00Z'); // 23:30 on 2026-03-02 local
    expect(describeSubscription(trialFrom(signUp, 14), lateEvening, MX).daysLeft).toBe(14);
  });

  it('counts down one per local day and ends at the local midnight starting its last date', () => {
    const stored = trialFrom(signUp, 14);
    expect(describeSubscription(stored, new Date(signUp.getTime() + DAY), MX).daysLeft).toBe(13);
    const lastDay = new Date('2026-03-16T05:59:00Z'); // 23:59 on 2026-03-15 local
    expect(describeSubscription(stored, lastDay, MX)).toMatchObject({ status: 'trialing', daysLeft: 1 });
    const after = new Date('2026-03-16T06:00:00Z'); // 00:00 on 2026-03-16 local
    expect(describeSubscription(stored, after, MX)).toEqual({
      status: 'sin_suscripcion',
      daysLeft: 0,
      endsAt: null,
      cancelAtPeriodEnd: false,
    });
    expect(freeTrialEnd(stored.trialEndsAt!, MX)).toEqual(after);
  });

  it('reads a zero-day trial as no subscription at once', () => {
    expect(describeSubscription(trialFrom(signUp, 0), signUp, MX).status).toBe('sin_suscripcion');
  });

  it('counts in the person’s own zone, not the server’s', () => {
    const stored = trialFrom(new Date('2026-03-02T04:00:00Z'), 14); // 2026-03-01 22:00 in Mexico City
    expect(describeSubscription(stored, new Date('2026-03-02T04:00:00Z'), MX).daysLeft).toBe(14);
    expect(describeSubscription(stored, new Date('2026-03-02T04:00:00Z'), 'Asia/Tokyo').daysLeft).toBe(14);
  });
});

describe('a paid subscription', () => {
  const now = new Date('2026-05-10T18:00:00Z');
  const paid = (patch: Partial<StoredSubscription>): StoredSubscription => ({
    trialEndsAt: null,
    providerSubscriptionId: 'sub_1',
    providerStatus: 'active',
    currentPeriodEnd: new Date('2026-06-09T18:00:00Z'),
    cancelAtPeriodEnd: false,
    ...patch,
  });

  it('shows the provider’s status and the whole days to the end of the period', () => {
    expect(describeSubscription(paid({}), now, MX)).toMatchObject({ status: 'active', daysLeft: 30 });
    expect(describeSubscription(paid({ providerStatus: 'past_due' }), now, MX).daysLeft).toBe(30);
    expect(describeSubscription(paid({ providerStatus: 'unpaid' }), now, MX)).toMatchObject({
      status: 'unpaid',
      daysLeft: 0,
    });
  });

  it('counts the last hours of a period as one day', () => {
    expect(localDaysLeft(new Date('2026-05-10T20:00:00Z'), now, MX)).toBe(1);
    expect(localDaysLeft(new Date('2026-05-10T17:00:00Z'), now, MX)).toBe(0);
    expect(localDaysLeft(null, now, MX)).toBe(0);
  });

  it('keeps running until the end of the period when cancelled at its end, then reads canceled', () => {
    const cancelling = paid({ cancelAtPeriodEnd: true });
    expect(describeSubscription(cancelling, now, MX)).toMatchObject({
      status: 'active',
      daysLeft: 30,
      cancelAtPeriodEnd: true,
      endsAt: new Date('2026-06-09T18:00:00Z'),
    });
    expect(describeSubscription(cancelling, new Date('2026-06-09T18:00:01Z'), MX)).toMatchObject({
      status: 'canceled',
      daysLeft: 0,
    });
  });

  it('lets the plan run while active, trialing or past due only', () => {
    expect(['active', 'trialing', 'past_due'].every(planRuns)).toBe(true);
    expect(['canceled', 'unpaid', 'incomplete', 'sin_suscripcion'].some(planRuns)).toBe(false);
  });
});

describe('which provider state is stored', () => {
  const stored = { subscriptionId: 'sub_1', status: 'active', version: 2_000 };

  it('takes a newer or equal state of the same subscription and refuses an older one', () => {
    expect(
      acceptsProviderState(stored, { subscriptionId: 'sub_1', status: 'canceled', version: 3_000 }),
    ).toBe(true);
    expect(
      acceptsProviderState(stored, { subscriptionId: 'sub_1', status: 'past_due', version: 2_000 }),
    ).toBe(true);
    expect(
      acceptsProviderState(stored, { subscriptionId: 'sub_1', status: 'incomplete', version: 1_000 }),
    ).toBe(false);
  });

  it('never lets an old subscription replace a live one, and lets a new one replace an ended one', () => {
    expect(
      acceptsProviderState(stored, { subscriptionId: 'sub_0', status: 'canceled', version: 9_000 }),
    ).toBe(false);
    const ended = { subscriptionId: 'sub_0', status: 'canceled', version: 1_000 };
    expect(acceptsProviderState(ended, { subscriptionId: 'sub_1', status: 'active', version: 500 })).toBe(
      true,
    );
    expect(acceptsProviderState(ended, { subscriptionId: 'sub_9', status: 'canceled', version: 5_000 })).toBe(
      false,
    );
    const none = { subscriptionId: null, status: 'trialing', version: null };
    expect(acceptsProviderState(none, { subscriptionId: 'sub_1', status: 'incomplete', version: 1 })).toBe(
      true,
    );
  });
});

describe('a checkout after an unfinished one', () => {
  it('lets a new subscription replace one whose first payment never completed', () => {
    const incomplete = { subscriptionId: 'sub_0', status: 'incomplete', version: 1_000 };
    expect(
      acceptsProviderState(incomplete, { subscriptionId: 'sub_1', status: 'active', version: 2_000 }),
    ).toBe(true);
  });
});

describe('prepaid months', () => {
  const signUp = new Date('2026-01-10T16:00:00Z');

  it('are calendar months on the local calendar: the 31st becomes the last day of a shorter month', () => {
    // 00:00 on 31 January in Mexico City.
    const from = new Date('2026-01-31T06:00:00Z');
    expect(addCalendarMonths(from, 1, MX).toISOString()).toBe('2026-02-28T06:00:00.000Z');
    expect(addCalendarMonths(from, 3, MX).toISOString()).toBe('2026-04-30T06:00:00.000Z');
    expect(addCalendarMonths(from, 12, MX).toISOString()).toBe('2027-01-31T06:00:00.000Z');
  });

  it('start when the trial ends, or when the paid time already bought ends, never before now', () => {
    const trial = trialFrom(signUp, 14);
    const trialEnd = freeTrialEnd(trial.trialEndsAt!, MX);
    expect(prepaidStart(trial, signUp, MX)).toEqual(trialEnd);
    const bought = new Date('2026-05-24T06:00:00Z');
    expect(prepaidStart({ ...trial, prepaidUntil: bought }, signUp, MX)).toEqual(bought);
    const muchLater = new Date('2026-09-01T12:00:00Z');
    expect(prepaidStart({ ...trial, prepaidUntil: bought }, muchLater, MX)).toEqual(muchLater);
  });

  it('make the plan active with prepaid set and days counted to their end, then sin_suscripcion', () => {
    const until = new Date('2026-02-24T06:00:00Z');
    const stored = { ...trialFrom(signUp, 0), prepaidUntil: until };
    expect(describeSubscription(stored, new Date('2026-02-14T18:00:00Z'), MX)).toEqual({
      status: 'active',
      daysLeft: 10,
      endsAt: until,
      cancelAtPeriodEnd: false,
      prepaid: true,
    });
    expect(describeSubscription(stored, new Date('2026-02-24T06:00:01Z'), MX)).toMatchObject({
      status: 'sin_suscripcion',
      daysLeft: 0,
    });
  });

  it('give way to a card subscription that runs, and outlast one that was canceled', () => {
    const until = new Date('2026-06-01T06:00:00Z');
    const card: StoredSubscription = {
      trialEndsAt: null,
      providerSubscriptionId: 'sub_1',
      providerStatus: 'trialing',
      currentPeriodEnd: until,
      cancelAtPeriodEnd: false,
      prepaidUntil: until,
    };
    const now = new Date('2026-05-01T12:00:00Z');
    expect(describeSubscription(card, now, MX)).toMatchObject({ status: 'trialing' });
    expect(describeSubscription(card, now, MX).prepaid).toBeUndefined();
    expect(describeSubscription({ ...card, providerStatus: 'canceled' }, now, MX)).toMatchObject({
      status: 'active',
      prepaid: true,
    });
  });
});
