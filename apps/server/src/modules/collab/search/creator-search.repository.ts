// SQL of the creator search (GET /api/v1/collab/creators): the catalogue a caller may search
// (`catalogueScope`, on channel-access.ts's one rule), filtered on the channel search fields of spec
// 3, sorted on one numeric field, paged. One statement answers the page and the total together (a
// window count), except past the last page; measured in scripts/bench/collab-search.ts.
import { avgViewFields, countRangeFields, type CreatorItem, type CreatorSearchQuery, type CreatorSort, type SocialHeadline } from '@chorus/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { visibleTo, type ChannelScope } from '../../channels/index.ts';

type WithChannels = Database & { c: Database['channels'] };
type Eb = ExpressionBuilder<WithChannels, 'c'>;

/**
 * Who may find which creator: the marketplace lists the whole network to everyone holding the
 * search page, hidden channels excepted for anyone outside the network (advertisers, and creators
 * searching as a member of an advertiser team) unless the channel is their own (docs/decisions.md).
 */
export function catalogueScope(scope: ChannelScope): ChannelScope {
  return { ...scope, everyChannel: true, excludesHidden: scope.excludesHidden || !scope.everyChannel };
}

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export const creatorColumns = [
  'c.channel_id',
  'c.title',
  'c.handle',
  'c.icon_url',
  'c.source_type',
  'c.language',
  'c.audience_country',
  'c.audience_age',
  'c.subscribers',
  'c.views',
  'c.engagements',
  'c.update_frequency',
  'c.tags',
  ...avgViewFields.map((f) => `c.${f}` as const),
  'c.is_new',
  'c.hidden',
  'c.data_through',
  'c.refreshed_at',
  'c.midroll_price',
  'c.midroll_price_min',
  'c.midroll_price_max',
  'c.sponsored_price',
  'c.sponsored_price_min',
  'c.sponsored_price_max',
] as const;

export type CreatorRow = Pick<
  Database['channels'],
  'channel_id' | 'title' | 'handle' | 'icon_url' | 'source_type' | 'language' | 'audience_country' | 'audience_age' | 'hidden_scope' | 'hidden_reason'
> & {
  subscribers: number | string;
  views: number | string;
  engagements: number | string;
  update_frequency: string;
  tags: string[];
  is_new: boolean;
  hidden: boolean;
  data_through: string | Date | null;
  refreshed_at: Date | null;
  midroll_price: string | null;
  midroll_price_min: string | null;
  midroll_price_max: string | null;
  sponsored_price: string | null;
  sponsored_price_min: string | null;
  sponsored_price_max: string | null;
} & Record<(typeof avgViewFields)[number], number | string>;

const isoDay = (d: string | Date | null): string | null => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** A row as the answer shows it: the hidden flag only to those who see hidden channels, prices only with viewPrices; its linked accounts' headlines. */
export function creatorItem(row: CreatorRow, show: { prices: boolean; hidden: boolean }, social: SocialHeadline[] = []): CreatorItem {
  const averages = Object.fromEntries(avgViewFields.map((f) => [f, Number(row[f])])) as Record<(typeof avgViewFields)[number], number>;
  const dataThrough = isoDay(row.data_through);
  return {
    channel_id: row.channel_id,
    channel_title: row.title,
    handle: row.handle,
    icon_url: row.icon_url,
    source_type: row.source_type,
    language: row.language,
    audience_country: row.audience_country,
    audience_age: row.audience_age,
    subscribers: Number(row.subscribers),
    views: Number(row.views),
    engagements: Number(row.engagements),
    update_frequency: row.update_frequency,
    tags: row.tags,
    ...averages,
    is_new: row.is_new,
    verified: dataThrough !== null,
    data_through: dataThrough,
    social,
    ...(show.hidden ? { hidden: row.hidden } : {}),
    ...(show.prices
      ? {
          prices: {
            currency: 'USD' as const,
            midroll: { price: row.midroll_price, min: row.midroll_price_min, max: row.midroll_price_max },
            sponsored: { price: row.sponsored_price, min: row.sponsored_price_min, max: row.sponsored_price_max },
          },
        }
      : {}),
  };
}

