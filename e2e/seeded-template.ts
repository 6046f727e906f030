// The seeded data folder that every e2e server starts from a copy of (servers.ts, templateDataDir).
// Seeding the demo network is most of a server's start (about 40 s of CPU); made once a run, each
// worker's server copies the folder (a second) and starts on it as on any seeded folder.
//
// `node e2e/seeded-template.ts <folder>` makes it (npm test does, while the web app builds);
// start-server.ts calls `ensureTemplate` when a worker's server starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templatePgPort, templatePort } from './servers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const failedMark = (folder: string) => `${folder}.failed`;

/**
 * Resolves once `folder` holds a seeded, stopped Chorus data folder. The first caller (an atomic
 * mkdir of `<folder>.lock`) seeds it; every other caller waits for it, or for the first one's failure.
 */
export async function ensureTemplate(folder: string): Promise<void> {
  if (existsSync(folder)) return;
  let mine = true;
  try {
    mkdirSync(`${folder}.lock`);
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      await seedTemplate(folder);
    } catch (error) {
      writeFileSync(failedMark(folder), String(error instanceof Error ? error.message : error));
      throw error;
    }
    return;
  }
  while (!existsSync(folder)) {
    if (existsSync(failedMark(folder))) throw new Error(`the seeded template failed: ${readFileSync(failedMark(folder), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the real server (apps/server/src/main.ts) on a fresh folder, which migrates and seeds it,
 * waits until it answers, and stops it (SIGINT: the database shuts down cleanly, so that a copy of
 * the folder starts like the folder itself). The folder appears whole or not at all (a rename).
 */
async function seedTemplate(folder: string): Promise<void> {
  const partial = `${folder}.part`;
  rmSync(partial, { recursive: true, force: true });
  const server = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'apps/server/src/main.ts')], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(templatePort()), PG_PORT: String(templatePgPort()), DATA_DIR: partial },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const health = `http://localhost:${templatePort()}/api/v1/health`;
  while (!(await answers(health))) {
    if (ended) throw new Error(`the server seeding ${partial} ended before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGINT');
  const code = await exited;
  if (code !== 0) throw new Error(`the server seeding ${partial} stopped with exit code ${code}`);
  renameSync(partial, folder);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Removes the template and its marks (the runner's global teardown, or npm test after the browser tests). */
export function removeTemplate(folder: string): void {
  for (const leftover of [folder, `${folder}.part`, `${folder}.lock`, failedMark(folder)]) rmSync(leftover, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node e2e/seeded-template.ts <folder>');
  await ensureTemplate(path.resolve(folder));
}
