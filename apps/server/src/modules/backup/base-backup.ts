// The physical base backup that a point-in-time restore starts from (WAL archiving on, issue 25).
//
// The embedded PostgreSQL ships no pg_basebackup, so this is the low-level API: pg_backup_start on
// one session (with an immediate checkpoint), a file copy of the running cluster's folder,
// pg_backup_stop on the same session (which waits until every WAL segment the copy needs is
// archived), and its backup_label / tablespace_map written into the copy. The copy lands in
// `BACKUP_DIR/chorus-base-<UTC time>/` (data/ and base.json) under a hidden name first, synced, then
// renamed: only a finished one is ever listed.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { archivedSegments, archiveUpToNow } from '../../db/wal-archive.ts';
import { stampOf } from './backup-archive.ts';

const BASE_PATTERN = /^chorus-base-(\d{8}T\d{6}Z)$/;
const BASE_FORMAT = 'chorus-base/1';

const baseSchema = z.object({
  format: z.literal(BASE_FORMAT),
  /** When pg_backup_start ran. */
  startedAt: z.string(),
  /** When pg_backup_stop answered: the earliest time this copy can be recovered to. */
  consistentAt: z.string(),
  /** The first WAL segment a recovery of this copy reads; older ones are not needed by it. */
  startWal: z.string().regex(/^[0-9A-F]{24}$/),
  stopLsn: z.string(),
  serverVersion: z.string(),
});
export type BaseBackupInfo = z.infer<typeof baseSchema>;
export type ListedBaseBackup = BaseBackupInfo & { dir: string; name: string };

// What a base backup leaves out of the cluster's folder (PostgreSQL's "Backing Up the Data Directory"):
// the WAL (it comes from the archive), what only a running server means, and transient contents.
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old', 'tablespace_map.old']);
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

/** Copies the cluster folder `from` into `to`, files vanishing mid-copy (a dropped table) skipped. */
async function copyCluster(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_FOLDERS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else if (!entry.name.startsWith('pgsql_tmp')) await copyCluster(source, target, false);
    } else if (entry.isFile() && !(top && SKIPPED_FILES.has(entry.name))) {
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
  if (top) await mkdir(path.join(to, 'pg_wal', 'archive_status'), { recursive: true });
}

function syncFileSystem(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sync', ['-f', dir], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`sync of ${dir} failed (${code})`))));
  });
}

export type BaseBackupOptions = { databaseUrl: string; clusterDir: string; backupDir: string; walArchiveDir: string; now: Date };

/** Takes one base backup of the cluster at `clusterDir` (reached through `databaseUrl`, a superuser). */
export async function takeBaseBackup({ databaseUrl, clusterDir, backupDir, walArchiveDir, now }: BaseBackupOptions): Promise<ListedBaseBackup> {
  await mkdir(backupDir, { recursive: true });
  // Archiving must work first: pg_backup_stop would otherwise wait for it without end.
  await archiveUpToNow(databaseUrl, walArchiveDir);
  const name = `chorus-base-${stampOf(now)}`;
  const staging = await mkdtemp(path.join(backupDir, '.staging-base-'));
  try {
    // pg_backup_start and pg_backup_stop must be the same session's.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let info: BaseBackupInfo;
    try {
      const started = await client.query<{ lsn: string; at: Date; version: string }>(
        "SELECT pg_backup_start($1, true)::text AS lsn, clock_timestamp() AS at, current_setting('server_version') AS version",
        [name],
      );
      const { lsn, at, version } = started.rows[0]!;
      const startWal = (await client.query<{ wal: string }>('SELECT pg_walfile_name($1::pg_lsn) AS wal', [lsn])).rows[0]!.wal;
      let stopped;
      try {
        await copyCluster(clusterDir, path.join(staging, 'data'));
      } finally {
        stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; at: Date }>(
          'SELECT lsn::text, labelfile, spcmapfile, clock_timestamp() AS at FROM pg_backup_stop(true)',
        );
      }
      const stop = stopped.rows[0]!;
      await writeFile(path.join(staging, 'data', 'backup_label'), stop.labelfile);
      if (stop.spcmapfile) await writeFile(path.join(staging, 'data', 'tablespace_map'), stop.spcmapfile);
      info = {
        format: BASE_FORMAT,
        startedAt: at.toISOString(),
        consistentAt: stop.at.toISOString(),
        startWal,
        stopLsn: stop.lsn,
        serverVersion: version,
      };
    } finally {
      await client.end();
    }
    await writeFile(path.join(staging, 'base.json'), JSON.stringify(info, null, 1));
    await syncFileSystem(staging);
    const dir = path.join(backupDir, name);
    await rename(staging, dir);
    await syncFileSystem(backupDir);
    return { ...info, dir, name };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The finished base backups in `backupDir`, newest first. */
export async function listBaseBackups(backupDir: string): Promise<ListedBaseBackup[]> {
  const out: ListedBaseBackup[] = [];
  for (const name of await readdir(backupDir).catch(() => [] as string[])) {
    if (!BASE_PATTERN.test(name)) continue;
    const dir = path.join(backupDir, name);
    const info = await readFile(path.join(dir, 'base.json'), 'utf8')
      .then((text) => baseSchema.parse(JSON.parse(text)))
      .catch(() => null);
    if (info) out.push({ ...info, dir, name });
  }
  return out.sort((a, b) => b.consistentAt.localeCompare(a.consistentAt));
}

/**
 * Removes the base backups older than `days` (the newest always kept), then the archived WAL
 * segments no kept base backup needs (older than the oldest one's first segment); answers the count of each.
 */
export async function pruneBaseBackups(backupDir: string, walArchiveDir: string, days: number, now: Date) {
  const [newest, ...rest] = await listBaseBackups(backupDir);
  if (!newest) return { bases: 0, segments: 0 };
  const old = rest.filter((b) => now.getTime() - new Date(b.consistentAt).getTime() > days * 86_400_000);
  for (const b of old) await rm(b.dir, { recursive: true, force: true });
  const kept = [newest, ...rest.filter((b) => !old.includes(b))];
  const oldestNeeded = kept.map((b) => b.startWal.slice(8)).sort()[0]!;
  const names = await readdir(walArchiveDir).catch(() => [] as string[]);
  const unneeded = archivedSegments(names).filter((segment) => segment.slice(8) < oldestNeeded);
  for (const segment of unneeded) await rm(path.join(walArchiveDir, `${segment}.gz`), { force: true });
  return { bases: old.length, segments: unneeded.length };
}
