import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  RESET_CODE_MINUTES,
  SECURITY_MESSAGES,
  type PasswordChangeInput,
  type ResetConfirmInput,
  type ResetLinkInput,
} from '@vitalia/contracts/account-security';
import type { Database } from '@vitalia/db';
import type { AccessCodeSender } from '../chat/access-code-message';
import { ConflictError, ForbiddenError, InvalidInputError, RateLimitedError } from '../errors';
import { endCredentialsBefore } from './credential-event';
import { hashCode, sameHash } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { createToken, hashToken } from './tokens';

/** How long the password-reset link the chat sends («olvidé mi contraseña») stays valid; used once. */
export const RESET_LINK_MINUTES = 15;
const RESET_LINK_PURPOSE = 'password_reset';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits of password changes and resets; shared by every process through the database. */
export const PASSWORD_LIMITS = {
  /** Wrong current passwords per account in `changeWindowMinutes`. */
  changeFailures: 5,
  changeWindowMinutes: 15,
  /** Codes asked for one e-mail (known or not, so the limit tells nothing) per hour. */
  resetsPerEmailPerHour: 3,
  /** Codes asked from one client address per hour. */
  resetsPerAddressPerHour: 10,
  /** Code confirmations tried from one client address per hour. */
  confirmsPerAddressPerHour: 30,
  /** Wrong codes before a code is closed. */
  wrongCodes: 5,
} as const;

const SCOPES = {
  change: 'password_change',
  resetEmail: 'reset_email',
  resetAddress: 'reset_address',
  confirmAddress: 'reset_confirm_address',
} as const;

/**
 * Changing the password signed in, and resetting it with a six-digit code sent by WhatsApp (there is no
 * e-mail service). A reset answers the same whether the e-mail has an account or not, and every limit
 * counts per e-mail or per address, never per account, so no answer reveals that an account exists.
 */
