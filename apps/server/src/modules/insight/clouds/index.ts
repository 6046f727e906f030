// The insight module's clouds part (contract insight/clouds.routes.ts): word clouds of titles, tags
// and comments per period and what lies behind a word; the top 10 search keywords (YouTube
// Analytics API, cached in 0053); video emotion and summary. Reads the language part's stored
// analysis (0050); the route layer has already checked the page and the channel.
import type { AppContext } from '../../../app-context.ts';
import { SEARCH_KEYWORDS_QUEUE, type ChannelAnalysisTask } from '../../../jobs/channel-analysis-queue.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { readChannelReport } from '../../youtube/index.ts';
import { SearchKeywordsService, type ReportReader } from './search-keywords.service.ts';
import { VideoEmotionsService } from './video-emotions.service.ts';
import { WordCloudsService } from './word-clouds.service.ts';

export { seedCloudsDemo } from './clouds-demo.ts';

export function cloudsPart(infra: AppContext, options: { report?: ReportReader } = {}): { handlers: Handlers } {
  const { db, clock } = infra;
  const clouds = new WordCloudsService({ db, clock });
  const report: ReportReader = options.report ?? ((channelId, query) => readChannelReport(infra, channelId, query));
  const keywords = new SearchKeywordsService({ db, clock, report });
  const emotions = new VideoEmotionsService({ db, clock });
  // After each channel refresh (jobs/channel-analysis-queue.ts): the grant was just used, so the
  // search keywords are asked again on the same quota day; a refusal is kept as the page's reason.
  infra.jobs.register<ChannelAnalysisTask>(SEARCH_KEYWORDS_QUEUE, async (task) => void (await keywords.fetch(task.channel_id)), {
    policy: 'exclusive',
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  return {
    handlers: {
      insightWordClouds: async ({ params, query }) => clouds.clouds(params.channelId, query),
      insightCloudWord: async ({ params, query }) => clouds.word(params.channelId, query),
      insightSearchKeywords: async ({ params }) => keywords.read(params.channelId),
      insightSearchKeywordsFetch: async ({ params }) => keywords.fetch(params.channelId),
      insightVideoEmotions: async ({ params, query }) => emotions.list(params.channelId, query),
    },
  };
}
