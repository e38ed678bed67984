import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  CHAT_LINK_CODE_ALPHABET,
  CHAT_LINK_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_PROOF_MESSAGES,
  type PhoneStatus,
} from '@vitalia/contracts/phone-proof';
import { DatabaseError, type Database, type PhoneProofKind, type Repositories } from '@vitalia/db';
import type { AccessCodeSender } from '../chat/access-code-message';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RateLimitedError } from '../errors';
import { templateMessage } from '../chat/whatsapp-policy';
import { endCredentialsBefore } from './credential-event';
import { verifyPassword } from './passwords';
import { releaseToProver } from './phone-release';
import { phoneCandidates } from '../chat/phone-match';
import { hashCode, sameHash } from './one-time-codes';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long the code of a chat link stays valid. */
const CHAT_LINK_DAYS = 7;

/** The limits of proving a number; shared by every process through the database. */
export const PHONE_PROOF_LIMITS = {
  /** Codes sent to one account per hour (sign-up's included). */
  codesPerHour: 5,
  /** Seconds between two codes to one account. */
  secondsBetweenCodes: 60,
  /** Wrong tries before a code closes. */
  wrongCodes: 5,
  /** Codes entered by one account per hour, right or wrong (each new code opens more tries). */
  triesPerHour: 20,
  /** Number changes asked for per hour (CONTRACTS.md section 11), per account and per client address. */
  changesPerHour: 5,
  changesPerAddressPerHour: 20,
} as const;

const SCOPES = {
  send: 'phone_code_send',
  /** Codes to the current number before a change: their own count, so the new number's code is not held back. */
  sendCurrent: 'phone_code_send_current',
  verify: 'phone_code_verify',
  change: 'phone_change',
  changeAddress: 'phone_change_address',
} as const;

function chatLinkCode(): string {
  let code = '';
  for (let i = 0; i < CHAT_LINK_CODE_LENGTH; i++)
    code += CHAT_LINK_CODE_ALPHABET[randomInt(CHAT_LINK_CODE_ALPHABET.length)];
  return code;
}

/**
 * Proof of the account's phone (CONTRACTS.md section 6): a 6-digit code sent by WhatsApp on the
 * authentication template (the path of password-reset codes) and entered on the web, or a code the site's
 * chat links carry, brought by a message from the number. A new number asked for in Mi Perfil gets a code
 * too and replaces the account's only once proven. Until the phone is proven the product starts no
 * message to it (see composeProactive).
 */
