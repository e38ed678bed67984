/** Reply schemas of the payments API (server-only: zod stays out of the web bundle). */
import { z } from 'zod';
import {
  PAYMENT_METHODS,
  type SubscriptionStatusReply,
  type TestCheckoutReply,
  type UrlReply,
} from './payments';

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof subscriptionStatusReply>, SubscriptionStatusReply>>(true);
agree<Same<z.infer<typeof urlReply>, UrlReply>>(true);
agree<Same<z.infer<typeof testCheckoutReply>, TestCheckoutReply>>(true);
