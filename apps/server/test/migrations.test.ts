import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '@vitalia/db';
import { openTestDatabase, type TestDatabase } from '@vitalia/testkit';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.dispose());

  // 0006 belongs to the WhatsApp bot's branch, built at the same time as billing's 0007; once both are
  // merged this list is empty again.
  const NUMBERS_OF_OTHER_BRANCHES = [6];

  it('are numbered without gaps and recorded once applied', async () => {
    const files = await readMigrations();
    const versions = files.map((file) => file.version);
    const expected = Array.from({ length: Math.max(...versions) }, (_, index) => index + 1).filter(
      (version) => versions.includes(version) || !NUMBERS_OF_OTHER_BRANCHES.includes(version),
    );
    expect(versions).toEqual(expected);
    const rows = await t.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('apply nothing the second time', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });
});
