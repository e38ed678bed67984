import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openConfiguredDatabase, openDatabase, readMigrations } from '@vitalia/db';
import { dumpDataDir, embeddedEngineVersion } from '@vitalia/db/testing';

/**
 * Migrated embedded databases made once and copied, so that each test file or server process starts on a
 * fresh database without running initdb and every migration again. Each template is named by a hash of
 * the migrations and the PGlite version, and kept in the temporary folder: a change to either makes a
 * new one. Made aside and renamed into place, so a parallel worker making the same one at the same moment
 * leaves a whole template either way.
 */

let fingerprint: Promise<string> | undefined;

function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256').update(embeddedEngineVersion());
    for (const file of await readMigrations()) hash.update(`\0${file.name}\0${file.sql}`);
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprint;
}

const scratchBeside = (path: string) => `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;

let archive: Promise<Blob> | undefined;

/**
 * An in-memory database's starting point, as an archive: each test file loads it (a third of a second)
 * instead of running initdb and the migrations (about two seconds).
 */
export function migratedArchive(): Promise<Blob> {
  archive ??= (async () => {
    const path = join(tmpdir(), `vitalia-test-template-${await migrationsFingerprint()}.tar`);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    const dumped = await dumpDataDir(db);
    await db.close();
    const scratch = scratchBeside(path);
    writeFileSync(scratch, Buffer.from(await dumped.arrayBuffer()));
    renameSync(scratch, path);
    return dumped;
  })();
  return archive;
}

let folder: Promise<string> | undefined;

/**
 * A server's data folder (DATA_DIR) after its first start: initdb run and every migration applied. A
 * server process started on a copy (a fifth of a second) is ready in about 3 s instead of about 10 on a
 * busy 2-core machine, most of which was initdb.
 */
function migratedFolder(): Promise<string> {
  folder ??= (async () => {
    const path = join(tmpdir(), `vitalia-data-template-${await migrationsFingerprint()}`);
    if (existsSync(join(path, 'PG_VERSION'))) return path;
    const scratch = scratchBeside(path);
    // What a server's first start does: initdb in a child process, then the migrations.
    const opened = await openConfiguredDatabase({ databaseUrl: undefined, dataDir: scratch });
    await opened.close();
    try {
      renameSync(scratch, path);
    } catch (error) {
      // Another worker's template took the name first: it is just as whole.
      rmSync(scratch, { recursive: true, force: true });
      if (!existsSync(join(path, 'PG_VERSION'))) throw error;
    }
    return path;
  })();
  return folder;
}

/** A new data folder for one server, a copy of the migrated template. */
export async function copyOfMigratedFolder(): Promise<string> {
  const template = await migratedFolder();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
