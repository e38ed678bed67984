import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createRepositories, type Database } from '@vitalia/db';
import type { Config } from './config';
import { createRequireUser } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerAlertScheduleRoutes } from './routes/health-users/alert-schedules-routes';
import { registerAuthRoutes } from './routes/health-users/auth-routes';
import { registerHomeRoutes } from './routes/health-users/home-routes';
import { registerMedicationRoutes } from './routes/health-users/medications-routes';
import { registerProfileRoutes } from './routes/health-users/profile-routes';
import { registerHealthzRoute } from './routes/healthz';
import { createAccountsService } from './services/accounts';
import { createMedicationsService } from './services/medications';
import { createProfileService } from './services/profile';
import { createRemindersService } from './services/reminders';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The built web app to serve; omitted in API tests. */
  webDistDir?: string;
  /** A pino logger (see loggerOptions); none in tests unless a test reads the logs. */
  logger?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Log settings: secrets travel in headers and bodies, and neither is logged (bodies never are; the headers
 * that carry credentials are redacted, and query strings are dropped from logged URLs).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-hub-signature-256"]',
      'req.headers["stripe-signature"]',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}

/**
 * Many clients send `Content-Type: application/json` on every request, also on a DELETE or a logout
 * without a body. An empty JSON body is read as no body, so those calls work; a call that needs a body
 * still answers 400 in its own words. Non-empty bodies keep Fastify's safe parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its return value carries nothing.
    void parseJson(request, body.toString(), done);
  });
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Routes are declared with the trailing slashes SPEC.md fixes; the variant without one also answers.
    routerOptions: { ignoreTrailingSlash: true },
  });

  acceptEmptyJsonBodies(app);

  const repos = createRepositories(db);
  const accounts = createAccountsService({ db, repos, trialDays: config.trialDays, now: options.now });
  const requireUser = createRequireUser(accounts);
  const reminders = createRemindersService(repos);
  const medications = createMedicationsService(repos);
  const profile = createProfileService({ repos, defaultTimeZone: config.defaultTimeZone, now: options.now });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerHealthzRoute(app, db);
  registerAuthRoutes(app, { accounts, requireUser });
  registerHomeRoutes(app, { reminders, medications, requireUser });
  registerAlertScheduleRoutes(app, { reminders, requireUser });
  registerMedicationRoutes(app, { medications, requireUser });
  registerProfileRoutes(app, { profile, requireUser });
  await registerWebApp(app, config, options.webDistDir);

  return app;
}
