// Stored candidates outside the network (exploration_channels) and stored searches (exploration_searches).
import { sql, type Insertable } from 'kysely';
import type { ExplorationTables } from '../../../db/schema.exploration.ts';
import type { Db } from '../../../db/database.ts';
import type { ChannelFigures } from './channel-figures.ts';
import { fromExcluded } from '../../../db/upsert.ts';

/** A candidate as read from YouTube's public data: the columns a search or the 30-day rule writes. */
export type NewCandidate = Pick<
  Insertable<ExplorationTables['exploration_channels']>,
  | 'channel_id'
  | 'title'
  | 'description'
  | 'icon_url'
  | 'country'
  | 'declared_language'
  | 'language'
  | 'subscribers'
  | 'views'
  | 'video_count'
  | 'topics'
  | 'contact_email'
>;

/** Of these ids, the ones already known: stored candidates read within the last 30 days, or the network's channels. */
export async function knownChannelIds(db: Db, ids: string[], freshSince: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ channel_id: string }>`
    SELECT channel_id FROM exploration_channels WHERE channel_id = ANY(${ids}::text[]) AND fetched_at >= ${freshSince}
    UNION SELECT channel_id FROM channels WHERE channel_id = ANY(${ids}::text[])`.execute(db);
  return new Set(rows.rows.map((r) => r.channel_id));
}

/** Writes candidates as just read (their per-video figures to be read again). */
export async function upsertCandidates(db: Db, candidates: NewCandidate[], fetchedAt: Date): Promise<void> {
  if (candidates.length === 0) return;
  await db
    .insertInto('exploration_channels')
    .values(candidates.map((c) => ({ ...c, fetched_at: fetchedAt, figures_at: null })))
    .onConflict((oc) =>
      oc
        .column('channel_id')
        .doUpdateSet((eb) =>
          fromExcluded(eb, [
            'title',
            'description',
            'icon_url',
            'country',
            'declared_language',
            'language',
            'subscribers',
            'views',
            'video_count',
            'topics',
            'contact_email',
            'fetched_at',
            'figures_at',
          ]),
        ),
    )
    .execute();
}

export async function saveFigures(
  db: Db,
  channelId: string,
  values: ChannelFigures & { language: NewCandidate['language']; topics: string[] },
  at: Date,
): Promise<void> {
  await db
    .updateTable('exploration_channels')
    .set({
      median_views_last10: values.median_views_last10,
      shorts_share: values.shorts_share === null ? null : values.shorts_share.toFixed(4),
      uploads_per_week: values.uploads_per_week === null ? null : values.uploads_per_week.toFixed(2),
      avg_duration_seconds: values.avg_duration_seconds,
      last_upload_at: values.last_upload_at,
      language: values.language,
      topics: values.topics,
      figures_at: at,
    })
    .where('channel_id', '=', channelId)
    .execute();
}

export type StoredSearch = {
  result_ids: string[];
  pages: number;
  next_page_token: string | null;
  total_results: number | null;
  enrichment_job_id: string | null;
  searched_at: Date;
};

export async function findSearch(db: Db, key: string, freshSince: Date): Promise<StoredSearch | undefined> {
  return db
    .selectFrom('exploration_searches')
    .select(['result_ids', 'pages', 'next_page_token', 'total_results', 'enrichment_job_id', 'searched_at'])
    .where('search_key', '=', key)
    .where('searched_at', '>=', freshSince)
    .executeTakeFirst();
}

export async function saveSearch(
  db: Db,
  row: {
    search_key: string;
    kind: 'channel' | 'video';
    result_ids: string[];
    pages: number;
    next_page_token: string | null;
    total_results?: number | null;
    enrichment_job_id: string | null;
    searched_by: number;
    searched_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('exploration_searches')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('search_key')
        .doUpdateSet((eb) => fromExcluded(eb, ['result_ids', 'pages', 'next_page_token', 'total_results', 'enrichment_job_id', 'searched_by', 'searched_at'])),
    )
    .execute();
}
