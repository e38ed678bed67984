// The testkit's only module that imports vitest: the package's main entry is also loaded by plain-Node
// benchmarks (apps/server/bench), which must not load the test runner. Import it as @vitalia/testkit/vitest.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startServer, type RunningServer } from './server-process';

/**
 * Starts the real server (with `env`) and Chromium before a test file's tests and stops both after. The
 * server is the production build, what `npm start` runs, beside the built web app it serves (both made by
 * `npm run build`, which `npm test` runs first); it starts 2 s sooner than from the TypeScript sources.
 * Read `server` and `browser` inside tests: they are set once the file's `beforeAll` has run.
 */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([
      startServer(env, { production: true }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.close();
  });
  return running;
}
