// The quarterly send (spec 9: the previous quarter): a schedule on the queue at 02:00 Asia/Taipei on
// the first day of January, April, July and October makes the scheduled run of the quarter that
// just ended over every subscribed channel. The run is made once per quarter, however often the
// schedule fires (0060 report_mail_runs_scheduled_once); its channels are then jobs like any run's.
import { DomainError } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import type { MailRunService } from './mail-run.service.ts';

export const REPORT_MAIL_SCHEDULE_QUEUE = 'reports.mail-quarterly';
export const QUARTERLY_CRON = '0 2 1 1,4,7,10 *';
export const QUARTERLY_TIME_ZONE = 'Asia/Taipei';

const nothingToSend = new Set(['errors.reportNoRecipients', 'errors.reportAllSent']);

export function registerQuarterlySchedule(jobs: JobRegistry, runs: MailRunService): void {
  jobs.register(
    REPORT_MAIL_SCHEDULE_QUEUE,
    async (_data, job) => {
      let started;
      try {
        started = await runs.startQuarter({ kind: 'scheduled', userId: null });
      } catch (error) {
        // Nothing to send (no recipients, or every report of the quarter went out): no run, and no retry.
        if (error instanceof DomainError && nothingToSend.has(error.code)) return job.log(`quarterly report mailing: no run (${error.code})`);
        throw error;
      }
      job.log(
        started
          ? `quarterly report mailing: run ${started.run_id}, ${started.channels} channels`
          : 'quarterly report mailing: this quarter has its run already',
      );
    },
    {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 30 * 24 * 3600,
      pollingIntervalSeconds: 30,
      onWorkerStart: () => jobs.schedule(REPORT_MAIL_SCHEDULE_QUEUE, QUARTERLY_CRON, {}, { tz: QUARTERLY_TIME_ZONE, missed: 'once' }),
    },
  );
}
