// Raw SQL for tests that check what was stored; never imported by the product's code (lint enforces it).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { driverOf, type Database } from './database';

// The scheduler bench EXPLAINs the claim exactly as the repository runs it.
export { claimDueStatement } from './repositories/occurrences';

/** Runs one statement outside any repository, for assertions in tests. */
export function rawQuery<Row = Record<string, unknown>>(
  db: Database,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return driverOf(db).query<Row>(sql, params);
}

/** Runs `work` in one transaction of raw statements: for the benchmarks' baselines, never the product. */
export function rawTransaction<T>(
  db: Database,
  work: (
    query: <Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<Row[]>,
  ) => Promise<T>,
): Promise<T> {
  return driverOf(db).transaction((tx) => work((sql, params) => tx.query(sql, params)));
}

/** An embedded database's whole contents as one archive (PGlite only), to open copies of it. */
export function dumpDataDir(db: Database): Promise<Blob> {
  const driver = driverOf(db);
  if (!driver.dumpDataDir) throw new Error('only an embedded (PGlite) database can be dumped');
  return driver.dumpDataDir();
}

/** The embedded engine's version (PGlite's package does not export its package.json: found beside its entry). */
export function embeddedEngineVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
