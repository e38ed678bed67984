import { lockDataDir } from './data-dir-lock';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

export interface OpenedDatabase {
  db: Database;
  /** Names of the migrations this start applied. */
  applied: string[];
  /** Closes the database and releases the data folder. */
  close(): Promise<void>;
}

/**
 * The one way an entry point (the server, a worker) opens its database: PostgreSQL when `databaseUrl` is
 * given, else embedded PGlite in `dataDir` under an exclusive folder lock; then every pending migration.
 * Throws DataDirLockedError when another process holds the folder.
 */
export async function openConfiguredDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<OpenedDatabase> {
  const release = options.databaseUrl ? () => undefined : lockDataDir(options.dataDir);
  let db: Database | undefined;
  try {
    db = options.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: options.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
    const applied = await migrate(db);
    const opened = db;
    let closed = false;
    return {
      db: opened,
      applied,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    release();
    throw error;
  }
}
