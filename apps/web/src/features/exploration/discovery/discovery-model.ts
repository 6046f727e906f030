// The discovery page's rules, without React: the filters as the query sends them (percentages and
// minutes as the server's shares and seconds), what a search costs and what is left of today's
// quota, where each figure comes from and how old it is, and why a page without results is empty.
import { DISCOVERY_MAX_SEARCH_PAGES, type Discovery, type DiscoveryItem, type DiscoverySort, type SearchQuota } from '@chorus/contract';

/** The filters as the form holds them (text as typed). */
export type DiscoveryFilters = Partial<
  Record<
    | 'q'
    | 'source'
    | 'pages'
    | 'language'
    | 'country'
    | 'min_subscribers'
    | 'max_subscribers'
    | 'max_shorts_share_percent'
    | 'min_median_views'
    | 'min_uploads_per_week'
    | 'min_avg_minutes'
    | 'max_avg_minutes'
    | 'max_days_since_upload'
    | 'in_network'
    | 'has_email'
    | 'channel',
    string
  >
>;
export type SortOrder = 'asc' | 'desc';

/** A typed decimal as a fixed number of places after dividing (25 % → "0.25", 12.5 min → 750 s); text that is no number goes as typed, for the server to refuse. */
function scaled(value: string, factor: number, places: number): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const fixed = (Number(value) * factor).toFixed(places);
  return places === 0 ? fixed : fixed.replace(/\.?0+$/, '');
}

/** The filters as the server's query: the ones that hold a value, in the server's units. */
export function discoveryFilterQuery(filters: DiscoveryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, raw] of Object.entries(filters)) {
    const value = raw?.trim();
    if (!value) continue;
    if (key === 'max_shorts_share_percent') query.max_shorts_share = scaled(value, 0.01, 4);
    else if (key === 'min_avg_minutes') query.min_avg_duration = scaled(value, 60, 0);
    else if (key === 'max_avg_minutes') query.max_avg_duration = scaled(value, 60, 0);
    else if (key === 'pages') {
      if ((filters.source ?? 'all') !== 'network') query.pages = value;
    } else query[key] = value;
  }
  return query;
}

/** A page of the list: the filters, the sort and the page (from 1). */
export function discoveryQuery(filters: DiscoveryFilters, sort: DiscoverySort, order: SortOrder, page: number, pageSize: number): Record<string, string> {
  return { ...discoveryFilterQuery(filters), sort, order, page: String(page + 1), page_size: String(pageSize) };
}

/** The fields the server names in its answer, under the names the form uses. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {
    max_shorts_share: 'max_shorts_share_percent',
    min_avg_duration: 'min_avg_minutes',
    max_avg_duration: 'max_avg_minutes',
  };
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [names[key] ?? key, message]));
}

/** How many filters beyond the words, the source and the pages of a search are set. */
export const filterCount = (filters: DiscoveryFilters) =>
  Object.entries(filters).filter(([key, value]) => !['q', 'source', 'pages'].includes(key) && Boolean(value?.trim())).length;
export const hasFilters = (filters: DiscoveryFilters) => filterCount(filters) > 0;

/** Whether a search with these filters would ask YouTube (a keyword, and YouTube among the sources). */
export const asksYoutube = (filters: DiscoveryFilters) => Boolean(filters.q?.trim()) && (filters.source ?? 'all') !== 'network';

/** What a new search with these filters costs: search.list calls (one a page) and units. */
export function searchCost(filters: DiscoveryFilters, quota: Pick<SearchQuota, 'units_per_call'>): { calls: number; units: number } {
  if (!asksYoutube(filters)) return { calls: 0, units: 0 };
  const calls = Math.min(Math.max(Number(filters.pages) || 1, 1), DISCOVERY_MAX_SEARCH_PAGES);
  return { calls, units: calls * quota.units_per_call };
}

export const quotaLeft = (quota: Pick<SearchQuota, 'used' | 'limit'>) => Math.max(quota.limit - quota.used, 0);

/** When the quota resets, in the reader's language and time zone (the instant is midnight Pacific time). */
export function resetTime(quota: Pick<SearchQuota, 'resets_at'>, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(quota.resets_at));
}

/** Whole days from an ISO time to now (0 for today; null when never read). */
export function ageInDays(iso: string | null, now: Date): number | null {
  if (iso === null) return null;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 86_400_000));
}

/** Where a row's per-video figures come from and when they were computed (pending: being read now). */
export function figuresState(item: Pick<DiscoveryItem, 'source' | 'figures_at'>): 'ready' | 'pending' {
  return item.source === 'youtube' && item.figures_at === null ? 'pending' : 'ready';
}

/** Why there is nothing to show, as a key of exploration:empty. */
export function emptyReason(
  filters: DiscoveryFilters,
  answer: Discovery | undefined,
): 'start' | 'filtered' | 'noMatch' | 'quotaOut' | 'notAllowed' | 'noApiKey' {
  const skipped = answer?.search.skipped;
  if (skipped === 'quota_out') return 'quotaOut';
  if (skipped === 'not_allowed') return 'notAllowed';
  if (skipped === 'no_api_key') return 'noApiKey';
  if (hasFilters(filters)) return 'filtered';
  return filters.q?.trim() ? 'noMatch' : 'start';
}

/** The note under the search about this answer's cost, as a key of exploration:quota (null: nothing to say). */
export function searchNote(answer: Discovery | undefined): { key: string; count?: number } | null {
  const search = answer?.search;
  if (!search) return null;
  if (search.skipped === 'quota_out') return { key: 'out' };
  if (search.skipped === 'no_api_key') return { key: 'noApiKey' };
  if (search.skipped === 'not_allowed') return { key: 'notAllowed' };
  if (search.calls_spent > 0) return { key: 'spent', count: search.calls_spent };
  if (search.from_stored) return { key: 'stored' };
  return null;
}
