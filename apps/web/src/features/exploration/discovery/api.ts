// The discovery part's reads, over lib/endpoint-query.ts.
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';

/** The list as the form's query (strings); the server parses it with the contract's schema. A search is answered once, then from stored results. */
export function useDiscovery(query: Record<string, string>) {
  return useEndpointQuery('explorationChannels', { query: query as never }, { placeholderData: keepPreviousData, retry: false, refetchOnWindowFocus: false });
}

export const useSearchQuota = () => useEndpointQuery('explorationQuota');
