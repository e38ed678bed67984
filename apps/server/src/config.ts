import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PRICE_MXN,
  DEFAULT_TRIAL_DAYS,
  PLACEHOLDER_CHAT_NUMBER,
} from '@vitalia/contracts/site-config';
import { isTimeZone } from '@vitalia/domain/schedules';
import { readTrustProxy, type TrustProxy } from './trust-proxy';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalText = z.string().trim().min(1).optional();

/**
 * The Graph API version the Cloud API is called with. Meta supports each version about two years after the
 * next one is released (v21.0 stops working on 21 January 2027); v26.0, of 29 July 2026, is the newest.
 * WHATSAPP_API_URL moves it without a release: see the README's Configuration.
 */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v26.0';
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  CHAT_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 5215512345678')
    .optional(),
  TZ_DEFAULT: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Mexico_City')
    .default('America/Mexico_City'),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_TRIAL_DAYS),
  PRICE_MXN: z.coerce.number().positive().max(100_000).default(DEFAULT_PRICE_MXN),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: httpUrl.default(DEFAULT_WHATSAPP_API_URL),
  TRANSCRIPTION_URL: httpUrl.optional(),
  TRANSCRIPTION_API_KEY: optionalText,
  TRANSCRIPTION_MODEL: z.string().trim().min(1).max(200).default('whisper-1'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  CHAT_SEND_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CHAT_RETRY_BASE_SECONDS: z.coerce.number().min(0.05).max(600).default(2),
  CHAT_WORKERS: z.enum(['true', 'false', '1', '0']).default('true'),
  CHAT_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  SCHEDULER: z.enum(['true', 'false', '1', '0']).default('true'),
  SCHEDULER_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  CRISIS_FOLLOWUP_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(15),
  SCHEDULER_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  IMPORT_DIR: z.string().trim().min(1).optional(),
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  IMPORT_MAX_RECORDS: z.coerce.number().int().min(1).max(1_000_000_000).default(5_000_000),
  IMPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  IMPORT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().max(2000).default('false'),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means unset, as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const trustProxy = readTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && trustProxy !== null)
    problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (e.WHATSAPP_TOKEN) {
    for (const name of [
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const) {
      if (!e[name]) problems.push(`${name}: is required when WHATSAPP_TOKEN is set`);
    }
  }
  if (e.STRIPE_SECRET_KEY) {
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!e[name]) problems.push(`${name}: is required when STRIPE_SECRET_KEY is set`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: stripTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    chatNumber: e.CHAT_NUMBER ?? PLACEHOLDER_CHAT_NUMBER,
    chatNumberIsPlaceholder: !e.CHAT_NUMBER,
    defaultTimeZone: e.TZ_DEFAULT,
    trialDays: e.TRIAL_DAYS,
    priceMxn: e.PRICE_MXN,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    /** After a crisis value, minutes before the bot asks again and tells the caregivers of no answer. */
    crisisFollowupMinutes: e.CRISIS_FOLLOWUP_MINUTES,
    whatsapp: {
      mode: e.WHATSAPP_TOKEN ? ('cloud' as const) : ('simulator' as const),
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      apiUrl: stripTrailingSlash(e.WHATSAPP_API_URL),
    },
    /** Voice notes: an OpenAI-compatible speech-to-text service; unset, voice notes get a request to write. */
    transcription: e.TRANSCRIPTION_URL
      ? {
          url: stripTrailingSlash(e.TRANSCRIPTION_URL),
          apiKey: e.TRANSCRIPTION_API_KEY,
          model: e.TRANSCRIPTION_MODEL,
        }
      : null,
    stripe: {
      mode: e.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceId: e.STRIPE_PRICE_ID,
      apiUrl: stripTrailingSlash(e.STRIPE_API_URL),
    },
    chat: {
      sendLeaseSeconds: e.CHAT_SEND_LEASE_SECONDS,
      retryBaseSeconds: e.CHAT_RETRY_BASE_SECONDS,
      idleMs: e.CHAT_POLL_MS,
      /** false: this process only answers HTTP; `npm run worker` processes (PostgreSQL only). */
      workers: e.CHAT_WORKERS === 'true' || e.CHAT_WORKERS === '1',
    },
    scheduler: {
      /** false: this process sends no reminders or reports (another process or `npm run worker` does). */
      enabled: e.SCHEDULER === 'true' || e.SCHEDULER === '1',
      tickMs: e.SCHEDULER_TICK_MS,
      leaseSeconds: e.SCHEDULER_LEASE_SECONDS,
    },
    healthImports: {
      /**
       * Where uploaded health-app files wait for their job: IMPORT_DIR, else the data folder (embedded
       * database) or the system's temporary folder (PostgreSQL). Deleted after the job.
       */
      storageDir: resolve(
        e.IMPORT_DIR ?? (e.DATABASE_URL ? join(tmpdir(), 'vitalia-imports') : join(e.DATA_DIR, 'imports')),
      ),
      maxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
      /** Records one job reads at most (every record of the file, read or passed over). */
      maxRecords: e.IMPORT_MAX_RECORDS,
      /** A job without progress this long is taken over by another process (PostgreSQL). */
      leaseSeconds: e.IMPORT_LEASE_SECONDS,
      /** A pause after each stored batch of an import, leaving the database to the chat and the web. */
      pauseMs: e.IMPORT_PAUSE_MS,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxy as TrustProxy,
  };
}

export type Config = ReturnType<typeof loadConfig>;