export function createPasswordsService(options: {
  db: Database;
  sendAccessCode: AccessCodeSender;
  now: () => Date;
  /** Failures of the work done after a reset request was answered. */
  onError?: (error: unknown) => void;
}) {
  const { db, sendAccessCode, now, onError } = options;
  const minutesUntil = (oldest: Date | null, windowMs: number) => {
    const seconds = Math.max(
      1,
      Math.ceil(((oldest?.getTime() ?? now().getTime()) + windowMs - now().getTime()) / 1000),
    );
    return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
  };

  /** Counts one event against a limit, or refuses with the message for it; atomic across processes. */
  async function spend(
    scope: string,
    subject: string,
    limit: number,
    windowMs: number,
    message: (minutes: number) => string,
  ): Promise<void> {
    await db.transaction(async (repos) => {
      await repos.rateLimits.lock(scope, subject);
      const since = new Date(now().getTime() - windowMs);
      const { count, oldest } = await repos.rateLimits.countSince(scope, subject, since);
      if (count >= limit) {
        const wait = minutesUntil(oldest, windowMs);
        throw new RateLimitedError(message(wait.minutes), wait.seconds);
      }
      await repos.rateLimits.record(scope, subject, now());
    });
  }

  /** The part of a reset request done after the answer: whether a code was queued for an account. */
  async function deliverResetCode(email: string): Promise<boolean> {
    const user = await db.repos.users.findCredentialsByEmail(email);
    if (!user) return false;
    const code = String(randomInt(0, 10 ** 6)).padStart(6, '0');
    const codeSalt = randomBytes(16).toString('hex');
    const codeHash = hashCode(codeSalt, code);
    const at = now();
    await db.transaction(async (repos) => {
      await repos.credentials.lockResets(user.id);
      await repos.credentials.replaceResetCode({
        userId: user.id,
        codeSalt,
        codeHash,
        at,
        expiresAt: new Date(at.getTime() + RESET_CODE_MINUTES * MINUTE_MS),
      });
    });
    const sent = await sendAccessCode({
      userId: user.id,
      code,
      minutes: RESET_CODE_MINUTES,
      dedupeKey: `reset:${randomUUID()}`,
    });
    await db.repos.credentials.pruneResetCodes(new Date(at.getTime() - 24 * HOUR_MS));
    return sent === 'queued';
  }

  return {
    /**
     * Changes the password of a signed-in user who knows the current one, and ends every other session,
     * sign-in link and pending invitation link (this session stays). Wrong current passwords are limited per account.
     */
    async change(userId: number, sessionId: number, input: PasswordChangeInput): Promise<void> {
      const windowMs = PASSWORD_LIMITS.changeWindowMinutes * MINUTE_MS;
      const failures = await db.repos.rateLimits.countSince(
        SCOPES.change,
        String(userId),
        new Date(now().getTime() - windowMs),
      );
      if (failures.count >= PASSWORD_LIMITS.changeFailures) {
        const wait = minutesUntil(failures.oldest, windowMs);
        throw new RateLimitedError(SECURITY_MESSAGES.tooManyPasswordChanges(wait.minutes), wait.seconds);
      }
      const stored = await db.repos.credentials.findPasswordHash(userId);
      if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
        await db.repos.rateLimits.record(SCOPES.change, String(userId), now());
        throw new ForbiddenError(SECURITY_MESSAGES.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (repos) => {
        await repos.credentials.setPasswordHash(userId, passwordHash);
        await endCredentialsBefore(repos, userId, sessionId, now());
      });
    },

    /**
     * Sends a reset code to the account's WhatsApp when the e-mail has one. Answers the same either way;
     * limited per e-mail and per client address. Only the limits are awaited: looking the e-mail up and
     * making, storing and queueing the code happen after the answer, so the answer takes the same work
     * whether the e-mail has an account or not. `onQueued` runs when a message was queued (for the caller
     * to wake the sender; never shown to the client).
     */
    async requestReset(email: string, clientAddress: string, onQueued: () => void): Promise<void> {
      await spend(
        SCOPES.resetAddress,
        clientAddress,
        PASSWORD_LIMITS.resetsPerAddressPerHour,
        HOUR_MS,
        SECURITY_MESSAGES.tooManyResets,
      );
      await spend(
        SCOPES.resetEmail,
        email,
        PASSWORD_LIMITS.resetsPerEmailPerHour,
        HOUR_MS,
        SECURITY_MESSAGES.tooManyResets,
      );
      // Started on the next turn of the event loop, once the answer is written: the embedded database
      // runs on this thread, so work started now would still hold the answer back for real accounts.
      setImmediate(() => {
        deliverResetCode(email).then(
          (queued) => queued && onQueued(),
          (error: unknown) => onError?.(error),
        );
      });
    },
    /**
     * A one-use link to set a new password, for the person who asked for it in the chat («olvidé mi
     * contraseña»): writing from the account's WhatsApp is the same proof as receiving its code, and it
     * works for an account WhatsApp knows only by its BSUID (Meta sends no code there). Only the hash is
     * stored; it is a link token of its own purpose, so it never signs in.
     */
    async createResetLink(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = createToken();
      const expiresAt = new Date(now().getTime() + RESET_LINK_MINUTES * MINUTE_MS);
      await db.repos.linkTokens.insert({
        userId,
        tokenHash: hashToken(token),
        purpose: RESET_LINK_PURPOSE,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /**
     * Sets a new password with a link of `createResetLink`: used once, then every session, sign-in link
     * and pending invitation link of the account ends (this link included). Limited per client address
     * like code confirmations.
     */
    async confirmResetLink(input: ResetLinkInput, clientAddress: string): Promise<void> {
      await spend(
        SCOPES.confirmAddress,
        clientAddress,
        PASSWORD_LIMITS.confirmsPerAddressPerHour,
        HOUR_MS,
        SECURITY_MESSAGES.tooManyResets,
      );
      const passwordHash = await hashPassword(input.newPassword);
      const accepted = await db.transaction(async (repos) => {
        const at = now();
        const userId = await repos.linkTokens.consume(hashToken(input.token), at, RESET_LINK_PURPOSE);
        if (userId === undefined) return 'invalid';
        // An account made in the chat has no e-mail yet, and a password goes only with one (the sign-in
        // is the e-mail's): it is added with the e-mail in Mi Perfil, reached by a sign-in link («ver mis
        // gráficas»), which the answer says. The reset link is spent either way.
        if (!(await repos.users.findById(userId))?.email) return 'no_email';
        await repos.credentials.setPasswordHash(userId, passwordHash);
        await endCredentialsBefore(repos, userId, null, at);
        return 'done';
      });
      if (accepted === 'invalid') throw new InvalidInputError(SECURITY_MESSAGES.resetLinkInvalid);
      if (accepted === 'no_email') throw new ConflictError(SECURITY_MESSAGES.resetLinkNoEmail);
    },

    /**
     * Sets a new password with a code sent by `requestReset`: the open code, unexpired, with fewer than
     * 5 wrong tries before it. Used once; every session, sign-in link and pending invitation link of the
     * account ends.
     */
    async confirmReset(input: ResetConfirmInput, clientAddress: string): Promise<void> {
      await spend(
        SCOPES.confirmAddress,
        clientAddress,
        PASSWORD_LIMITS.confirmsPerAddressPerHour,
        HOUR_MS,
        SECURITY_MESSAGES.tooManyResets,
      );
      const user = await db.repos.users.findCredentialsByEmail(input.email);
      // Hashed before the check, whatever the e-mail and the code, so no answer is faster than another
      // (and the write below stays short).
      const passwordHash = await hashPassword(input.newPassword);
      const accepted = await db.transaction(async (repos) => {
        if (!user) return false;
        await repos.credentials.lockResets(user.id);
        const open = await repos.credentials.findOpenResetCode(user.id);
        if (!open) return false;
        const at = now();
        if (open.expires_at.getTime() <= at.getTime()) {
          await repos.credentials.closeResetCode(open.id, at);
          return false;
        }
        if (!sameHash(hashCode(open.code_salt, input.code), open.code_hash)) {
          await repos.credentials.recordWrongResetCode(open.id, PASSWORD_LIMITS.wrongCodes, at);
          return 'wrong' as const;
        }
        await repos.credentials.closeResetCode(open.id, at);
        await repos.credentials.setPasswordHash(user.id, passwordHash);
        await endCredentialsBefore(repos, user.id, null, at);
        return true;
      });
      if (accepted !== true) throw new InvalidInputError(SECURITY_MESSAGES.codeInvalid);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
