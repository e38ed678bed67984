import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { toDatabaseError } from './errors';
import { startPgliteThread } from './pglite-thread';
import { createStatementQueue } from './statement-queue';

/**
 * A row-returning statement with `$1` placeholders. Internal to this package: code outside it reaches the
 * database only through repositories (see database.ts).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** One connection pool (PostgreSQL) or one embedded instance (PGlite). */
export interface Driver extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** PGlite: the whole database as one archive, for `loadDataDir` (tests start from a migrated copy). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** How long a request waits for a free connection before the database counts as unavailable. */
      connectionTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dataDir?: string /* undefined = in memory */;
      /** An archive made by `dumpDataDir`: the new in-memory database starts as its copy. */
      loadDataDir?: Blob;
    };

// Both drivers return the same JavaScript values: ids (bigint) as numbers, dates as 'YYYY-MM-DD'
// strings (a Date would shift the calendar day with the process time zone), numerics as numbers.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string) => Number(value);
const keepString = (value: string) => value;

/** Every driver call goes through this, so no driver error (with its SQL and parameters) escapes. */
async function translated<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDatabaseError(error);
  }
}

export async function openDriver(options: DatabaseOptions): Promise<Driver> {
  return options.kind === 'postgres'
    ? openPostgres(options)
    : openPglite(options.dataDir, options.loadDataDir);
}

// PGlite allocates Postgres's shared buffers inside its WASM heap, where initdb's default of 128MB ends up
// almost entirely resident. 16MB still holds this database's hot pages many times over. The command line
// overrides the value initdb wrote in postgresql.conf, so data folders made before this change get it too;
// initdb gets it as well, for its own runs and for the postgresql.conf it writes.
const PGLITE_SHARED_BUFFERS = ['-c', 'shared_buffers=16MB'];
const PGLITE_INITDB_PARAMS = ['--set', 'shared_buffers=16MB'];

// Run by `node -e` with PGlite's CommonJS entry, a folder and the initdb parameters (JSON) as arguments.
// It stops when its parent's IPC channel closes, i.e. when the server dies during its first start.
const INITDB_SCRIPT = `
process.on('disconnect', () => process.exit(1));
const [entry, dataDir, initDbStartParams] = process.argv.slice(1);
const { PGlite } = require(entry);
PGlite.create({ dataDir, initDbStartParams: JSON.parse(initDbStartParams) })
  .then((db) => db.close())
  .then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
`;
const INITDB_SCRATCH_PREFIX = '.initdb-';

/**
 * On a fresh folder PGlite runs initdb in a second WASM instance beside the first, with a copy of its heap
 * (600-900MB resident at the peak), and that garbage stays in the process until a major GC. A short-lived
 * child process runs it instead, so the server holds one instance from its first start on. The child
 * writes into a scratch folder inside `dataDir` (same file system, same lock) that moves in once complete,
 * PG_VERSION last: an interrupted first start leaves no half-made database, only a scratch folder that the
 * next start removes.
 */
async function initDataDirInChildProcess(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(INITDB_SCRATCH_PREFIX)) continue;
    try {
      rmSync(join(dataDir, name), { recursive: true, force: true });
    } catch {
      // An interrupted start's child may still be writing it: nothing reads it, a later start retries.
    }
  }
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const scratch = mkdtempSync(join(dataDir, INITDB_SCRATCH_PREFIX));
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const args = ['-e', INITDB_SCRIPT, entry, scratch, JSON.stringify(PGLITE_INITDB_PARAMS)];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`initdb in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`),
            ),
      );
    });
    const names = readdirSync(scratch).sort(
      (a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'),
    );
    for (const name of names) renameSync(join(scratch, name), join(dataDir, name));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Plain statements handed to the embedded database's thread ahead of their turn (statement-queue.ts). */
const PGLITE_DEPTH = 4;

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Driver> {
  if (dataDir) await initDataDirInChildProcess(dataDir);
  // PGlite runs in a worker thread of its own (pglite-thread.ts): its statements run on the other core
  // while this thread answers requests and runs the bot. A server on PostgreSQL never starts it.
  const thread = await translated(() =>
    startPgliteThread({
      dataDir,
      loadDataDir,
      extraStartParams: PGLITE_SHARED_BUFFERS,
      initDbStartParams: PGLITE_INITDB_PARAMS,
    }),
  );
  const run: Queryable = {
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      translated(() => thread.query<Row>(sql, params)),
  };
  const script = (sql: string) => translated(() => thread.exec(sql));
  // Requests' statements go first, a few in flight at once; a transaction has the database to itself
  // for its whole turn, its own statements sent as it runs them (see statement-queue.ts).
  const inTurn = createStatementQueue({ depth: PGLITE_DEPTH });
  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: readonly unknown[]) => inTurn(() => run.query<Row>(sql, params)),
    transaction: (work) =>
      inTurn(
        async () => {
          await script('BEGIN');
          try {
            const result = await work(run);
            await script('COMMIT');
            return result;
          } catch (error) {
            await script('ROLLBACK').catch(() => undefined);
            throw error;
          }
        },
        { exclusive: true },
      ),
    exec: (sql) => inTurn(() => script(sql), { exclusive: true }),
    dumpDataDir: () => inTurn(() => thread.dump(), { exclusive: true }),
    close: () => inTurn(() => thread.close(), { exclusive: true }),
  };
}

/** Distinct statements kept prepared on each connection: the product's SQL is a fixed set of texts. */
const MAX_PREPARED = 1_000;
const preparedNames = new Map<string, string>();

/**
 * A name for a statement with parameters, so each connection parses and plans it once and then only
 * binds and executes it (the chat's turns run the same few statements thousands of times a minute).
 * A statement without parameters is left to the simple protocol, which allows several in one text.
 */
function preparedName(sql: string, params: readonly unknown[]): string | undefined {
  if (params.length === 0) return undefined;
  const known = preparedNames.get(sql);
  if (known !== undefined || preparedNames.size >= MAX_PREPARED) return known;
  const name = `vitalia_${preparedNames.size + 1}`;
  preparedNames.set(sql, name);
  return name;
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Driver> {
  const typeParser = (oid: number, format?: string) => {
    if (oid === OID.INT8 || oid === OID.NUMERIC) return toNumber;
    if (oid === OID.DATE) return keepString;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // pg waits forever for a free connection by default; a request should rather fail fast with a 503.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    // A prepared statement is planned for each execution's parameters, as an unnamed one is: only the
    // parsing is saved. A plan made once for any parameters can be far worse on a grown table.
    options: '-c plan_cache_mode=force_custom_plan',
    types: { getTypeParser: typeParser },
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await translated(() => pool.query('select 1'));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      translated(
        async () =>
          (await q.query({ text: sql, values: params as unknown[], name: preparedName(sql, params) }))
            .rows as Row[],
      ),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await translated(() => pool.connect());
      try {
        await translated(() => client.query('BEGIN'));
        const result = await work(wrap(client));
        await translated(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: (sql) => translated(async () => void (await pool.query(sql))),
    close: () => pool.end(),
  };
}
