/** Reply schemas of the payments API (server-only: zod stays out of the web bundle). */
import { z } from 'zod';
import {
  PAYMENT_METHODS,
  PREPAID_MONTHS,
  type SubscriptionStatusReply,
  type TestCheckoutReply,
  type UrlReply,
} from './payments';
import type { PayLinkCreatedReply, PayLinkPaymentsReply, PayLinkViewReply } from './pay-links';

const pendingPayment = z.object({
  metodo: z.enum(PAYMENT_METHODS),
  monto: z.number(),
  vence: z.string().nullable(),
  url: z.string(),
  referencia: z.string().nullable(),
});

export const subscriptionStatusReply = z.object({
  status: z.string(),
  dias_restantes: z.number().int(),
  subscription_id: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  periodo_termina: z.string().nullable(),
  prepago: z.literal(true).optional(),
  pendiente: pendingPayment.optional(),
});

export const urlReply = z.object({ url: z.string() });

export const testCheckoutReply = z.object({
  id: z.string(),
  price_mxn: z.number(),
  trial_days_left: z.number().int(),
  completed: z.boolean(),
  cancel_url: z.string(),
  prepago: z
    .object({
      meses: z.number().int(),
      metodo: z.enum(PAYMENT_METHODS),
      monto_mxn: z.number(),
      estado: z.string(),
      pendiente: pendingPayment.nullable(),
    })
    .optional(),
});

const prepaidPlan = z.enum(Object.keys(PREPAID_MONTHS) as [keyof typeof PREPAID_MONTHS]);

export const payLinkCreatedReply = z.object({
  url: z.string(),
  whatsapp_url: z.string(),
  vence: z.string(),
});

/** What anyone with the link reads: the owner's first name and the prices, nothing else of the account. */
export const payLinkViewReply = z.object({
  nombre: z.string(),
  precio_mxn: z.number(),
  planes: z.array(z.object({ plan: prepaidPlan, meses: z.number().int(), monto_mxn: z.number() })),
  metodos: z.array(z.enum(PAYMENT_METHODS)),
  vence: z.string(),
});

export const payLinkPaymentsReply = z.object({
  pagos: z.array(
    z.object({
      nombre: z.string(),
      meses: z.number().int(),
      metodo: z.enum(PAYMENT_METHODS),
      monto_mxn: z.number(),
      estado: z.enum(['pagado', 'pendiente']),
      pagado_en: z.string().nullable(),
      creado_en: z.string(),
    }),
  ),
  enlaces_abiertos: z.number().int(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof subscriptionStatusReply>, SubscriptionStatusReply>>(true);
agree<Same<z.infer<typeof urlReply>, UrlReply>>(true);
agree<Same<z.infer<typeof testCheckoutReply>, TestCheckoutReply>>(true);
agree<Same<z.infer<typeof payLinkCreatedReply>, PayLinkCreatedReply>>(true);
agree<Same<z.infer<typeof payLinkViewReply>, PayLinkViewReply>>(true);
agree<Same<z.infer<typeof payLinkPaymentsReply>, PayLinkPaymentsReply>>(true);
