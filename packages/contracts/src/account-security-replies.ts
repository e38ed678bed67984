/** Reply schemas of the account-security endpoints (server-only, like ./replies). */
import { z } from 'zod';

export const messageReply = z.object({ success: z.literal(true), message: z.string() });

/** "Completa tu cuenta": the e-mail the account now signs in with. */
export const completeAccountReply = messageReply.extend({ email: z.string() });

export const sessionsReply = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});
