import { defineConfig } from 'vitest/config';

// Four projects, one runner: `npm test` runs them all.
//  - unit: pure code beside its source (packages/*, apps/web lib code), in the machine's time zone
//  - unit-tz: the time-zone-sensitive unit tests again, with the process in Asia/Tokyo
//  - api:  the whole server built on a fresh database per file, called with app.inject; the database layer
//  - e2e:  the built server (what `npm start` runs) and web app driven in Debian's Chromium
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          // Tests that open a database (PGlite starts in seconds on a busy machine) run with the API tests.
          exclude: ['packages/db/test/**', 'packages/bot/test/**', '**/node_modules/**'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'unit-tz',
          include: ['packages/domain/src/schedules/*.test.ts'],
          environment: 'node',
          // Vitest passes a project's env to the child process it forks, so TZ is set before Node starts
          // and Date and Intl use it. Worker threads would ignore it: keep this project on forks.
          pool: 'forks',
          env: { TZ: 'Asia/Tokyo' },
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/server/test/**/*.test.ts',
            'packages/db/test/**/*.test.ts',
            'packages/bot/test/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waits on the server, the bundle and React: on a busy 2-core machine that can take
          // longer than expect.poll's default second. Polls still end as soon as the page shows the state.
          expect: { poll: { timeout: 5_000 } },
          // Two files at once, each with its own server and browser: a file spends much of its time
          // waiting on its page, and the pass took 7 min 5 s instead of 8 min 25 s on a 2-core machine.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
