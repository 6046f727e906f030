// The channels module's revenue health part (issue 30): the check each refresh queues
// (jobs/revenue-health-queue.ts), the daily digest mail (its own schedule, after the morning's
// refreshes), and the alert routes.
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { REVENUE_HEALTH_CHECK_QUEUE, REVENUE_HEALTH_DIGEST_QUEUE, type RevenueHealthTask } from '../../../jobs/revenue-health-queue.ts';
import { RevenueHealthService } from './revenue-health.service.ts';

export { RevenueHealthService } from './revenue-health.service.ts';
export { seedRevenueHealthDemo } from './revenue-health-demo.ts';

/** The digest's hour, in the refresh's time zone (Asia/Taipei: 10:00, the daily refresh runs at 03:30). */
export const DIGEST_CRON = '0 10 * * *';

export function revenueHealthPart(infra: AppContext): { handlers: Handlers; service: RevenueHealthService } {
  const service = new RevenueHealthService({ db: infra.db, clock: infra.clock, mailer: infra.mailer, publicUrl: infra.config.publicUrl });
  infra.jobs.register<RevenueHealthTask>(REVENUE_HEALTH_CHECK_QUEUE, async (task) => void (await service.checkChannel(task.channel_id)), {
    policy: 'exclusive',
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 120,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  infra.jobs.register(REVENUE_HEALTH_DIGEST_QUEUE, async (_data, job) => void (await service.sendDigests(job.log)), {
    policy: 'exclusive',
    retryLimit: 2,
    retryDelaySeconds: 600,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    pollingIntervalSeconds: 30,
    onWorkerStart: async () => {
      const { refreshCron, refreshTimeZone: tz } = infra.config.youtube;
      if (refreshCron === null) await infra.jobs.unschedule(REVENUE_HEALTH_DIGEST_QUEUE);
      else await infra.jobs.schedule(REVENUE_HEALTH_DIGEST_QUEUE, DIGEST_CRON, {}, { tz, missed: 'once' });
    },
  });
  const handlers: Handlers = {
    revenueAlerts: async ({ principal, query, language }) => service.list(principal.subject, query.status, language),
    revenueAlertAcknowledge: async ({ principal, params, body, language }) => service.acknowledge(principal.subject, params.alertId, body.note, language),
    revenueHealthSettings: async ({ principal }) => service.settings(principal.subject),
    revenueHealthThresholdSet: async ({ principal, body }) => service.setThreshold(principal.subject, body.threshold_percent),
    revenueHealthDigestSet: async ({ principal, body }) => service.setDigest(principal.subject, body.digest_mail),
  };
  return { handlers, service };
}
