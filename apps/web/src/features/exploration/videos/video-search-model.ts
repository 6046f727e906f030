// The video search page's rules, without React: the filters as the query sends them, and why a
// page without results is empty.
import type { VideoSearchResult, VideoSearchSort } from '@chorus/contract';

export type VideoFilters = Partial<
  Record<
    'q' | 'source' | 'language' | 'duration' | 'published_after' | 'published_before' | 'min_views' | 'min_views_per_day' | 'min_engagement_rate' | 'network',
    string
  >
>;
export type SortOrder = 'asc' | 'desc';

/** The query of a page of results: the filters that hold a value, the sort and the page (from 1). */
export function videoQuery(filters: VideoFilters, sort: VideoSearchSort, order: SortOrder, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value?.trim()) query[key] = value.trim();
  return { ...query, sort, order, page: String(page + 1) };
}

/** How many filters beyond the words and the source are set. */
export const filterCount = (filters: VideoFilters) =>
  Object.entries(filters).filter(([key, value]) => !['q', 'source'].includes(key) && Boolean(value?.trim())).length;
export const hasFilters = (filters: VideoFilters) => Boolean(filters.q?.trim()) || filterCount(filters) > 0;

/** Why there is nothing to show, as a key of videos:empty. */
export function emptyReason(filters: VideoFilters, result: VideoSearchResult | undefined): 'tooCommon' | 'outside' | 'noMatch' {
  if (filters.q?.trim() && result && result.terms.length === 0) return 'tooCommon';
  if (filters.network === 'out' && (filters.source ?? 'network') === 'network') return 'outside';
  return 'noMatch';
}

/** A length as m:ss, or h:mm:ss from an hour. */
export function formatLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
