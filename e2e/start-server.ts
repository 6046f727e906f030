// A worker's server (playwright.config.ts's webServer command): its scratch data folder is a fresh
// copy of the run's seeded template (seeded-template.ts), then the real server starts on it, which
// finds the database migrated and seeded. `node e2e/start-server.ts <runner pid> <worker>`.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTemplate } from './seeded-template.ts';
import { serverDataDir, templateDataDir } from './servers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [runner, worker] = process.argv.slice(2).map(Number);
if (!Number.isInteger(runner) || !Number.isInteger(worker)) throw new Error('usage: node e2e/start-server.ts <runner pid> <worker>');

const template = templateDataDir(runner!);
const dataDir = serverDataDir(runner!, worker!);
await ensureTemplate(template);
rmSync(dataDir, { recursive: true, force: true });
// cp keeps the modes PostgreSQL insists on (0700 on its folder, 0600 on the password file).
const copied = spawnSync('cp', ['-a', template, dataDir], { stdio: 'inherit' });
if (copied.status !== 0) throw new Error(`could not copy ${template} to ${dataDir}`);

const server = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'apps/server/src/main.ts')], {
  cwd: path.join(root, 'apps/server'),
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
