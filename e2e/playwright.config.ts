// Browser tests drive the built app in Debian's Chromium (no browser download). The web server is
// the real Chorus on a scratch data folder: embedded PostgreSQL, demo data, mail to the outbox.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { e2eWorkers, serverPgPort, serverPort } from './servers.ts';

// Each worker has its own server (e2e/servers.ts; tests/fixtures.ts sends it there). Two runs on one
// machine need their own ports, and their own WEB_DIST (read by the server) when they build
// different sources: E2E_PORT, E2E_PG_PORT, E2E_OUTPUT; E2E_WORKERS sets how many.
const servers = Array.from({ length: e2eWorkers }, (_, worker) => worker);

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  // A spec's tests run in order in one worker (they build on each other); specs spread over workers.
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'zh-TW',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the headless mode Playwright
      // itself runs by default): the same engine without the desktop browser around it. The suite's
      // specs took a quarter less time in it than in the full browser (navigation and channel
      // analytics, 28 tests: 86 s against 116–121 s, two runs each).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_FLAGS,
    },
  },
  // The seeded template the servers copied is removed at the end (the servers still run then).
  globalTeardown: './remove-template.ts',
  webServer: servers.map((worker) => ({
    // The worker's data folder is a copy of the run's seeded template (start-server.ts).
    command: `../node_modules/.bin/node start-server.ts ${process.pid} ${worker}`,
    url: `http://localhost:${serverPort(worker)}/api/v1/health`,
    reuseExistingServer: false,
    // The first server to start seeds the template; the others wait for it, then copy it.
    timeout: 240_000,
    env: { PORT: String(serverPort(worker)), AUTH_REQUESTS_PER_MINUTE: '10000', PG_PORT: String(serverPgPort(worker)) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
