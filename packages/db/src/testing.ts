// Raw SQL for tests that check what was stored; never imported by the product's code (lint enforces it).
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
