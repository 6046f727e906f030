// The discovery list in SQL (issue 26): the network's channels (figures computed from their stored
// videos, the caller's channel reach applied) and the stored candidates outside the network, in one
// filtered, sorted page and its count. Stored candidates that joined the network since are the
// network's row only.
import { DISCOVERY_COUNT_CAP, type DiscoveryQuery, type DiscoverySort } from '@chorus/contract';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';

export type DiscoveryRow = {
  channel_id: string;
  title: string;
  icon_url: string | null;
  subscribers: number | null;
  views: number | null;
  video_count: number | null;
  median_views_last10: number | null;
  shorts_share: string | null;
  uploads_per_week: string | null;
  avg_duration_seconds: number | null;
  last_upload_at: Date | null;
  language: string | null;
  country: string | null;
  topics: string[];
  contact_email: string | null;
  in_network: boolean;
  fetched_at: Date | null;
  figures_at: Date | null;
};

/** The network's channels with the discovery figures, from their stored videos. */
const networkRows = (reach: Expression<SqlBool> | null, text: RawBuilder<SqlBool>, now: Date) => sql`
  SELECT c.channel_id, c.title, c.icon_url, c.subscribers::bigint AS subscribers, c.views::bigint AS views, c.video_count::int AS video_count,
    f.median_views_last10, f.shorts_share, f.uploads_per_week, f.avg_duration_seconds, f.last_upload_at,
    CASE c.language WHEN 'zh' THEN 'zh-TW' ELSE c.language END AS language, c.country, c.tags AS topics,
    NULL::text AS contact_email, true AS in_network, c.refreshed_at AS fetched_at, c.refreshed_at AS figures_at, c.search_text AS search_text
  FROM channels c
  LEFT JOIN LATERAL (
    SELECT
      (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY t.views) FROM
        (SELECT v.views FROM videos v WHERE v.channel_id = c.channel_id AND v.kind <> 'live' ORDER BY v.published_at DESC LIMIT 10) t)::bigint AS median_views_last10,
      (SELECT round(avg((t.kind = 'short')::int), 4) FROM
        (SELECT v.kind FROM videos v WHERE v.channel_id = c.channel_id ORDER BY v.published_at DESC LIMIT 30) t) AS shorts_share,
      (SELECT round(count(*) / (90 / 7.0), 2) FROM videos v WHERE v.channel_id = c.channel_id AND v.published_at >= ${now}::timestamptz - interval '90 days') AS uploads_per_week,
      (SELECT round(avg(t.duration_seconds))::int FROM
        (SELECT v.kind, v.duration_seconds FROM videos v WHERE v.channel_id = c.channel_id ORDER BY v.published_at DESC LIMIT 30) t WHERE t.kind = 'video') AS avg_duration_seconds,
      (SELECT max(v.published_at) FROM videos v WHERE v.channel_id = c.channel_id) AS last_upload_at
  ) f ON true
  WHERE ${reach ?? sql<SqlBool>`true`} AND ${text}`;

const storedRows = (text: RawBuilder<SqlBool>, searchIds: string[] | null) => sql`
  SELECT e.channel_id, e.title, e.icon_url, e.subscribers, e.views, e.video_count,
    e.median_views_last10, e.shorts_share, e.uploads_per_week, e.avg_duration_seconds, e.last_upload_at,
    e.language, e.country, e.topics, e.contact_email, false AS in_network, e.fetched_at, e.figures_at, e.search_text
  FROM exploration_channels e
  WHERE NOT EXISTS (SELECT 1 FROM channels n WHERE n.channel_id = e.channel_id)
    AND (${text} ${searchIds ? sql`OR e.channel_id = ANY(${searchIds}::text[])` : sql``})`;

const sortColumns: Record<DiscoverySort, RawBuilder<unknown>> = {
  subscribers: sql`x.subscribers`,
  views: sql`x.views`,
  video_count: sql`x.video_count`,
  median_views_last10: sql`x.median_views_last10`,
  shorts_share: sql`x.shorts_share`,
  uploads_per_week: sql`x.uploads_per_week`,
  avg_duration_seconds: sql`x.avg_duration_seconds`,
  // Fewer days since the last upload is a later last upload: the order turns round.
  days_since_last_upload: sql`x.last_upload_at`,
  fetched_at: sql`x.fetched_at`,
  title: sql`x.title`,
};

export type DiscoveryScope = {
  /** The network's channels the caller may see (null: every one); false: no network rows. */
  network: Expression<SqlBool> | null | false;
  /**
   * Stored candidates (matching the words, if any), and besides them the results of the YouTube
   * search the words made (YouTube matches more than the words in a title); false: none.
   */
  stored: { searchIds: string[] | null } | false;
};

