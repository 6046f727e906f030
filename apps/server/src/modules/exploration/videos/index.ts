// The exploration module's video search part (contract exploration/videos.routes.ts): the network's
// stored videos searched by their segmented title and tag words, and YouTube through the port the
// area's Data API client fills (none yet: a translated "not available yet").
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { TextAnalysisPool } from '../../../ports/text-analysis-pool.ts';
import { videoSearchHandlers } from './videos.routes.ts';
import { VideoSearchService, type QueryAnalysis, type YoutubeVideoSearch } from './videos.service.ts';

export { VideoSearchService, type YoutubeVideoSearch } from './videos.service.ts';

export function videoSearchPart({ db, clock, textAnalyses }: AppContext, youtube: YoutubeVideoSearch | null = null): { handlers: Handlers } {
  const service = new VideoSearchService({ db, clock, analyses: textAnalyses as TextAnalysisPool<QueryAnalysis>, youtube });
  return { handlers: videoSearchHandlers(service) };
}
