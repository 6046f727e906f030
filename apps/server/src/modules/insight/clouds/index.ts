// The insight module's clouds part (contract insight/clouds.routes.ts): word clouds of titles, tags
// and comments per period and what lies behind a word; the top 10 search keywords (YouTube
// Analytics API, cached in 0053); video emotion and summary. Reads the language part's stored
// analysis (0050); the route layer has already checked the page and the channel.
import type { AppContext } from '../../../app-context.ts';
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
