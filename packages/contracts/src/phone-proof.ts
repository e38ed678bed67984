import { normalizePhone } from './phone';
import type { Validation } from './validation';

/**
 * Proof of the account's phone (CONTRACTS.md section 6): a number typed on the web may be wrong, so the
 * product starts no message to it until it is proven by a message from it or by the 6-digit code sent to
 * it. Shared by the server's routes and the web's forms.
 */

/** Minutes a 6-digit code stays valid: the authentication template's expiry, which the person reads. */
export const PHONE_CODE_MINUTES = 10;

export const PHONE_PROOF_MESSAGES = {
  codeFormat: 'Escribe el código de 6 números que te enviamos por WhatsApp.',
  codeInvalid:
    'Ese código no es correcto o ya venció. Revisa el mensaje de WhatsApp o pide otro código con «Enviar otro código».',
  noOpenCode: 'No hay un código pendiente. Pide uno nuevo con «Enviar otro código».',
  alreadyProven: 'Tu número de WhatsApp ya está verificado.',
  noPhone: 'Tu cuenta no tiene un número de WhatsApp para verificar.',
  phoneMissing: 'Escribe tu nuevo número de WhatsApp.',
  phoneInvalid: 'Ese número no parece válido. Revisa el país y los dígitos.',
  samePhone: 'Ese ya es tu número de WhatsApp.',
  phoneTaken:
    'Ese número de WhatsApp ya pertenece a otra cuenta de Vitalia. Si es tuyo, inicia sesión con esa cuenta.',
  tooManyCodes: (minutes: number) =>
    `Ya te enviamos varios códigos. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} antes de pedir otro.`,
  tooManyTries: (minutes: number) =>
    `Demasiados intentos con el código. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
  codeSent: 'Te enviamos un código nuevo por WhatsApp.',
  /** The answer to a number change, the same whether the new number is free or another account's. */
  changeCodeSent:
    'Si ese número puede usarse en Vitalia, le enviamos un código por WhatsApp. Escríbelo aquí para confirmarlo.',
  /** An account made in the chat has no password: the code sent to its current number stands for it. */
  currentCodeSent: (lastDigits: string) =>
    `Para confirmar que eres tú, te enviamos un código por WhatsApp a tu número actual (termina en ${lastDigits}). Escríbelo aquí para seguir con el cambio.`,
  currentCodeInvalid:
    'Ese código no es correcto o ya venció. Revisa el mensaje de WhatsApp en tu número actual, o vuelve a pedir el cambio para recibir otro.',
  currentPasswordMissing: 'Escribe tu contraseña actual para cambiar tu número.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  noPasswordYet:
    'Tu cuenta no tiene un número al que enviarte un código ni una contraseña: agrega tu correo y una contraseña en Mi Perfil antes de cambiar tu número.',
  tooManyChanges: (minutes: number) =>
    `Demasiados intentos de cambiar el número. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
  tooManyToNumber: (minutes: number) =>
    `Ya enviamos varios códigos a ese número. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} antes de pedir otro.`,
  /** The bell of a web account whose unproven number its owner took in the chat (CONTRACTS.md 11). */
  releasedTitle: 'Agrega un número de WhatsApp que puedas confirmar',
  releasedBody: (telefono: string) =>
    `El número ${telefono} que escribiste al registrarte nunca se confirmó, y la persona que lo usa en WhatsApp demostró que es suyo. Ya no está en tu cuenta: agrega en Mi Perfil un número que puedas confirmar con el código que te enviaremos.`,
} as const;

/** `GET /health-users/phone/`: the account's number and whether it is proven. */
export interface PhoneStatus {
  /** E.164, or null for an account WhatsApp knows only by its BSUID. */
  telefono: string | null;
  verified: boolean;
  /** A new number asked for in Mi Perfil, waiting for its code; the current one stays until then. */
  pending_telefono: string | null;
}

function recordOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** `POST /health-users/phone/verify/`: `{"code"}`, six digits (spaces ignored). */
export function validatePhoneCode(body: unknown): Validation<{ code: string }> {
  const raw = recordOf(body).code;
  const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
  return /^\d{6}$/.test(code)
    ? { ok: true, value: { code } }
    : { ok: false, detail: PHONE_PROOF_MESSAGES.codeFormat };
}

/**
 * `POST /health-users/phone/change/`: `{"phone"}` in international form, as at sign-up, with
 * `current_password`, or, for an account made in the chat (no password), `current_code`: the 6 digits sent
 * to the current number by the first request without it.
 */
export function validatePhoneChange(
  body: unknown,
): Validation<{ phone: string; currentPassword: string | null; currentCode: string | null }> {
  const record = recordOf(body);
  const raw = record.phone;
  if (typeof raw !== 'string' || !raw.trim()) return { ok: false, detail: PHONE_PROOF_MESSAGES.phoneMissing };
  const phone = normalizePhone(raw);
  if (!phone) return { ok: false, detail: PHONE_PROOF_MESSAGES.phoneInvalid };
  const password = record.current_password;
  if (password !== undefined && password !== null && (typeof password !== 'string' || password.length > 200))
    return { ok: false, detail: PHONE_PROOF_MESSAGES.currentPasswordMissing };
  let currentCode: string | null = null;
  const rawCode = record.current_code;
  if (rawCode !== undefined && rawCode !== null && rawCode !== '') {
    const code = validatePhoneCode({ code: rawCode });
    if (!code.ok) return code;
    currentCode = code.value.code;
  }
  return {
    ok: true,
    value: {
      phone,
      currentPassword: typeof password === 'string' && password ? password : null,
      currentCode,
    },
  };
}

/** What `POST /health-users/phone/change/` answers (202): which code was sent, and what to tell the person. */
export interface PhoneChangeReply {
  success: true;
  message: string;
  /** `current_code`: a code went to the current number, to send back as `current_code`; `new_code`: to the new one. */
  step: 'current_code' | 'new_code';
}

/**
 * The one-use code the site's chat links carry in their prefilled text: letters only (no vowels, so it
 * spells no word), so nothing in it can be read as a reading.
 */
export const CHAT_LINK_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const CHAT_LINK_CODE_LENGTH = 8;
const CHAT_LINK_CODE_LABEL = 'Código de verificación';
const CHAT_LINK_CODE_PATTERN = new RegExp(
  `\\s*\\(?${CHAT_LINK_CODE_LABEL}:\\s*([${CHAT_LINK_CODE_ALPHABET}]{${CHAT_LINK_CODE_LENGTH}})\\)?`,
  'i',
);

/** A chat link's prefilled text with the code appended. */
export function withChatLinkCode(text: string, code: string): string {
  return `${text} (${CHAT_LINK_CODE_LABEL}: ${code})`;
}

/** The code a message carries, and the message without it (read as any other message). */
export function takeChatLinkCode(text: string): { code: string | null; text: string } {
  const found = CHAT_LINK_CODE_PATTERN.exec(text);
  if (!found) return { code: null, text };
  return { code: found[1]!.toUpperCase(), text: text.replace(found[0], '').trim() };
}
