// The backup module's public entry (issue 25): the daily backup and nightly drill jobs, and the
// administrator's view of them. The archive and restore themselves are commands (backup-cli.ts).
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { backupStatus, registerBackupJobs, type BackupRunDeps } from './backup-runs.ts';

export function createModule({ db, clock, mailer, config, adminDatabaseUrl, jobs }: AppContext): ServerModule {
  const deps: BackupRunDeps = { db, clock, mailer, config, adminDatabaseUrl, log: (line) => console.log(`[backup] ${line}`) };
  registerBackupJobs(jobs, deps);
  return { handlers: { backupStatus: async () => backupStatus(deps) } };
}
