// The clouds part's demo: cached search keywords for every demo channel, as a fetch on the seed day
// would have left them. The demo has no Google, so the terms are the channel's own video tags
// (lower-cased), ranked by the views of the videos that carry them, and each gets its share of
// about a fifth of the channel's views over the window (YouTube search's usual share for a
// how-to or food channel). The word clouds need no seed of their own: they read the language
// part's demo analysis.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { SEARCH_WINDOW_DAYS } from './search-keywords.service.ts';

/** The share of a channel's views that comes from YouTube search in the demo. */
const SEARCH_SHARE = 0.18;

export async function seedCloudsDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  const fetchedAt = options.seedDay;
  await sql`
    INSERT INTO insight_search_keyword_fetches (channel_id, start_day, end_day, fetched_at, error)
    SELECT c.channel_id, d.last - ${SEARCH_WINDOW_DAYS - 1}::int, d.last, ${fetchedAt}, NULL
      FROM channels c
      JOIN (SELECT channel_id, max(day) AS last FROM channel_daily_metrics GROUP BY channel_id) d ON d.channel_id = c.channel_id
    ON CONFLICT (channel_id) DO NOTHING`.execute(trx);
  await sql`
    WITH tagged AS (
      SELECT v.channel_id, lower(t.tag) AS term, sum(v.views) AS weight
        FROM videos v CROSS JOIN LATERAL unnest(v.tags) AS t(tag)
       WHERE btrim(t.tag) <> ''
       GROUP BY v.channel_id, lower(t.tag)
    ), ranked AS (
      SELECT channel_id, term, weight, row_number() OVER (PARTITION BY channel_id ORDER BY weight DESC, term) AS rank
        FROM tagged
    ), top AS (
      SELECT r.*, sum(r.weight) OVER (PARTITION BY r.channel_id) AS total FROM ranked r WHERE r.rank <= 10
    ), window_views AS (
      SELECT f.channel_id, coalesce(sum(m.views), 0) AS views
        FROM insight_search_keyword_fetches f
        LEFT JOIN channel_daily_metrics m ON m.channel_id = f.channel_id AND m.day BETWEEN f.start_day AND f.end_day
       WHERE f.fetched_at = ${fetchedAt}
       GROUP BY f.channel_id
    )
    INSERT INTO insight_search_keywords (channel_id, rank, term, views)
    SELECT t.channel_id, t.rank, t.term, round(w.views * ${SEARCH_SHARE}::numeric * t.weight / nullif(t.total, 0))::bigint
      FROM top t JOIN window_views w ON w.channel_id = t.channel_id
    ON CONFLICT (channel_id, rank) DO NOTHING`.execute(trx);
}
