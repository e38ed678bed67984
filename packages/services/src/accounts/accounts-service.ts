import {
  PRIVACY_NOTICE_VERSION,
  TERMS_VERSION,
  type AuthReply,
  type CompleteAccountInput,
  type LoginInput,
  type RegistrationInput,
} from '@vitalia/contracts';
import { SECURITY_MESSAGES, type CompleteAccountReply } from '@vitalia/contracts/account-security';
import { DatabaseError, type Database, type Repositories } from '@vitalia/db';
import { ConflictError, RateLimitedError, UnauthenticatedError } from '../errors';
import { endCredentialsBefore } from './credential-event';
import { describeDevice } from './device-label';
import { decideLoginAttempt, LOGIN_LIMITS } from './login-throttle';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { idleSince, TOKEN_LIFETIME_DAYS } from './session-lifetime';
import { createToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const ACCOUNT_MESSAGES = {
  /**
   * One answer whether the e-mail or the number has the account: it does not say which, and every
   * attempt counts against the sign-up limit, so a stranger cannot walk a list of either.
   */
  alreadyRegistered:
    'No pudimos crear la cuenta: ese correo o ese número de WhatsApp ya tienen una cuenta en Vitalia. Si es tuya, inicia sesión o recupera tu contraseña; si no, usa otros datos.',
  badCredentials: 'Correo o contraseña incorrectos.',
  noSession: 'No hay sesión activa. Inicia sesión de nuevo.',
  sessionEnded: 'Tu sesión expiró o se cerró. Inicia sesión de nuevo.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos de inicio de sesión. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
  linkInvalid: 'El enlace expiró o ya se usó. Inicia sesión para continuar.',
  tooManySignups: (minutes: number) =>
    `Se crearon demasiadas cuentas desde esta conexión. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
} as const;

const SIGNUP_SCOPE = 'signup';
/** How long a sign-in link sent by chat ("ver mis gráficas") stays valid. */
export const LINK_TOKEN_LIFETIME_MINUTES = 15;

export interface AccountsOptions {
  db: Database;
  trialDays: number;
  /** Accounts created from one client address per hour. */
  signupLimitPerHour: number;
  now: () => Date;
  /** After a web sign-up is committed: the code that proves the number goes out (never throws). */
  onRegistered?: (userId: number, phone: string) => Promise<void>;
}

/** Sign-up, sign-in, sign-out and session checks. */
export function createAccountsService({
  db,
  trialDays,
  signupLimitPerHour,
  now,
  onRegistered,
}: AccountsOptions) {
  const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

  function signupRefusal(oldest: Date | null): RateLimitedError {
    const freesAt = (oldest?.getTime() ?? now().getTime()) + HOUR_MS;
    const seconds = Math.max(1, Math.ceil((freesAt - now().getTime()) / 1000));
    return new RateLimitedError(ACCOUNT_MESSAGES.tooManySignups(minutesOf(seconds)), seconds);
  }

  /** A new session; `userAgent` gives the session list its device label (only the label is kept). */
  async function issueToken(repos: Repositories, userId: number, userAgent?: string): Promise<string> {
    const token = createToken();
    const at = now();
    await repos.authTokens.insert({
      userId,
      tokenHash: hashToken(token),
      usedAt: at,
      expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_DAYS * DAY_MS),
      deviceLabel: describeDevice(userAgent),
    });
    return token;
  }

  /**
   * Counts one attempt to give an account an e-mail (a sign-up, "Completa tu cuenta") against the address's
   * hourly limit, before anything is looked up; refused past it. Under a lock: simultaneous attempts from
   * one address cannot all pass.
   */
  async function countSignupAttempt(clientAddress: string): Promise<void> {
    await db.transaction(async (repos) => {
      await repos.rateLimits.lock(SIGNUP_SCOPE, clientAddress);
      const since = new Date(now().getTime() - HOUR_MS);
      const counted = await repos.rateLimits.countSince(SIGNUP_SCOPE, clientAddress, since);
      if (counted.count >= signupLimitPerHour) throw signupRefusal(counted.oldest);
      await repos.rateLimits.record(SIGNUP_SCOPE, clientAddress, now());
    });
  }

  /** Reserves one attempt for (e-mail, address) if the throttle allows it; atomic across processes. */
  async function reserveLoginAttempt(email: string, ip: string): Promise<number> {
    const at = now();
    const decision = await db.transaction(async (repos) => {
      await repos.loginAttempts.lock({ email, ip });
      const counts = await repos.loginAttempts.count({
        email,
        ip,
        since: new Date(at.getTime() - LOGIN_LIMITS.windowMinutes * 60_000),
        knownSince: new Date(at.getTime() - LOGIN_LIMITS.knownAddressDays * DAY_MS),
      });
      const verdict = decideLoginAttempt(counts, at);
      if (!verdict.allowed) return verdict;
      return { allowed: true as const, attemptId: await repos.loginAttempts.reserve({ email, ip, at }) };
    });
    if (!decision.allowed) {
      throw new RateLimitedError(
        ACCOUNT_MESSAGES.tooManyAttempts(minutesOf(decision.retryAfterSeconds)),
        decision.retryAfterSeconds,
      );
    }
    return decision.attemptId;
  }

  /**
   * The user and the session (token row) a bearer token stands for; records its use for the session list
   * (at most once a minute). Throws when the token is unknown, revoked, expired or unused for
   * SESSION_IDLE_DAYS (session-lifetime.ts).
   */
  async function authenticateSession(token: string): Promise<{ userId: number; sessionId: number }> {
    const at = now();
    const found = await db.repos.authTokens.findActiveAndTouch(hashToken(token), at, idleSince(at));
    if (!found) throw new UnauthenticatedError(ACCOUNT_MESSAGES.sessionEnded);
    return { userId: found.user_id, sessionId: found.id };
  }

  return {
    /**
     * Creates the user, their patient record, the consent records and the free trial in one transaction,
     * and signs them in. At most `signupLimitPerHour` attempts per client address per hour, counted before
     * anything is looked up: an attempt refused because the e-mail or the number has an account counts
     * too, so probing for accounts costs the same as creating them.
     */
    async register(input: RegistrationInput, clientAddress: string, userAgent?: string): Promise<AuthReply> {
      const { email, password, phone, firstName } = input;
      await countSignupAttempt(clientAddress);
      const [emailTaken, phoneTaken] = await Promise.all([
        db.repos.users.existsWithEmail(email),
        db.repos.pacientes.existsWithPhone(phone),
      ]);
      if (emailTaken || phoneTaken) throw new ConflictError(ACCOUNT_MESSAGES.alreadyRegistered);
      const passwordHash = await hashPassword(password);
      let registered: { reply: AuthReply; userId: number };
      try {
        registered = await db.transaction(async (repos) => {
          const user = await repos.users.insert({ email, passwordHash, firstName });
          await repos.pacientes.insert({ userId: user.id, telefono: phone });
          await repos.consents.insert({
            userId: user.id,
            purpose: 'health_data_processing',
            documentVersion: PRIVACY_NOTICE_VERSION,
          });
          await repos.consents.insert({ userId: user.id, purpose: 'terms', documentVersion: TERMS_VERSION });
          await repos.subscriptions.startTrial({
            userId: user.id,
            trialEndsAt: new Date(now().getTime() + trialDays * DAY_MS),
          });
          const token = await issueToken(repos, user.id, userAgent);
          return { reply: { success: true as const, token, email: user.email }, userId: user.id };
        });
      } catch (error) {
        // Two sign-ups racing past the checks above meet the unique indexes instead.
        if (
          error instanceof DatabaseError &&
          (error.isUniqueViolation('users_email_key') || error.isUniqueViolation('pacientes_telefono_key'))
        ) {
          throw new ConflictError(ACCOUNT_MESSAGES.alreadyRegistered);
        }
        throw error;
      }
      await onRegistered?.(registered.userId, phone);
      return registered.reply;
    },

    /**
     * Signs in. The attempt is reserved before the password is checked, so simultaneous guesses count
     * against each other (see login-throttle.ts for the limits).
     */
    async login(input: LoginInput, clientAddress: string, userAgent?: string): Promise<AuthReply> {
      const { email, password } = input;
      const attemptId = await reserveLoginAttempt(email, clientAddress);
      const user = await db.repos.users.findCredentialsByEmail(email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      const succeeded = Boolean(user && valid);
      await db.repos.loginAttempts.settle(attemptId, succeeded);
      if (!user || !succeeded) throw new UnauthenticatedError(ACCOUNT_MESSAGES.badCredentials);

      await db.repos.loginAttempts.prune({
        failuresBefore: new Date(now().getTime() - DAY_MS),
        successesBefore: new Date(now().getTime() - LOGIN_LIMITS.knownAddressDays * DAY_MS),
      });
      await db.repos.rateLimits.pruneBefore(new Date(now().getTime() - DAY_MS));
      return { success: true, token: await issueToken(db.repos, user.id, userAgent), email: user.email };
    },

    async logout(token: string): Promise<void> {
      await db.repos.authTokens.revoke(hashToken(token));
    },

    /**
     * A one-use sign-in link token for the user (the bot sends it for "ver mis gráficas"): valid
     * LINK_TOKEN_LIFETIME_MINUTES, exchanged once for a normal session. Only its hash is stored.
     */
    async createLinkToken(userId: number, purpose: 'metrics'): Promise<{ token: string; expiresAt: Date }> {
      const token = createToken();
      const expiresAt = new Date(now().getTime() + LINK_TOKEN_LIFETIME_MINUTES * 60_000);
      await db.repos.linkTokens.insert({ userId, tokenHash: hashToken(token), purpose, expiresAt });
      return { token, expiresAt };
    },

    /** Exchanges a link token for a session, once; an expired, used or unknown one is refused. */
    async exchangeLinkToken(token: string, userAgent?: string): Promise<AuthReply> {
      return db.transaction(async (repos) => {
        const userId = await repos.linkTokens.consume(hashToken(token), now(), 'metrics');
        const user = userId === undefined ? undefined : await repos.users.findById(userId);
        if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.linkInvalid);
        return {
          success: true as const,
          token: await issueToken(repos, user.id, userAgent),
          email: user.email,
        };
      });
    },

    /**
     * "Completa tu cuenta": an account made in the WhatsApp chat gets its e-mail and password, to sign in
     * on the web later. Limited per address like sign-up (every attempt counts, a taken e-mail too: the
     * 409 says it is taken, so walking a list costs what sign-up does). A credential event like a
     * password change: every other session and unspent sign-in link of the account ends.
     */
    async completeAccount(
      userId: number,
      sessionId: number,
      input: CompleteAccountInput,
      clientAddress: string,
    ): Promise<CompleteAccountReply> {
      await countSignupAttempt(clientAddress);
      const user = await db.repos.users.findById(userId);
      if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.noSession);
      if (user.email) throw new ConflictError(SECURITY_MESSAGES.alreadyComplete);
      if (await db.repos.users.existsWithEmail(input.email))
        throw new ConflictError(SECURITY_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (repos) => {
          const saved = await repos.users.setFirstCredentials(userId, { email: input.email, passwordHash });
          if (!saved) throw new ConflictError(SECURITY_MESSAGES.alreadyComplete);
          await endCredentialsBefore(repos, userId, sessionId, now());
        });
      } catch (error) {
        if (error instanceof DatabaseError && error.isUniqueViolation('users_email_key'))
          throw new ConflictError(SECURITY_MESSAGES.emailTaken);
        throw error;
      }
      return { success: true, message: SECURITY_MESSAGES.accountCompleted, email: input.email };
    },

    countSignupAttempt,

    /** The user a bearer token belongs to; throws when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<number> {
      return (await authenticateSession(token)).userId;
    },

    authenticateSession,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
