// Process plumbing for the benchmark: free loopback ports, CPU accounting from /proc, and a
// registry of everything the bench starts (processes, temp folders) so that it can all be
// stopped and removed even when a step fails or the bench is interrupted.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

export const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ProcStat = { pid: number; comm: string; state: string; pgrp: number; ticks: number };

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const f = text.slice(close + 2).split(' ');
    // f[0] = field 3 (state), f[2] = field 5 (pgrp), f[11]/f[12] = fields 14/15 (utime/stime).
    return { pid, comm, state: f[0]!, pgrp: Number(f[2]), ticks: Number(f[11]) + Number(f[12]) };
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

/** Live (non-zombie) processes in a process group. */
export function groupMembers(pgid: number): ProcStat[] {
  return allStats().filter((s) => s.pgrp === pgid && s.state !== 'Z');
}

/** CPU ticks used so far by every process in a group (processes that already exited are not counted). */
export function groupTicks(pgid: number): number {
  return groupMembers(pgid).reduce((sum, s) => sum + s.ticks, 0);
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

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** SIGKILLs a process group and a postmaster left behind; returns what was still alive. */
export function killLeftovers(pgid: number, pgDir: string | null): string[] {
  const found: string[] = [];
  for (const s of groupMembers(pgid)) {
    found.push(`${s.comm}(${s.pid})`);
    kill(s.pid, 'SIGKILL');
  }
  const postmaster = pgDir ? postmasterPid(pgDir) : null;
  if (postmaster && isAlive(postmaster) && readStat(postmaster)!.comm.startsWith('postgres')) {
    found.push(`postmaster(${postmaster})`);
    kill(postmaster, 'SIGKILL');
    // Its backends are in the same group as the postmaster.
    const pg = readStat(postmaster);
    if (pg) for (const s of groupMembers(pg.pgrp)) kill(s.pid, 'SIGKILL');
  }
  return found;
}

// ---- cleanup registry -------------------------------------------------------------------------

type Tracked = { child: ChildProcess; pgDir: string | null };
const children = new Set<Tracked>();
const tempDirs = new Set<string>();

/** Tracks a child spawned with `detached: true` (its own process group, pgid = pid). */
export function track(child: ChildProcess, pgDir: string | null = null): () => void {
  const entry = { child, pgDir };
  children.add(entry);
  return () => children.delete(entry);
}

export function trackDir(dir: string): void {
  tempDirs.add(dir);
}

/** Synchronous last resort: SIGKILL every tracked group and postmaster, remove temp folders. */
export function cleanupNow(): string[] {
  const killed: string[] = [];
  for (const { child, pgDir } of children) {
    if (child.pid) killed.push(...killLeftovers(child.pid, pgDir));
  }
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
  return killed;
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
