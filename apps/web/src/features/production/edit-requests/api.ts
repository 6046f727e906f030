// The editing requests' reads and writes over lib/endpoint-query.ts (issue 29, page videoEditor).
import type { EditRequestStatus } from '@chorus/contract';
import { keepPreviousData, useEndpointCache, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export type RequestFilter = { channelId: string; status: EditRequestStatus | '' };

export function useEditRequests(filter: RequestFilter) {
  return useEndpointQuery(
    'productionEditRequests',
    { query: { ...(filter.channelId ? { channel_id: filter.channelId } : {}), ...(filter.status ? { status: filter.status } : {}) } },
    { placeholderData: keepPreviousData },
  );
}

/** The editors' workload: read only by those who may (the network's people and the viewer). */
export const useEditorWorkload = (enabled: boolean) => useEndpointQuery('productionEditorWorkload', {}, { enabled });

export const useEditRequest = (requestId: number | null) =>
  useEndpointQuery('productionEditRequest', { params: { requestId: requestId ?? 0 } }, { enabled: requestId !== null });

export const useAskForEdit = () => useEndpointMutation('productionEditRequestCreate');
export const useMoveEditRequest = () => useEndpointMutation('productionEditRequestStatus');
export const useCommentOnCut = () => useEndpointMutation('productionEditRequestComment');
export const useDeliverCut = () => useEndpointMutation('productionEditRequestVersion');

/** After a footage upload finished outside the endpoint table (tus): the request's files are read again. */
export function useRefreshEditRequest() {
  const cache = useEndpointCache();
  return () => cache.refresh('productionEditRequest');
}
