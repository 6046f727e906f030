// The Chorus servers the browser tests run against: one per Playwright worker, each with its own port,
// embedded PostgreSQL and scratch data folder, so that two workers never share state. Read by
// playwright.config.ts (to start them) and by tests/fixtures.ts (to send each worker to its own).
import os from 'node:os';
import path from 'node:path';

/**
 * Two workers by default (the machine's two cores), each on its own server; a spec never depends on
 * what another spec did before it on the same server (the resell orders spec chooses its store by
 * name, since another spec may have connected a second one). E2E_WORKERS=1 runs them one by one.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);
/** Two runs on one machine need their own ports: E2E_PORT and E2E_PG_PORT, the next worker's 100 above. */
const firstPort = Number(process.env.E2E_PORT ?? 3901);
const firstPgPort = Number(process.env.E2E_PG_PORT ?? 54390);

export const serverPort = (worker: number) => firstPort + 100 * worker;
export const serverPgPort = (worker: number) => firstPgPort + 100 * worker;
export const serverUrl = (worker: number) => `http://localhost:${serverPort(worker)}`;
/** The scratch data folder of a worker's server; `runner` is the Playwright runner's process id. */
export const serverDataDir = (runner: number, worker: number) => path.join(os.tmpdir(), `chorus-e2e-${runner}-${worker}`);
/**
 * The seeded data folder every worker's server starts from a copy of (e2e/start-server.ts): migrated
 * and seeded once a run, not once a worker. E2E_TEMPLATE names one made beforehand (`npm test` makes
 * it while the web app builds); otherwise the runner's own, made by the first worker to ask for it.
 */
export const templateDataDir = (runner: number) => process.env.E2E_TEMPLATE ?? path.join(os.tmpdir(), `chorus-e2e-${runner}-template`);
/** The ports of the server that seeds the template (it stops once seeded): between worker 0's and worker 1's. */
export const templatePort = () => firstPort + 50;
export const templatePgPort = () => firstPgPort + 50;
