import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  bearer,
  createUser,
  injectTransport,
  openTestDatabase,
  uniqueEmail,
  uniqueMxPhone,
  type SignedInUser,
  type UserCredentials,
} from '@vitalia/testkit';
import type { Database } from '@vitalia/db';
import { createServices, type Services } from '@vitalia/services';
import { buildApp, type AppParts, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';

export { bearer, uniqueEmail, uniqueMxPhone as uniquePhone };

export interface TestApp {
  app: FastifyInstance;
  /** The app's services, bot and scheduler, for tests that drive them directly (the scheduler's runDue). */
  parts: AppParts;
  db: Database;
  /** Raw SQL, for checking what was stored. */
  query: <Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set). Sign-ups are not
 * rate limited here unless a test sets SIGNUP_LIMIT_PER_HOUR (nor chat messages, CHAT_MESSAGES_PER_MINUTE): most files register many users from one address.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logger?: FastifyBaseLogger;
    now?: () => Date;
    database?: { maxConnections?: number; connectionTimeoutMs?: number };
    sendChat?: BuildAppOptions['sendChat'];
    onRoute?: BuildAppOptions['onRoute'];
    webDistDir?: string;
    connectionLimits?: BuildAppOptions['connectionLimits'];
  } = {},
): Promise<TestApp> {
  const { db, query, dispose } = await openTestDatabase(options.database);
  // The scheduler runs when a test says so (SCHEDULER: 'true') or is driven through parts.scheduler.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    // Likewise the bot's per-number pace: tests replay whole conversations in a frozen minute.
    CHAT_MESSAGES_PER_MINUTE: '100000',
    SCHEDULER: 'false',
    ...options.env,
  });
  const { app, parts } = await buildApp({
    config,
    db,
    logger: options.logger,
    now: options.now,
    sendChat: options.sendChat,
    onRoute: options.onRoute,
    connectionLimits: options.connectionLimits,
    webDistDir: options.webDistDir,
  });
  await app.ready();
  queries.set(app, query);
  return {
    app,
    parts,
    db,
    query,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export type RegisteredUser = SignedInUser;

/**
 * Registers a user through the API, as the web form does, and returns their credentials and token. Their
 * number is then proven as a person does on the web (CONTRACTS.md section 6): the code sign-up sent to it
 * is entered. `{ proven: false }` leaves it unproven.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<UserCredentials> = {},
  { proven = true }: { proven?: boolean } = {},
): Promise<RegisteredUser> {
  const user = await createUser(injectTransport(app), { ...overrides, withToken: true });
  if (proven) await proveWithQueuedCode(app, user);
  return user;
}

/** Each test app's SQL, for helpers that get only the Fastify app. */
const queries = new WeakMap<FastifyInstance, TestApp['query']>();

/**
 * Enters the latest code that proves the user's number, read from what the app queued to that number
 * (the Graph API's side of the outbound queue: in simulator mode nothing leaves the database).
 */
export async function proveWithQueuedCode(
  app: FastifyInstance,
  user: { token: string; email: string },
): Promise<void> {
  const query = queries.get(app);
  if (!query) throw new Error('not an app of createTestApp');
  const [row] = await query<{ message: { params?: string[]; text?: string } }>(
    `SELECT o.message FROM chat_outbound o JOIN users u ON u.id = o.user_id
     WHERE lower(u.email) = lower($1) AND o.dedupe_key LIKE 'phone-proof:%' ORDER BY o.id DESC LIMIT 1`,
    [user.email],
  );
  const code = row?.message.params?.[0] ?? /\d{6}/.exec(row?.message.text ?? '')?.[0];
  if (!code) throw new Error('no code was queued to the number');
  const verified = await actingAs(app, user)('POST', '/health-users/phone/verify/', { code });
  if (verified.statusCode !== 204) throw new Error(`verify: ${verified.body}`);
}

/**
 * Signs the user in again and returns the new session's token: what a person does when they come back
 * after more than 30 days without using the site (their session ended, CONTRACTS.md section 11).
 */
export async function signInAgain(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/health-users/login/',
    payload: { email: user.email, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return login.json<{ token: string }>().token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as `user` (with their bearer token); the payload, when given, is sent as JSON. */
export function actingAs(app: FastifyInstance, user: { token: string }) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The use cases of another process on the same database, with a clock of the test's own. */
export function servicesOn(db: Database, now: () => Date): Services {
  return createServices({
    db,
    trialDays: 14,
    signupLimitPerHour: 1000,
    defaultTimeZone: 'America/Mexico_City',
    now,
  });
}

/**
 * `owner` shares their data with `invitee` at `scope` and the invitee accepts the link, as in the web
 * app. Returns the shared patient's id.
 */
export async function shareWith(
  app: FastifyInstance,
  owner: RegisteredUser,
  invitee: RegisteredUser,
  scope: string,
): Promise<number> {
  const invited = await actingAs(app, owner)('POST', '/health-users/shares/', {
    email: invitee.email,
    scope,
  });
  if (invited.statusCode !== 201 && invited.statusCode !== 200) throw new Error(`share: ${invited.body}`);
  const accepted = await actingAs(app, invitee)('POST', '/health-users/invitations/accept-link/', {
    token: new URL(invited.json().invitation_url).searchParams.get('code'),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return accepted.json().paciente_id;
}
