import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores, two workers. The pool is the run's, not a project's: a project's own maxWorkers is
    // not read, and vitest's default (cores − 1) ran every file one after another.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.routes.test.ts', '**/node_modules/**'],
          // Files share a worker's module cache: collecting each file afresh cost 100 of 120 seconds.
          isolate: false,
          // Web component tests name jsdom in their first line; this sets up i18n and cleanup for them.
          setupFiles: ['apps/web/test/setup-dom.ts'],
          // Property tests over thousands of generated cases and jsdom views take 1-3 s on a quiet core
          // and 5-15 s when the machine is busy (CI shares its 2 cores with the other worker): 5 s failed
          // a dozen of them at a load of 20. A hang still ends the test.
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
          isolate: false,
        },
      },
    ],
  },
});
