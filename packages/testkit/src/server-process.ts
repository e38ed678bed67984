import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyOfMigratedFolder } from './database-templates';
import { createScratchDatabase } from './test-database';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The server from its TypeScript sources (compiled as it loads), on the built web app. */
const SERVER_ENTRY = 'apps/server/src/server.ts';
/** The server as `npm start` runs it: the production build (`npm run build`), plain Node.js. */
const PRODUCTION_ENTRY = 'apps/server/dist/server.js';

/** What the production build is made of: the server's sources and the workspace packages it bundles. */
const BUILD_SOURCES = [
  'apps/server/src',
  ...['billing', 'bot', 'contracts', 'db', 'domain', 'parser', 'scheduler', 'services'].map(
    (name) => `packages/${name}/src`,
  ),
];

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let buildChecked = false;

/** A test of the build must not pass on an old one: its sources changed since `npm run build`. */
function assertBuildIsCurrent(): void {
  if (buildChecked) return;
  const built = statSync(join(REPO_ROOT, PRODUCTION_ENTRY), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...BUILD_SOURCES.map((folder) => newestChange(join(REPO_ROOT, folder))));
  if (built < changed) {
    throw new Error(
      `${PRODUCTION_ENTRY} is missing or older than the sources it is built from: run \`npm run build\` first`,
    );
  }
  buildChecked = true;
}

export interface RunningServer {
  url: string;
  /** The server process's id (its memory can be read in /proc). */
  pid: number;
  /** Where its data lives, to start another process on the same database. */
  database: ServerDatabase;
  /** Ends the process at once (SIGKILL), as a crash would; the database is kept for a restart. */
  kill(): Promise<void>;
  /** Everything the server printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
  /** For the first process of a shared database: removes it once every process is closed. */
  removeDatabase(): Promise<void>;
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

/** The database a server process uses: a PGlite folder, or a PostgreSQL database. */
export interface ServerDatabase {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Starts the real server (`apps/server/src/server.ts`, or with `production` the build `npm start` runs) on a free
 * port with a fresh database: a new PGlite folder (a copy of a migrated one, unless `empty`), or a new
 * database on the DATABASE_URL server.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    database?: ServerDatabase;
    port?: number;
    production?: boolean;
    /** An empty embedded data folder, for a test of the first start itself (initdb, every migration). */
    empty?: boolean;
  } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  // A given database belongs to whoever made it (a restart, a second process): it is not removed here.
  const owned = options.database === undefined;
  const serverUrl = process.env.DATABASE_URL;
  // An embedded database starts as a copy of a migrated one; PostgreSQL's migrations take a fraction of
  // a second, so a scratch database there starts empty.
  const dataDir =
    options.database?.dataDir ??
    (serverUrl || options.empty ? mkdtempSync(join(tmpdir(), 'vitalia-e2e-')) : await copyOfMigratedFolder());
  const scratch = owned && serverUrl ? await createScratchDatabase(serverUrl, 'vitalia_e2e') : undefined;
  const databaseUrl = options.database ? options.database.databaseUrl : scratch?.url;

  if (options.production) assertBuildIsCurrent();
  const args = options.production ? [PRODUCTION_ENTRY] : ['--import', 'tsx', SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      // The address the browser opens: payment return addresses must be on it (CONTRACTS section 7).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    if (owned) {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  };
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  /** Removes the database of a server whose processes are all gone. */
  const removeDatabase = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };

  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid!, output, close, kill, database: { dataDir, databaseUrl }, removeDatabase };
}
