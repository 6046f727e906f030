// The insight area's queues that follow a channel refresh (issue 13), below the modules: the youtube
// module queues them at the end of each refresh, and the insight module handles them — the stored
// analysis of comments and titles (modules/insight/language) and the cached search keywords
// (modules/insight/clouds) — while insight also reads YouTube through the youtube module.
import type { JobRegistry } from './job-registry.ts';

export const INSIGHT_ANALYSIS_QUEUE = 'insight-channel-analysis';
export const SEARCH_KEYWORDS_QUEUE = 'insight-search-keywords';

export type ChannelAnalysisTask = { channel_id: string };

/** Queues the stored analysis of a channel (one per channel queued or running at a time). */
export async function queueChannelAnalysis(jobs: JobRegistry, channelId: string): Promise<string | null> {
  return jobs.send<ChannelAnalysisTask>(INSIGHT_ANALYSIS_QUEUE, { channel_id: channelId }, { singletonKey: channelId, label: 'jobs.insightAnalysis' });
}

/** Queues a new fetch of the channel's top search keywords (one per channel queued or running at a time). */
export async function queueSearchKeywords(jobs: JobRegistry, channelId: string): Promise<string | null> {
  return jobs.send<ChannelAnalysisTask>(SEARCH_KEYWORDS_QUEUE, { channel_id: channelId }, { singletonKey: channelId, label: 'jobs.insightSearchKeywords' });
}

/** What follows a refresh of the channel: its analysis and its search keywords. */
export async function queueInsightAfterRefresh(jobs: JobRegistry, channelId: string): Promise<void> {
  await queueChannelAnalysis(jobs, channelId);
  await queueSearchKeywords(jobs, channelId);
}
