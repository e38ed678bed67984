import { describe, expect, it } from 'vitest';
import type { LoginAttemptCounts } from '@vitalia/db';
import { decideLoginAttempt, LOGIN_LIMITS } from './login-throttle';

const now = new Date('2026-11-21T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const counts = (overrides: Partial<LoginAttemptCounts> = {}): LoginAttemptCounts => ({
  byPair: 0,
  byEmail: 0,
  byAddress: 0,
  oldestByPair: null,
  oldestByAddress: null,
  latestByEmail: null,
  knownAddress: false,
  ...overrides,
});

describe('sign-in throttle', () => {
  it('lets a first attempt through', () => {
    expect(decideLoginAttempt(counts(), now)).toEqual({ allowed: true });
  });

  it('blocks an e-mail and address pair after its failures until the oldest leaves the window', () => {
    const decision = decideLoginAttempt(
      counts({ byPair: LOGIN_LIMITS.perPair, byEmail: LOGIN_LIMITS.perPair, oldestByPair: minutesAgo(5) }),
      now,
    );
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: (LOGIN_LIMITS.windowMinutes - 5) * 60 });
  });

  it('blocks the pair even from a known address (the guesser may share it)', () => {
    const decision = decideLoginAttempt(
      counts({ byPair: LOGIN_LIMITS.perPair, oldestByPair: minutesAgo(1), knownAddress: true }),
      now,
    );
    expect(decision.allowed).toBe(false);
  });

  it('delays, never locks, an e-mail guessed from many addresses, doubling the wait per failure', () => {
    const free = LOGIN_LIMITS.perEmailFree;
    expect(decideLoginAttempt(counts({ byEmail: free - 1, latestByEmail: secondsAgo(0) }), now)).toEqual({
      allowed: true,
    });
    expect(decideLoginAttempt(counts({ byEmail: free, latestByEmail: secondsAgo(0) }), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideLoginAttempt(counts({ byEmail: free + 3, latestByEmail: secondsAgo(2) }), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 6,
    });
    // The wait is capped, and once it has passed the attempt goes through.
    expect(decideLoginAttempt(counts({ byEmail: free + 40, latestByEmail: secondsAgo(0) }), now)).toEqual({
      allowed: false,
      retryAfterSeconds: LOGIN_LIMITS.maxDelaySeconds,
    });
    expect(
      decideLoginAttempt(
        counts({ byEmail: free + 40, latestByEmail: secondsAgo(LOGIN_LIMITS.maxDelaySeconds) }),
        now,
      ),
    ).toEqual({ allowed: true });
  });

  it('does not delay the owner at an address they signed in from before', () => {
    expect(
      decideLoginAttempt(
        counts({ byEmail: LOGIN_LIMITS.perEmailFree + 40, latestByEmail: now, knownAddress: true }),
        now,
      ),
    ).toEqual({ allowed: true });
  });

  it('blocks an address failing across many e-mails, except for e-mails known there', () => {
    const busy = counts({ byAddress: LOGIN_LIMITS.perAddress, oldestByAddress: minutesAgo(10) });
    expect(decideLoginAttempt(busy, now)).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
    expect(decideLoginAttempt({ ...busy, knownAddress: true }, now)).toEqual({ allowed: true });
  });

  it('does not hold strangers’ failures at an address against a signed-in person confirming their password', () => {
    const busy = counts({ byAddress: LOGIN_LIMITS.perAddress * 3, oldestByAddress: minutesAgo(10) });
    expect(decideLoginAttempt(busy, now, { signedIn: true })).toEqual({ allowed: true });
    // Their own wrong guesses still count as at the login form.
    const guessing = counts({ ...busy, byPair: LOGIN_LIMITS.perPair, oldestByPair: minutesAgo(5) });
    expect(decideLoginAttempt(guessing, now, { signedIn: true })).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    });
  });
});
