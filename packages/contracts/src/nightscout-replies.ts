/** Reply schemas of the Conexiones page's API (server-only: zod stays out of the web bundle). */
import { z } from 'zod';
import {
  validateStreamSettings,
  type NightscoutSecretReply,
  type NightscoutSiteReply,
  type StreamSettings,
} from './nightscout';
import { requestSchema } from './request-schema';

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

export const streamSettingsReply = z.object({
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
  stopped_hours: z.number().int(),
}) satisfies z.ZodType<StreamSettings>;

export const streamSettingsBody = requestSchema(validateStreamSettings);
