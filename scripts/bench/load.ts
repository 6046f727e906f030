// One load run, in a process of its own so the load generator never shares an event loop with the
// bench script: autocannon (programmatic API) warms up, then measures; bounded by duration AND by
// a request cap. Also accounts CPU over the measured window (server node process, its PostgreSQL,
// this process, everyone else) from /proc, since on a 2-core machine the numbers mean little without it.
// Input: one JSON argument (LoadOptions), or @file. Output: one JSON line (LoadResult) on stdout.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { seededRandom } from '../../packages/contract/src/core/random.ts';
import { machineBusyTicks, ticksPerSecond, treeTicks } from './proc.ts';

export type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  maxRequests: number;
  serverPid: number;
  /**
   * Paths (on the url's origin) to spread the load over: each request takes one at random
   * (uniformly, with replacement, from a fixed seed), e.g. one channel's page out of thousands.
   */
  paths?: string[];
  /** Seed of the paths' draw (default 20261121); parallel generators take one each. */
  seed?: number;
  /** Also answer every 2xx response's time (ms), for merging the runs of parallel generators. */
  keepTimes?: boolean;
};

export type LoadResult = {
  rpsMean: number;
  latencyP50: number;
  latencyP90: number;
  latencyP99: number;
  latencyMean: number;
  latencyMax: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
  warmup: { requests: number; non2xx: number; errors: number };
  cpu: { serverCores: number; postgresCores: number; loadGeneratorCores: number; othersCores: number; machineBusyCores: number };
  /** With `keepTimes`: every 2xx response's time in ms. */
  okTimes?: number[];
  /** Load generator processes run side by side (run-load.ts `processes`), 1 unless merged. */
  processes?: number;
};

type AutocannonResult = {
  requests: { mean: number; total: number; sent: number };
  latency: { p50: number; p90: number; p99: number; mean: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
};

// The options as JSON, or `@file` holding them (a long list of paths exceeds one argument's limit).
const argument = process.argv[2] ?? '{}';
const options = JSON.parse(argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument) as LoadOptions;

// The one seeded generator (contract core/random.ts), so every run asks for the same sequence of paths.
const paths = options.paths;
const { next: random } = seededRandom(options.seed ?? 20_261_121);
const requests = paths?.length
  ? [{ method: 'GET' as const, setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths[Math.floor(random() * paths.length)] }) }]
  : undefined;

type Instance = Promise<AutocannonResult> & { on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void };

/**
 * autocannon's own percentiles are whole milliseconds (its histogram keeps integers), too coarse
 * for answers that take 1-2 ms: a p50 of 1 against 2 reads as "twice as slow". Each response's
 * time arrives as a fraction of a millisecond, so the percentiles here come from those.
 */
const run = async (seconds: number, maxRequests: number) => {
  const okTimes: number[] = [];
  const instance = autocannon({
    url: options.url,
    headers: options.headers,
    ...(requests ? { requests } : {}),
    connections: options.connections,
    duration: seconds,
    maxOverallRequests: maxRequests,
    timeout: 10,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  }) as unknown as Instance;
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) okTimes.push(ms);
  });
  const result = await instance;
  okTimes.sort((a, b) => a - b);
  const at = (q: number) => okTimes[Math.min(okTimes.length - 1, Math.floor(q * okTimes.length))] ?? 0;
  const precise = okTimes.length
    ? { p50: at(0.5), p90: at(0.9), p99: at(0.99), mean: okTimes.reduce((a, b) => a + b, 0) / okTimes.length, max: okTimes[okTimes.length - 1]! }
    : result.latency;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    ...result,
    okTimes,
    latency: { p50: round2(precise.p50), p90: round2(precise.p90), p99: round2(precise.p99), mean: round2(precise.mean), max: round2(precise.max) },
  };
};

const warm = await run(options.warmupSeconds, Math.ceil((options.maxRequests * options.warmupSeconds) / options.durationSeconds));

const t0 = performance.now();
const busy0 = machineBusyTicks();
const server0 = treeTicks(options.serverPid);
const self0 = process.cpuUsage();
const result = await run(options.durationSeconds, options.maxRequests);
const self = process.cpuUsage(self0);
const server1 = treeTicks(options.serverPid);
const busy1 = machineBusyTicks();
const seconds = (performance.now() - t0) / 1000;

const serverCores = (server1.root - server0.root) / ticksPerSecond / seconds;
const postgresCores = Math.max(0, server1.descendants - server0.descendants) / ticksPerSecond / seconds; // exited backends take their ticks along
const loadGeneratorCores = (self.user + self.system) / 1e6 / seconds;
const machineBusyCores = (busy1 - busy0) / ticksPerSecond / seconds;
const out: LoadResult = {
  rpsMean: result.requests.mean,
  latencyP50: result.latency.p50,
  latencyP90: result.latency.p90,
  latencyP99: result.latency.p99,
  latencyMean: result.latency.mean,
  latencyMax: result.latency.max,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  seconds: result.duration,
  warmup: { requests: warm.requests.total, non2xx: warm.non2xx, errors: warm.errors },
  cpu: {
    serverCores,
    postgresCores,
    loadGeneratorCores,
    othersCores: Math.max(0, machineBusyCores - serverCores - postgresCores - loadGeneratorCores),
    machineBusyCores,
  },
  ...(options.keepTimes ? { okTimes: result.okTimes } : {}),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
