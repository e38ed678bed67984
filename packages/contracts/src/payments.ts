/**
 * Subscription and payments (SPEC.md section 7, CONTRACTS.md section 7): request readers, reply types and
 * the Spanish messages. No zod here: the web app imports this file (reply schemas live in
 * ./payments-replies).
 */
import {
  asRecord,
  fail,
  hasForbiddenCharacters,
  isAbsent,
  NOT_AN_OBJECT,
  ok,
  readText,
  type Validation,
} from './validation';

/** `GET /health-payments/status` (and the reply of `POST /health-payments/cancel/`). */
export interface SubscriptionStatusReply {
  /** A Stripe status (`active`, `trialing`, `past_due`, ...) or `sin_suscripcion`. */
  status: string;
  /** Whole local days left in the trial or the paid period, counting today. */
  dias_restantes: number;
  /** The provider subscription's id; null during the free trial without payment. */
  subscription_id: string | null;
  /** True when the plan ends at `periodo_termina` and is not renewed. */
  cancel_at_period_end: boolean;
  /** ISO-8601 end of the trial or of the paid period; null when nothing runs. */
  periodo_termina: string | null;
  /** Present (true) while prepaid months, not a card subscription, keep the plan running. */
  prepago?: true;
  /** Present while an OXXO voucher or a SPEI transfer waits to be paid. */
  pendiente?: PendingPayment;
}

