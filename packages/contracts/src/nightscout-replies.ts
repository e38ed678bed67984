/** Reply schemas of the Conexiones page's API (server-only: zod stays out of the web bundle). */
import { z } from 'zod';
import type { NightscoutSecretReply, NightscoutSiteReply } from './nightscout';

export const nightscoutSiteReply = z.object({
  enabled: z.boolean(),
  site_id: z.string(),
  base_url: z.string(),
  read_token: z.string(),
  has_secret: z.boolean(),
  last_upload_at: z.string().nullable(),
  last_device: z.string().nullable(),
}) satisfies z.ZodType<NightscoutSiteReply>;

export const nightscoutSecretReply = z.object({
  api_secret: z.string(),
}) satisfies z.ZodType<NightscoutSecretReply>;
