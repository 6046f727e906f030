// The comparison part's server state: the comparison itself, its CSV, the caller's saved column
// sets and the channel groups they may use (for the group choice).
import type { ColumnSetInput, ComparisonColumn, ComparisonMode } from '@chorus/contract';
import { download } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export type ComparisonRequest = {
  start: string;
  end: string;
  mode: ComparisonMode;
  keyword: string;
  channels: string[];
  group: number | null;
};

/** The query as the server reads it (channels comma-separated; the keyword only in keyword mode). */
export function comparisonQuery(r: ComparisonRequest) {
  return {
    start: r.start,
    end: r.end,
    mode: r.mode,
    keyword: r.mode === 'keyword' ? r.keyword : undefined,
    channels: r.channels.length > 0 ? r.channels.join(',') : undefined,
    group: r.group ?? undefined,
  };
}

export function useComparison(channelId: string, request: ComparisonRequest, enabled: boolean) {
  return useEndpointQuery(
    'insightComparison',
    { params: { channelId }, query: comparisonQuery(request) },
    { placeholderData: keepPreviousData, enabled, retry: false },
  );
}

export function downloadComparison(channelId: string, request: ComparisonRequest, columns: readonly ComparisonColumn[]) {
  return download('insightComparisonExport', { params: { channelId }, query: { ...comparisonQuery(request), columns: columns.join(',') } }, 'comparison.csv');
}

export function useColumnSets(channelId: string) {
  return useEndpointQuery('insightColumnSets', { params: { channelId } });
}

/** The channel groups the caller administers or uses (every group for those who manage groups). */
export function useUsableGroups() {
  return useEndpointQuery('channelGroupList', {}, { staleTime: 60_000 });
}

/** Saving, changing and removing the caller's column sets (the list is then read again). */
export function useColumnSetMutations(channelId: string) {
  const create = useEndpointMutation('insightColumnSetCreate');
  const update = useEndpointMutation('insightColumnSetUpdate');
  const remove = useEndpointMutation('insightColumnSetDelete');
  return {
    create: (body: ColumnSetInput) => create.mutateAsync({ params: { channelId }, body }),
    update: (id: number, body: ColumnSetInput) => update.mutateAsync({ params: { channelId, setId: id }, body }),
    updating: update.isPending,
    remove: (id: number) => remove.mutateAsync({ params: { channelId, setId: id } }),
  };
}
