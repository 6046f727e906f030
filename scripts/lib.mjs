// Helpers for the plain Node scripts behind `npm start`, `npm test` and `npm run bench`. They run on
// whatever Node the machine has (even an old one), install the project's dependencies when missing,
// and hand over to the pinned Node 24 in node_modules.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const node24 = path.join(root, 'node_modules', '.bin', 'node');
/**
 * Node flags of the server process (issue 25): V8's young generation capped at 16 MB a semi-space.
 * Left to itself V8 grew it to 64 MB a semi-space (128 MB resident, 27 MB of it used) on this
 * machine; capped, the server holds 298 MB after start instead of 390 MB (measured), for more
 * frequent (shorter) minor collections.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function log(message) {
  console.log(`[chorus] ${message}`);
}

/** npm install when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const fresh = existsSync(node24) && existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  log('Installing dependencies (npm install)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm install failed');
}

/**
 * Debian packages the app or its tests need beyond npm (Chromium, fonts, poppler), installed with
 * apt-get when one of their files is missing. Returns whether everything is there afterwards.
 */
export function ensureDebianPackages(packages, files, purpose) {
  if (files.every((file) => existsSync(file))) return true;
  log(`Installing ${packages.join(', ')} for ${purpose} (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  return apt(['install', '-y', '--no-install-recommends', ...packages]).status === 0;
}

/** Reports (issue 14): the PDF embeds Noto Sans CJK; charts are drawn with DejaVu Sans. */
export const reportFonts = {
  packages: ['fonts-noto-cjk', 'fonts-dejavu-core'],
  files: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
};

/** Runs a command to completion; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The web app's builds: the browser's (dist/), then the server's draw of first views (dist-server/). */
export const webBuilds = [
  { name: 'build web app', args: [] },
  { name: 'build web app (first views)', args: ['--ssr'] },
];
export const webBuildCommand = (build) => [node24, [bin('vite'), 'build', ...build.args, '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web') }];

/** The web app is built when its sources are newer than the last build (either of its two). */
export function webBuildIsStale() {
  const outputs = [path.join(root, 'apps/web/dist/index.html'), path.join(root, 'apps/web/dist-server/render.js')];
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return newestMtime([path.join(root, 'apps/web'), path.join(root, 'packages')], ['dist', 'dist-server', 'node_modules']) > built;
}

function newestMtime(dirs, skip) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of spawnSync('ls', ['-A', dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)) {
      if (skip.includes(entry)) continue;
      const full = path.join(dir, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else newest = Math.max(newest, stat.mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}
