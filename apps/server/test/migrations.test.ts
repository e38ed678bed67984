import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '@vitalia/db';
import { openTestDatabase, type TestDatabase } from '@vitalia/testkit';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.dispose());

  it('are numbered without gaps and recorded once applied', async () => {
    const files = await readMigrations();
    expect(files.map((file) => file.version)).toEqual(files.map((_, index) => index + 1));
    const rows = await t.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('apply nothing the second time', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });
});