export function createPhoneProofService(options: {
  db: Database;
  sendAccessCode: AccessCodeSender;
  now: () => Date;
  /** False in simulator mode: no number needs proving (the status says it is), codes still work. */
  required?: boolean;
}) {
  const { db, sendAccessCode, now } = options;
  const required = options.required ?? true;

  /**
   * Counts one use of `scope` by the account (or the client address), refused past `perHour` (or
   * `gapSeconds` after the last).
   */
  async function spend(
    repos: Repositories,
    scope: string,
    who: number | string,
    limits: { perHour: number; gapSeconds?: number },
    message: (minutes: number) => string,
  ): Promise<void> {
    const at = now();
    const subject = String(who);
    await repos.rateLimits.lock(scope, subject);
    const hour = await repos.rateLimits.countSince(scope, subject, new Date(at.getTime() - HOUR_MS));
    let freesAt: number | null = null;
    if (hour.count >= limits.perHour) freesAt = (hour.oldest ?? at).getTime() + HOUR_MS;
    else if (limits.gapSeconds) {
      const gapMs = limits.gapSeconds * 1000;
      const recent = await repos.rateLimits.countSince(scope, subject, new Date(at.getTime() - gapMs));
      if (recent.count > 0) freesAt = (recent.oldest ?? at).getTime() + gapMs;
    }
    if (freesAt !== null) {
      const seconds = Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
      throw new RateLimitedError(message(Math.max(1, Math.ceil(seconds / 60))), seconds);
    }
    await repos.rateLimits.record(scope, subject, at);
  }

  async function requireStatus(userId: number) {
    const status = await db.repos.phoneProofs.status(userId);
    if (!status) throw new NotFoundError(PHONE_PROOF_MESSAGES.noPhone);
    return status;
  }

  /** Stores a new code for `telefono` (closing the open one of its kind) and returns it. */
  async function storeCode(
    repos: Repositories,
    userId: number,
    kind: PhoneProofKind,
    telefono: string,
    code: string,
    lifetimeMs: number,
  ): Promise<void> {
    const codeSalt = randomBytes(16).toString('hex');
    const at = now();
    await repos.phoneProofs.replaceCode({
      userId,
      kind,
      telefono,
      codeSalt,
      codeHash: hashCode(codeSalt, code),
      at,
      expiresAt: new Date(at.getTime() + lifetimeMs),
    });
  }

  /**
   * A new 6-digit code for `telefono`, counted against the account's limits, and queued to that number.
   * `signup`: the first code, counted but never refused (sign-up has its own limit).
   */
  async function sendCode(
    userId: number,
    telefono: string,
    opts: { signup?: boolean; kind?: 'code' | 'current' } = {},
  ) {
    const kind = opts.kind ?? 'code';
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (repos) => {
      await repos.phoneProofs.lock(userId);
      const scope = kind === 'current' ? SCOPES.sendCurrent : SCOPES.send;
      if (opts.signup) await repos.rateLimits.record(scope, String(userId), now());
      else
        await spend(
          repos,
          scope,
          userId,
          { perHour: PHONE_PROOF_LIMITS.codesPerHour, gapSeconds: PHONE_PROOF_LIMITS.secondsBetweenCodes },
          PHONE_PROOF_MESSAGES.tooManyCodes,
        );
      await storeCode(repos, userId, kind, telefono, code, PHONE_CODE_MINUTES * MINUTE_MS);
    });
    const sent = await sendAccessCode({
      userId,
      code,
      minutes: PHONE_CODE_MINUTES,
      dedupeKey: `phone-proof:${randomUUID()}`,
      to: telefono,
    });
    if (typeof sent === 'object') {
      // Nothing went: the code stored above is closed, and the person is told when to ask again (a
      // sign-up's first code is not refused: the account is made, and «Enviar otro código» waits).
      const open = await db.repos.phoneProofs.findOpenCode(userId, kind);
      if (open) await db.repos.phoneProofs.closeCode(open.id, now());
      if (!opts.signup)
        throw new RateLimitedError(
          PHONE_PROOF_MESSAGES.tooManyToNumber(Math.ceil(sent.limited / 60)),
          sent.limited,
        );
    }
    return sent;
  }

  /** Counts one entered code against the account's tries per hour. */
  async function spendTry(userId: number): Promise<void> {
    await db.transaction((repos) =>
      spend(
        repos,
        SCOPES.verify,
        userId,
        { perHour: PHONE_PROOF_LIMITS.triesPerHour },
        PHONE_PROOF_MESSAGES.tooManyTries,
      ),
    );
  }

  /**
   * Checks `code` against the account's open code of `kind` (the proof lock held): unexpired, right, and
   * with fewer than PHONE_PROOF_LIMITS.wrongCodes wrong tries. A right code is closed (spent) and returned.
   */
  async function takeOpenCode(
    repos: Repositories,
    userId: number,
    kind: PhoneProofKind,
    code: string,
  ): Promise<{ outcome: 'right'; telefono: string } | { outcome: 'wrong' | 'none' }> {
    const open = await repos.phoneProofs.findOpenCode(userId, kind);
    if (!open) return { outcome: 'none' };
    const at = now();
    if (open.expires_at.getTime() <= at.getTime()) {
      await repos.phoneProofs.closeCode(open.id, at);
      return { outcome: 'wrong' };
    }
    if (!sameHash(hashCode(open.code_salt, code), open.code_hash)) {
      await repos.phoneProofs.recordWrongCode(open.id, PHONE_PROOF_LIMITS.wrongCodes, at);
      return { outcome: 'wrong' };
    }
    await repos.phoneProofs.closeCode(open.id, at);
    return { outcome: 'right', telefono: open.telefono };
  }

  /**
   * Whoever asks to move an account without a password holds its current number: the code sent there
   * first (`current`), entered with the change. False when it is wrong, expired or was never sent.
   */
  async function holdsCurrentNumber(userId: number, code: string): Promise<boolean> {
    await spendTry(userId);
    return db.transaction(async (repos) => {
      await repos.phoneProofs.lock(userId);
      return (await takeOpenCode(repos, userId, 'current', code)).outcome === 'right';
    });
  }

  return {
    async status(userId: number): Promise<PhoneStatus> {
      const status = await requireStatus(userId);
      return {
        telefono: status.telefono,
        verified: !required || status.telefono === null || status.telefono_verified_at !== null,
        pending_telefono: status.pending_telefono,
      };
    },

    /** Right after a web sign-up: the code to the number typed there. */
    async afterSignup(userId: number, telefono: string): Promise<void> {
      await sendCode(userId, telefono, { signup: true });
    },

    /** "Enviar otro código": to the new number waiting in Mi Perfil, else to the account's unproven one. */
    async resend(userId: number): Promise<void> {
      const status = await requireStatus(userId);
      const target =
        status.pending_telefono ?? (status.telefono_verified_at === null ? status.telefono : null);
      if (!target) throw new ConflictError(PHONE_PROOF_MESSAGES.alreadyProven);
      await sendCode(userId, target);
    },

    /**
     * Mi Perfil: a new number gets a code; the account's number stays in force until the code proves the
     * new one (CONTRACTS.md section 11). Limited first (per account and per client address), then whoever
     * asks proves they are the owner: the current password, or, for an account made in the chat (no
     * password), a code sent to the current number first and entered with the change (`current_code`).
     * The answer is then the same whether the number is free or another account's (a taken one gets no
     * code), so the change tells nobody which numbers are registered. `current_code` when the code to the
     * current number was just sent, `new_code` when the new number's was (or would have been).
     */
    async requestChange(
      userId: number,
      input: { telefono: string; currentPassword: string | null; currentCode: string | null },
      clientAddress: string,
    ): Promise<'current_code' | 'new_code'> {
      await db.transaction(async (repos) => {
        await spend(
          repos,
          SCOPES.changeAddress,
          clientAddress,
          { perHour: PHONE_PROOF_LIMITS.changesPerAddressPerHour },
          PHONE_PROOF_MESSAGES.tooManyChanges,
        );
        await spend(
          repos,
          SCOPES.change,
          userId,
          { perHour: PHONE_PROOF_LIMITS.changesPerHour },
          PHONE_PROOF_MESSAGES.tooManyChanges,
        );
      });
      const status = await requireStatus(userId);
      const stored = await db.repos.credentials.findPasswordHash(userId);
      if (stored) {
        if (!input.currentPassword) throw new InvalidInputError(PHONE_PROOF_MESSAGES.currentPasswordMissing);
        if (!(await verifyPassword(input.currentPassword, stored)))
          throw new ForbiddenError(PHONE_PROOF_MESSAGES.currentPasswordWrong);
      }
      if (status.telefono === input.telefono) throw new ConflictError(PHONE_PROOF_MESSAGES.samePhone);
      if (!stored) {
        // An account WhatsApp knows only by its BSUID has no number to send the code to.
        if (!status.telefono) throw new ConflictError(PHONE_PROOF_MESSAGES.noPasswordYet);
        if (!input.currentCode) {
          await sendCode(userId, status.telefono, { kind: 'current' });
          return 'current_code';
        }
        if (!(await holdsCurrentNumber(userId, input.currentCode)))
          throw new InvalidInputError(PHONE_PROOF_MESSAGES.currentCodeInvalid);
      }
      // A number another account proved (or a visitor's test number) gets nothing; one only unproven
      // accounts hold is still the prover's to take.
      if (await db.repos.pacientes.isClaimed(input.telefono)) return 'new_code';
      await sendCode(userId, input.telefono);
      return 'new_code';
    },

    /**
     * Checks a 6-digit code: the account's open code, unexpired, with fewer than PHONE_PROOF_LIMITS
     * .wrongCodes wrong tries. Proves the account's number, or replaces it by the new one the code was for.
     */
    async verify(userId: number, code: string, sessionId: number | null = null): Promise<void> {
      const status = await requireStatus(userId);
      await spendTry(userId);
      let outcome: 'proven' | 'wrong' | 'none';
      try {
        outcome = await db.transaction(async (repos) => {
          await repos.phoneProofs.lock(userId);
          const taken = await takeOpenCode(repos, userId, 'code', code);
          if (taken.outcome !== 'right') return taken.outcome;
          const at = now();
          if (taken.telefono === status.telefono) {
            await repos.phoneProofs.markProven(userId, taken.telefono, at);
            return 'proven';
          }
          await releaseToProver(repos, phoneCandidates(taken.telefono), taken.telefono, at);
          await repos.phoneProofs.replacePhone(userId, taken.telefono, at);
          // A moved number ends every other session (a stolen one among them) and tells the old number.
          await endCredentialsBefore(repos, userId, sessionId, at);
          if (status.telefono) await tellOldNumber(repos, userId, status.telefono, taken.telefono);
          return 'proven';
        });
      } catch (error) {
        // Another account took the new number while its code was on its way.
        if (error instanceof DatabaseError && error.isUniqueViolation('pacientes_telefono_key'))
          throw new ConflictError(PHONE_PROOF_MESSAGES.phoneTaken);
        throw error;
      }
      if (outcome === 'none') {
        if (status.telefono_verified_at !== null && !status.pending_telefono)
          throw new ConflictError(PHONE_PROOF_MESSAGES.alreadyProven);
        throw new InvalidInputError(PHONE_PROOF_MESSAGES.noOpenCode);
      }
      if (outcome === 'wrong') throw new InvalidInputError(PHONE_PROOF_MESSAGES.codeInvalid);
    },

    /**
     * The code for the site's chat links of a member whose number is not proven (a new one each call,
     * the previous one stops); null when there is nothing to prove.
     */
    async chatLinkCode(userId: number): Promise<string | null> {
      const status = await requireStatus(userId);
      if (!status.telefono || status.telefono_verified_at !== null) return null;
      const code = chatLinkCode();
      const telefono = status.telefono;
      await db.transaction(async (repos) => {
        await repos.phoneProofs.lock(userId);
        await storeCode(repos, userId, 'chat_link', telefono, code, CHAT_LINK_DAYS * 24 * HOUR_MS);
      });
      return code;
    },

    /**
     * A message from the account's number brought a chat link's code: the code is spent, and the number
     * proven, when it is the account's open one.
     */
    spendChatLinkCode,

    /**
     * The one answer to "may this number reach this account now?" (CONTRACTS.md section 11): only when
     * the account holds the number (any of its forms) and proved it, by the 6-digit code sent to it or by
     * its chat-link code brought by a message from it. A message alone proves nothing: from a number only
     * an unproven account holds, the writer is a stranger (signed up in the chat). The chat's turn lookup
     * applies the same rule in its statement (packages/db chat-turns.ts, openTurns).
     */
    mayReach,

    /**
     * A message from a number brought a chat link's code, before its turn opens: the unproven account
     * that holds the number is proven when the code is its own (so the turn then reaches it).
     */
    async proveByChatLink(phones: readonly string[], code: string): Promise<boolean> {
      const holder = await db.repos.pacientes.findHolderOfPhone(phones);
      if (!holder || holder.proven) return false;
      return spendChatLinkCode(holder.user_id, code);
    },
  };

  /** The old number hears that the account moved (a template: the new number's window is not its). */
  async function tellOldNumber(repos: Repositories, userId: number, oldPhone: string, newPhone: string) {
    const user = await repos.users.findById(userId);
    await repos.chatOutbound.insert({
      userId,
      purpose: 'reply',
      dedupeKey: `phone-changed:${randomUUID()}`,
      recipient: oldPhone.replace(/\D/g, ''),
      message: templateMessage('phoneChanged', [user?.first_name ?? '', newPhone.slice(-4)]),
      fallback: null,
    });
  }

  async function mayReach(phones: readonly string[], userId: number): Promise<boolean> {
    const holder = await db.repos.pacientes.findHolderOfPhone(phones);
    return holder !== undefined && Number(holder.user_id) === Number(userId) && holder.proven;
  }

  async function spendChatLinkCode(userId: number, code: string): Promise<boolean> {
    return db.transaction(async (repos) => {
      await repos.phoneProofs.lock(userId);
      const open = await repos.phoneProofs.findOpenCode(userId, 'chat_link');
      const at = now();
      if (!open || open.expires_at.getTime() <= at.getTime()) return false;
      if (!sameHash(hashCode(open.code_salt, code), open.code_hash)) return false;
      await repos.phoneProofs.closeCode(open.id, at);
      await repos.phoneProofs.markProven(userId, open.telefono, at);
      return true;
    });
  }
}

export type PhoneProofService = ReturnType<typeof createPhoneProofService>;
