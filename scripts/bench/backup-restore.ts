// Backup and restore time of the 1,000-channel demo network (issue 25), with the rate per GB of
// database and the projected restore time of a 10 GB network. The network (1,000 channels, 400 days
// of daily figures) is seeded once into an embedded PostgreSQL kept in .bench/backup-data (`--seed-only`
// does just that). Then `createBackup` writes an archive (as `npm run backup`) and `drillBackup`
// restores it into a scratch database and checks every table against the manifest (a restore does
// that and then renames the database: the rename takes no measurable time). Writes
// .bench/backup-restore.json and prints the figures.
//
//   node scripts/bench/backup-restore.ts [--seed-only]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createBackup } from '../../apps/server/src/modules/backup/backup-archive.ts';
import { drillBackup } from '../../apps/server/src/modules/backup/restore.ts';
import { seedDemoNetwork } from '../../apps/server/src/seed/seed-demo.ts';

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
};

const { values: args } = parseArgs({ options: { 'seed-only': { type: 'boolean', default: false } } });
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.bench/backup-data');
const say = (line: string) => console.log(`[backup-restore] ${line}`);

mkdirSync(dataDir, { recursive: true });
const postgres = await startEmbeddedPostgres(dataDir, () => {});
const pool = createPool(postgres.url, 4);
const db = createDb(pool);
try {
  await migrate(pool);
  const seeded = Number((await sql<{ n: string }>`select count(*) as n from channels`.execute(db)).rows[0]!.n);
  if (seeded < BACKUP_TARGETS.channels) {
    if (seeded > 0) throw new Error(`${dataDir} holds ${seeded} channels, not ${BACKUP_TARGETS.channels}: remove it and run again`);
    say(`seeding ${BACKUP_TARGETS.channels} channels (once; kept in ${path.relative(root, dataDir)})…`);
    const started = performance.now();
    await seedDemoNetwork(db, { password: 'Chorus-bench-2026!', channels: BACKUP_TARGETS.channels, days: 400, seedDay: new Date('2026-11-27T00:00:00Z') });
    say(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  if (!args['seed-only']) {
    const databaseBytes = Number((await sql<{ n: string }>`select pg_database_size(current_database())::text as n`.execute(db)).rows[0]!.n);
    const backupDir = path.join(root, '.bench/backup-archives');
    rmSync(backupDir, { recursive: true, force: true });
    let started = performance.now();
    const backup = await createBackup({ databaseUrl: postgres.url, dataDir, backupDir, now: new Date() });
    const backupSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const drill = await drillBackup(postgres.url, backup.file, backupDir, say);
    const restoreSeconds = (performance.now() - started) / 1000;
    rmSync(backupDir, { recursive: true, force: true });
    const gb = databaseBytes / 1e9;
    const figures: BackupRestoreFigures = {
      channels: BACKUP_TARGETS.channels,
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
  await pool.end();
  await postgres.stop();
}
