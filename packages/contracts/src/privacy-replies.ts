/**
 * The reply schema of `GET`/`PUT /health-users/privacy/`, for the server's serializer: only the listed
 * fields are written. Apart from ./privacy so the web app's bundle carries no zod.
 */
import { z } from 'zod';
import { OPTIONAL_PURPOSES } from './privacy';

export const privacyReply = z.object({
  purposes: z.array(
    z.object({
      purpose: z.enum(OPTIONAL_PURPOSES),
      allowed: z.boolean(),
      opted_out_at: z.string().nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      purpose: z.string(),
      document_version: z.string(),
      granted: z.boolean(),
      recorded_at: z.string(),
      channel: z.enum(['web', 'whatsapp']),
    }),
  ),
});
