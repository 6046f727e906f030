// The revenue health check that follows a channel refresh (issue 30), below the modules: the youtube
// module queues it in the refresh's own transaction, and the channels module handles it
// (modules/channels/revenue-health).
import type { Db } from '../db/database.ts';
import type { JobRegistry } from './job-registry.ts';

export const REVENUE_HEALTH_CHECK_QUEUE = 'revenue-health-check';
export const REVENUE_HEALTH_DIGEST_QUEUE = 'revenue-health-digest';

export type RevenueHealthTask = { channel_id: string };

/** Queues the channel's check (one per channel queued or running at a time), in the transaction `within` when given. */
export async function queueRevenueHealthCheck(jobs: JobRegistry, channelId: string, within?: Db): Promise<string | null> {
  return jobs.send<RevenueHealthTask>(
    REVENUE_HEALTH_CHECK_QUEUE,
    { channel_id: channelId },
    { singletonKey: channelId, label: 'jobs.revenueHealthCheck', within },
  );
}
