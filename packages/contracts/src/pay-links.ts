/**
 * A relative pays (CONTRACTS.md section 7): the owner's one-use pay link and its public page
 * `/pagar/<code>`, where anyone without an account pays prepaid months for that account. Request
 * readers, reply types and the Spanish messages; no zod here (the web app imports this file; reply
 * schemas live in ./payments-replies).
 */
import { isPrepaidPlan, readPlanAndMethod, type PaymentMethod, type PrepaidPlan } from './payments';
import { asRecord, fail, hasForbiddenCharacters, NOT_AN_OBJECT, ok, type Validation } from './validation';

/** How long a pay link can be paid with. */
export const PAY_LINK_LIFETIME_DAYS = 30;
/** Unused, unexpired links one account may hold at once. */
export const MAX_OPEN_PAY_LINKS = 10;
/** The payer's name as typed: what the owner reads. */
export const PAYER_NAME_MAX_LENGTH = 60;
/** A code as the server makes them: 32 random bytes in base64url. Anything else names no link. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /health-payments/pay-links/` (201). */
export interface PayLinkCreatedReply {
  url: string;
  /** `https://wa.me/?text=…`: the owner picks the chat to send it to. */
  whatsapp_url: string;
  /** ISO-8601: when the link stops working. */
  vence: string;
}

export interface PayLinkPlan {
  plan: PrepaidPlan;
  meses: number;
  /** MXN, VAT included. */
  monto_mxn: number;
}

/** `GET /health-payments/pay-links/{code}/` (public): only the owner's first name, nothing of their health. */
export interface PayLinkViewReply {
  nombre: string;
  precio_mxn: number;
  planes: PayLinkPlan[];
  metodos: PaymentMethod[];
  vence: string;
}

/** One payment a relative made (or left waiting at OXXO or by SPEI) from one of the owner's links. */
export interface PayLinkPayment {
  /** The payer's name as they typed it. */
  nombre: string;
  meses: number;
  metodo: PaymentMethod;
  monto_mxn: number;
  estado: 'pagado' | 'pendiente';
  /** ISO-8601 time the payment completed; null while it waits. */
  pagado_en: string | null;
  creado_en: string;
}

/** `GET /health-payments/pay-links/` (the owner's). */
export interface PayLinkPaymentsReply {
  pagos: PayLinkPayment[];
  /** Links made and not yet used or expired. */
  enlaces_abiertos: number;
}

export interface PayLinkCheckoutInput {
  nombre: string;
  plan: PrepaidPlan;
  metodo: PaymentMethod;
}

export const PAY_LINK_MESSAGES = {
  notFound:
    'Este enlace de pago no existe. Revisa que lo copiaste completo o pide uno nuevo a quien te lo envió.',
  expired: `Este enlace de pago ya venció (cada enlace dura ${PAY_LINK_LIFETIME_DAYS} días). Pide uno nuevo a quien te lo envió.`,
  used: 'Este enlace de pago ya se usó y ese pago quedó registrado. Para pagar más meses, pide un enlace nuevo.',
  nameMissing: 'Escribe tu nombre: es lo que verá la persona para saber quién pagó.',
  nameNotText: 'Tu nombre debe ser texto.',
  nameTooLong: `Tu nombre puede tener hasta ${PAYER_NAME_MAX_LENGTH} caracteres.`,
  nameForbidden:
    'Tu nombre tiene caracteres no permitidos (caracteres de control o invisibles). Escríbelo de nuevo.',
  nameWithoutLetters: 'Escribe tu nombre con letras.',
  planInvalid: 'Elige cuántos meses pagas: «prepago_1», «prepago_3», «prepago_6» o «prepago_12».',
  ownerSubscribed:
    'Esta cuenta ya paga cada mes con tarjeta, así que no hace falta pagar meses por adelantado.',
  ownerUnnamed:
    'Escribe tu nombre en Mi Perfil antes de crear el enlace: es lo único de tu cuenta que verá quien pague.',
  tooManyOpen: `Ya tienes ${MAX_OPEN_PAY_LINKS} enlaces de pago sin usar. Usa uno de ellos o espera a que venzan (duran ${PAY_LINK_LIFETIME_DAYS} días).`,
  tooManyRequests: (minutes: number) =>
    `Demasiados intentos con enlaces de pago desde esta conexión. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
} as const;

/** The text the owner sends by WhatsApp with the link. */
export const payLinkWhatsAppText = (url: string) =>
  `Hola, ¿me ayudas a pagar mi Vitalia? En este enlace puedes pagar meses con tarjeta, en efectivo en OXXO ` +
  `o por transferencia SPEI, sin crear cuenta. Dura ${PAY_LINK_LIFETIME_DAYS} días: ${url}`;

/** A code from a path; anything but one the server could have made is a link that does not exist (404). */
export function readPayLinkCode(value: unknown): Validation<string> {
  return typeof value === 'string' && CODE_PATTERN.test(value)
    ? ok(value)
    : fail(PAY_LINK_MESSAGES.notFound, 'not_found');
}

/**
 * The payer's name as they type it: required, at most PAYER_NAME_MAX_LENGTH characters once trimmed and
 * its inner spaces collapsed, with a letter in it, and no control or invisible-direction characters.
 */
export function validatePayerName(value: unknown): Validation<string> {
  if (value === undefined || value === null) return fail(PAY_LINK_MESSAGES.nameMissing);
  if (typeof value !== 'string') return fail(PAY_LINK_MESSAGES.nameNotText);
  if (hasForbiddenCharacters(value)) return fail(PAY_LINK_MESSAGES.nameForbidden);
  const name = value.replace(/\s+/g, ' ').trim();
  if (!name) return fail(PAY_LINK_MESSAGES.nameMissing);
  if ([...name].length > PAYER_NAME_MAX_LENGTH) return fail(PAY_LINK_MESSAGES.nameTooLong);
  if (!/\p{L}/u.test(name)) return fail(PAY_LINK_MESSAGES.nameWithoutLetters);
  return ok(name);
}

/** `POST /health-payments/pay-links/{code}/checkout/`: `{"nombre", "plan", "metodo"}`. */
export function validatePayLinkCheckout(body: unknown): Validation<PayLinkCheckoutInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const name = validatePayerName(record.nombre);
  if (!name.ok) return name;
  const plan = typeof record.plan === 'string' ? record.plan.trim() : undefined;
  if (!isPrepaidPlan(plan)) return fail(PAY_LINK_MESSAGES.planInvalid);
  const choice = readPlanAndMethod(plan, record.metodo);
  if (!choice.ok) return choice;
  return ok({ nombre: name.value, plan, metodo: choice.value.metodo });
}