/** The words in the stored search text (lower-cased title, description and topics), LIKE's wildcards escaped. */
function textMatch(alias: 'c' | 'e', q: string | undefined): RawBuilder<SqlBool> {
  if (!q) return sql<SqlBool>`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(`${alias}.search_text`)} LIKE ${pattern}`;
}

/** The list's filters and sort, without its paging. */
export type DiscoveryFilters = Omit<DiscoveryQuery, 'page' | 'page_size' | 'pages'>;

export async function discoveryPage(
  db: Db,
  scope: DiscoveryScope,
  query: DiscoveryFilters,
  now: Date,
  paging: { page: number; pageSize: number },
): Promise<{ rows: DiscoveryRow[]; total: number; totalCapped: boolean }> {
  const parts: RawBuilder<unknown>[] = [];
  if (scope.network !== false) parts.push(networkRows(scope.network, textMatch('c', query.q), now));
  if (scope.stored !== false) parts.push(storedRows(textMatch('e', query.q), scope.stored.searchIds));
  if (parts.length === 0) return { rows: [], total: 0, totalCapped: false };
  const filter = filterOf(query, now);
  const order = orderOf(query);
  // Each part filtered, sorted and cut at the page's end on its own (the stored candidates walk
  // their sort's index, migration 0066, and stop there), then the parts merged: the same rows as
  // sorting the whole list. The count stops at the cap in each part: an exact count is a pass over
  // every match, which grows with what the team has found.
  const end = paging.page * paging.pageSize;
  const cap = Math.max(DISCOVERY_COUNT_CAP, end);
  const pages = sql.join(
    parts.map((part) => sql`(SELECT x.* FROM (${part}) x ${filter} ORDER BY ${order} LIMIT ${end})`),
    sql` UNION ALL `,
  );
  const matches = sql.join(
    parts.map((part) => sql`(SELECT 1 FROM (${part}) x ${filter} LIMIT ${cap + 1})`),
    sql` UNION ALL `,
  );
  const [page, count] = await Promise.all([
    sql<DiscoveryRow>`SELECT x.* FROM (${pages}) x ORDER BY ${order} LIMIT ${paging.pageSize} OFFSET ${end - paging.pageSize}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM (${matches}) x`.execute(db),
  ]);
  const counted = count.rows[0]?.total ?? 0;
  return { rows: page.rows, total: Math.min(counted, cap), totalCapped: counted > cap };
}

function filterOf(query: DiscoveryQuery, now: Date): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [];
  if (query.language) where.push(sql`x.language = ${query.language}`);
  if (query.country) where.push(sql`x.country = ${query.country}`);
  if (query.min_subscribers !== undefined) where.push(sql`x.subscribers >= ${query.min_subscribers}`);
  if (query.max_subscribers !== undefined) where.push(sql`x.subscribers <= ${query.max_subscribers}`);
  if (query.max_shorts_share !== undefined) where.push(sql`x.shorts_share <= ${query.max_shorts_share}`);
  if (query.min_median_views !== undefined) where.push(sql`x.median_views_last10 >= ${query.min_median_views}`);
  if (query.min_uploads_per_week !== undefined) where.push(sql`x.uploads_per_week >= ${query.min_uploads_per_week}`);
  if (query.min_avg_duration !== undefined) where.push(sql`x.avg_duration_seconds >= ${query.min_avg_duration}`);
  if (query.max_avg_duration !== undefined) where.push(sql`x.avg_duration_seconds <= ${query.max_avg_duration}`);
  if (query.max_days_since_upload !== undefined)
    where.push(sql`x.last_upload_at >= ${now}::timestamptz - make_interval(days => ${query.max_days_since_upload}::int)`);
  if (query.channel !== undefined) where.push(sql`x.channel_id = ${query.channel}`);
  if (query.in_network !== undefined) where.push(sql`x.in_network = ${query.in_network === 'true'}`);
  if (query.has_email !== undefined) where.push(query.has_email === 'true' ? sql`x.contact_email IS NOT NULL` : sql`x.contact_email IS NULL`);
  return where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
}

/** The list's order: the sort's default direction unless asked, missing figures last, ties by channel id. */
function orderOf(query: DiscoveryQuery): RawBuilder<unknown> {
  const sort = query.sort ?? 'subscribers';
  const descending = (query.order ?? (sort === 'title' || sort === 'days_since_last_upload' || sort === 'shorts_share' ? 'asc' : 'desc')) === 'desc';
  const reversed = sort === 'days_since_last_upload' ? !descending : descending;
  return sql`${sortColumns[sort]} ${reversed ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}, x.channel_id`;
}
