// `npm start`: install what is missing, build the web app when its sources changed, then run the
// server (with its embedded PostgreSQL) on the pinned Node 24. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ensureDebianPackages,
  ensureInstalled,
  log,
  node24,
  reportFonts,
  root,
  run,
  serverNodeFlags,
  webBuildCommand,
  webBuildIsStale,
  webBuilds,
} from './lib.mjs';

ensureInstalled();
// Reports (issue 14) draw PDFs with an embedded CJK font: without it the report download fails.
if (!ensureDebianPackages(reportFonts.packages, reportFonts.files, 'PDF reports'))
  log('CJK fonts missing: PDF reports will fail until fonts-noto-cjk is installed');
if (webBuildIsStale()) {
  log('Building the web app…');
  for (const build of webBuilds) {
    const code = await run(...webBuildCommand(build));
    if (code !== 0) process.exit(code);
  }
}
const server = spawn(node24, [...serverNodeFlags, path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
