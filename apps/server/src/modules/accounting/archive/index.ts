// The accounting module's archive part (issue 30): the archive of received revenue report files,
// the Reporting API's daily download into it (its own job, at the daily refresh's hour), the expiry
// alerts and the reconciliation.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { archiveHandlers } from './archive.routes.ts';
import { archiveService } from './archive.service.ts';
import { syncReportingArchive } from './reporting-sync.ts';

export const REPORTING_ARCHIVE_QUEUE = 'accounting-reporting-archive';

export function archivePart(infra: AppContext): Handlers {
  const service = archiveService({
    db: infra.db,
    storage: infra.storage,
    audit: auditLog({ db: infra.db, clock: infra.clock }),
    now: () => infra.clock.now(),
  });
  infra.jobs.register(
    REPORTING_ARCHIVE_QUEUE,
    async (_data, job) => {
      await syncReportingArchive(infra, job.log);
    },
    {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 3 * 3600,
      deleteAfterSeconds: 7 * 24 * 3600,
      pollingIntervalSeconds: 30,
      onWorkerStart: async () => {
        const { refreshCron: cron, refreshTimeZone: tz } = infra.config.youtube;
        if (cron === null) await infra.jobs.unschedule(REPORTING_ARCHIVE_QUEUE);
        else await infra.jobs.schedule(REPORTING_ARCHIVE_QUEUE, cron, {}, { tz, missed: 'once' });
      },
    },
  );
  return archiveHandlers(service);
}
