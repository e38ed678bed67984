import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { DataDirLockedError, openConfiguredDatabase, type OpenedDatabase } from '@vitalia/db';
import { buildApp, loggerOptions } from './app';
import { loadConfigOrExit, stopOnSignals } from './process-lifecycle';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

async function main() {
  const config = loadConfigOrExit();
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

  const { app } = await buildApp({ config, db, webDistDir: WEB_DIST_DIR, logger });
  stopOnSignals(async (signal) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await opened.close();
  });

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
