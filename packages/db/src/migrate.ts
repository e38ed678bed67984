import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { driverOf, type Database } from './database';

// Found through the package, not this file's place: the server's production build bundles this module
// into apps/server/dist, and the migrations stay in the package.
const MIGRATIONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@vitalia/db/package.json')),
  'migrations',
);
// Any fixed number: every process that starts takes this lock, so two servers starting together on one
// PostgreSQL apply each migration once.
const MIGRATION_LOCK_KEY = 727_001;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: Number(name.slice(0, 4)),
      name,
      sql: await readFile(join(dir, name), 'utf8'),
    })),
  );
}

/**
 * Applies, in order, every numbered migration not applied yet. Migrations are forward-only: an applied
 * file is never edited, a change is a new file. Each runs in its own transaction with its bookkeeping row.
 */
export async function migrate(database: Database, migrations?: MigrationFile[]): Promise<string[]> {
  const db = driverOf(database);
  const files = migrations ?? (await readMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file.version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(file.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        file.version,
        file.name,
      ]);
      return true;
    });
    if (done) applied.push(file.name);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends; migrations keep to that style (no function bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
