// The publishing calendar's part of the production module (issue 29): its service, its minute sweep
// and its handlers.
import type { AppContext } from '../../../app-context.ts';
import { RequestWindow } from '../../social/index.ts';
import { registerReleaseFailedMail } from './release-mail.ts';
import { RELEASE_SWEEP_JOB, sweepReleases, type SweepDeps } from './release-sweep.job.ts';
import { productionScheduleHandlers } from './schedule.routes.ts';
import { ScheduleService } from './schedule.service.ts';
import { youtubeScheduleOf, type YoutubeSchedule } from './youtube-schedule.ts';

export { RELEASE_FAILED_MAIL_JOB } from './release-mail.ts';
export { RELEASE_SWEEP_JOB, stepRelease, sweepReleases } from './release-sweep.job.ts';
export { seedReleasesDemo } from './schedule-demo.ts';

export function createSchedulePart(ctx: AppContext, youtube: YoutubeSchedule = youtubeScheduleOf(ctx)) {
  const { db, clock, config, jobs, mailer } = ctx;
  const deps: SweepDeps = { db, clock, config, jobs, youtube, window: new RequestWindow(config.social.tiktok.requestsPerMinute) };
  registerReleaseFailedMail(jobs, { db, mailer, publicUrl: config.publicUrl, timeZone: config.youtube.refreshTimeZone });
  jobs.register(
    RELEASE_SWEEP_JOB,
    async (_data, job) => {
      const r = await sweepReleases(deps);
      if (r.published + r.failed + r.waiting > 0) job.log(`releases: ${r.published} published, ${r.failed} failed, ${r.waiting} waiting`);
    },
    {
      policy: 'exclusive',
      retryLimit: 0,
      expireInSeconds: 10 * 60,
      deleteAfterSeconds: 24 * 3600,
      onWorkerStart: () => jobs.schedule(RELEASE_SWEEP_JOB, '* * * * *', {}, { tz: 'Asia/Taipei', missed: 'skip' }),
    },
  );
  return productionScheduleHandlers({ schedule: new ScheduleService({ db, clock, gapHours: config.productionReleaseGapHours, youtube }) });
}
