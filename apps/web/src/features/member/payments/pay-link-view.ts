/** How the payments page words a relative's payment from a pay link. Pure, unit tested. */
import type { PaymentMethod } from '@vitalia/contracts/payments';
import type { PayLinkPayment } from '@vitalia/contracts/pay-links';
import { monthsText, mxn } from './prepaid-view';

const HOW: Record<PaymentMethod, string> = {
  tarjeta: 'con tarjeta',
  oxxo: 'en efectivo en OXXO',
  spei: 'por transferencia SPEI',
};

/** '3 de diciembre de 2026', in the reader's own time zone. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * 'Ana Sofía pagó 1 mes (29 MXN) con tarjeta el 3 de diciembre de 2026.', or, while the voucher or
 * transfer waits, 'Jorge va a pagar 3 meses (87 MXN) en efectivo en OXXO: se suman cuando pague.'
 */
export function payerLine(payment: PayLinkPayment): string {
  const what = `${monthsText(payment.meses)} (${mxn(payment.monto_mxn)}) ${HOW[payment.metodo]}`;
  if (payment.estado === 'pagado' && payment.pagado_en) {
    return `${payment.nombre} pagó ${what} el ${dayOf(payment.pagado_en)}.`;
  }
  return `${payment.nombre} va a pagar ${what}: se suman cuando pague.`;
}

/** 'Vence el 2 de enero de 2027. Sirve para un solo pago.' */
export const linkExpiryText = (vence: string) => `Vence el ${dayOf(vence)}. Sirve para un solo pago.`;
