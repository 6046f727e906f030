// The social area's jobs, on the app's queue: one collection job per account (`social-collect`,
// one at a time per account and mode), and three schedules that queue or do the rounds: the daily
// figures, the story captures every few hours, the token upkeep (renewal and the expiry mail).
import type { AppContext } from '../../../app-context.ts';
import { collectAccount, type CollectDeps, type CollectMode } from './collect-account.ts';
import { liveAccountIds } from './collect.repository.ts';
import { upkeepTokens } from './token-upkeep.ts';

export const SOCIAL_COLLECT_QUEUE = 'social-collect';
export const SOCIAL_DAILY_QUEUE = 'social-daily';
export const SOCIAL_STORIES_QUEUE = 'social-stories';
export const SOCIAL_TOKENS_QUEUE = 'social-tokens';

export type CollectJob = { account_id: number; mode: CollectMode };

/** Queues one collection per live account (each at most once queued or running). */
export async function queueRound(ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>, mode: CollectMode): Promise<number> {
  const ids = await liveAccountIds(ctx.db, ctx.clock.now(), mode === 'stories' ? 'instagram' : undefined);
  const queued = await ctx.jobs.sendMany<CollectJob>(
    SOCIAL_COLLECT_QUEUE,
    ids.map((id) => ({ data: { account_id: id, mode }, singletonKey: `${mode}-${id}` })),
  );
  return queued.length;
}

export function registerSocialJobs(ctx: AppContext, deps: CollectDeps): void {
  const { jobs, config, clock } = ctx;
  const s = config.social;
  jobs.register<CollectJob>(
    SOCIAL_COLLECT_QUEUE,
    async (data, job) => {
      const outcome = await collectAccount(deps, data.account_id, data.mode, clock.now());
      job.log(`social account ${data.account_id} (${data.mode}): ${outcome}`);
    },
    {
      policy: 'exclusive',
      concurrency: s.concurrency,
      retryLimit: 5,
      retryDelaySeconds: 120,
      retryBackoff: true,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 3 * 24 * 3600,
    },
  );
  const scheduled = (name: string, cron: string | null, work: (log: (m: string) => void) => Promise<void>) =>
    jobs.register(name, async (_data, job) => work(job.log), {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
      onWorkerStart: async () => {
        if (cron === null) return jobs.unschedule(name);
        await jobs.schedule(name, cron, {}, { tz: s.timeZone, missed: 'once' });
      },
    });
  scheduled(SOCIAL_DAILY_QUEUE, s.dailyCron, async (log) => log(`social daily: ${await queueRound(ctx, 'daily')} accounts queued`));
  scheduled(SOCIAL_STORIES_QUEUE, s.storiesCron, async (log) => log(`social stories: ${await queueRound(ctx, 'stories')} accounts queued`));
  scheduled(SOCIAL_TOKENS_QUEUE, s.tokensCron, async (log) => {
    const r = await upkeepTokens({ ...deps, mailer: ctx.mailer, log }, clock.now());
    log(`social tokens: ${r.renewed} renewed, ${r.refused} refused, ${r.warned} warned, ${r.failed} to try again`);
  });
}
