import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { openTestDatabase } from '@vitalia/testkit';
import type { Database } from '@vitalia/db';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The whole server on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(
  options: { env?: Record<string, string>; logger?: FastifyBaseLogger; now?: () => Date } = {},
): Promise<TestApp> {
  const { db, dispose } = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, db, logger: options.logger, now: options.now });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

let phoneCounter = 0;

/** A valid Mexico City mobile number, unique within the test run. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const subscriber = (process.pid * 1000 + phoneCounter) % 10_000_000;
  return `+52552${String(subscriber).padStart(7, '0')}`;
}

let emailCounter = 0;
export function uniqueEmail(name = 'ana'): string {
  emailCounter += 1;
  return `${name}.${emailCounter}@example.com`;
}

export interface RegisteredUser {
  email: string;
  password: string;
  phone: string;
  token: string;
}

/** Registers a user through the API, as the web form does, and returns their credentials and token. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Pick<RegisteredUser, 'email' | 'password' | 'phone'>> = {},
): Promise<RegisteredUser> {
  const user = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'contraseña-segura',
    phone: overrides.phone ?? uniquePhone(),
  };
  const response = await app.inject({ method: 'POST', url: '/health-users/register/', payload: user });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...user, token: response.json<{ token: string }>().token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
