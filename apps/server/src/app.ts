import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createBilling, type SendChat } from '@vitalia/billing';
import type { Database } from '@vitalia/db';
import type { createServices } from '@vitalia/services';
import { createConfiguredBot, createConfiguredScheduler, createConfiguredServices } from './bot-wiring';
import type { Config } from './config';
import { acceptEmptyJsonBodies } from './plugins/body-parsers';
import {
  capConnectionsPerAddress,
  deadlineForBodies,
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from './plugins/connection-limits';
import { BODY_LIMIT_BYTES, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { readBootScript } from './plugins/prerendered-pages';
import { healthMetricsRoutes } from './routes/health-metrics';
import { healthPaymentsRoutes } from './routes/health-payments';
import { healthUsersRoutes } from './routes/health-users';
import { registerHealthzRoute } from './routes/healthz';
import { registerNightscoutRoutes } from './routes/nightscout';
import { publicChatRoutes } from './routes/public-chat';
import { webhookRoutes } from './routes/webhooks';

export { BODY_LIMIT_BYTES };

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The built web app to serve; omitted in API tests. */
  webDistDir?: string;
  /** A pino logger (see loggerOptions); none in tests unless a test reads the logs. */
  logger?: FastifyBaseLogger;
  now?: () => Date;
  /** Run the bot's workers in this process; default CHAT_WORKERS (true). */
  chatWorkers?: boolean;
  /** Run the reminder scheduler in this process; default SCHEDULER (true). */
  scheduler?: boolean;
  /** Queues a chat message (the bot's outbound queue); a failed payment sends one with the portal link. */
  sendChat?: SendChat;
  /** Told of every route as it is registered (the generated test suites list them so). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Timeouts and the per-address connection cap; default DEFAULT_CONNECTION_LIMITS (tests shorten them). */
  connectionLimits?: ConnectionLimits;
}

/** A pay link's code (in `/pagar/<code>` and the API's `/pay-links/<code>`) stays out of the logs. */
const withoutPayLinkCode = (path: string) =>
  path.replace(/\/(pagar|pay-links)\/[A-Za-z0-9_-]{43}/, '/$1/<code>');

/**
 * Log settings: secrets travel in headers and bodies, and neither is logged (bodies never are; the headers
 * that carry credentials are redacted, query strings are dropped from logged URLs, and so are pay links'
 * codes).
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
        url: withoutPayLinkCode(req.url.split('?')[0]!),
      }),
    },
  };
}

/** What buildApp wires besides the HTTP app; tests and benchmarks drive the scheduler and services directly. */
export interface AppParts {
  services: ReturnType<typeof createServices>;
  bot: ReturnType<typeof createConfiguredBot>;
  scheduler: ReturnType<typeof createConfiguredScheduler>;
}

/**
 * The HTTP app (plugins, then one scoped plugin per API prefix, then the web app), returned with the parts
 * it wires so that a caller who needs them gets them without reaching into the app.
 */
/** How much longer Node's own request timeout is than the deadline the app keeps for bodies. */
const BACKSTOP_MARGIN_MS = 10_000;

export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const limits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's own request timeout is only the backstop: a body's deadline is kept by deadlineForBodies,
    // which answers a Spanish 408. Were Node's the same length, its periodic check could win the race and
    // drop the connection without a word (Fastify writes nothing once a response object exists).
    requestTimeout: limits.requestTimeoutMs + BACKSTOP_MARGIN_MS,
    connectionTimeout: limits.idleTimeoutMs,
    trustProxy: config.trustProxy,
    frameworkErrors,
    // Routes are declared with the trailing slashes SPEC.md fixes; the variant without one also answers.
    routerOptions: { ignoreTrailingSlash: true },
  });

  if (limits.connectionsPerAddress !== null && !config.trustProxy) {
    capConnectionsPerAddress(app.server, limits.connectionsPerAddress);
  }
  deadlineForBodies(app, limits.requestTimeoutMs);
  // Node checks the headers' deadline apart from the request's; it must not be the longer one.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, limits.requestTimeoutMs);

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }

  const services = createConfiguredServices(config, db, app.log, options.now);

  // Health-app imports run in the background of every server process; the embedded database has one
  // process, so a job it finds taken was left by its own previous run and is resumed at once.
  app.addHook('onReady', async () => services.healthImports.start({ soleProcess: db.kind === 'pglite' }));
  app.addHook('onClose', async () => services.healthImports.stop());

  const bot = createConfiguredBot(config, services, app.log, options.now);
  if (options.chatWorkers ?? config.chat.workers) {
    app.addHook('onReady', async () => bot.start());
    app.addHook('onClose', async () => bot.stop());
  }
  const scheduler = createConfiguredScheduler(config, services, bot, app.log, options.now);
  if (options.scheduler ?? config.scheduler.enabled) {
    app.addHook('onReady', async () => scheduler.start());
    // Registered after the bot's: hooks run in order, so the scheduler stops before the sender.
    app.addHook('onClose', async () => scheduler.stop());
  }
  const billing = createBilling({
    subscriptions: services.subscriptions,
    stripe:
      config.stripe.mode === 'stripe'
        ? {
            secretKey: config.stripe.secretKey!,
            webhookSecret: config.stripe.webhookSecret!,
            priceId: config.stripe.priceId!,
            apiUrl: config.stripe.apiUrl,
          }
        : null,
    priceMxn: config.priceMxn,
    publicUrl: config.publicUrl,
    // A failed payment's chat message goes through the bot's outbound queue: the approved template
    // outside the 24-hour window, nothing after BAJA (the bell still tells).
    sendChat:
      options.sendChat ??
      (async (userId, text, dedupeKey) => {
        await services.chat.sendProactive(userId, {
          dedupeKey,
          message: { type: 'text', text },
          template: 'paymentFailed',
          templateParams: [`${config.publicUrl}/health/payments`],
        });
        bot.wakeSender();
      }),
    log: app.log,
    now: options.now,
  });

  acceptEmptyJsonBodies(app);
  registerErrorHandler(app);
  // The web build's inlined boot script is the one script the content policy allows by hash.
  const boot = options.webDistDir ? readBootScript(options.webDistDir) : null;
  registerSecurityHeaders(app, boot ? [boot.hash] : []);
  registerHealthzRoute(app, db);
  await app.register(healthUsersRoutes, {
    prefix: '/health-users',
    publicUrl: config.publicUrl,
    bot,
    billing,
    ...services,
  });
  await app.register(healthMetricsRoutes, {
    prefix: '/health-metrics/api',
    ...services,
    importMaxBytes: config.healthImports.maxBytes,
  });
  await app.register(healthPaymentsRoutes, {
    prefix: '/health-payments',
    billing,
    accounts: services.accounts,
    publicUrl: config.publicUrl,
  });
  if (bot.mode === 'simulator') {
    await app.register(publicChatRoutes, { prefix: '/public-chat', publicChat: services.publicChat, bot });
  }
  await app.register(webhookRoutes, {
    prefix: '/webhooks',
    whatsappVerifyToken: config.whatsapp.verifyToken,
    bot,
  });
  await registerNightscoutRoutes(app, {
    services,
    publicUrl: config.publicUrl,
    now: options.now ?? (() => new Date()),
  });
  await registerWebApp(app, config, options.webDistDir, boot);

  const parts: AppParts = { services, bot, scheduler };
  return { app, parts };
}
