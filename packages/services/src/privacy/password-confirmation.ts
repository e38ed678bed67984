import { PRIVACY_MESSAGES } from '@vitalia/contracts/privacy';
import type { Database } from '@vitalia/db';
import { decideLoginAttempt, LOGIN_LIMITS } from '../accounts/login-throttle';
import { verifyPassword } from '../accounts/passwords';
import { ForbiddenError, RateLimitedError } from '../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Confirms a signed-in person's password before an irreversible step (erasing the account). Each try counts
 * as a sign-in attempt for that e-mail and address, reserved before the password is checked, so a stolen
 * session cannot guess the password faster than the login form allows (see login-throttle.ts); failures
 * of strangers at the same address for other e-mails do not count against it.
 */
export async function confirmPassword(
  db: Database,
  input: { email: string; password: string; clientAddress: string; now: Date },
): Promise<void> {
  const { email, now } = input;
  const ip = input.clientAddress;
  const decision = await db.transaction(async (repos) => {
    await repos.loginAttempts.lock({ email, ip });
    const counts = await repos.loginAttempts.count({
      email,
      ip,
      since: new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000),
      knownSince: new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * DAY_MS),
    });
    const verdict = decideLoginAttempt(counts, now, { signedIn: true });
    if (!verdict.allowed) return verdict;
    return { allowed: true as const, attemptId: await repos.loginAttempts.reserve({ email, ip, at: now }) };
  });
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    throw new RateLimitedError(PRIVACY_MESSAGES.tooManyAttempts(minutes), decision.retryAfterSeconds);
  }
  const credentials = await db.repos.users.findCredentialsByEmail(email);
  const valid = Boolean(credentials) && (await verifyPassword(input.password, credentials!.password_hash));
  await db.repos.loginAttempts.settle(decision.attemptId, valid);
  // 403, not 401: the session is fine, only the confirmation failed (a 401 would sign the person out).
  if (!valid) throw new ForbiddenError(PRIVACY_MESSAGES.passwordWrong);
}
