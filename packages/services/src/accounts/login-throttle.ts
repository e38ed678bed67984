import type { LoginAttemptCounts } from '@vitalia/db';

/**
 * How sign-in guesses are slowed. The aim is twofold: nobody can try many passwords for one account, and
 * nobody can lock a patient out of their own records by failing on purpose.
 *
 * - Per e-mail and address: `perPair` failures in the window block that pair until the oldest expires.
 * - Per e-mail from anywhere: past `perEmailFree` failures, each new attempt waits a delay that doubles
 *   with every further failure (1 s, 2 s, 4 s ... up to `maxDelaySeconds`) after the latest one. It is a
 *   delay, never a lock: at worst the owner waits a few minutes, and an address the owner signed in from
 *   recently (a known address) does not wait at all.
 * - Per address: `perAddress` failures across e-mails (credential stuffing) block that address, again
 *   except for e-mails that signed in from it recently, so one noisy neighbour behind a shared NAT does
 *   not lock everyone else out.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perPair: 5,
  perEmailFree: 10,
  maxDelaySeconds: 300,
  perAddress: 100,
  /** How long a successful sign-in marks its address as known for that e-mail. */
  knownAddressDays: 30,
} as const;

export type LoginDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * `signedIn`: the attempt comes from a session of the e-mail's own account (confirming the password
 * before an irreversible step). The per-address rule is for strangers trying many e-mails, so it does
 * not apply: 100 failures for random e-mails behind a shared address must not stop a person from
 * confirming their own password there. The per-pair and per-e-mail rules still hold, so a stolen
 * session guesses no faster than the login form.
 */
export function decideLoginAttempt(
  counts: LoginAttemptCounts,
  now: Date,
  { signedIn = false }: { signedIn?: boolean } = {},
): LoginDecision {
  const windowMs = LOGIN_LIMITS.windowMinutes * 60_000;
  const at = now.getTime();
  if (counts.byPair >= LOGIN_LIMITS.perPair) {
    return {
      allowed: false,
      retryAfterSeconds: seconds((counts.oldestByPair?.getTime() ?? at) + windowMs - at),
    };
  }
  if (counts.knownAddress) return { allowed: true };
  if (!signedIn && counts.byAddress >= LOGIN_LIMITS.perAddress) {
    return {
      allowed: false,
      retryAfterSeconds: seconds((counts.oldestByAddress?.getTime() ?? at) + windowMs - at),
    };
  }
  if (counts.byEmail >= LOGIN_LIMITS.perEmailFree && counts.latestByEmail) {
    const doublings = counts.byEmail - LOGIN_LIMITS.perEmailFree;
    const delayMs = Math.min(2 ** Math.min(doublings, 30), LOGIN_LIMITS.maxDelaySeconds) * 1000;
    const waitMs = counts.latestByEmail.getTime() + delayMs - at;
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: seconds(waitMs) };
  }
  return { allowed: true };
}
