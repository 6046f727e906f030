// The video search part's read, over lib/endpoint-query.ts.
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';

/** The query as the address carries it (strings); the server parses it with the contract's schema. */
export function useVideoSearch(query: Record<string, string>) {
  return useEndpointQuery('explorationVideos', { query: query as never }, { placeholderData: keepPreviousData });
}
