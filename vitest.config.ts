import { defineConfig } from 'vitest/config';

/**
 * Files that must not share a worker with other files, each run in a fresh one: web component tests
 * (jsdom; Testing Library and React hold the first file's document) and files that replace a module
 * with `vi.mock` (another file's copy of a module that imports it would keep the real one, or take
 * the mock).
 */
const ownWorker = ['apps/web/**/*.test.tsx', 'apps/web/src/features/reports/mailing/mailing-model.test.ts', 'apps/web/src/features/channels/prefetch.test.ts'];

export default defineConfig({
  test: {
    // Two cores, two workers. The pool is the run's, not a project's: a project's own maxWorkers is
    // not read, and vitest's default (cores − 1) ran every file one after another.
    maxWorkers: 2,
    minWorkers: 1,
    // Whether a worker outlives its file is the run's setting too, per pool: the process pool (unit,
    // integration) keeps its two workers for all their files, which share the workers' module cache
    // (a project's own `isolate: false` is not read there: every file had a fresh process, and
    // importing the same modules again was 266 of the unit project's 441 s); the thread pool
    // (unit-isolated) starts a fresh worker for each file.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.routes.test.ts', '**/node_modules/**', ...ownWorker],
          pool: 'forks',
          isolate: false,
          // Refuses a DOM test here (it belongs with the component tests, ownWorker above).
          setupFiles: ['apps/web/test/setup-node.ts'],
          // Property tests over thousands of generated cases and jsdom views take 1-3 s on a quiet core
          // and 5-15 s when the machine is busy (CI shares its 2 cores with the other worker): 5 s failed
          // a dozen of them at a load of 20. A hang still ends the test.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: ownWorker,
          pool: 'threads',
          // Web component tests name jsdom in their first line; this sets up i18n and cleanup for them.
          setupFiles: ['apps/web/test/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.routes.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own app on its own database (two at a time, the run's maxWorkers);
          // the server's modules load once a worker.
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
