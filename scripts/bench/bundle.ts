// Bundle sizes of the web app: builds it fresh from the current sources (vite, into a temp folder so
// a server or test run using apps/web/dist is never disturbed), then weighs what the login page loads
// (login.html, its own entry since issue 9).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { node24, root } from './server.ts';
import { track } from './proc.ts';

const BUILD_LIMIT_MS = 120_000;

export type BundleFigures = {
  buildSeconds: number;
  loginScripts: { file: string; bytes: number; gzip: number }[];
  loginJsBytes: number;
  loginJsGzip: number;
  allJsGzip: number;
  jsChunks: number;
  largestChunk: { file: string; bytes: number; gzip: number };
};

export const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/**
 * Builds the web app into `outDir` and its server draw of first views beside it (`../dist-server`,
 * where the server looks for it: apps/server/src/http/first-view/); the seconds both took.
 */
export async function buildWeb(outDir: string): Promise<number> {
  const t0 = performance.now();
  await viteBuild(['--outDir', outDir]);
  await viteBuild(['--ssr', '--outDir', path.join(path.dirname(outDir), 'dist-server')]);
  return (performance.now() - t0) / 1000;
}

async function viteBuild(extra: string[]): Promise<void> {
  const args = [path.join(root, 'node_modules/.bin/vite'), 'build', ...extra, '--emptyOutDir', '--logLevel', 'error'];
  const child = spawn(node24, args, { cwd: path.join(root, 'apps/web'), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const { untrack } = track(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_LIMIT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  untrack();
  if (code !== 0) throw new Error(`vite build ${extra.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-30).join('\n')}`);
}

/** Every script a page's HTML makes the browser fetch up front: module entries and modulepreload links. */
export function loginPageScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) found.push(attr('src')!);
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) found.push(attr('href')!);
  }
  return [...new Set(found)];
}

export function measureBundle(distDir: string, buildSeconds: number): BundleFigures {
  const html = readFileSync(path.join(distDir, 'login.html'), 'utf8');
  const loginScripts = loginPageScripts(html).map((ref) => {
    if (/^(https?:)?\/\//.test(ref)) throw new Error(`login.html references an external script: ${ref}`);
    const file = path.join(distDir, ref.replace(/^\//, '').split(/[?#]/)[0]!);
    const data = readFileSync(file); // a reference to a missing file is an error worth seeing
    return { file: path.relative(distDir, file), bytes: data.length, gzip: gzipSize(data) };
  });
  if (loginScripts.length === 0) throw new Error('login.html references no module script');

  const assets = path.join(distDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => {
      const data = readFileSync(path.join(assets, f));
      return { file: `assets/${f}`, bytes: statSync(path.join(assets, f)).size, gzip: gzipSize(data) };
    });
  const largestChunk = chunks.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    buildSeconds,
    loginScripts,
    loginJsBytes: loginScripts.reduce((s, f) => s + f.bytes, 0),
    loginJsGzip: loginScripts.reduce((s, f) => s + f.gzip, 0),
    allJsGzip: chunks.reduce((s, f) => s + f.gzip, 0),
    jsChunks: chunks.length,
    largestChunk,
  };
}
