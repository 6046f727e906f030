// The Chorus servers the browser tests run against: one per Playwright worker, each with its own port,
// embedded PostgreSQL and scratch data folder, so that two workers never share state. Read by
// playwright.config.ts (to start them) and by tests/fixtures.ts (to send each worker to its own).
import os from 'node:os';
import path from 'node:path';

/**
 * One worker by default: with two (E2E_WORKERS=2, each on its own server) the resell orders spec
 * saw no sync progress after other specs had run on its server in another order (alone it passes);
 * until every spec is independent of what ran before it, the suite runs in one.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1);
/** Two runs on one machine need their own ports: E2E_PORT and E2E_PG_PORT, the next worker's 100 above. */
const firstPort = Number(process.env.E2E_PORT ?? 3901);
const firstPgPort = Number(process.env.E2E_PG_PORT ?? 54390);

export const serverPort = (worker: number) => firstPort + 100 * worker;
export const serverPgPort = (worker: number) => firstPgPort + 100 * worker;
export const serverUrl = (worker: number) => `http://localhost:${serverPort(worker)}`;
/** The scratch data folder of a worker's server; `runner` is the Playwright runner's process id. */
export const serverDataDir = (runner: number, worker: number) => path.join(os.tmpdir(), `chorus-e2e-${runner}-${worker}`);
