// The channels area's reads and writes (contract: channelOverview, channelAudience, channelContent,
// channelAnalytics, channelRevenue, channelGroupTrends, exchangeRates, channel visibility, interest
// videos) over lib/endpoint-query.ts.
import type { ContentSort, EndpointOutput, SortOrder } from '@chorus/contract';
import { api, ApiError } from '../../lib/api-client.ts';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

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

/** The read options of the channel pages' calls (shared with prefetch.ts, so a prefetched answer is the one the page reads). */
export const channelRead = { staleTime: STALE_MS, retry } as const;

export const overviewCall = (channelId: string, period: PeriodParams) => ({ params: { channelId }, query: period });
export const contentCall = (channelId: string, params: ContentParams) => ({ params: { channelId }, query: params });

export const useOverview = (channelId: string, period: PeriodParams, enabled = true) =>
  useEndpointQuery('channelOverview', overviewCall(channelId, period), { ...channelRead, placeholderData: keepPreviousData, enabled });
export const useAudience = (channelId: string, period: PeriodParams, enabled = true) =>
  useEndpointQuery('channelAudience', overviewCall(channelId, period), { ...channelRead, placeholderData: keepPreviousData, enabled });
export const useContent = (channelId: string, params: ContentParams, enabled = true) =>
  useEndpointQuery('channelContent', contentCall(channelId, params), { ...channelRead, placeholderData: keepPreviousData, enabled });
export const useAnalytics = (channelId: string, period: PeriodParams, enabled = true) =>
  useEndpointQuery('channelAnalytics', overviewCall(channelId, period), { ...channelRead, placeholderData: keepPreviousData, enabled });
export const useRevenue = (channelId: string) => useEndpointQuery('channelRevenue', { params: { channelId } }, channelRead);
/** Exchange rates change daily at most: an hour of freshness. */
export const exchangeRatesRead = { staleTime: 60 * 60_000, retry } as const;
export const useExchangeRates = () => useEndpointQuery('exchangeRates', {}, exchangeRatesRead);
/** A channel group's trends (a change of the group's channels refreshes them: see the groups writes' `invalidates`). */
export const useGroupTrends = (groupId: number, period: PeriodParams, _scope?: readonly unknown[], enabled = true) =>
  useEndpointQuery('channelGroupTrends', { params: { groupId }, query: period }, { ...channelRead, placeholderData: keepPreviousData, enabled });

/** All of the top list (at most 50 rows), for the CSV download of the content table. */
export function fetchTopVideos(channelId: string, params: Omit<ContentParams, 'page' | 'page_size'>) {
  return api('channelContent', { params: { channelId }, query: { ...params, page: 1, page_size: 50 } });
}

export type ChannelVisibility = EndpointOutput<'channelVisibilityGet'>;

/** Whether the channel is hidden from advertisers (only for those who may change it). */
export const useChannelVisibility = (channelId: string, enabled: boolean) =>
  useEndpointQuery('channelVisibilityGet', { params: { channelId } }, { enabled, retry });

export const useSetChannelVisibility = () => useEndpointMutation('channelVisibilitySet');

/** Saves the twelve audience-interest videos (the channel's audience answers are read again). */
export const useSaveInterestVideos = () => useEndpointMutation('channelInterestVideos');
