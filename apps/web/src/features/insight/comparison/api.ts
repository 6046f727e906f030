// The comparison part's server state: the comparison itself, its CSV, the caller's saved column
// sets and the channel groups they may use (for the group choice).
import type { ColumnSetInput, ComparisonColumn, ComparisonMode } from '@chorus/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client.ts';

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

export const comparisonKeys = {
  comparison: (channelId: string, r: ComparisonRequest) => ['insight', 'comparison', channelId, comparisonQuery(r)] as const,
  sets: ['insight', 'comparison', 'column-sets'] as const,
};

export function useComparison(channelId: string, request: ComparisonRequest, enabled: boolean) {
  return useQuery({
    queryKey: comparisonKeys.comparison(channelId, request),
    queryFn: () => api('insightComparison', { params: { channelId }, query: comparisonQuery(request) }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function downloadComparison(channelId: string, request: ComparisonRequest, columns: readonly ComparisonColumn[]) {
  return download('insightComparisonExport', { params: { channelId }, query: { ...comparisonQuery(request), columns: columns.join(',') } }, 'comparison.csv');
}

export function useColumnSets(channelId: string) {
  return useQuery({ queryKey: comparisonKeys.sets, queryFn: () => api('insightColumnSets', { params: { channelId } }) });
}

/** The channel groups the caller administers or uses (every group for those who manage groups). */
export function useUsableGroups() {
  return useQuery({ queryKey: ['insight', 'comparison', 'groups'], queryFn: () => api('channelGroupList'), staleTime: 60_000 });
}

export function useColumnSetMutations(channelId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: comparisonKeys.sets });
  return {
    create: useMutation({ mutationFn: (body: ColumnSetInput) => api('insightColumnSetCreate', { params: { channelId }, body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ColumnSetInput }) => api('insightColumnSetUpdate', { params: { channelId, setId: id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api('insightColumnSetDelete', { params: { channelId, setId: id } }), onSuccess: refresh }),
  };
}
