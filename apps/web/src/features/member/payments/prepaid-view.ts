/** How the payments screens word prepaid months and a waiting voucher or transfer. Pure, unit tested. */
import type { PaymentMethod, PendingPayment, PrepaidPlan } from '@vitalia/contracts/payments';

export const PREPAID_CHOICES: ReadonlyArray<{ plan: PrepaidPlan; months: number }> = [
  { plan: 'prepago_1', months: 1 },
  { plan: 'prepago_3', months: 3 },
  { plan: 'prepago_6', months: 6 },
  { plan: 'prepago_12', months: 12 },
];

export const METHOD_LABELS: Record<PaymentMethod, { title: string; detail: string }> = {
  tarjeta: { title: 'Tarjeta', detail: 'Crédito o débito, el pago se acredita al momento.' },
  oxxo: {
    title: 'Efectivo en OXXO',
    detail: 'Te damos una ficha con una referencia; pagas en la caja de cualquier OXXO en 3 días.',
  },
  spei: {
    title: 'Transferencia SPEI',
    detail: 'Te damos una CLABE para transferir desde la app o la sucursal de tu banco.',
  },
};

export const monthsText = (months: number) => `${months} ${months === 1 ? 'mes' : 'meses'}`;

/** '87 MXN' (whole pesos without decimals, else two). */
export function mxn(amount: number): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${text} MXN`;
}

/** OXXO vouchers expire by Mexico City's clock (Stripe: 23:59 America/Mexico_City), wherever one reads. */
const DATE_TIME = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'Paga antes del 4 de diciembre de 2026 a las 23:59 (hora del centro de México).'; SPEI has none. */
export function pendingDueText(pending: Pick<PendingPayment, 'vence'>): string | null {
  if (!pending.vence) return null;
  const due = new Date(pending.vence);
  if (Number.isNaN(due.getTime())) return null;
  return `Paga antes del ${DATE_TIME.format(due)} (hora del centro de México).`;
}

/** What a waiting payment is, in one line. */
export function pendingTitle(pending: Pick<PendingPayment, 'metodo' | 'monto'>): string {
  return pending.metodo === 'oxxo'
    ? `Tienes una ficha de OXXO por ${mxn(pending.monto)} esperando tu pago.`
    : `Tienes una transferencia SPEI por ${mxn(pending.monto)} esperando tu pago.`;
}

/** The reference's label: the voucher number for OXXO, the CLABE for SPEI. */
export const referenceLabel = (metodo: PaymentMethod) =>
  metodo === 'oxxo' ? 'Referencia OXXO' : 'CLABE para transferir';

/** '1234 5678 9012 3456 78': long numbers read aloud at the store or typed at the bank, in groups of 4. */
export const groupDigits = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');
