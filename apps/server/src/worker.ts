/**
 * The chat's workers and the reminder scheduler as a process of their own (`npm run worker`): inbound
 * messages handled, reminders and reports due handed to the queue, outbound messages sent, with no HTTP. For deployments that run API processes with CHAT_WORKERS=false and scale
 * the workers apart; several of either may share one PostgreSQL (DATABASE_URL is required: the embedded
 * database belongs to one process).
 */
import { pino } from 'pino';
import { openConfiguredDatabase } from '@vitalia/db';
import { loggerOptions } from './app';
import { createConfiguredBot, createConfiguredScheduler, createConfiguredServices } from './bot-wiring';
import { loadConfigOrExit, stopOnSignals } from './process-lifecycle';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino(loggerOptions(config.logLevel));
  if (!config.databaseUrl) {
    logger.fatal('The worker needs DATABASE_URL: the embedded database is used by the server process alone.');
    process.exit(1);
  }
  const opened = await openConfiguredDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = createConfiguredServices(config, opened.db, logger);
  const bot = createConfiguredBot(config, services, logger);
  const scheduler = createConfiguredScheduler(config, services, bot, logger);
  bot.start();
  scheduler.start();
  logger.info({ whatsapp: config.whatsapp.mode }, 'Vitalia worker is running');

  stopOnSignals(async (signal) => {
    logger.info({ signal }, 'shutting down');
    // The current batch finishes; what was claimed and not finished is taken over after its lease.
    await scheduler.stop();
    await bot.stop();
    await opened.close();
  });
}

await main();
