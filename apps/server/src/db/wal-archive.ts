// Continuous WAL archiving of the embedded PostgreSQL (issue 25, opt-in with WAL_ARCHIVE_DIR): the
// settings the cluster starts with, and the shell commands PostgreSQL runs to archive a finished
// WAL segment and, during a point-in-time restore, to fetch one back.
//
// Each segment is stored gzipped (a segment closed early by archive_timeout is still 16 MB, mostly
// zeros) under its own name plus `.gz`: written to a hidden partial file, fsynced, renamed, the
// folder fsynced, and only then does the command answer 0. A name already archived is never
// overwritten: the same content answers 0 (PostgreSQL may archive a segment again after a crash),
// a different one fails, and PostgreSQL keeps the segment and retries.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Seconds after which a segment with any change in it is closed and archived even on a quiet system:
 * the recovery point's bound (plus the seconds one segment takes to copy), well under 5 minutes.
 * A segment forced out early compresses to a few kilobytes, so 60 s costs little room.
 */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

/** The folder as one shell word, with `%` doubled for PostgreSQL's own placeholders. */
function shellWord(dir: string): string {
  return `'${dir.replace(/'/g, `'\\''`).replace(/%/g, '%%')}'`;
}

/** `archive_command`: %p is the segment's path (relative to the data folder), %f its name. */
export function archiveCommand(dir: string): string {
  const d = shellWord(dir);
  return (
    `if [ -e ${d}/%f.gz ]; then gzip -dc ${d}/%f.gz | cmp -s - %p; ` +
    `else gzip -1 -c %p > ${d}/.%f.partial && sync ${d}/.%f.partial && mv ${d}/.%f.partial ${d}/%f.gz && sync ${d}; fi`
  );
}

/** `restore_command`: fails (without writing %p) for a name the archive does not hold. */
export function restoreCommand(dir: string): string {
  const d = shellWord(dir);
  return `[ -f ${d}/%f.gz ] && gzip -dc ${d}/%f.gz > %p`;
}

/** The `postgres -c` settings for a cluster that archives into `dir`. */
export function archivingSettings(dir: string): string[] {
  return ['wal_level=replica', 'archive_mode=on', `archive_command=${archiveCommand(dir)}`, `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}s`];
}

/** The segment names (no `.gz`) in the archive's listing, oldest first; history and backup files left out. */
export function archivedSegments(names: string[]): string[] {
  return names
    .filter((n) => /^[0-9A-F]{24}\.gz$/.test(n))
    .map((n) => n.slice(0, 24))
    .sort((a, b) => a.slice(8).localeCompare(b.slice(8)) || a.localeCompare(b));
}

/**
 * A transaction that commits (an xid, so a commit record with its time), then a segment switch, and
 * waits until that segment is in the archive: every change up to the answer is archived.
 */
export async function archiveUpToNow(databaseUrl: string, walArchiveDir: string, waitMs = 60_000): Promise<Date> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const marked = await client.query<{ at: Date }>('SELECT pg_current_xact_id(), clock_timestamp() AS at');
    const { wal } = (await client.query<{ wal: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS wal')).rows[0]!;
    const deadline = Date.now() + waitMs;
    while (!existsSync(path.join(walArchiveDir, `${wal}.gz`))) {
      if (Date.now() > deadline) throw new Error(`WAL segment ${wal} was not archived within ${waitMs / 1000} s: see pg_stat_archiver and the PostgreSQL log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return marked.rows[0]!.at;
  } finally {
    await client.end();
  }
}
