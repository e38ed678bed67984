import {
  createBot,
  createCloudApiChannel,
  createSimulatorChannel,
  createTranscriber,
  type Bot,
} from '@vitalia/bot';
import { createScheduler, type Scheduler } from '@vitalia/scheduler';
import { DatabaseError, type Database } from '@vitalia/db';
import { createServices, type Services } from '@vitalia/services';
import type { Config } from './config';

type ErrorLog = { error: (object: object, message: string) => void };

/** What failed and where, never the data: a database error by its code and query name. */
function describeError(error: unknown) {
  return error instanceof DatabaseError
    ? { code: error.code, query: error.queryName }
    : { err: { name: (error as Error).name, message: (error as Error).message } };
}

/** The use cases as the configuration says, for the HTTP server and the worker process alike. */
export function createConfiguredServices(
  config: Config,
  db: Database,
  log: ErrorLog,
  now?: () => Date,
): Services {
  return createServices({
    db,
    trialDays: config.trialDays,
    signupLimitPerHour: config.signupLimitPerHour,
    chatMessagesPerMinute: config.chatMessagesPerMinute,
    crisisFollowupMinutes: config.crisisFollowupMinutes,
    defaultTimeZone: config.defaultTimeZone,
    publicUrl: config.publicUrl,
    phoneProofRequired: config.whatsapp.mode === 'cloud',
    now,
    healthImports: {
      storageDir: config.healthImports.storageDir,
      leaseSeconds: config.healthImports.leaseSeconds,
      pauseMs: config.healthImports.pauseMs,
      limits: { maxUploadBytes: config.healthImports.maxBytes, maxRecords: config.healthImports.maxRecords },
    },
    // The readings are stored and the request answered; the consequences are finished later.
    onBackgroundError: (error) => log.error(describeError(error), 'consequences of readings failed'),
  });
}

/**
 * The bot as the configuration says: the Cloud API channel with WhatsApp credentials, the simulator
 * without. One place for the HTTP server and the worker process, so both send the same way.
 */
export function createConfiguredBot(
  config: Config,
  services: Services,
  log: ErrorLog,
  now?: () => Date,
): Bot {
  const { whatsapp } = config;
  return createBot({
    services,
    channel:
      whatsapp.mode === 'cloud'
        ? createCloudApiChannel({
            apiUrl: whatsapp.apiUrl,
            token: whatsapp.token as string,
            phoneNumberId: whatsapp.phoneNumberId as string,
          })
        : createSimulatorChannel(),
    publicUrl: config.publicUrl,
    defaultTimeZone: config.defaultTimeZone,
    priceMxn: config.priceMxn,
    appSecret: whatsapp.appSecret,
    phoneNumberId: whatsapp.mode === 'cloud' ? whatsapp.phoneNumberId : undefined,
    // Voice notes come from WhatsApp only: their audio is fetched from the Graph API with its token.
    transcriber:
      whatsapp.mode === 'cloud' && config.transcription
        ? createTranscriber({
            ...config.transcription,
            graphApiUrl: whatsapp.apiUrl,
            graphToken: whatsapp.token as string,
          })
        : undefined,
    now,
    idleMs: config.chat.idleMs,
    // 200 a round, 32 in flight: a minute of 10,000 reminders leaves in seconds (see the scheduler bench);
    // fewer, larger rounds spend less on claiming and marking.
    sender: {
      leaseSeconds: config.chat.sendLeaseSeconds,
      retryBaseSeconds: config.chat.retryBaseSeconds,
      batchSize: 200,
      concurrency: 32,
    },
    // Only what failed and where: never a message's text, a phone number or a token.
    onError: (error, context) => log.error(describeError(error), `chat ${context} failed`),
  });
}

/** The scheduler as the configuration says, handing what it queues to the bot's sender at once. */
export function createConfiguredScheduler(
  config: Config,
  services: Services,
  bot: Bot,
  log: ErrorLog,
  now?: () => Date,
): Scheduler {
  return createScheduler({
    services,
    defaultTimeZone: config.defaultTimeZone,
    now,
    tickMs: config.scheduler.tickMs,
    leaseSeconds: config.scheduler.leaseSeconds,
    onQueued: () => bot.wakeSender(),
    // The smart alerts' "no readings for N days", every 15 minutes.
    periodic: async () => {
      if ((await services.smartAlerts.checkInactivity()) > 0) bot.wakeSender();
    },
    onError: (error) => log.error(describeError(error), 'scheduler run failed'),
  });
}
