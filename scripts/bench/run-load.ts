// Runs scripts/bench/load.ts in its own process (own event loop, own core when one is free) and
// returns its result; killed when it overruns its warm-up and measurement by 30 seconds.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load.ts';
import { sleep, track } from './proc.ts';
import { node24, root } from './server.ts';

/**
 * `processes` > 1: that many generators side by side, the connections shared among them (each its
 * own event loop: one autocannon process tops out at about 1,200 answers a second of 68 KB, turning
 * every body chunk into a string), their responses' times merged into one set of percentiles.
 */
export async function runLoad(options: LoadOptions, label: string, processes = 1): Promise<LoadResult> {
  if (processes <= 1) return runOne(options, label);
  const parts = await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      runOne(
        {
          ...options,
          connections: Math.ceil(options.connections / processes),
          maxRequests: Math.ceil(options.maxRequests / processes),
          seed: 20_261_121 + i,
          keepTimes: true,
        },
        `${label} (${i + 1} of ${processes})`,
      ),
    ),
  );
  const times = parts.flatMap((p) => p.okTimes ?? []).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const sum = (f: (p: LoadResult) => number) => parts.reduce((a, p) => a + f(p), 0);
  const mean = (f: (p: LoadResult) => number) => sum(f) / parts.length;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const cpu = {
    serverCores: mean((p) => p.cpu.serverCores),
    postgresCores: mean((p) => p.cpu.postgresCores),
    loadGeneratorCores: sum((p) => p.cpu.loadGeneratorCores),
    machineBusyCores: mean((p) => p.cpu.machineBusyCores),
  };
  const statusCodes: Record<string, number> = {};
  for (const p of parts) for (const [code, n] of Object.entries(p.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    rpsMean: sum((p) => p.rpsMean),
    latencyP50: round2(at(0.5)),
    latencyP90: round2(at(0.9)),
    latencyP99: round2(at(0.99)),
    latencyMean: round2(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    latencyMax: round2(times.at(-1) ?? 0),
    requests: sum((p) => p.requests),
    non2xx: sum((p) => p.non2xx),
    errors: sum((p) => p.errors),
    timeouts: sum((p) => p.timeouts),
    statusCodes,
    seconds: Math.max(...parts.map((p) => p.seconds)),
    warmup: { requests: sum((p) => p.warmup.requests), non2xx: sum((p) => p.warmup.non2xx), errors: sum((p) => p.warmup.errors) },
    cpu: { ...cpu, othersCores: Math.max(0, cpu.machineBusyCores - cpu.serverCores - cpu.postgresCores - cpu.loadGeneratorCores) },
    processes,
  };
}

async function runOne(options: LoadOptions, label: string): Promise<LoadResult> {
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
