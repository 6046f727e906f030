// The top 10 YouTube search keywords that bring viewers to a channel (spec 9), cached in 0053. A
// fetch asks the Analytics API (reports.query, dimension insightTrafficSourceDetail filtered to
// insightTrafficSourceType==YT_SEARCH, sorted by views, at most 10) about the 28 days ending on the
// channel's last day with data, and keeps the answer; a failed fetch keeps the last good keywords
// and the reason (an i18n key). The page only reads the cache.
import { addDays, DATA_LAG_DAYS, SEARCH_KEYWORDS, toDay, type SearchKeywords } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { ChannelReportQuery } from '../../youtube/index.ts';

/** YouTube Studio's default window for search terms. */
export const SEARCH_WINDOW_DAYS = 28;

/** Reads one Analytics report of the channel (the youtube module's readChannelReport, a stand-in in tests). */
export type ReportReader = (channelId: string, query: ChannelReportQuery) => Promise<Record<string, string | number | null>[]>;

/** The query of the search-keyword report. */
export function searchTermsQuery(window: { start: string; end: string }): ChannelReportQuery {
  return {
    startDate: window.start,
    endDate: window.end,
    metrics: ['views'],
    dimensions: ['insightTrafficSourceDetail'],
    filters: 'insightTrafficSourceType==YT_SEARCH',
    sort: '-views',
    maxResults: SEARCH_KEYWORDS,
  };
}

/** The report's rows as ranked keywords: blank terms dropped, views as whole numbers, best first, at most 10. */
export function rankKeywords(rows: readonly Record<string, string | number | null>[]): { rank: number; term: string; views: number }[] {
  return rows
    .map((row) => ({ term: String(row.insightTrafficSourceDetail ?? '').trim(), views: Math.max(0, Math.round(Number(row.views) || 0)) }))
    .filter((k) => k.term !== '')
    .sort((a, b) => b.views - a.views || a.term.localeCompare(b.term))
    .slice(0, SEARCH_KEYWORDS)
    .map((k, i) => ({ rank: i + 1, ...k }));
}

export class SearchKeywordsService {
  private readonly deps: { db: Db; clock: Clock; report: ReportReader };
  constructor(deps: { db: Db; clock: Clock; report: ReportReader }) {
    this.deps = deps;
  }

  async read(channelId: string): Promise<SearchKeywords> {
    const { db } = this.deps;
    const [fetch, keywords] = await Promise.all([
      db.selectFrom('insight_search_keyword_fetches').selectAll().where('channel_id', '=', channelId).executeTakeFirst(),
      db.selectFrom('insight_search_keywords').select(['rank', 'term', 'views']).where('channel_id', '=', channelId).orderBy('rank').execute(),
    ]);
    if (!fetch) return { state: 'notFetched', error: null, window: null, fetched_at: null, keywords: [] };
    const rows = keywords.map((k) => ({ ...k, views: Number(k.views) }));
    return {
      state: fetch.error ? 'failed' : rows.length === 0 ? 'empty' : 'ok',
      error: fetch.error,
      window: { start: fetch.start_day, end: fetch.end_day },
      fetched_at: fetch.fetched_at.toISOString(),
      keywords: rows,
    };
  }

  /** Asks YouTube again and keeps the answer (or why there is none); answers what the page then shows. */
  async fetch(channelId: string): Promise<SearchKeywords> {
    const { db, clock, report } = this.deps;
    const now = clock.now();
    const window = await searchWindow(db, channelId, now);
    let keywords: ReturnType<typeof rankKeywords> | null = null;
    let error: string | null = null;
    try {
      keywords = rankKeywords(await report(channelId, searchTermsQuery(window)));
    } catch (failure) {
      if (!(failure instanceof DomainError)) throw failure;
      error = failure.code;
    }
    await storeSearchKeywords(db, channelId, { window, fetchedAt: now, error, keywords });
    return this.read(channelId);
  }
}

/** The 28 days ending on the channel's last day with data (or 4 days before today without any). */
export async function searchWindow(db: Db, channelId: string, now: Date): Promise<{ start: string; end: string }> {
  const row = await db
    .selectFrom('channel_daily_metrics')
    .select((eb) => eb.fn.max('day').as('last'))
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  const last = (row?.last as string | null | undefined) ?? addDays(toDay(now), -DATA_LAG_DAYS);
  return { start: addDays(last, -(SEARCH_WINDOW_DAYS - 1)), end: last };
}

/** Keeps a fetch: its window, time and error; the keywords only when it succeeded (else the last good ones stay). */
export async function storeSearchKeywords(
  db: Db,
  channelId: string,
  fetch: { window: { start: string; end: string }; fetchedAt: Date; error: string | null; keywords: { rank: number; term: string; views: number }[] | null },
): Promise<void> {
  // Inside the demo seed's transaction already: no nested one.
  const run = (work: (trx: Db) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await run(async (trx) => {
    await trx
      .insertInto('insight_search_keyword_fetches')
      .values({ channel_id: channelId, start_day: fetch.window.start, end_day: fetch.window.end, fetched_at: fetch.fetchedAt, error: fetch.error })
      .onConflict((oc) =>
        oc.column('channel_id').doUpdateSet({ start_day: fetch.window.start, end_day: fetch.window.end, fetched_at: fetch.fetchedAt, error: fetch.error }),
      )
      .execute();
    if (fetch.keywords === null) return;
    await trx.deleteFrom('insight_search_keywords').where('channel_id', '=', channelId).execute();
    if (fetch.keywords.length > 0) {
      await trx
        .insertInto('insight_search_keywords')
        .values(fetch.keywords.map((k) => ({ channel_id: channelId, ...k })))
        .execute();
    }
  });
}
