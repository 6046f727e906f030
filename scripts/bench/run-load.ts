// Runs scripts/bench/load.ts in its own process (own event loop, own core when one is free) and
// returns its result; killed when it overruns its warm-up and measurement by 30 seconds.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load.ts';
import { sleep, track } from './proc.ts';
import { node24, root } from './server.ts';

export async function runLoad(options: LoadOptions, label: string): Promise<LoadResult> {
  // Through a file: thousands of paths exceed the size of one command-line argument.
  const optionsDir = path.join(root, '.bench');
  mkdirSync(optionsDir, { recursive: true });
  const optionsFile = path.join(optionsDir, `load-options-${process.pid}.json`);
  writeFileSync(optionsFile, JSON.stringify(options));
  const child = spawn(node24, [path.join(import.meta.dirname, 'load.ts'), `@${optionsFile}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const { untrack } = track(child);
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  const limitMs = (options.warmupSeconds + options.durationSeconds + 30) * 1000;
  const code = await Promise.race([
    new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))),
    sleep(limitMs).then(() => {
      child.kill('SIGKILL');
      return -1;
    }),
  ]);
  untrack();
  rmSync(optionsFile, { force: true });
  if (code !== 0) throw new Error(`${label} ${code === -1 ? `killed after ${limitMs / 1000} s` : `exited ${code}`}`);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as LoadResult;
}
