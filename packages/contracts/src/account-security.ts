/**
 * Password change, password reset by a WhatsApp code, and the session list: request rules and reply
 * types shared by the server and the web forms (no zod here, so the login page can import it cheaply).
 */
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages';
import {
  asRecord,
  fail,
  hasForbiddenCharacters,
  NOT_AN_OBJECT,
  ok,
  TEXT_MESSAGES,
  type Validation,
} from './validation';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 10;

export const SECURITY_MESSAGES = {
  passwordChangeMissing: 'Escribe tu contraseña actual y la nueva.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  passwordChanged: 'Listo: cambiamos tu contraseña y cerramos tus otras sesiones.',
  resetEmailMissing: 'Escribe el correo electrónico de tu cuenta.',
  resetRequested:
    'Si el correo corresponde a una cuenta, te enviamos un código de 6 dígitos por WhatsApp al número registrado. Vence en 10 minutos. Si usas WhatsApp con nombre de usuario, sin número, escribe «olvidé mi contraseña» en el chat de Vitalia y te mandamos un enlace.',
  resetLinkMissing: 'Escribe tu nueva contraseña.',
  resetLinkNoEmail:
    'Tu cuenta se creó en WhatsApp y todavía no tiene correo ni contraseña. Escribe «ver mis gráficas» en el chat de Vitalia: con ese enlace entras y, en Mi Perfil, agregas tu correo y una contraseña.',
  resetLinkInvalid:
    'El enlace no es válido, ya venció o ya se usó. Escribe «olvidé mi contraseña» en el chat de Vitalia para recibir otro.',
  resetConfirmMissing: 'Escribe tu correo, el código que recibiste y tu nueva contraseña.',
  codeFormat: 'El código tiene 6 dígitos.',
  codeInvalid: 'El código no es correcto, ya venció o ya se usó. Pide uno nuevo.',
  passwordReset: 'Listo: tu contraseña cambió. Inicia sesión con la nueva.',
  tooManyResets: (minutes: number) =>
    `Pediste demasiados códigos. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
  tooManyPasswordChanges: (minutes: number) =>
    `Demasiados intentos de cambiar la contraseña. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
  sessionNotFound: 'No encontramos esa sesión.',
  completeMissing: 'Escribe tu correo electrónico y una contraseña.',
  accountCompleted: 'Listo: ya puedes iniciar sesión con tu correo y tu contraseña.',
  emailTaken: 'Ese correo ya tiene una cuenta en Vitalia. Usa otro correo.',
  alreadyComplete:
    'Tu cuenta ya tiene correo y contraseña. Para cambiar la contraseña usa «Cambiar contraseña» en Mi perfil.',
  sessionsRevoked: 'Cerramos la sesión en todos tus dispositivos.',
} as const;

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/** Reply of `POST /health-users/complete-account/`. */
export interface CompleteAccountReply {
  success: true;
  message: string;
  email: string;
}

export interface ResetRequestInput {
  email: string;
}

/** A new password set with the one-use link the chat sends («olvidé mi contraseña»). */
export interface ResetLinkInput {
  token: string;
  newPassword: string;
}

export interface ResetConfirmInput {
  email: string;
  code: string;
  newPassword: string;
}

/** One session in `GET /health-users/sessions/`. */
export interface SessionItem {
  id: number;
  device: string;
  created_at: string;
  last_used_at: string | null;
  current: boolean;
}

export interface SessionsReply {
  sessions: SessionItem[];
}

/** Reply of the reset request and of the other account-security actions that only report. */
export interface MessageReply {
  success: true;
  message: string;
}

type Fields<K extends string> = Validation<Record<K, string>>;

/** The named fields as strings ('' when missing); passwords may hold any character, the rest may not. */
function readFields<K extends string>(body: unknown, fields: readonly K[], secret: readonly K[]): Fields<K> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = record[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return fail(TEXT_MESSAGES.notText(field));
    }
    const text = typeof value === 'string' ? value : '';
    if (!secret.includes(field) && hasForbiddenCharacters(text)) {
      return fail(TEXT_MESSAGES.forbiddenCharacters(field));
    }
    values[field] = text;
  }
  return ok(values);
}

/** The sign-up rules for a new password. */
export function checkNewPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export function validatePasswordChange(body: unknown): Validation<PasswordChangeInput> {
  const fields = readFields(body, ['current_password', 'new_password'] as const, [
    'current_password',
    'new_password',
  ]);
  if (!fields.ok) return fields;
  const { current_password: currentPassword, new_password: newPassword } = fields.value;
  if (!currentPassword || !newPassword) return fail(SECURITY_MESSAGES.passwordChangeMissing);
  if (currentPassword.length > PASSWORD_MAX_LENGTH) return fail(SECURITY_MESSAGES.wrongCurrentPassword);
  const problem = checkNewPassword(newPassword);
  if (problem) return fail(problem);
  if (newPassword === currentPassword) return fail(SECURITY_MESSAGES.samePassword);
  return ok({ currentPassword, newPassword });
}

function readEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

export function validateResetRequest(body: unknown): Validation<ResetRequestInput> {
  const fields = readFields(body, ['email'] as const, []);
  if (!fields.ok) return fields;
  if (!fields.value.email.trim()) return fail(SECURITY_MESSAGES.resetEmailMissing);
  const email = readEmail(fields.value.email);
  return email ? ok({ email }) : fail(AUTH_MESSAGES.emailInvalid);
}

export function validateResetConfirm(body: unknown): Validation<ResetConfirmInput> {
  const fields = readFields(body, ['email', 'code', 'new_password'] as const, ['new_password']);
  if (!fields.ok) return fields;
  const { email: rawEmail, code: rawCode, new_password: newPassword } = fields.value;
  if (!rawEmail.trim() || !rawCode.trim() || !newPassword) return fail(SECURITY_MESSAGES.resetConfirmMissing);
  const email = readEmail(rawEmail);
  if (!email) return fail(AUTH_MESSAGES.emailInvalid);
  const code = rawCode.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(code)) return fail(SECURITY_MESSAGES.codeFormat);
  const problem = checkNewPassword(newPassword);
  if (problem) return fail(problem);
  return ok({ email, code, newPassword });
}

export function validateResetLink(body: unknown): Validation<ResetLinkInput> {
  const fields = readFields(body, ['token', 'new_password'] as const, ['new_password']);
  if (!fields.ok) return fields;
  const { token, new_password: newPassword } = fields.value;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return fail(SECURITY_MESSAGES.resetLinkInvalid);
  if (!newPassword) return fail(SECURITY_MESSAGES.resetLinkMissing);
  const problem = checkNewPassword(newPassword);
  if (problem) return fail(problem);
  return ok({ token, newPassword });
}
