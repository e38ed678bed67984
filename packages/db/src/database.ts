import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/** A row-returning query on PGlite or PostgreSQL, with `$1` placeholders. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ };

// Both drivers return the same JavaScript values: ids (bigint) as numbers, dates as 'YYYY-MM-DD'
// strings (a Date would shift the calendar day with the process time zone), numerics as numbers.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string) => Number(value);
const keepString = (value: string) => value;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.maxConnections)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: {
      [pgliteTypes.INT8]: toNumber,
      [pgliteTypes.NUMERIC]: toNumber,
      [pgliteTypes.DATE]: keepString,
    },
  });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const typeParser = (oid: number, format?: string) => {
    if (oid === OID.INT8 || oid === OID.NUMERIC) return toNumber;
    if (oid === OID.DATE) return keepString;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    types: { getTypeParser: typeParser },
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
