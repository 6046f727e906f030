// HTTP for video search. The route layer has checked the videoSearch page (spec 6) and the query.
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { VideoSearchService } from './videos.service.ts';

export function videoSearchHandlers(service: VideoSearchService): Handlers {
  return {
    explorationVideos: async ({ principal, query }) => service.search(principal, query),
  };
}
