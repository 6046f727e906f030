// SQL of the channel list: the channels a scope sees (channel-access.ts `visibleTo`), searched,
// filtered, sorted and paged. Measured on 5,000 channels (docs/decisions.md):
// - all channels, no filter (staff opening the selector): the page comes from the sort's index
//   (0.02 ms) and the total from a count beside it (0.5 ms); a window count would materialise
//   every row (4–10 ms);
// - anything narrower: one scan gives the page and the total (a window count), rather than two
//   scans; only a page past the end then needs a second query for the total.
import type { ChannelListSort, ChannelSourceType, ChannelLanguage } from '@chorus/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type Expression } from 'kysely';
import { channelTextMatches } from '../../db/channel-search-text.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { visibleTo, type ChannelScope } from './channel-access.ts';

export type ChannelListFilters = {
  q?: string;
  source_type?: ChannelSourceType;
  language?: ChannelLanguage;
  audience_country?: string;
  subscribers_min?: number;
  subscribers_max?: number;
};

export type ChannelListRow = {
  channel_id: string;
  title: string;
  icon_url: string | null;
  source_type: ChannelSourceType;
  language: ChannelLanguage;
  subscribers: number;
  views: number;
  is_new: boolean;
  hidden: boolean;
};

type WithChannels = Database & { c: Database['channels'] };
type Eb = ExpressionBuilder<WithChannels, 'c'>;

function conditions(eb: Eb, scope: ChannelScope, filters: ChannelListFilters): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  const visible = visibleTo(scope);
  if (visible) all.push(visible);
  // Title, id, @handle or a tag, ignoring case: `search_text` holds them lower-cased (migration 0013),
  // and the pattern is lower-cased by the same function.
  if (filters.q) all.push(channelTextMatches(filters.q));
  if (filters.source_type) all.push(eb('c.source_type', '=', filters.source_type));
  if (filters.language) all.push(eb('c.language', '=', filters.language));
  if (filters.audience_country) all.push(eb('c.audience_country', '=', filters.audience_country));
  if (filters.subscribers_min !== undefined) all.push(eb('c.subscribers', '>=', filters.subscribers_min));
  if (filters.subscribers_max !== undefined) all.push(eb('c.subscribers', '<=', filters.subscribers_max));
  return all;
}

function ordered<O>(query: SelectQueryBuilder<WithChannels, 'c', O>, sort: ChannelListSort): SelectQueryBuilder<WithChannels, 'c', O> {
  switch (sort) {
    case 'subscribers':
      return query.orderBy('c.subscribers', 'desc').orderBy('c.channel_id');
    case 'views':
      return query.orderBy('c.views', 'desc').orderBy('c.channel_id');
    case 'name':
      // Letters of any case together (the database sorts by code point).
      return query
        .orderBy(sql`lower(c.title)`)
        .orderBy('c.title')
        .orderBy('c.channel_id');
    case 'newest':
      return query.orderBy('c.is_new', 'desc').orderBy('c.created_at', 'desc').orderBy('c.channel_id');
  }
}

export async function findVisibleChannels(
  db: Db,
  scope: ChannelScope,
  options: { filters: ChannelListFilters; sort: ChannelListSort; limit: number; offset: number },
): Promise<{ rows: ChannelListRow[]; total: number }> {
  const where = (eb: Eb) => eb.and(conditions(eb, scope, options.filters));
  const columns = ['c.channel_id', 'c.title', 'c.icon_url', 'c.source_type', 'c.language', 'c.subscribers', 'c.views', 'c.is_new', 'c.hidden'] as const;
  const count = () =>
    db
      .selectFrom('channels as c')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const narrowed = visibleTo(scope) !== null || Object.values(options.filters).some((v) => v !== undefined && v !== '');
  if (!narrowed) {
    const page = ordered(db.selectFrom('channels as c').select(columns), options.sort).limit(options.limit).offset(options.offset).execute();
    const [rows, total] = await Promise.all([page, count()]);
    return { rows: rows as ChannelListRow[], total };
  }
  const found = await ordered(
    db
      .selectFrom('channels as c')
      .select(columns)
      .select(sql<string>`count(*) over ()`.as('total'))
      .where(where),
    options.sort,
  )
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const rows = found.map(({ total: _total, ...row }) => row as ChannelListRow);
  if (found.length > 0) return { rows, total: Number(found[0]!.total) };
  return { rows, total: options.offset === 0 ? 0 : await count() };
}
