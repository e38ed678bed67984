import { randomBytes } from 'node:crypto';
import { createDatabaseOnServer, dropDatabaseOnServer, openDatabase, type Database } from '@vitalia/db';

/** The PostgreSQL server to bench on: DATABASE_URL, or the local one; undefined when none answers. */
async function postgresAdminUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const probe = await openDatabase({ kind: 'postgres', url, connectionTimeoutMs: 2000 });
    await probe.close();
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Runs `bench` on a database of its own created on the PostgreSQL server and dropped afterwards; says so
 * when no server answers.
 */
export async function onScratchPostgres(bench: (db: Database) => Promise<void>): Promise<void> {
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) {
    console.log('\nPostgreSQL: no server answered; set DATABASE_URL to measure it too.');
    return;
  }
  const name = `vitalia_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const db = await openDatabase({ kind: 'postgres', url: await createDatabaseOnServer(adminUrl, name) });
  try {
    await bench(db);
  } finally {
    await db.close();
    await dropDatabaseOnServer(adminUrl, name);
  }
}
