import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  migrate,
  openDatabase,
  readMigrations,
  type Database,
} from '@vitalia/db';
import { dumpDataDir, embeddedEngineVersion, rawQuery } from '@vitalia/db/testing';

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

let template: Promise<Blob> | undefined;

/**
 * An embedded database with every migration applied, as an archive: made once per set of migrations (and
 * PGlite version) and kept in the temporary folder, so each test file copies it (a third of a second)
 * instead of running initdb and the migrations (about two seconds).
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = await readMigrations();
    const hash = createHash('sha256').update(embeddedEngineVersion());
    for (const file of migrations) hash.update(`\0${file.name}\0${file.sql}`);
    const path = join(tmpdir(), `vitalia-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([await readFile(path)]);
    } catch {
      const db = await openDatabase({ kind: 'pglite' });
      await migrate(db, migrations);
      const archive = await dumpDataDir(db);
      await db.close();
      // Written aside and renamed: a file made by a parallel worker at the same moment is just as whole.
      const scratch = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(scratch, Buffer.from(await archive.arrayBuffer()));
      await rename(scratch, path);
      return archive;
    }
  })();
  return template;
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
    const db = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
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
