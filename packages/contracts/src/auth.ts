import { z } from 'zod/mini';
import {
  AUTH_MESSAGES,
  FIRST_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages';
import { checkNewPassword, SECURITY_MESSAGES } from './account-security';
import { normalizePhone } from './phone';
import { hasForbiddenCharacters, TEXT_MESSAGES, type Validation } from './validation';

export { AUTH_MESSAGES, FIRST_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from './legal';

export interface RegistrationInput {
  email: string;
  password: string;
  /** E.164 */
  phone: string;
  /**
   * The first name, trimmed (`first_name` in the body). Optional in the API, as before it was asked, so
   * outside callers keep working; the web form requires it.
   */
  firstName?: string;
}

/**
 * The named string fields of a body. Control characters are refused in every field but the password (which
 * is only ever hashed, never stored or shown).
 */
function readTextFields<K extends string>(
  body: unknown,
  fields: readonly K[],
): Validation<Record<K, string>> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, detail: AUTH_MESSAGES.notAnObject };
  }
  const record = body as Record<string, unknown>;
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = record[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return { ok: false, detail: AUTH_MESSAGES.notText(field) };
    }
    if (field !== 'password' && typeof value === 'string' && hasForbiddenCharacters(value)) {
      return { ok: false, detail: TEXT_MESSAGES.forbiddenCharacters(field) };
    }
    values[field] = typeof value === 'string' ? value : '';
  }
  return { ok: true, value: values };
}

/**
 * Sign-up rules in the order SPEC.md section 5 gives them; the web form and the server share this, so the
 * server answers exactly what the form would have said. `confirmPassword` is checked when given (the form);
 * the first name is checked after the rest, required when `requireName` (the form), else optional.
 */
export function validateRegistration(
  body: unknown,
  options: { confirmPassword?: string; requireName?: boolean } = {},
): Validation<RegistrationInput> {
  const fields = readTextFields(body, ['email', 'password', 'phone', 'first_name'] as const);
  if (!fields.ok) return fields;
  const email = fields.value.email.trim().toLowerCase();
  const { password, phone } = fields.value;
  const confirmMissing = options.confirmPassword !== undefined && options.confirmPassword === '';
  if (!email || !password || !phone.trim() || confirmMissing) {
    return { ok: false, detail: AUTH_MESSAGES.registerMissing };
  }
  const e164 = normalizePhone(phone);
  if (!e164) return { ok: false, detail: AUTH_MESSAGES.phoneInvalid };
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, detail: AUTH_MESSAGES.passwordTooShort };
  if (options.confirmPassword !== undefined && password !== options.confirmPassword) {
    return { ok: false, detail: AUTH_MESSAGES.passwordMismatch };
  }
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, detail: AUTH_MESSAGES.passwordTooLong };
  if (!isAccountEmail(email)) return { ok: false, detail: AUTH_MESSAGES.emailInvalid };
  const firstName = fields.value.first_name.trim().replace(/\s+/g, ' ');
  if (!firstName && options.requireName) return { ok: false, detail: AUTH_MESSAGES.firstNameMissing };
  if (firstName.length > FIRST_NAME_MAX_LENGTH) return { ok: false, detail: AUTH_MESSAGES.firstNameTooLong };
  return { ok: true, value: { email, password, phone: e164, ...(firstName ? { firstName } : {}) } };
}

/** The e-mail rule of an account (sign-up, "Completa tu cuenta"), on a trimmed, lowercased address. */
export function isAccountEmail(email: string): boolean {
  // Built here, not at module load, so the web's login page can import the messages without zod.
  return z.email().check(z.maxLength(254)).safeParse(email).success;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin(body: unknown): Validation<LoginInput> {
  const fields = readTextFields(body, ['email', 'password'] as const);
  if (!fields.ok) return fields;
  const email = fields.value.email.trim().toLowerCase();
  if (!email || !fields.value.password) return { ok: false, detail: AUTH_MESSAGES.loginMissing };
  return { ok: true, value: { email, password: fields.value.password } };
}

/** Reply of register and login (CONTRACTS.md section 3), and of a chat link's sign-in. */
export interface AuthReply {
  success: true;
  token: string;
  /** Null only from a chat link, for an account made in the chat that has no e-mail yet. */
  email: string | null;
}

/** Every client error the API returns. */
export interface ErrorReply {
  detail: string;
}

/** The one-use token of a sign-in link (`/health/metrics?token=…`). */
export function validateLinkToken(body: unknown): Validation<string> {
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const token = record.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token)
    ? { ok: true, value: token }
    : { ok: false, detail: 'El enlace no es válido. Inicia sesión para continuar.' };
}

/** "Completa tu cuenta": the first e-mail and password of an account made in the WhatsApp chat. */
export interface CompleteAccountInput {
  email: string;
  password: string;
}

/**
 * `POST /health-users/complete-account/`: `{"email", "password"}` with sign-up's rules (the web form checks
 * the confirmation too, with `confirmPassword`).
 */
export function validateCompleteAccount(
  body: unknown,
  options: { confirmPassword?: string } = {},
): Validation<CompleteAccountInput> {
  const fields = readTextFields(body, ['email', 'password'] as const);
  if (!fields.ok) return fields;
  const email = fields.value.email.trim().toLowerCase();
  const { password } = fields.value;
  if (!email || !password) return { ok: false, detail: SECURITY_MESSAGES.completeMissing };
  if (!isAccountEmail(email)) return { ok: false, detail: AUTH_MESSAGES.emailInvalid };
  const problem = checkNewPassword(password);
  if (problem) return { ok: false, detail: problem };
  if (options.confirmPassword !== undefined && password !== options.confirmPassword)
    return { ok: false, detail: AUTH_MESSAGES.passwordMismatch };
  return { ok: true, value: { email, password } };
}
