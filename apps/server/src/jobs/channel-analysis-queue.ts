// The queue of the insight area's stored channel analysis (issue 13), below the modules: the youtube
// module queues an analysis at the end of each channel refresh, and the insight module handles it
// (modules/insight/language) — while insight also reads YouTube through the youtube module.
import type { JobRegistry } from './job-registry.ts';

export const INSIGHT_ANALYSIS_QUEUE = 'insight-channel-analysis';
const ANALYSIS_LABEL = 'jobs.insightAnalysis';

export type ChannelAnalysisTask = { channel_id: string };

/** Queues the stored analysis of a channel (one per channel queued or running at a time). */
export async function queueChannelAnalysis(jobs: JobRegistry, channelId: string): Promise<string | null> {
  return jobs.send<ChannelAnalysisTask>(INSIGHT_ANALYSIS_QUEUE, { channel_id: channelId }, { singletonKey: channelId, label: ANALYSIS_LABEL });
}
