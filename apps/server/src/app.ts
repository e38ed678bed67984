import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createBilling, type SendChat } from '@vitalia/billing';
import type { Database } from '@vitalia/db';
import { createServices } from '@vitalia/services';
import { createConfiguredBot, createConfiguredScheduler } from './bot-wiring';
import type { Config } from './config';
import { acceptEmptyJsonBodies } from './plugins/body-parsers';
import { BODY_LIMIT_BYTES, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { healthMetricsRoutes } from './routes/health-metrics';
import { healthPaymentsRoutes } from './routes/health-payments';
import { healthUsersRoutes } from './routes/health-users';
import { privacyRoutes } from './routes/health-users/privacy-routes';
import { registerHealthzRoute } from './routes/healthz';
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

/** The HTTP app: plugins, then one scoped plugin per API prefix, then the web app. */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors,
    // Routes are declared with the trailing slashes SPEC.md fixes; the variant without one also answers.
    routerOptions: { ignoreTrailingSlash: true },
  });

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }

  const services = createServices({
    db,
    trialDays: config.trialDays,
    signupLimitPerHour: config.signupLimitPerHour,
    chatMessagesPerMinute: config.chatMessagesPerMinute,
    defaultTimeZone: config.defaultTimeZone,
    now: options.now,
  });

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
  // Tests and the benchmark reach the use cases and the scheduler through the app.
  app.decorate('vitalia', { services, bot, scheduler });
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
  await registerSecurityHeaders(app);
  registerHealthzRoute(app, db);
  await app.register(healthUsersRoutes, {
    prefix: '/health-users',
    publicUrl: config.publicUrl,
    bot,
    ...services,
  });
  await app.register(privacyRoutes, {
    prefix: '/health-users',
    privacy: services.privacy,
    accounts: services.accounts,
    billing,
  });
  await app.register(healthMetricsRoutes, { prefix: '/health-metrics/api', ...services });
  await app.register(healthPaymentsRoutes, {
    prefix: '/health-payments',
    billing,
    accounts: services.accounts,
    publicUrl: config.publicUrl,
  });
  await app.register(webhookRoutes, {
    prefix: '/webhooks',
    whatsappVerifyToken: config.whatsapp.verifyToken,
    bot,
  });
  await registerWebApp(app, config, options.webDistDir);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    vitalia: {
      services: ReturnType<typeof createServices>;
      bot: ReturnType<typeof createConfiguredBot>;
      scheduler: ReturnType<typeof createConfiguredScheduler>;
    };
  }
}
