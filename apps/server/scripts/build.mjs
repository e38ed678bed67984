/**
 * The server's production build: the HTTP server and the worker process, with the workspace packages
 * (@vitalia/*, written in TypeScript) compiled into one ES module each; every other package stays
 * external and is loaded from node_modules as it is. `npm start` runs the result with plain Node.js.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const started = performance.now();
rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server.ts`, `${root}src/worker.ts`],
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  // Stack traces point at the TypeScript sources.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'workspace-only',
      setup(context) {
        // Bare imports of anything but the workspace's own packages are left to Node.js at run time.
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vitalia/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The embedded database's worker thread is started from its file (packages/db/src/pglite-thread.ts
// looks for it beside the code that starts it, here the bundle's chunks in dist/).
copyFileSync(`${root}../../packages/db/src/pglite-worker.mjs`, `${root}dist/pglite-worker.mjs`);
console.log(`server built in ${Math.round(performance.now() - started)} ms: apps/server/dist`);
