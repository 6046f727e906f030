// The clouds part's calls (contract insight/clouds.routes.ts) over lib/endpoint-query.ts: word
// clouds, the items behind a word, search keywords (and fetching them again), video emotion and summary.
import type { CloudSource, EndpointOutput, InsightLanguage } from '@chorus/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export type Period = { start: string; end: string };
export type WordClouds = EndpointOutput<'insightWordClouds'>;
export type CloudWord = EndpointOutput<'insightCloudWord'>;
export type SearchKeywords = EndpointOutput<'insightSearchKeywords'>;
export type VideoEmotions = EndpointOutput<'insightVideoEmotions'>;

// Stored results change after a refresh (daily at most).
const STALE_MS = 5 * 60_000;
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;
const cloudRead = { staleTime: STALE_MS, retry } as const;
const dates = (period: Period) => ({ start: period.start, end: period.end });

export function useWordClouds(channelId: string, period: Period, language: InsightLanguage | null) {
  const query = { ...dates(period), ...(language ? { language } : {}) };
  return useEndpointQuery('insightWordClouds', { params: { channelId }, query }, { ...cloudRead, placeholderData: keepPreviousData });
}

export function useCloudWord(channelId: string, period: Period, language: InsightLanguage | null, word: { source: CloudSource; term: string } | null) {
  const query = word ? { ...dates(period), ...(language ? { language } : {}), source: word.source, term: word.term } : null;
  // No word chosen: nothing is asked (the key then holds no query).
  return useEndpointQuery('insightCloudWord', { params: { channelId }, query: query! }, { ...cloudRead, enabled: query !== null });
}

export function useSearchKeywords(channelId: string) {
  return useEndpointQuery('insightSearchKeywords', { params: { channelId }, query: {} }, cloudRead);
}

/** Fetches the keywords again from YouTube (the cached list is then read again). */
export function useFetchSearchKeywords(channelId: string) {
  const mutation = useEndpointMutation('insightSearchKeywordsFetch');
  return { ...mutation, mutate: () => mutation.mutate({ params: { channelId }, body: {} }) };
}

export function useVideoEmotions(channelId: string, period: Period, page: number) {
  const query = { ...dates(period), page };
  return useEndpointQuery('insightVideoEmotions', { params: { channelId }, query }, { ...cloudRead, placeholderData: keepPreviousData });
}