function conditions(eb: Eb, scope: ChannelScope, q: CreatorSearchQuery): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  const visible = visibleTo(scope);
  if (visible) all.push(visible);
  if (q.q) all.push(sql<SqlBool>`c.search_text like lower(${containsPattern(q.q)})`);
  if (q.source_type) all.push(eb('c.source_type', 'in', q.source_type));
  if (q.language) all.push(eb('c.language', 'in', q.language));
  if (q.audience_country) all.push(eb('c.audience_country', 'in', q.audience_country));
  if (q.audience_age) all.push(eb('c.audience_age', 'in', q.audience_age));
  // Tags are kept as written; the search compares them lower-cased (spec 5: comma-separated, all must match).
  if (q.tags) all.push(sql<SqlBool>`c.tags_lower @> ${q.tags}::text[]`);
  const record = q as Record<string, unknown>;
  for (const f of countRangeFields) {
    const min = record[`${f}_min`] as number | undefined;
    const max = record[`${f}_max`] as number | undefined;
    if (min !== undefined) all.push(eb(`c.${f}`, '>=', min));
    if (max !== undefined) all.push(eb(`c.${f}`, '<=', max));
  }
  if (q.update_frequency_min !== undefined) all.push(eb('c.update_frequency', '>=', q.update_frequency_min));
  if (q.update_frequency_max !== undefined) all.push(eb('c.update_frequency', '<=', q.update_frequency_max));
  for (const f of ['midroll_price', 'sponsored_price'] as const) {
    const min = record[`${f}_min`] as string | undefined;
    const max = record[`${f}_max`] as string | undefined;
    if (min !== undefined) all.push(sql<SqlBool>`c.${sql.ref(f)} >= ${min}::numeric`);
    if (max !== undefined) all.push(sql<SqlBool>`c.${sql.ref(f)} <= ${max}::numeric`);
  }
  if (q.is_new !== undefined) all.push(eb('c.is_new', '=', q.is_new));
  return all;
}

export type CreatorPage = { rows: CreatorRow[]; total: number; totalCapped: boolean };

/**
 * Counting stops here: past it the answer says "at least this many" (`total_capped`). An exact count
 * costs a pass over every match, which grows with the network; the first matches in the sort's
 * order come from that sort's index, whatever the network's size (docs/decisions.md).
 */
export const CREATOR_COUNT_CAP = 500;

/** Prices may be missing: those channels come last in both directions. Counts never are. */
const nullable = new Set<CreatorSort>(['midroll_price', 'sponsored_price']);

/**
 * The order of a sort, as its index (0041) reads it: descending forward, ascending backward (ties
 * then run by channel id the other way), prices with no-price last either way (an index each way).
 */
function orderOf(sort: CreatorSort, order: 'asc' | 'desc') {
  const column = sql.ref(`c.${sort}`);
  if (nullable.has(sort)) return order === 'desc' ? sql`${column} desc nulls last, c.channel_id` : sql`${column} asc nulls last, c.channel_id`;
  return order === 'desc' ? sql`${column} desc, c.channel_id` : sql`${column} asc, c.channel_id desc`;
}

export async function findCreators(
  db: Db,
  scope: ChannelScope,
  q: CreatorSearchQuery,
  paging: { sort: CreatorSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<CreatorPage> {
  const where = (eb: Eb) => eb.and(conditions(eb, scope, q));
  const order = orderOf(paging.sort, paging.order);
  // The matches up to the page's end or the count cap, whichever is further, in the sort's order
  // (an index walk that stops there); counted, and the page's rows read back by id.
  const window = Math.max(CREATOR_COUNT_CAP, paging.offset + paging.limit);
  const hits = (trx: Db) =>
    trx
      .selectFrom('channels as c')
      .select(['c.channel_id', sql<number>`row_number() over (order by ${order})`.as('rn')])
      .where(where)
      .orderBy(order)
      .limit(window);
  // Parallel workers cost more than they save on a walk that stops early (measured on two cores):
  // this statement does without them.
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    const found = await trx
      .with('hits', () => hits(trx))
      .selectFrom('hits as h')
      .innerJoin('channels as c', 'c.channel_id', 'h.channel_id')
      .select(creatorColumns)
      .select(['c.hidden_scope', 'c.hidden_reason'])
      .select(sql<string>`(select count(*) from hits)`.as('total'))
      .where('h.rn', '>', paging.offset)
      .where('h.rn', '<=', paging.offset + paging.limit)
      .orderBy('h.rn')
      .execute();
    const rows = found.map(({ total: _total, ...row }) => row as unknown as CreatorRow);
    const counted =
      found.length > 0
        ? Number(found[0]!.total)
        : Number(
            (
              await trx
                .with('hits', () => hits(trx))
                .selectFrom('hits')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    return { rows, total: counted, totalCapped: counted >= window };
  });
}

/** The given channels as the caller may see them (favourites), in the order given. */
export async function creatorsByIds(db: Db, scope: ChannelScope, channelIds: readonly string[]): Promise<CreatorRow[]> {
  if (channelIds.length === 0) return [];
  const visible = visibleTo(scope);
  const rows = await db
    .selectFrom('channels as c')
    .select(creatorColumns)
    .select(['c.hidden_scope', 'c.hidden_reason'])
    .where('c.channel_id', 'in', [...channelIds])
    .$if(visible !== null, (qb) => qb.where(visible!))
    .execute();
  const byId = new Map(rows.map((r) => [r.channel_id, r as unknown as CreatorRow]));
  return channelIds.flatMap((id) => byId.get(id) ?? []);
}
