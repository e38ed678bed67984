import { randomBytes } from 'node:crypto';
import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  migrate,
  openDatabase,
  type Database,
} from '@vitalia/db';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server (and dropped afterwards), so test files never share state.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const name = `vitalia_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabaseOnServer(serverUrl, name);
  const db = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await dropDatabaseOnServer(serverUrl, name);
    },
  };
}
