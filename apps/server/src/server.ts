import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { DataDirLockedError, openConfiguredDatabase, type OpenedDatabase } from '@vitalia/db';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino(loggerOptions(config.logLevel));

  let opened: OpenedDatabase;
  try {
    opened = await openConfiguredDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db } = opened;
  logger.info({ database: db.kind, applied: opened.applied }, 'database ready');

  const app = await buildApp({ config, db, webDistDir: WEB_DIST_DIR, logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop what is using it or set PORT to another port.`
        : `Could not listen on port ${config.port}: ${(error as Error).message}`,
    );
    await opened.close();
    process.exit(1);
  }
  logger.info(
    { whatsapp: config.whatsapp.mode, payments: config.stripe.mode, publicUrl: config.publicUrl },
    'Vitalia is serving',
  );
}

await main();
