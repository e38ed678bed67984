import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reading is stored, corrected or deleted only through the record-readings use case, which runs every
 * consequence (crisis bell, caregivers, smart alerts). This reads the product's source (tests and benches
 * aside) for any other code that writes readings: a repository call or SQL of its own.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_ROOTS = ['packages', 'apps'];

const REPOSITORY_WRITE = /\breadings\.(insert|insertBatch|update|delete)\s*\(/;
const SQL_WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+readings\b/i;

/** The one use case, and the repository whose SQL it calls. */
const ALLOWED: Record<string, RegExp> = {
  'packages/services/src/readings/record-readings.ts': REPOSITORY_WRITE,
  'packages/db/src/repositories/readings.ts': SQL_WRITE,
};

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', 'test', 'e2e', 'bench', 'migrations'].includes(name)) return [];
    if (statSync(path).isDirectory()) return productFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the one way readings are written', () => {
  const files = SOURCE_ROOTS.flatMap((root) => productFiles(join(ROOT, root))).map((path) => ({
    file: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('reads the whole product source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(Object.keys(ALLOWED)));
  });

  it('finds reading writes only in record-readings.ts and the readings repository', () => {
    const offenders = files.flatMap(({ file, text }) =>
      [REPOSITORY_WRITE, SQL_WRITE]
        .filter((pattern) => pattern.test(text) && ALLOWED[file] !== pattern)
        .map((pattern) => `${file} ${pattern.source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice a new writer', () => {
    expect(REPOSITORY_WRITE.test('await db.repos.readings.insert({ ...reading })')).toBe(true);
    expect(REPOSITORY_WRITE.test('repos.readings.insertBatch(id, null, rows, since)')).toBe(true);
    expect(SQL_WRITE.test('INSERT INTO readings (paciente_id) VALUES ($1)')).toBe(true);
    expect(SQL_WRITE.test('delete from readings where id = $1')).toBe(true);
  });
});
