// Process plumbing for the benchmark: free loopback ports, CPU accounting from /proc, and a
// registry of everything the bench starts (processes, temp folders) so that it can all be
// stopped and removed even when a step fails or the bench is interrupted.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

export const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * A free TCP port on loopback: the OS's choice, or with `BENCH_PORTS=FROM-TO` (a shared machine
 * where each user keeps to a range) the first free one of that range not handed out before.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Math.max(Number(range[1]), nextInRange); port <= Number(range[2]); port++) {
    const got = await listenOn(port).catch(() => null);
    if (got !== null) {
      nextInRange = port + 1;
      return got;
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}
let nextInRange = 0;

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: got } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(got));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ProcStat = { pid: number; comm: string; state: string; ppid: number; pgrp: number; ticks: number; start: number };

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const f = text.slice(close + 2).split(' ');
    // f[0] = field 3 (state), f[1]/f[2] = fields 4/5 (ppid/pgrp), f[11]/f[12] = fields 14/15
    // (utime/stime, all threads), f[19] = field 22 (start time: a pid plus it names one process).
    return { pid, comm, state: f[0]!, ppid: Number(f[1]), pgrp: Number(f[2]), ticks: Number(f[11]) + Number(f[12]), start: Number(f[19]) };
  } catch {
    return null;
  }
}

function allStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) out.push(stat);
  }
  return out;
}

/** A live process and all its live descendants (PostgreSQL's children setsid(), so groups miss them). */
export function processTree(pid: number, stats: ProcStat[] = allStats()): ProcStat[] {
  const live = stats.filter((s) => s.state !== 'Z');
  const byParent = new Map<number, ProcStat[]>();
  for (const s of live) byParent.set(s.ppid, [...(byParent.get(s.ppid) ?? []), s]);
  const rootStat = live.find((s) => s.pid === pid);
  if (!rootStat) return [];
  const out = [rootStat];
  for (let i = 0; i < out.length; i++) out.push(...(byParent.get(out[i]!.pid) ?? []));
  return out;
}

/** CPU ticks used so far by a process tree, split into the root and its descendants. */
export function treeTicks(pid: number): { root: number; descendants: number } {
  const [rootStat, ...rest] = processTree(pid);
  return { root: rootStat?.ticks ?? 0, descendants: rest.reduce((sum, s) => sum + s.ticks, 0) };
}

/** Machine-wide busy CPU ticks (all cores) from /proc/stat. */
export function machineBusyTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

export function isAlive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== null && stat.state !== 'Z';
}

/** The postmaster's pid from DATA_DIR/pg/postmaster.pid, when the file exists. */
export function postmasterPid(pgDir: string): number | null {
  const file = `${pgDir}/postmaster.pid`;
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return pid > 0 ? pid : null;
}

export type Snapshot = { pid: number; start: number; comm: string }[];

/** Who belongs to a server right now (node, postmaster, backends), to check later that all are gone. */
export function snapshotTree(pid: number): Snapshot {
  return processTree(pid).map(({ pid: p, start, comm }) => ({ pid: p, start, comm }));
}

/** Processes of a snapshot still alive (same pid AND same start time: pids get reused). */
export function stillAlive(snapshot: Snapshot): Snapshot {
  return snapshot.filter((p) => {
    const now = readStat(p.pid);
    return now !== null && now.state !== 'Z' && now.start === p.start;
  });
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/**
 * SIGKILLs everything left of a server: its process group, its process tree, the processes of an
 * earlier snapshot, and a postmaster still owning DATA_DIR/pg (with its children). Returns who was
 * still alive.
 */
export function killLeftovers(pid: number, pgDir: string | null, snapshot: Snapshot = []): string[] {
  const stats = allStats();
  const victims = new Map<number, string>();
  const add = (s: { pid: number; comm: string }) => s.pid !== process.pid && victims.set(s.pid, s.comm);
  stats.filter((s) => s.pgrp === pid && s.state !== 'Z').forEach(add);
  processTree(pid, stats).forEach(add);
  stillAlive(snapshot).forEach(add);
  const postmaster = pgDir ? postmasterPid(pgDir) : null;
  const pm = postmaster ? stats.find((s) => s.pid === postmaster && s.state !== 'Z' && s.comm.startsWith('postgres')) : undefined;
  if (pm) processTree(pm.pid, stats).forEach(add);
  for (const victim of victims.keys()) kill(victim, 'SIGKILL');
  return [...victims].map(([p, comm]) => `${comm}(${p})`);
}

// ---- cleanup registry -------------------------------------------------------------------------

type Tracked = { child: ChildProcess; pgDir: string | null; snapshot: Snapshot };
const children = new Set<Tracked>();
const tempDirs = new Set<string>();

/**
 * Tracks a child spawned with `detached: true` (its own process group, pgid = pid). The returned
 * handle untracks it, or records a snapshot of its process tree for a later kill.
 */
export function track(child: ChildProcess, pgDir: string | null = null) {
  const entry: Tracked = { child, pgDir, snapshot: [] };
  children.add(entry);
  return {
    untrack: () => void children.delete(entry),
    remember: (snapshot: Snapshot) => void (entry.snapshot = snapshot),
  };
}

export function trackDir(dir: string): void {
  tempDirs.add(dir);
}

/** Synchronous last resort: SIGKILL every tracked group and postmaster, remove temp folders. */
export function cleanupNow(): string[] {
  const killed: string[] = [];
  for (const { child, pgDir, snapshot } of children) {
    if (child.pid) killed.push(...killLeftovers(child.pid, pgDir, snapshot));
  }
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
  return killed;
}

/**
 * A script's safety nets: whatever happens, nothing it started outlives it. Leftovers are killed at
 * exit; a signal exits with 130 (the 'exit' handler cleans up); after `limitMs` it gives up with 1.
 * `started` and `limit` only word the messages ("stopping <started>", "gave up after <limit>").
 */
export function installSafetyNets(tag: string, { limitMs, limit, started }: { limitMs: number; limit: string; started: string }): void {
  process.on('exit', () => {
    const killed = cleanupNow();
    if (killed.length) console.error(`[${tag}] killed leftovers at exit: ${killed.join(', ')}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n[${tag}] ${signal}: stopping ${started}`);
      process.exit(130);
    });
  }
  setTimeout(() => {
    console.error(`[${tag}] gave up after ${limit}`);
    process.exit(1);
  }, limitMs).unref();
}

/** Processes outside `exclude` process groups that used the most CPU over `ms` (cores = share of one core). */
export async function busiestProcesses(ms: number, excludePgids: number[] = []): Promise<{ pid: number; comm: string; cores: number }[]> {
  const before = new Map(allStats().map((s) => [s.pid, s.ticks]));
  const t0 = Date.now();
  await sleep(ms);
  const seconds = (Date.now() - t0) / 1000;
  return allStats()
    .filter((s) => before.has(s.pid) && !excludePgids.includes(s.pgrp))
    .map((s) => ({ pid: s.pid, comm: s.comm, cores: (s.ticks - before.get(s.pid)!) / ticksPerSecond / seconds }))
    .filter((p) => p.cores > 0)
    .sort((a, b) => b.cores - a.cores);
}
