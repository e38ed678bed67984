import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { toDatabaseError } from './errors';

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
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ };

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
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Driver> {
  const db = await translated(() =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      parsers: {
        [pgliteTypes.INT8]: toNumber,
        [pgliteTypes.NUMERIC]: toNumber,
        [pgliteTypes.DATE]: keepString,
      },
    }),
  );
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      translated(async () => (await q.query<Row>(sql, params as unknown[])).rows),
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => translated(() => db.transaction((tx) => work(wrap(tx)))),
    exec: (sql) => translated(async () => void (await db.exec(sql))),
    close: () => db.close(),
  };
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
    types: { getTypeParser: typeParser },
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await translated(() => pool.query('select 1'));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      translated(async () => (await q.query(sql, params as unknown[])).rows as Row[]),
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
