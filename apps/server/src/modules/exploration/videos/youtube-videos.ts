// source=youtube of the video search (issue 26): YouTube's search.list (type=video) through the
// area's counted search, as discovery searches channels:
// - every page of results is one call of the day's allowance, counted in the ledger before it is
//   made; out of allowance, a translated 429 that says when it resets (errors.searchQuotaOut);
// - a search (its normalized words) is made once and kept 30 days (exploration_searches, kind
//   video: the ids in YouTube's order, the next page's token, YouTube's count): a page already read
//   spends nothing, a later page spends only the calls it needs (50 results a call, 20 a page);
// - the page's figures are read with videos.list (1 unit per 50 ids, not the search allowance);
// - only the managing roles spend (spendsSearchQuota); the viewer reads what was stored.
// YouTube's own order (relevance) and its words only: the filters and sorts are the network's.
import { PUBLIC_DATA_MAX_DAYS, spendsSearchQuota, VIDEO_SEARCH_PAGE_SIZE, type SearchOutcome, type VideoSearchItem } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { detectLanguage } from '../../insight/index.ts';
import { getVideos, GoogleUnavailableError, QuotaExceededError, videoKind, type ApiAccess, type YoutubeVideo } from '../../youtube/index.ts';
import { findSearch, saveSearch } from '../discovery/candidates.repository.ts';
import { searchKey } from '../discovery/discovery.service.ts';
import type { SearchQuotaLedger } from '../quota/search-quota.ts';
import { countedSearch, youtubeSearchFailed } from '../quota/youtube-search.ts';
import type { Searcher, YoutubeVideoPage, YoutubeVideoSearch } from './videos.service.ts';

const DAY = 86_400_000;
/** Results one search.list call asks for (Google's most). */
const PER_CALL = 50;
/** YouTube gives at most about this many results for a search, whatever it counts. */
export const YOUTUBE_RESULTS_MAX = 500;

type Deps = { db: Db; clock: Clock; ledger: SearchQuotaLedger; access: () => ApiAccess | null };

export class YoutubeVideos implements YoutubeVideoSearch {
  private readonly deps: Deps;
  constructor(deps: Deps) {
    this.deps = deps;
  }

  async searchVideos(caller: Searcher, q: string, page: number): Promise<YoutubeVideoPage> {
    const access = this.deps.access();
    // No Data API key configured: YouTube cannot be searched (a translated 503, nothing changed).
    if (!access) throw new DomainError('errors.youtubeVideoSearchUnavailable');
    const now = this.deps.clock.now();
    const key = searchKey('video', q, undefined, undefined);
    const stored = await findSearch(this.deps.db, key, new Date(now.getTime() - PUBLIC_DATA_MAX_DAYS * DAY));
    const ids = [...(stored?.result_ids ?? [])];
    let token = stored ? stored.next_page_token : null;
    let listed = stored?.total_results ?? null;
    let calls = 0;
    let skipped: SearchOutcome['skipped'] = null;
    const end = Math.min(page * VIDEO_SEARCH_PAGE_SIZE, YOUTUBE_RESULTS_MAX);
    const more = () => (stored === undefined && calls === 0) || token !== null;
    if (ids.length < end && more()) {
      if (!spendsSearchQuota(caller.subject)) skipped = 'not_allowed';
      else {
        while (ids.length < end && more()) {
          try {
            const answer = await countedSearch(this.deps.ledger, this.deps.clock, access, { q, type: 'video', maxResults: PER_CALL, pageToken: token });
            calls += 1;
            for (const r of answer.results) if (!ids.includes(r.id)) ids.push(r.id);
            token = answer.nextPageToken;
            listed = answer.totalResults ?? listed;
          } catch (error) {
            // Out of allowance after some pages: keep what they found; before any, the 429 says when it resets.
            if (calls === 0) throw error;
            skipped = 'quota_out';
            break;
          }
        }
        await saveSearch(this.deps.db, {
          search_key: key,
          kind: 'video',
          result_ids: ids,
          pages: (stored?.pages ?? 0) + calls,
          next_page_token: token,
          total_results: listed,
          enrichment_job_id: null,
          searched_by: caller.userId,
          searched_at: now,
        });
      }
    }
    const pageIds = ids.slice((page - 1) * VIDEO_SEARCH_PAGE_SIZE, end);
    const items = await this.items(access, pageIds, now);
    // All read: the count is what was found; otherwise YouTube's estimate, up to what it gives.
    const known = token === null && (stored !== undefined || calls > 0);
    const total = known ? ids.length : Math.max(ids.length, Math.min(listed ?? ids.length, YOUTUBE_RESULTS_MAX));
    return {
      items,
      total,
      total_capped: !known && (listed ?? 0) > YOUTUBE_RESULTS_MAX,
      quota: await this.deps.ledger.status(),
      search: { calls_spent: calls, from_stored: stored !== undefined && calls === 0, skipped },
    };
  }

  /** The page's videos with their figures (videos.list), in YouTube's order; those it no longer returns are left out. */
  private async items(access: ApiAccess, ids: string[], now: Date): Promise<VideoSearchItem[]> {
    if (ids.length === 0) return [];
    let videos: YoutubeVideo[];
    try {
      videos = await getVideos(access, ids);
    } catch (error) {
      if (error instanceof QuotaExceededError || error instanceof GoogleUnavailableError) throw youtubeSearchFailed();
      throw error;
    }
    const network = await sql<{ channel_id: string }>`
      SELECT channel_id FROM channels WHERE channel_id = ANY(${[...new Set(videos.map((v) => v.channelId))]}::text[])`.execute(this.deps.db);
    const inNetwork = new Set(network.rows.map((r) => r.channel_id));
    const byId = new Map(videos.filter((v) => v.privacy === 'public').map((v) => [v.videoId, v]));
    return ids.flatMap((id) => {
      const video = byId.get(id);
      return video ? [itemOf(video, inNetwork.has(video.channelId), now)] : [];
    });
  }
}

/** The figures as the network's search computes them (videos.repository.ts): views a day over whole days, engagement in percent. */
function itemOf(video: YoutubeVideo, inNetwork: boolean, now: Date): VideoSearchItem {
  const days = Math.max(1, Math.floor((now.getTime() - Date.parse(video.publishedAt)) / DAY));
  const reactions = (video.likes ?? 0) + (video.comments ?? 0);
  return {
    video_id: video.videoId,
    channel_id: video.channelId,
    channel_title: video.channelTitle,
    title: video.title,
    published_at: new Date(video.publishedAt).toISOString(),
    views: video.views,
    views_per_day: Math.round((video.views / days) * 10) / 10,
    engagement_rate: video.views > 0 ? Math.round((reactions * 100 * 100) / video.views) / 100 : 0,
    duration_seconds: video.durationSeconds,
    is_short: videoKind(video) === 'short',
    language: detectLanguage(`${video.title}\n${video.description}`),
    in_network: inNetwork,
  };
}
