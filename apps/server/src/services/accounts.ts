import {
  PRIVACY_NOTICE_VERSION,
  TERMS_VERSION,
  validateLogin,
  validateRegistration,
  type AuthReply,
} from '@vitalia/contracts';
import type { Database, Queryable, Repositories } from '@vitalia/db';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../http-errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../lib/passwords';
import { createToken, hashToken } from '../lib/tokens';

const TOKEN_LIFETIME_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Failed sign-ins allowed per window, per e-mail and per client address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perEmail: 5, perAddress: 20 } as const;

const MESSAGES = {
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicia sesión o usa otro correo.',
  phoneTaken: 'Este número de WhatsApp ya está registrado en otra cuenta.',
  badCredentials: 'Correo o contraseña incorrectos.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos de inicio de sesión. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
};

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes(constraint);

export function createAccountsService(deps: {
  db: Database;
  repos: Repositories;
  trialDays: number;
  now?: () => Date;
}) {
  const { db, repos } = deps;
  const now = deps.now ?? (() => new Date());

  async function issueToken(userId: number, tx: Queryable = db): Promise<string> {
    const token = createToken();
    await repos.authTokens.insert(
      {
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_DAYS * DAY_MS),
      },
      tx,
    );
    return token;
  }

  return {
    /**
     * Creates the user, their patient record, the consent record and the free trial in one transaction,
     * and signs them in.
     */
    async register(body: unknown): Promise<AuthReply> {
      const result = validateRegistration(body);
      if (!result.ok) throw badRequest(result.detail);
      const { email, password, phone } = result.value;

      if (await repos.users.findByEmail(email)) throw conflict(MESSAGES.emailTaken);
      if (await repos.pacientes.existsWithPhone(phone)) throw conflict(MESSAGES.phoneTaken);
      const passwordHash = await hashPassword(password);
      try {
        return await db.transaction(async (tx) => {
          const user = await repos.users.insert({ email, passwordHash }, tx);
          await repos.pacientes.insert({ userId: user.id, telefono: phone }, tx);
          await repos.consents.insert(
            { userId: user.id, purpose: 'health_data_processing', documentVersion: PRIVACY_NOTICE_VERSION },
            tx,
          );
          await repos.consents.insert(
            { userId: user.id, purpose: 'terms', documentVersion: TERMS_VERSION },
            tx,
          );
          await repos.subscriptions.startTrial(
            { userId: user.id, trialEndsAt: new Date(now().getTime() + deps.trialDays * DAY_MS) },
            tx,
          );
          const token = await issueToken(user.id, tx);
          return { success: true as const, token, email: user.email };
        });
      } catch (error) {
        // Two sign-ups racing past the checks above meet the unique indexes instead.
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(MESSAGES.emailTaken);
        if (isUniqueViolation(error, 'pacientes_telefono_key')) throw conflict(MESSAGES.phoneTaken);
        throw error;
      }
    },

    async login(body: unknown, clientAddress: string): Promise<AuthReply> {
      const result = validateLogin(body);
      if (!result.ok) throw badRequest(result.detail);
      const { email, password } = result.value;

      const windowStart = new Date(now().getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
      const failures = await repos.loginAttempts.countFailuresSince({
        email,
        ip: clientAddress,
        since: windowStart,
      });
      if (failures.byEmail >= LOGIN_LIMITS.perEmail || failures.byIp >= LOGIN_LIMITS.perAddress) {
        const freesAt = (failures.oldest?.getTime() ?? now().getTime()) + LOGIN_LIMITS.windowMinutes * 60_000;
        const seconds = Math.max(1, Math.ceil((freesAt - now().getTime()) / 1000));
        throw tooManyRequests(MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
      }

      const user = await repos.users.findByEmail(email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      await repos.loginAttempts.record({
        email,
        ip: clientAddress,
        succeeded: Boolean(user && valid),
        at: now(),
      });
      if (!user || !valid) throw unauthorized(MESSAGES.badCredentials);

      await repos.loginAttempts.pruneBefore(new Date(now().getTime() - DAY_MS));
      return { success: true, token: await issueToken(user.id), email: user.email };
    },

    async logout(token: string): Promise<void> {
      await repos.authTokens.revoke(hashToken(token));
    },

    async authenticate(token: string): Promise<number | undefined> {
      return repos.authTokens.findActiveUserId(hashToken(token));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
