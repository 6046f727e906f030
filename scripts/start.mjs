// `npm start`: install what is missing, build the web app when its sources changed, then run the
// server (with its embedded PostgreSQL) on the pinned Node 24. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, ensureInstalled, log, node24, root, run, webBuildIsStale } from './lib.mjs';

ensureInstalled();
if (webBuildIsStale()) {
  log('Building the web app…');
  const code = await run(node24, [bin('vite'), 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web') });
  if (code !== 0) process.exit(code);
}
const server = spawn(node24, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
