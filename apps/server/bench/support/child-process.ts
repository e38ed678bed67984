import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Child processes for benchmarks, and clean-up (also on Ctrl-C): the child server, temporary folders, databases. */

export const cleanups = new Set<() => unknown>();

export async function withCleanup<T>(cleanup: () => unknown, work: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await work();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the child process and cleaning up`);
    // Last registered first: the child server stops before its data folder is removed.
    void (async () => {
      for (const cleanup of [...cleanups].reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
      process.exit(130);
    })();
  });
}

export interface Child {
  proc: ChildProcess;
  port: number;
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export function startChild(args: string[], env: NodeJS.ProcessEnv, port: number): Child {
  const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return { proc, port, output: () => tail };
}

let startEnv: Record<string, string> | undefined;

/**
 * The variables `npm start` sets in front of `node` (package.json's start script), which must be in the
 * environment before the process starts (the C library reads them): a bench runs the server as it runs.
 */
export function startScriptEnv(): Record<string, string> {
  if (startEnv) return startEnv;
  const { scripts } = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as {
    scripts: { start: string };
  };
  const env: Record<string, string> = {};
  for (const word of scripts.start.trim().split(/\s+/)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  startEnv = env;
  return env;
}

/**
 * The environment of a child server: the caller's, minus anything that would pick the database or port,
 * plus what `npm start` sets.
 */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'NODE_OPTIONS']) delete env[name];
  return { ...env, ...startScriptEnv(), LOG_LEVEL: 'warn', SIGNUP_LIMIT_PER_HOUR: '1000000', ...extra };
}

export async function stopChild(child: Child): Promise<void> {
  const { proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
