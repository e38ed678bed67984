import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createDatabaseOnServer, dropDatabaseOnServer } from '@vitalia/db';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningServer {
  url: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/**
 * Starts the real server (`apps/server/src/server.ts`, as `npm start` does, on the built web app) on a free
 * port with a fresh database: a new PGlite folder, or a new database on the DATABASE_URL server.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-e2e-'));
  const serverUrl = process.env.DATABASE_URL;
  const databaseName = serverUrl ? `vitalia_e2e_${Date.now()}_${randomBytes(4).toString('hex')}` : undefined;
  const databaseUrl =
    serverUrl && databaseName ? await createDatabaseOnServer(serverUrl, databaseName) : undefined;

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each test file signs many people up from this one address.
      SIGNUP_LIMIT_PER_HOUR: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;

  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName) await dropDatabaseOnServer(serverUrl, databaseName);
  };

  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, output, close };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Starts the real server (with `env`) and Chromium before a test file's tests and stops both after.
 * Read `server` and `browser` inside tests: they are set once the file's `beforeAll` has run.
 */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(env), launchChromium()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.close();
  });
  return running;
}

let uniqueCounter = 0;
const nextUnique = () =>
  `${Date.now().toString(36)}${(++uniqueCounter).toString(36)}${process.pid.toString(36)}`;

/** An e-mail no other test of this run uses. */
export function uniqueEmail(name = 'paciente'): string {
  return `${name}.${nextUnique()}@example.com`;
}

/** A valid Mexico City number in E.164 that no other test of this run uses (the server refuses a phone twice). */
export function uniqueMxPhone(): string {
  uniqueCounter += 1;
  return `+5255${String(10_000_000 + ((Date.now() + uniqueCounter * 7_919 + process.pid) % 89_999_999))}`;
}

export interface ApiUser {
  email: string;
  phone: string;
  password: string;
  token: string;
}

/** Registers a user through the API, as the sign-up page does. */
export async function registerThroughApi(serverUrl: string, overrides: Partial<Omit<ApiUser, 'token'>> = {}) {
  const user = {
    email: overrides.email ?? uniqueEmail(),
    phone: overrides.phone ?? uniqueMxPhone(),
    password: overrides.password ?? 'clave-de-ana-1',
  };
  const response = await fetch(`${serverUrl}/health-users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await response.json()) as { token?: string; detail?: string };
  if (!body.token) throw new Error(`registration failed: ${response.status} ${JSON.stringify(body)}`);
  return { ...user, token: body.token } satisfies ApiUser;
}
