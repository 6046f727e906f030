// The prospects part's read, over lib/endpoint-query.ts (its writes declare what they refresh in the contract).
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';

export const useProspects = () => useEndpointQuery('explorationProspects', { query: {} });
