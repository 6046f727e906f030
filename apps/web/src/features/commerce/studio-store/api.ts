// The studio store part's reads and writes over lib/endpoint-query.ts.
import type { StudioOrderStatus } from '@chorus/contract';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export const useStudioServices = () => useEndpointQuery('studioStoreServices', {});

export const useSaveStudioService = () => useEndpointMutation('studioStoreServiceSave');

export const useOrderStudio = () => useEndpointMutation('studioStoreOrderCreate');

export const useMoveStudioOrder = () => useEndpointMutation('studioStoreOrderStatus');

export function useStudioOrders(filter: { channelId: string | null; status: StudioOrderStatus | '' }, page: number, pageSize: number) {
  return useEndpointQuery(
    'studioStoreOrders',
    {
      query: {
        ...(filter.channelId ? { channel_id: filter.channelId } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        page: String(page + 1),
        page_size: String(pageSize),
      },
    },
    { placeholderData: keepPreviousData },
  );
}
