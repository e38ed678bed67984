import { AsyncLocalStorage } from 'node:async_hooks';
import { openDriver, type DatabaseOptions, type Driver, type Queryable } from './driver';
import { createRepositories, type Repositories } from './repositories';

export type { DatabaseOptions };

/**
 * The database as the rest of the code sees it: repositories, and one way into a transaction.
 *
 * `repos` run each statement on its own. `transaction(work)` hands `work` a second set of repositories
 * bound to the transaction; those are the only ones that may be used inside it. A statement issued on
 * `repos` while a transaction's callback runs is refused at once: on PGlite it would wait forever for the
 * transaction to end, and on PostgreSQL it would silently run outside it.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly repos: Repositories;
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** Resolves when the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query ran outside its transaction: inside db.transaction(async (repos) => ...) use only the ' +
        'repositories it hands you.',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

const drivers = new WeakMap<Database, Driver>();

/** The driver behind a database, for this package's own migrations and test helpers. */
export function driverOf(db: Database): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('not a database opened by openDatabase');
  return driver;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const driver = await openDriver(options);
  const insideTransaction = new AsyncLocalStorage<true>();

  const outside: Queryable = {
    query(sql, params) {
      if (insideTransaction.getStore()) return Promise.reject(new QueryOutsideTransactionError());
      return driver.query(sql, params);
    },
  };

  const db: Database = {
    kind: driver.kind,
    repos: createRepositories(outside),
    transaction(work) {
      if (insideTransaction.getStore()) return Promise.reject(new QueryOutsideTransactionError());
      return insideTransaction.run(true, () => driver.transaction((tx) => work(createRepositories(tx))));
    },
    async ping() {
      await outside.query('SELECT 1');
    },
    close: () => driver.close(),
  };
  drivers.set(db, driver);
  return db;
}
