// Browser tests drive the built app in Debian's Chromium (no browser download). The web server is
// the real Chorus on a scratch data folder: embedded PostgreSQL, demo data, mail to the outbox.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Two runs on one machine need their own ports, and their own WEB_DIST (read by the server) when
// they build different sources: E2E_PORT, E2E_PG_PORT, E2E_OUTPUT.
const port = Number(process.env.E2E_PORT ?? 3901);
const pgPort = process.env.E2E_PG_PORT ?? '54390';
const dataDir = path.join(os.tmpdir(), `chorus-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-TW',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && ../node_modules/.bin/node ../apps/server/src/main.ts`,
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: dataDir, AUTH_REQUESTS_PER_MINUTE: '10000', PG_PORT: pgPort },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