/** The ways to pay prepaid months (CONTRACTS.md section 7). */
export const PAYMENT_METHODS = ['tarjeta', 'oxxo', 'spei'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The plans: the monthly card subscription, or 1, 3, 6 or 12 months paid at once. */
export const PREPAID_MONTHS = { prepago_1: 1, prepago_3: 3, prepago_6: 6, prepago_12: 12 } as const;
export type PrepaidPlan = keyof typeof PREPAID_MONTHS;
export type Plan = 'mensual' | PrepaidPlan;

export const isPrepaidPlan = (plan: string | undefined): plan is PrepaidPlan =>
  plan !== undefined && Object.hasOwn(PREPAID_MONTHS, plan);

/** An OXXO voucher or SPEI transfer waiting to be paid. */
export interface PendingPayment {
  metodo: PaymentMethod;
  /** MXN, VAT included. */
  monto: number;
  /** ISO-8601 time the OXXO voucher stops being payable; null for SPEI. */
  vence: string | null;
  /** The voucher's or the transfer's instructions (Stripe's hosted page, or the test mode's). */
  url: string;
  /** The OXXO voucher number, or the CLABE to transfer to. */
  referencia: string | null;
}

export interface UrlReply {
  url: string;
}

/** Local test mode: the checkout page's data (`GET /health-payments/test/checkout/{id}/`). */
export interface TestCheckoutReply {
  id: string;
  price_mxn: number;
  trial_days_left: number;
  completed: boolean;
  cancel_url: string;
  /** A checkout of prepaid months: what is bought, how, and the test voucher once one waits. */
  prepago?: TestPrepaidCheckout;
}

export interface TestPrepaidCheckout {
  meses: number;
  metodo: PaymentMethod;
  monto_mxn: number;
  /** abierto, pendiente, pagado, fallido or expirado. */
  estado: string;
  pendiente: PendingPayment | null;
}

export const PAYMENT_MESSAGES = {
  otherEmail: 'Solo puedes consultar o pagar la suscripción de tu propia cuenta.',
  emailNotText: 'El correo electrónico debe ser texto.',
  urlMissing: (field: string) => `Falta la dirección «${field}».`,
  urlForeign: (field: string) =>
    `La dirección «${field}» debe ser una página de este sitio (no se permiten direcciones externas).`,
  subscriptionIdMissing: 'No tengo subscription_id para cancelar.',
  subscriptionNotFound: 'Suscripción no encontrada.',
  alreadySubscribed:
    'Ya tienes una suscripción activa. Para cambiar tu método de pago usa «Actualizar método de pago».',
  noCustomer: 'Aún no tienes un método de pago registrado. Usa «Pagar con Stripe» primero.',
  notCancellable: 'Esta suscripción ya terminó; no hay nada que cancelar.',
  badSignature: 'Firma de Stripe ausente o inválida.',
  badEvent: 'El evento de Stripe no es válido.',
  providerUnavailable:
    'El servicio de pagos no respondió. Inténtalo de nuevo en unos minutos; no se realizó ningún cargo.',
  testModeOnly: 'Esta página solo existe en el modo de prueba de pagos.',
  checkoutNotFound: 'Sesión de pago no encontrada.',
  metadataInvalid: 'Los datos adicionales del pago (metadata) deben ser un objeto con textos cortos.',
  settleInvalid: 'Indica «pagado»: true si el pago se completó o false si la ficha venció sin pago.',
  nothingPending: 'Este pago no tiene una ficha ni una referencia pendiente.',
  planInvalid: 'El plan debe ser «mensual», «prepago_1», «prepago_3», «prepago_6» o «prepago_12».',
  methodInvalid: 'El método de pago debe ser «tarjeta», «oxxo» o «spei».',
  monthlyByCardOnly:
    'La suscripción mensual se paga con tarjeta. Para pagar en OXXO o por SPEI elige meses por adelantado.',
  prepaidWhileSubscribed:
    'Ya tienes una suscripción mensual con tarjeta activa. Los meses por adelantado son la otra forma de ' +
    'pagar: cancela la suscripción y, cuando termine su periodo, podrás pagar meses en OXXO, por SPEI o con tarjeta.',
} as const;

/** What a return address field may hold at most (a page of this site needs far less). */
const URL_MAX_LENGTH = 2_000;
const METADATA_MAX_LENGTH = 100;

/**
 * A return address on one of `origins` (PUBLIC_URL's): an absolute http(s) address, or a
 * path of this site ("/health/payments"). Anything else (another host, `//host`, `javascript:`) is refused,
 * so a payment can never send the person to a page outside the site.
 */
export function readReturnUrl(value: unknown, field: string, origins: readonly string[]): Validation<string> {
  if (isAbsent(value)) return fail(PAYMENT_MESSAGES.urlMissing(field));
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH)
    return fail(PAYMENT_MESSAGES.urlForeign(field));
  const text = value.trim();
  const base = origins[0];
  if (!base || /[\s\\]/.test(text) || hasForbiddenCharacters(text)) {
    return fail(PAYMENT_MESSAGES.urlForeign(field));
  }
  const isPath = text.startsWith('/') && !text.startsWith('//');
  let url: URL;
  try {
    url = isPath ? new URL(text, base) : new URL(text);
  } catch {
    return fail(PAYMENT_MESSAGES.urlForeign(field));
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !origins.includes(url.origin)) {
    return fail(PAYMENT_MESSAGES.urlForeign(field));
  }
  return ok(url.toString());
}

function readEmail(record: Record<string, unknown>): Validation<string | undefined> {
  if (isAbsent(record.email)) return ok(undefined);
  if (typeof record.email !== 'string') return fail(PAYMENT_MESSAGES.emailNotText);
  return ok(record.email.trim().toLowerCase());
}

export interface CheckoutInput {
  email: string | undefined;
  metadata: { origen?: string; plan?: string };
  success_url: string;
  cancel_url: string;
  /** `mensual` unless `metadata.plan` names a prepaid plan. */
  plan: Plan;
  metodo: PaymentMethod;
}

/**
 * The plan and method of a checkout: a `prepago_*` plan must be one of the four, any other plan text is the
 * monthly subscription (the one plan there was before); the monthly plan is paid by card only.
 */
