// The channel analytics calls (contract: channelOverview, channelAudience, channelContent,
// channelAnalytics, channelRevenue, channelGroupTrends, exchangeRates, channelInterestVideos) as
// TanStack queries.
import type { channelHiddenScopes, ContentSort, EndpointOutput, SortOrder } from '@chorus/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The dates sent with a period query: the window and its comparison. */
export type PeriodParams = { start: string; end: string; compare_start?: string; compare_end?: string };
type ContentParams = { start: string; end: string; sort: ContentSort; order: SortOrder; page: number; page_size: number };

export type Overview = EndpointOutput<'channelOverview'>;
export type Audience = EndpointOutput<'channelAudience'>;
export type Content = EndpointOutput<'channelContent'>;
export type Analytics = EndpointOutput<'channelAnalytics'>;
export type Revenue = EndpointOutput<'channelRevenue'>;
export type GroupTrends = EndpointOutput<'channelGroupTrends'>;
export type VideoRow = Overview['top_videos'][number];

// Daily figures change once a day: a few minutes of freshness saves repeated calls while people
// flip between presets and pages.
const STALE_MS = 5 * 60_000;

/** 4xx answers (not found, no permission, bad input) are final; other failures get one more try. */
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;

const channelKey = (channelId: string) => ['channel', channelId] as const;

// Query definitions, shared by the hooks and by prefetch.ts (same keys, so a prefetched answer is
// the one the page reads).
export const overviewQuery = (channelId: string, period: PeriodParams) => ({
  queryKey: [...channelKey(channelId), 'overview', period] as const,
  queryFn: () => api('channelOverview', { params: { channelId }, query: period }),
  staleTime: STALE_MS,
  retry,
});
export const audienceQuery = (channelId: string, period: PeriodParams) => ({
  queryKey: [...channelKey(channelId), 'audience', period] as const,
  queryFn: () => api('channelAudience', { params: { channelId }, query: period }),
  staleTime: STALE_MS,
  retry,
});
export const contentQuery = (channelId: string, params: ContentParams) => ({
  queryKey: [...channelKey(channelId), 'content', params] as const,
  queryFn: () => api('channelContent', { params: { channelId }, query: params }),
  staleTime: STALE_MS,
  retry,
});
export const analyticsQuery = (channelId: string, period: PeriodParams) => ({
  queryKey: [...channelKey(channelId), 'analytics', period] as const,
  queryFn: () => api('channelAnalytics', { params: { channelId }, query: period }),
  staleTime: STALE_MS,
  retry,
});
export const revenueQuery = (channelId: string) => ({
  queryKey: [...channelKey(channelId), 'revenue'] as const,
  queryFn: () => api('channelRevenue', { params: { channelId } }),
  staleTime: STALE_MS,
  retry,
});
/**
 * A channel group's trends. `scope` is the start of the query key: the page that composes the view
 * passes the group's own key, so that changing the group (its channels) refreshes the trends too.
 */
export const groupTrendsQuery = (groupId: number, period: PeriodParams, scope: readonly unknown[] = ['channel-group-trends', groupId]) => ({
  queryKey: [...scope, 'trends', period] as const,
  queryFn: () => api('channelGroupTrends', { params: { groupId }, query: period }),
  staleTime: STALE_MS,
  retry,
});
export const exchangeRatesQuery = () => ({ queryKey: ['exchangeRates'] as const, queryFn: () => api('exchangeRates'), staleTime: 60 * 60_000, retry });

export const useOverview = (channelId: string, period: PeriodParams, enabled = true) =>
  useQuery({ ...overviewQuery(channelId, period), placeholderData: keepPreviousData, enabled });
export const useAudience = (channelId: string, period: PeriodParams, enabled = true) =>
  useQuery({ ...audienceQuery(channelId, period), placeholderData: keepPreviousData, enabled });
export const useContent = (channelId: string, params: ContentParams, enabled = true) =>
  useQuery({ ...contentQuery(channelId, params), placeholderData: keepPreviousData, enabled });
export const useAnalytics = (channelId: string, period: PeriodParams, enabled = true) =>
  useQuery({ ...analyticsQuery(channelId, period), placeholderData: keepPreviousData, enabled });
export const useRevenue = (channelId: string) => useQuery(revenueQuery(channelId));
export const useExchangeRates = () => useQuery(exchangeRatesQuery());
export const useGroupTrends = (groupId: number, period: PeriodParams, scope?: readonly unknown[], enabled = true) =>
  useQuery({ ...groupTrendsQuery(groupId, period, scope), placeholderData: keepPreviousData, enabled });

/** All of the top list (at most 50 rows), for the CSV download of the content table. */
export function fetchTopVideos(channelId: string, params: Omit<ContentParams, 'page' | 'page_size'>) {
  return api('channelContent', { params: { channelId }, query: { ...params, page: 1, page_size: 50 } });
}

/** Saves the twelve audience-interest videos, then reloads the channel's audience answers. */
export type ChannelVisibility = EndpointOutput<'channelVisibilityGet'>;
type ChannelVisibilityInput = { hidden: true; scope: (typeof channelHiddenScopes)[number]; reason: string } | { hidden: false };

/** Whether the channel is hidden from advertisers (only for those who may change it). */
export function useChannelVisibility(channelId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'visibility'],
    queryFn: () => api('channelVisibilityGet', { params: { channelId } }),
    enabled,
    retry,
  });
}

export function useSetChannelVisibility(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelVisibilityInput) => api('channelVisibilitySet', { params: { channelId }, body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...channelKey(channelId), 'visibility'], answer);
      // The channel lists show the hidden flag.
      void queryClient.invalidateQueries({ queryKey: ['channels'] });
    },
  });
}

export function useSaveInterestVideos(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoIds: string[]) => api('channelInterestVideos', { params: { channelId }, body: { video_ids: videoIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...channelKey(channelId), 'audience'] }),
  });
}
