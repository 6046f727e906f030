// The exploration module's video search part (contract exploration/videos.routes.ts): the network's
// stored videos searched by their segmented title and tag words, and YouTube through the area's
// counted search.list (youtube-videos.ts; without an API key, a translated "not available").
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { TextAnalysisPool } from '../../../ports/text-analysis-pool.ts';
import { videoSearchHandlers } from './videos.routes.ts';
import { VideoSearchService, type QueryAnalysis, type YoutubeVideoSearch } from './videos.service.ts';

export { VideoSearchService, type YoutubeVideoSearch } from './videos.service.ts';
export { YoutubeVideos } from './youtube-videos.ts';

export function videoSearchPart({ db, clock, textAnalyses }: AppContext, youtube: YoutubeVideoSearch | null = null): { handlers: Handlers } {
  const service = new VideoSearchService({ db, clock, analyses: textAnalyses as TextAnalysisPool<QueryAnalysis>, youtube });
  return { handlers: videoSearchHandlers(service) };
}
