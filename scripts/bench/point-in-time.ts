// The point-in-time part of `npm run bench:backup` (issue 25, WAL archiving): on a cluster already
// seeded, restarted with WAL archiving into a scratch folder, it times a base backup, then runs a
// steady light write load (a row every 200 ms) for a little over two archive_timeout periods while
// sampling pg_stat_archiver each second: the recovery point is the longest time during the load that
// the newest change waited before its segment was archived (at worst archive_timeout plus the copy).
// Then `restoreToTime` to a moment in the middle of the load, timed, and checked exactly: the rows
// written up to that moment are there, the later ones are not.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../../apps/server/src/clock.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { ARCHIVE_TIMEOUT_SECONDS } from '../../apps/server/src/db/wal-archive.ts';
import { takeBaseBackup } from '../../apps/server/src/modules/backup/base-backup.ts';
import { restoreToTime } from '../../apps/server/src/modules/backup/point-in-time.ts';

/** The target: a recovery point under 5 minutes (reference next-areas.md 4). */
export const POINT_IN_TIME_TARGETS = { recoveryPointSeconds: 300 };
export type PointInTimeFigures = {
  baseBackupSeconds: number;
  loadSeconds: number;
  rowsWritten: number;
  /** The longest a committed change waited to be archived during the load, measured. */
  recoveryPointSeconds: number;
  archiveTimeoutSeconds: number;
  targetRecoveryPointSeconds: number;
  /** `restoreToTime` whole: the safety backup, the base copy, the replay and the swap. */
  restoreSeconds: number;
  restoredExactly: boolean;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measurePointInTime(dataDir: string, scratchDir: string, say: (line: string) => void): Promise<PointInTimeFigures> {
  const walArchiveDir = path.join(scratchDir, 'wal');
  const backupDir = path.join(scratchDir, 'backups');
  rmSync(scratchDir, { recursive: true, force: true });
  let postgres = await startEmbeddedPostgres(dataDir, () => {}, { walArchiveDir });
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  let figures: Omit<PointInTimeFigures, 'restoreSeconds' | 'restoredExactly'>;
  let target: Date;
  let beforeTarget: number;
  try {
    await client.query("DELETE FROM app_settings WHERE key LIKE 'bench.pitr.%'");
    let started = performance.now();
    const base = await takeBaseBackup({ databaseUrl: postgres.url, clusterDir: path.join(dataDir, 'pg'), backupDir, walArchiveDir, now: new Date() });
    const baseBackupSeconds = (performance.now() - started) / 1000;
    say(`base backup ${baseBackupSeconds.toFixed(1)} s; a steady write load for ${2 * ARCHIVE_TIMEOUT_SECONDS + 15} s…`);

    const loadMs = (2 * ARCHIVE_TIMEOUT_SECONDS + 15) * 1000;
    started = performance.now();
    let written = 0;
    let recoveryPointMs = 0;
    // Commit times not archived yet: a commit is archived once a segment is archived after it.
    const pending: number[] = [];
    const sampler = new pg.Client({ connectionString: postgres.url });
    await sampler.connect();
    let nextSample = 0;
    let targetSet = false;
    target = new Date(0);
    beforeTarget = 0;
    while (performance.now() - started < loadMs) {
      await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [`bench.pitr.${String(written).padStart(6, '0')}`, String(Date.now())]);
      written++;
      pending.push(Date.now());
      if (!targetSet && performance.now() - started >= loadMs / 2) {
        await pause(20);
        target = (await client.query<{ at: Date }>('SELECT clock_timestamp() AS at')).rows[0]!.at;
        beforeTarget = written;
        targetSet = true;
        await pause(20);
      }
      if (performance.now() >= nextSample) {
        nextSample = performance.now() + 1000;
        const at = (await sampler.query<{ at: Date | null }>('SELECT last_archived_time AS at FROM pg_stat_archiver')).rows[0]!.at?.getTime() ?? 0;
        while (pending.length > 0 && pending[0]! < at) pending.shift();
        if (pending.length > 0) recoveryPointMs = Math.max(recoveryPointMs, Date.now() - pending[0]!);
      }
      await pause(200);
    }
    await sampler.end();
    figures = {
      baseBackupSeconds: Number(baseBackupSeconds.toFixed(1)),
      loadSeconds: Math.round(loadMs / 1000),
      rowsWritten: written,
      recoveryPointSeconds: Number((recoveryPointMs / 1000).toFixed(1)),
      archiveTimeoutSeconds: ARCHIVE_TIMEOUT_SECONDS,
      targetRecoveryPointSeconds: POINT_IN_TIME_TARGETS.recoveryPointSeconds,
    };
    say(`${written} rows written; the newest change waited at most ${figures.recoveryPointSeconds} s to be archived (base ${base.name})`);
  } finally {
    await client.end();
    await postgres.stop();
  }

  const started = performance.now();
  await restoreToTime({ dataDir, backupDir, walArchiveDir, target, clock: systemClock, by: 'bench', log: say });
  const restoreSeconds = (performance.now() - started) / 1000;
  postgres = await startEmbeddedPostgres(dataDir, () => {});
  const check = new pg.Client({ connectionString: postgres.url });
  await check.connect();
  let restored: number;
  try {
    restored = Number((await check.query<{ n: string }>("SELECT count(*) AS n FROM app_settings WHERE key LIKE 'bench.pitr.%'")).rows[0]!.n);
    await check.query("DELETE FROM app_settings WHERE key LIKE 'bench.pitr.%'");
  } finally {
    await check.end();
    await postgres.stop();
  }
  rmSync(scratchDir, { recursive: true, force: true });
  return { ...figures, restoreSeconds: Number(restoreSeconds.toFixed(1)), restoredExactly: restored === beforeTarget };
}
