// `npm run restore -- --at TIME`: the embedded cluster put back as it was at TIME, from the newest
// base backup made before it and the archived WAL (WAL archiving on, issue 25).
//
// Before anything changes: the cluster is started, a marker transaction and a segment switch put
// everything up to now into the archive (so TIME up to now has a commit after it to stop at), and
// TIME is refused before the oldest base backup's consistent point or after that marker. Then the
// safety backup (a logical archive, as every restore takes), the cluster stopped, the base backup
// copied into a new folder beside DATA_DIR/pg with recovery.signal, started with restore_command,
// recovery_target_time and recovery_target_action=promote; the start answers once recovery has
// ended and the cluster is promoted. The system log gets its `system.restore` row, and only then is
// the new folder swapped in for DATA_DIR/pg. Any failure before the swap leaves DATA_DIR/pg as it was.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Clock } from '../../clock.ts';
import { clusterSettings, embeddedCluster, freePort, PASSWORD_FILE, startEmbeddedPostgres, urlFor } from '../../db/embedded-postgres.ts';
import { archiveUpToNow, restoreCommand } from '../../db/wal-archive.ts';
import { createBackup } from './backup-archive.ts';
import { listBaseBackups, type ListedBaseBackup } from './base-backup.ts';
import { recordRestore } from './restore.ts';

/** A restore refused before anything changed, with the reason for the person who ran it. */
export class PointInTimeRefusal extends Error {}

const TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,6})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** `2026-11-29 10:15:00+08`, `2026-11-29T02:15:00Z`, `…+08:00`: a time with its offset (a bare one is ambiguous). */
export function parseRecoveryTime(text: string): Date {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) throw new PointInTimeRefusal(`"${text}" is not a time with its offset: write it as 2026-11-29 10:15:00+08 or 2026-11-29T02:15:00Z`);
  const [, day, minutes, seconds = ':00', zone] = match;
  const offset = zone!.toUpperCase() === 'Z' ? 'Z' : `${zone!.slice(0, 3)}:${zone!.slice(3).replace(':', '') || '00'}`;
  const date = new Date(`${day}T${minutes}${seconds}${offset}`);
  if (Number.isNaN(date.getTime())) throw new PointInTimeRefusal(`"${text}" is not a real time`);
  return date;
}

export type PointInTimeOptions = {
  dataDir: string;
  backupDir: string;
  walArchiveDir: string;
  target: Date;
  clock: Clock;
  /** Who asked (the operating-system user running the command, and the name they gave). */
  by: string;
  log: (line: string) => void;
};

export type PointInTimeResult = { safetyBackup: string; base: ListedBaseBackup; archivedUntil: Date; seconds: number };

export async function restoreToTime(options: PointInTimeOptions): Promise<PointInTimeResult> {
  const { dataDir, backupDir, walArchiveDir, target, clock, log } = options;
  const started = performance.now();
  const clusterDir = path.resolve(dataDir, 'pg');
  if (await clusterRunning(clusterDir)) throw new PointInTimeRefusal(`PostgreSQL is running on ${clusterDir}: stop Chorus first`);
  const bases = await listBaseBackups(backupDir);
  const oldest = bases.at(-1);
  if (!oldest) throw new PointInTimeRefusal(`no base backup in ${backupDir}: a point-in-time restore starts from one (npm run backup makes one)`);
  if (target < new Date(oldest.consistentAt)) {
    throw new PointInTimeRefusal(
      `${target.toISOString()} is before the oldest base backup (${oldest.name}, usable from ${oldest.consistentAt}): nothing was changed`,
    );
  }

  const live = await startEmbeddedPostgres(dataDir, log, { walArchiveDir });
  let safetyBackup: string;
  let archivedUntil: Date;
  try {
    archivedUntil = await archiveUpToNow(live.url, walArchiveDir);
    if (target > archivedUntil) {
      throw new PointInTimeRefusal(`${target.toISOString()} is after the last archived change (${archivedUntil.toISOString()}): nothing was changed`);
    }
    const safety = await createBackup({ databaseUrl: live.url, dataDir, backupDir, now: clock.now(), label: 'before-restore' });
    safetyBackup = safety.file;
    log(`safety backup: ${safety.file}`);
  } finally {
    await live.stop();
  }

  const base = bases.find((b) => new Date(b.consistentAt) <= target)!;
  const stamp = randomBytes(4).toString('hex');
  const recovered = `${clusterDir}.restore-${stamp}`;
  try {
    await prepareRecovery(base, recovered, clusterDir, walArchiveDir);
    log(`replaying the archived WAL from ${base.name} up to ${target.toISOString()}…`);
    const password = (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();
    const recovery = [`restore_command=${restoreCommand(walArchiveDir)}`, `recovery_target_time=${postgresTime(target)}`, 'recovery_target_action=promote'];
    await withRecoveredCluster(recovered, password, [...clusterSettings(null, walArchiveDir), ...recovery], log, (url) =>
      recordRestore(url, clock, { at: target.toISOString(), base: base.name, by: options.by }),
    );
  } catch (error) {
    await rm(recovered, { recursive: true, force: true });
    throw error;
  }
  const former = `${clusterDir}.before-restore-${stamp}`;
  await rename(clusterDir, former);
  await rename(recovered, clusterDir);
  await rm(former, { recursive: true, force: true });
  return { safetyBackup, base, archivedUntil, seconds: (performance.now() - started) / 1000 };
}

/** The form recovery_target_time reads (it refuses ISO 8601's `T` and `Z`). */
const postgresTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '+00');

/** Is a postmaster alive on `clusterDir` (Chorus, or a server left by it)? */
async function clusterRunning(clusterDir: string): Promise<boolean> {
  const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The base backup copied into `recovered`, marked for recovery, owned by the cluster's user. */
async function prepareRecovery(base: ListedBaseBackup, recovered: string, clusterDir: string, walArchiveDir: string): Promise<void> {
  await cp(path.join(base.dir, 'data'), recovered, { recursive: true });
  await writeFile(path.join(recovered, 'recovery.signal'), '');
  await chmod(recovered, 0o700);
  // As root, PostgreSQL runs as the user owning the cluster folder: the copy becomes theirs.
  if (process.getuid?.() === 0) {
    const owner = await stat(existsSync(clusterDir) ? clusterDir : walArchiveDir);
    await chownTree(recovered, owner.uid, owner.gid);
  }
}

/**
 * Starts the cluster in `dir` on a free port (TCP only) with `settings`, runs `work` against its
 * chorus database, stops it. With recovery settings, the start answers when the server accepts
 * connections, which after a recovery is once it is promoted.
 */
async function withRecoveredCluster(
  dir: string,
  password: string,
  settings: string[],
  log: (line: string) => void,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const port = await freePort(0);
  const cluster = embeddedCluster(dir, port, password, settings, log);
  try {
    await cluster.server.start();
  } catch (error) {
    throw new Error(`the recovered cluster did not start: ${cluster.recentLog.join(' | ') || String(error)}`);
  }
  try {
    const url = urlFor(port, password, 'chorus');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { recovering } = (await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering')).rows[0]!;
      if (recovering) throw new Error('the recovered cluster is still in recovery');
    } finally {
      await client.end();
    }
    await work(url);
  } finally {
    await cluster.server.stop();
  }
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid, gid);
    else await chown(full, uid, gid);
  }
}
