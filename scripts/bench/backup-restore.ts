// Backup and restore time of the 1,000-channel demo network (issue 25), with the rate per GB of
// database and the projected restore time of a 10 GB network. The network (1,000 channels, 400 days
// of daily figures) is seeded once into an embedded PostgreSQL kept in .bench/backup-data (`--seed-only`
// does just that). Then `createBackup` writes an archive (as `npm run backup`) and `drillBackup`
// restores it into a scratch database and checks every table against the manifest (a restore does
// that and then renames the database: the rename takes no measurable time). Writes
// .bench/backup-restore.json and prints the figures. Then the point-in-time part (point-in-time.ts):
// a base backup, the recovery point measured under a steady write load, and `restore --at`.
// `--channels N` uses a smaller network (kept in .bench/backup-data-N); `--point-in-time-only` skips
// the archive and its restore.
//
//   node scripts/bench/backup-restore.ts [--seed-only] [--point-in-time-only] [--channels N]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createBackup } from '../../apps/server/src/modules/backup/backup-archive.ts';
import { drillBackup } from '../../apps/server/src/modules/backup/restore.ts';
import { openBenchDatabase, seedNetworkOnce } from './bench-database.ts';
import { measurePointInTime, type PointInTimeFigures } from './point-in-time.ts';

/** The target: a 10 GB network restores within 15 minutes (reference next-areas.md 4). */
export const BACKUP_TARGETS = { channels: 1000, projectedGb: 10, restoreMinutesAt10Gb: 15 };
export type BackupRestoreFigures = {
  channels: number;
  databaseMb: number;
  archiveMb: number;
  rows: number;
  backupSeconds: number;
  restoreSeconds: number;
  backupSecondsPerGb: number;
  restoreSecondsPerGb: number;
  projectedRestoreMinutesAt10Gb: number;
  targetRestoreMinutesAt10Gb: number;
  pointInTime?: PointInTimeFigures;
};

const { values: args } = parseArgs({
  options: {
    'seed-only': { type: 'boolean', default: false },
    'point-in-time-only': { type: 'boolean', default: false },
    channels: { type: 'string', default: String(BACKUP_TARGETS.channels) },
  },
});
const channels = Number(args.channels);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, channels === BACKUP_TARGETS.channels ? '.bench/backup-data' : `.bench/backup-data-${channels}`);
const say = (line: string) => console.log(`[backup-restore] ${line}`);

mkdirSync(dataDir, { recursive: true });
const { url, db, stop } = await openBenchDatabase(dataDir, 4);
try {
  await seedNetworkOnce(db, dataDir, { channels, days: 400 }, say);
  if (!args['seed-only'] && !args['point-in-time-only']) {
    const databaseBytes = Number((await sql<{ n: string }>`select pg_database_size(current_database())::text as n`.execute(db)).rows[0]!.n);
    const backupDir = path.join(root, '.bench/backup-archives');
    rmSync(backupDir, { recursive: true, force: true });
    let started = performance.now();
    const backup = await createBackup({ databaseUrl: url, dataDir, backupDir, now: new Date() });
    const backupSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const drill = await drillBackup(url, backup.file, backupDir, say);
    const restoreSeconds = (performance.now() - started) / 1000;
    rmSync(backupDir, { recursive: true, force: true });
    const gb = databaseBytes / 1e9;
    const figures: BackupRestoreFigures = {
      channels,
      databaseMb: Math.round(databaseBytes / 1e6),
      archiveMb: Math.round(backup.bytes / 1e6),
      rows: drill.rows,
      backupSeconds: Number(backupSeconds.toFixed(1)),
      restoreSeconds: Number(restoreSeconds.toFixed(1)),
      backupSecondsPerGb: Number((backupSeconds / gb).toFixed(1)),
      restoreSecondsPerGb: Number((restoreSeconds / gb).toFixed(1)),
      projectedRestoreMinutesAt10Gb: Number((((restoreSeconds / gb) * BACKUP_TARGETS.projectedGb) / 60).toFixed(1)),
      targetRestoreMinutesAt10Gb: BACKUP_TARGETS.restoreMinutesAt10Gb,
    };
    writeFileSync(path.join(root, '.bench/backup-restore.json'), JSON.stringify(figures, null, 2));
    say(`database ${figures.databaseMb} MB (${figures.rows} rows), archive ${figures.archiveMb} MB`);
    say(
      `backup ${figures.backupSeconds} s (${figures.backupSecondsPerGb} s/GB); restore with checks ${figures.restoreSeconds} s (${figures.restoreSecondsPerGb} s/GB)`,
    );
    say(
      `projected restore of 10 GB: ${figures.projectedRestoreMinutesAt10Gb} min (target ≤ ${figures.targetRestoreMinutesAt10Gb}) ${figures.projectedRestoreMinutesAt10Gb <= figures.targetRestoreMinutesAt10Gb ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await stop();
}

if (!args['seed-only']) {
  const pit = await measurePointInTime(dataDir, path.join(root, '.bench/point-in-time'), say);
  const file = path.join(root, '.bench/backup-restore.json');
  if (!args['point-in-time-only'])
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as BackupRestoreFigures), pointInTime: pit }, null, 2));
  say(
    `recovery point under a steady write load: ${pit.recoveryPointSeconds} s (archive_timeout ${pit.archiveTimeoutSeconds} s; target < ${pit.targetRecoveryPointSeconds} s) ${pit.recoveryPointSeconds < pit.targetRecoveryPointSeconds ? 'ok' : 'MISSED'}`,
  );
  say(
    `base backup ${pit.baseBackupSeconds} s; restore --at (safety backup, base copy, WAL replay, swap) ${pit.restoreSeconds} s, ${pit.restoredExactly ? 'exactly the rows up to the time' : 'NOT the rows up to the time'}`,
  );
  if (!pit.restoredExactly) process.exitCode = 1;
}
