// The daily backup and the nightly restore drill, as jobs, and what the settings page reads of them:
// each run's outcome is kept in app_settings (backup.last_backup, backup.last_drill). A drill that
// fails is mailed to every administrator in their language.
import type { BackupFailureReason, BackupRun, BackupStatus } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import path from 'node:path';
import type { Clock } from '../../clock.ts';
import type { BackupConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobRegistry } from '../../jobs/index.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { composeMail } from '../mail/index.ts';
import { createBackup, DamagedBackupError, listBackups, pruneBackups } from './backup-archive.ts';
import { listBaseBackups, pruneBaseBackups, takeBaseBackup } from './base-backup.ts';
import { NewerLevelError } from './migration-level.ts';
import { drillBackup, VerificationError } from './restore.ts';

export const BACKUP_QUEUE = 'backup.daily';
export const DRILL_QUEUE = 'backup.drill';
const LAST_BACKUP = 'backup.last_backup';
const LAST_DRILL = 'backup.last_drill';

export type BackupRunDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: { backup: BackupConfig; dataDir: string; publicUrl: string; databaseUrl: string | null };
  /** The migrating (owning) user's address: backups read every table, drills create a database. */
  adminDatabaseUrl: string;
  log: (line: string) => void;
};

export function failureReason(error: unknown): BackupFailureReason {
  if (error instanceof DamagedBackupError) return 'damaged';
  if (error instanceof NewerLevelError) return 'newer_level';
  if (error instanceof VerificationError) return 'mismatch';
  return 'error';
}

async function keep(db: Db, key: string, run: BackupRun): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(run) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(run) }))
    .execute();
}

async function kept(db: Db, key: string): Promise<BackupRun | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as BackupRun) : null;
}

export async function backupStatus(deps: Pick<BackupRunDeps, 'db' | 'config'>): Promise<BackupStatus> {
  const b = deps.config.backup;
  const bases = b.walArchiveDir && !deps.config.databaseUrl ? await listBaseBackups(b.dir) : null;
  return {
    backup_dir: b.dir,
    schedule: b.cron,
    drill_schedule: b.drillCron,
    time_zone: b.timeZone,
    retention_days: b.retentionDays,
    last_backup: await kept(deps.db, LAST_BACKUP),
    last_drill: await kept(deps.db, LAST_DRILL),
    point_in_time: bases && { from: bases.at(-1)?.consistentAt ?? null, base_backups: bases.length },
  };
}

/** One daily backup, then the archives past retention removed; its outcome kept. */
export async function runDailyBackup(deps: BackupRunDeps): Promise<BackupRun> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const { backup, dataDir } = deps.config;
  let run: BackupRun;
  try {
    const done = await createBackup({ databaseUrl: deps.adminDatabaseUrl, dataDir, backupDir: backup.dir, now: deps.clock.now() });
    const removed = await pruneBackups(backup.dir, backup.retentionDays, deps.clock.now());
    deps.log(`backup ${done.file} written; ${removed.length} past ${backup.retentionDays} days removed`);
    await baseBackup(deps);
    run = {
      at: deps.clock.now().toISOString(),
      ok: true,
      archive: path.basename(done.file),
      bytes: done.bytes,
      seconds: seconds(),
      reason: null,
      detail: null,
    };
  } catch (error) {
    run = { at: deps.clock.now().toISOString(), ok: false, archive: null, bytes: null, seconds: seconds(), reason: 'error', detail: (error as Error).message };
  }
  await keep(deps.db, LAST_BACKUP, run);
  return run;
}

/** With WAL archiving on the embedded cluster, the base backup a point-in-time restore starts from, kept as long as the archives. */
export async function baseBackup(deps: Pick<BackupRunDeps, 'config' | 'adminDatabaseUrl' | 'clock' | 'log'>): Promise<void> {
  const { backup, dataDir, databaseUrl } = deps.config;
  if (!backup.walArchiveDir || databaseUrl) return;
  const base = await takeBaseBackup({
    databaseUrl: deps.adminDatabaseUrl,
    clusterDir: path.resolve(dataDir, 'pg'),
    walArchiveDir: backup.walArchiveDir,
    backupDir: backup.dir,
    now: deps.clock.now(),
  });
  const pruned = await pruneBaseBackups(backup.dir, backup.walArchiveDir, backup.retentionDays, deps.clock.now());
  deps.log(`base backup ${base.name} (restorable from ${base.consistentAt}); ${pruned.bases} older base backups, ${pruned.segments} WAL segments removed`);
}

/** The nightly drill of the newest archive; its outcome kept, and mailed to the administrators when it failed. */
export async function runDrill(deps: BackupRunDeps): Promise<BackupRun> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const [newest] = await listBackups(deps.config.backup.dir);
  let run: BackupRun;
  if (!newest) {
    run = { at: deps.clock.now().toISOString(), ok: false, archive: null, bytes: null, seconds: 0, reason: 'no_backup', detail: null };
  } else {
    try {
      const result = await drillBackup(deps.adminDatabaseUrl, newest.file, deps.config.backup.dir, deps.log);
      deps.log(`drill of ${newest.name} passed: ${result.tables} tables, ${result.rows} rows`);
      run = { at: deps.clock.now().toISOString(), ok: true, archive: newest.name, bytes: newest.bytes, seconds: seconds(), reason: null, detail: null };
    } catch (error) {
      const detail = (error as Error).message;
      run = {
        at: deps.clock.now().toISOString(),
        ok: false,
        archive: newest.name,
        bytes: newest.bytes,
        seconds: seconds(),
        reason: failureReason(error),
        detail,
      };
    }
  }
  await keep(deps.db, LAST_DRILL, run);
  if (!run.ok) await mailAdministrators(deps, run);
  return run;
}

async function mailAdministrators(deps: BackupRunDeps, run: BackupRun): Promise<void> {
  const admins = await deps.db.selectFrom('users').select(['email', 'name', 'language']).where('account_type', '=', 'admin').execute();
  for (const admin of admins) {
    const language = admin.language as LocaleCode;
    const vars = {
      name: admin.name,
      archive: run.archive ?? '—',
      reason: translate(language, 'mail', `backupDrillFailed.reasons.${run.reason ?? 'error'}`),
      link: `${deps.config.publicUrl}/settings/others`,
    };
    try {
      await deps.mailer.send(composeMail(language, 'backupDrillFailed', admin.email, vars));
    } catch (error) {
      deps.log(`drill failure mail to ${admin.email} not sent: ${(error as Error).message}`);
    }
  }
}

/** The two schedules, in the processes that work the job queue. */
export function registerBackupJobs(jobs: JobRegistry, deps: BackupRunDeps): void {
  const { cron, drillCron, timeZone } = deps.config.backup;
  const options = (queue: string, schedule: string | null) => ({
    policy: 'exclusive' as const,
    retryLimit: 0,
    expireInSeconds: 4 * 3600,
    deleteAfterSeconds: 7 * 24 * 3600,
    pollingIntervalSeconds: 60,
    onWorkerStart: () => (schedule ? jobs.schedule(queue, schedule, {}, { tz: timeZone, missed: 'once' }) : jobs.unschedule(queue)),
  });
  jobs.register(
    BACKUP_QUEUE,
    async () => {
      await runDailyBackup(deps);
    },
    options(BACKUP_QUEUE, cron),
  );
  jobs.register(
    DRILL_QUEUE,
    async () => {
      await runDrill(deps);
    },
    options(DRILL_QUEUE, drillCron),
  );
}
