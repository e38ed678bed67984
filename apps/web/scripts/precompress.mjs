// Writes Brotli (.br) and gzip (.gz) copies of the built text assets next to them, once, at build time.
// The server sends the smallest copy the browser accepts, so no request pays for compression.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
let before = 0;
let after = 0;
for await (const path of files(DIST)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
  const content = await readFile(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${written} files: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (brotli)`,
);
