// The channel analytics calls (contract: channelOverview, channelAudience, channelContent,
// channelAnalytics, channelRevenue, exchangeRates, channelInterestVideos) as TanStack queries.
import type { EndpointOutput } from '@chorus/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The dates sent with a period query: the window and its comparison. */
export type PeriodParams = { start: string; end: string; compare_start?: string; compare_end?: string };
export type ContentParams = { start: string; end: string; sort: ContentSort; order: 'asc' | 'desc'; page: number; page_size: number };
export const contentSorts = ['views', 'published_at', 'likes', 'comments', 'shares', 'duration_seconds'] as const;
export type ContentSort = (typeof contentSorts)[number];

export type Overview = EndpointOutput<'channelOverview'>;
export type Audience = EndpointOutput<'channelAudience'>;
export type Content = EndpointOutput<'channelContent'>;
export type Analytics = EndpointOutput<'channelAnalytics'>;
export type Revenue = EndpointOutput<'channelRevenue'>;
export type VideoRow = Overview['top_videos'][number];

// Daily figures change once a day: a few minutes of freshness saves repeated calls while people
// flip between presets and pages.
const STALE_MS = 5 * 60_000;

/** 4xx answers (not found, no permission, bad input) are final; other failures get one more try. */
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;

export const channelKey = (channelId: string) => ['channel', channelId] as const;

export function useOverview(channelId: string, period: PeriodParams, enabled = true) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'overview', period],
    queryFn: () => api('channelOverview', { params: { channelId }, query: period }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry,
    enabled,
  });
}

export function useAudience(channelId: string, period: PeriodParams, enabled = true) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'audience', period],
    queryFn: () => api('channelAudience', { params: { channelId }, query: period }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry,
    enabled,
  });
}

export function useContent(channelId: string, params: ContentParams, enabled = true) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'content', params],
    queryFn: () => api('channelContent', { params: { channelId }, query: params }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry,
    enabled,
  });
}

/** All of the top list (at most 50 rows), for the CSV download of the content table. */
export function fetchTopVideos(channelId: string, params: Omit<ContentParams, 'page' | 'page_size'>) {
  return api('channelContent', { params: { channelId }, query: { ...params, page: 1, page_size: 50 } });
}

export function useAnalytics(channelId: string, period: PeriodParams, enabled = true) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'analytics', period],
    queryFn: () => api('channelAnalytics', { params: { channelId }, query: period }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry,
    enabled,
  });
}

export function useRevenue(channelId: string) {
  return useQuery({
    queryKey: [...channelKey(channelId), 'revenue'],
    queryFn: () => api('channelRevenue', { params: { channelId } }),
    staleTime: STALE_MS,
    retry,
  });
}

export function useExchangeRates() {
  return useQuery({ queryKey: ['exchangeRates'], queryFn: () => api('exchangeRates'), staleTime: 60 * 60_000, retry });
}

/** Saves the twelve audience-interest videos, then reloads the channel's audience answers. */
export function useSaveInterestVideos(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoIds: string[]) => api('channelInterestVideos', { params: { channelId }, body: { video_ids: videoIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...channelKey(channelId), 'audience'] }),
  });
}
