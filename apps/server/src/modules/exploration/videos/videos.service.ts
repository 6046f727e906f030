// Video search (issue 26, GET /api/v1/exploration/videos). source=network: the network's stored
// videos, the query's words segmented by the same analysis that segmented the stored titles and
// tags (in the worker pool: the main thread never loads kuromoji), filtered, sorted and paged in
// SQL (videos.repository.ts). source=youtube: the YouTube Data API through `YoutubeVideoSearch`
// (youtube-videos.ts: the area's counted search.list and quota ledger); without it, or without an
// API key, a translated 503 that changes nothing.
import { VIDEO_SEARCH_COUNT_CAP, VIDEO_SEARCH_PAGE_SIZE, type VideoSearchItem, type VideoSearchQuery, type VideoSearchResult } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { Caller } from '../../../security/subject.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { TextAnalysisPool } from '../../../ports/text-analysis-pool.ts';
import { queryWords } from './query-terms.ts';
import { searchNetworkVideos, type NetworkVideoFilter, type NetworkVideoRow } from './videos.repository.ts';

/** What the video search needs of a text's analysis (the insight area's TextAnalysis). */
export type QueryAnalysis = { terms: string[] };

/** Who searches: whether they may spend the search quota (spendsSearchQuota), and who made a stored search. */
export type Searcher = Pick<Caller, 'userId' | 'subject'>;

/** A page of YouTube's videos: all of the answer but the segmented terms. */
export type YoutubeVideoPage = Omit<VideoSearchResult, 'terms'>;

/** YouTube at large: a page of videos for the words, spending the area's search quota (youtube-videos.ts). */
export interface YoutubeVideoSearch {
  searchVideos(caller: Searcher, q: string, page: number): Promise<YoutubeVideoPage>;
}

export type VideoSearchDeps = { db: Db; clock: Clock; analyses: TextAnalysisPool<QueryAnalysis>; youtube: YoutubeVideoSearch | null };

const toItem = (row: NetworkVideoRow): VideoSearchItem => ({
  video_id: row.video_id,
  channel_id: row.channel_id,
  channel_title: row.channel_title,
  title: row.title,
  published_at: row.published_at.toISOString(),
  views: Number(row.views),
  views_per_day: Number(row.views_per_day),
  engagement_rate: Number(row.engagement_rate),
  duration_seconds: row.duration_seconds,
  is_short: row.is_short,
  language: row.language as VideoSearchItem['language'],
  in_network: true,
});

export class VideoSearchService {
  private readonly deps: VideoSearchDeps;

  constructor(deps: VideoSearchDeps) {
    this.deps = deps;
  }

  async search(caller: Searcher, query: VideoSearchQuery): Promise<VideoSearchResult> {
    const q = query.q ?? '';
    const page = query.page ?? 1;
    if (query.source === 'youtube') {
      if (!this.deps.youtube) throw new DomainError('errors.youtubeVideoSearchUnavailable');
      if (!q) throw new DomainError('errors.invalidInput', { fields: { q: 'validation.searchWordsRequired' } });
      return { ...(await this.deps.youtube.searchVideos(caller, q, page)), terms: [] };
    }
    const terms = q ? ((await this.deps.analyses.analyze([q]))[0]?.terms ?? []) : [];
    // Words that are all stop words (or symbols) find nothing rather than everything.
    if (q && terms.length === 0) return { items: [], total: 0, total_capped: false, terms: [], quota: null, search: null };
    const filter: NetworkVideoFilter = {
      words: queryWords(terms),
      language: query.language,
      duration: query.duration,
      publishedAfter: query.published_after,
      publishedBefore: query.published_before,
      minViews: query.min_views,
      minViewsPerDay: query.min_views_per_day,
      minEngagementRate: query.min_engagement_rate,
      network: query.network,
      sort: query.sort ?? 'views_per_day',
      order: query.order ?? 'desc',
      limit: VIDEO_SEARCH_PAGE_SIZE,
      offset: (page - 1) * VIDEO_SEARCH_PAGE_SIZE,
      now: this.deps.clock.now(),
    };
    const cap = Math.max(VIDEO_SEARCH_COUNT_CAP, filter.offset + filter.limit);
    const { rows, total, totalCapped } = await searchNetworkVideos(this.deps.db, filter, cap);
    return { items: rows.map(toItem), total, total_capped: totalCapped, terms, quota: null, search: null };
  }
}