export function readPlanAndMethod(
  plan: string | undefined,
  metodo: unknown,
): Validation<{ plan: Plan; metodo: PaymentMethod }> {
  const chosen: Plan = isPrepaidPlan(plan) ? plan : 'mensual';
  if (chosen === 'mensual' && plan?.startsWith('prepago')) return fail(PAYMENT_MESSAGES.planInvalid);
  let method: PaymentMethod = 'tarjeta';
  if (!isAbsent(metodo)) {
    if (typeof metodo !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(metodo.trim())) {
      return fail(PAYMENT_MESSAGES.methodInvalid);
    }
    method = metodo.trim() as PaymentMethod;
  }
  if (chosen === 'mensual' && method !== 'tarjeta') return fail(PAYMENT_MESSAGES.monthlyByCardOnly);
  return ok({ plan: chosen, metodo: method });
}

export function validateCheckout(body: unknown, origins: readonly string[]): Validation<CheckoutInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const email = readEmail(record);
  if (!email.ok) return email;
  const metadata: { origen?: string; plan?: string } = {};
  if (!isAbsent(record.metadata)) {
    const given = asRecord(record.metadata);
    if (!given) return fail(PAYMENT_MESSAGES.metadataInvalid);
    for (const key of ['origen', 'plan'] as const) {
      if (isAbsent(given[key])) continue;
      const text = readText(given[key], `metadata.${key}`);
      if (!text.ok) return text;
      if (text.value.length > METADATA_MAX_LENGTH) return fail(PAYMENT_MESSAGES.metadataInvalid);
      if (text.value) metadata[key] = text.value;
    }
  }
  const success = readReturnUrl(record.success_url, 'success_url', origins);
  if (!success.ok) return success;
  const cancel = readReturnUrl(record.cancel_url, 'cancel_url', origins);
  if (!cancel.ok) return cancel;
  const choice = readPlanAndMethod(metadata.plan, record.metodo);
  if (!choice.ok) return choice;
  return ok({
    email: email.value,
    metadata,
    success_url: success.value,
    cancel_url: cancel.value,
    ...choice.value,
  });
}

export interface PortalInput {
  email: string | undefined;
  return_url: string;
}

export function validatePortal(body: unknown, origins: readonly string[]): Validation<PortalInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const email = readEmail(record);
  if (!email.ok) return email;
  const returnUrl = readReturnUrl(record.return_url, 'return_url', origins);
  if (!returnUrl.ok) return returnUrl;
  return ok({ email: email.value, return_url: returnUrl.value });
}

/** A subscription id as the provider writes them; anything else cannot be one of the caller's (404). */
export function validateCancel(body: unknown): Validation<{ subscription_id: string }> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  if (isAbsent(record.subscription_id)) return fail(PAYMENT_MESSAGES.subscriptionIdMissing);
  const id = record.subscription_id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_]{1,255}$/.test(id)) {
    return fail(PAYMENT_MESSAGES.subscriptionNotFound, 'not_found');
  }
  return ok({ subscription_id: id });
}

/** The e-mail of a status query: absent means the caller's own. */
export function readStatusEmail(query: unknown): Validation<string | undefined> {
  const record = asRecord(query) ?? {};
  return readEmail(record);
}

/** The local test page's "Pagar": the method chosen on it (absent: the one the checkout was made with). */
export function validateTestPay(body: unknown): Validation<{ metodo: PaymentMethod | undefined }> {
  const record = asRecord(body ?? {});
  if (!record) return fail(NOT_AN_OBJECT);
  if (isAbsent(record.metodo)) return ok({ metodo: undefined });
  const choice = readPlanAndMethod('prepago_1', record.metodo);
  return choice.ok ? ok({ metodo: choice.value.metodo }) : choice;
}

/** The test voucher's buttons: paid at the store or by transfer, or left to expire unpaid. */
export function validateTestSettle(body: unknown): Validation<{ pagado: boolean }> {
  const record = asRecord(body);
  if (!record || typeof record.pagado !== 'boolean') return fail(PAYMENT_MESSAGES.settleInvalid);
  return ok({ pagado: record.pagado });
}
