import { randomBytes } from 'node:crypto';
import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  migrate,
  openDatabase,
  type Database,
} from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import { migratedArchive } from './database-templates';

export interface TestDatabase {
  db: Database;
  /** Raw SQL, for checking what was stored. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface ScratchDatabase {
  /** The new database's URL, for a server process to open. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for a test or a server process. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'vitalia_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabaseOnServer(serverUrl, name);
  return { url, drop: () => dropDatabaseOnServer(serverUrl, name) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server (and dropped afterwards), so test files never share state.
 */
export async function openTestDatabase(
  options: { maxConnections?: number; connectionTimeoutMs?: number } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const wrap = (db: Database, dispose: () => Promise<void>): TestDatabase => ({
    db,
    query: (sql, params) => rawQuery(db, sql, params),
    dispose,
  });
  if (!serverUrl) {
    const db = await openDatabase({ kind: 'pglite', loadDataDir: await migratedArchive() });
    // Nothing is left to apply; this checks the copy is of the current migrations.
    await migrate(db);
    return wrap(db, () => db.close());
  }
  const scratch = await createScratchDatabase(serverUrl);
  const db = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    maxConnections: options.maxConnections ?? 5,
    connectionTimeoutMs: options.connectionTimeoutMs,
  });
  await migrate(db);
  return wrap(db, async () => {
    await db.close();
    await scratch.drop();
  });
}
