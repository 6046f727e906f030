// The clouds part's calls (contract insight/clouds.routes.ts) as TanStack queries: word clouds, the
// items behind a word, search keywords (and fetching them again), video emotion and summary.
import type { CloudSource, EndpointOutput, InsightLanguage } from '@chorus/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

export type Period = { start: string; end: string };
export type WordClouds = EndpointOutput<'insightWordClouds'>;
export type CloudWord = EndpointOutput<'insightCloudWord'>;
export type SearchKeywords = EndpointOutput<'insightSearchKeywords'>;
export type VideoEmotions = EndpointOutput<'insightVideoEmotions'>;

// Stored results change after a refresh (daily at most).
const STALE_MS = 5 * 60_000;
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;
const key = (channelId: string) => ['insight', 'clouds', channelId] as const;
const dates = (period: Period) => ({ start: period.start, end: period.end });

export function useWordClouds(channelId: string, period: Period, language: InsightLanguage | null) {
  const query = { ...dates(period), ...(language ? { language } : {}) };
  return useQuery({
    queryKey: [...key(channelId), 'clouds', query],
    queryFn: () => api('insightWordClouds', { params: { channelId }, query }),
    staleTime: STALE_MS,
    retry,
    placeholderData: keepPreviousData,
  });
}

export function useCloudWord(channelId: string, period: Period, language: InsightLanguage | null, word: { source: CloudSource; term: string } | null) {
  const query = word ? { ...dates(period), ...(language ? { language } : {}), source: word.source, term: word.term } : null;
  return useQuery({
    queryKey: [...key(channelId), 'word', query],
    queryFn: () => api('insightCloudWord', { params: { channelId }, query: query! }),
    enabled: query !== null,
    staleTime: STALE_MS,
    retry,
  });
}

export function useSearchKeywords(channelId: string) {
  return useQuery({
    queryKey: [...key(channelId), 'search'],
    queryFn: () => api('insightSearchKeywords', { params: { channelId }, query: {} }),
    staleTime: STALE_MS,
    retry,
  });
}

export function useFetchSearchKeywords(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('insightSearchKeywordsFetch', { params: { channelId }, body: {} }),
    onSuccess: (answer) => client.setQueryData([...key(channelId), 'search'], answer),
  });
}

export function useVideoEmotions(channelId: string, period: Period, page: number) {
  const query = { ...dates(period), page };
  return useQuery({
    queryKey: [...key(channelId), 'emotions', query],
    queryFn: () => api('insightVideoEmotions', { params: { channelId }, query }),
    staleTime: STALE_MS,
    retry,
    placeholderData: keepPreviousData,
  });
}
