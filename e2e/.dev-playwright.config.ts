// TEMPORARY (not to be committed): the browser specs on private ports, with a private web build, so
// that parallel work in this tree (other builds of apps/web/dist, other test servers) cannot disturb
// the run. DEV_BASE=http://localhost:3977 reuses an already running server instead.
import os from 'node:os';
import path from 'node:path';
import base from './playwright.config.ts';

const port = 3979;
const dataDir = path.join(os.tmpdir(), `webpages-e2e-${process.pid}`);
export default {
  ...base,
  use: { ...base.use, baseURL: process.env.DEV_BASE ?? `http://localhost:${port}` },
  webServer: process.env.DEV_BASE
    ? undefined
    : {
        ...base.webServer,
        command: `rm -rf ${dataDir} && ../node_modules/.bin/node ../apps/server/src/main.ts`,
        url: `http://localhost:${port}/api/v1/health`,
        env: { PORT: String(port), DATA_DIR: dataDir, AUTH_REQUESTS_PER_MINUTE: '10000', PG_PORT: '54479', WEB_DIST: '/tmp/webpages-dev/dist' },
      },
};
