// SQL for member lists by team (spec 2) and for user administration: removing members, deleting
// accounts, changing their type or e-mail.
import type { AccountType } from '@chorus/contract';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

export type Paging = { limit: number; offset: number };
export type PeopleFilter = { q?: string; accountType?: AccountType; status?: 'active' | 'invited'; accountTypes?: readonly AccountType[] };

/** Search and filters on the joined users (alias u); deleted accounts never appear. */
function people(filter: PeopleFilter): RawBuilder<boolean> {
  const parts = [sql`u.deleted_at IS NULL`];
  if (filter.q) {
    const text = filter.q.toLowerCase();
    parts.push(
      sql`(position(${text} in lower(u.email)) > 0 OR position(${text} in lower(u.name)) > 0 OR position(${text} in lower(coalesce(u.account, ''))) > 0)`,
    );
  }
  if (filter.accountType) parts.push(sql`u.account_type = ${filter.accountType}`);
  if (filter.accountTypes) parts.push(sql`u.account_type = ANY(${[...filter.accountTypes]}::text[])`);
  if (filter.status) parts.push(sql`u.pending_invitation = ${filter.status === 'invited'}`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

const userColumns = [
  'u.id',
  'u.email',
  'u.account',
  'u.name',
  'u.account_type',
  'u.pending_invitation',
  'u.has_cms_permissions',
  'u.created_at',
  'u.last_login_at',
] as const;

/** One page of a filtered list (`rows` picks its columns and order) and the size of the whole list, read at the same time. */
async function pageWithTotal<DB, TB extends keyof DB, Base, Row>(
  base: SelectQueryBuilder<DB, TB, Base>,
  rows: (query: SelectQueryBuilder<DB, TB, Base>) => SelectQueryBuilder<DB, TB, Row>,
  page: Paging,
): Promise<{ rows: Row[]; total: number }> {
  const [list, count] = await Promise.all([
    rows(base).limit(page.limit).offset(page.offset).execute(),
    base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

export async function listPeople(db: Db, filter: PeopleFilter, page: Paging) {
  const base = db.selectFrom('users as u').where(people(filter));
  return pageWithTotal(base, (query) => query.select(userColumns).orderBy('u.created_at').orderBy('u.id'), page);
}

/** Memberships in these units (channels, teams) only: null is every unit, an empty list none. */
function inUnits(column: 'm.channel_id' | 'm.advertiser_id', ids: readonly (string | number)[] | null): RawBuilder<boolean> {
  if (ids === null) return sql<boolean>`true`;
  return ids.length === 0 ? sql<boolean>`false` : sql<boolean>`${sql.ref(column)} IN (${sql.join(ids)})`;
}

/** A page of memberships (`columns` picks them): by unit, then by the member's rank within it (`rank`), then by user. */
function membershipPage<DB, TB extends keyof DB, Base, Row>(
  base: SelectQueryBuilder<DB, TB, Base>,
  unit: 'm.channel_id' | 'm.advertiser_id',
  rank: RawBuilder<number>,
  columns: (query: SelectQueryBuilder<DB, TB, Base>) => SelectQueryBuilder<DB, TB, Row>,
  page: Paging,
) {
  return pageWithTotal(base, (query) => columns(query).orderBy(sql.ref(unit)).orderBy(rank).orderBy(sql.ref('u.id')), page);
}

/** Channel team rows: one per membership, in the given channels (null: every channel). */
export async function listChannelMembers(db: Db, channelIds: string[] | null, filter: PeopleFilter, page: Paging) {
  const base = db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('channels as c', 'c.channel_id', 'm.channel_id')
    .where(people(filter))
    .where(inUnits('m.channel_id', channelIds));
  const rank = sql<number>`CASE m.member_type WHEN 'owner' THEN 0 WHEN 'staff' THEN 1 ELSE 2 END`;
  return membershipPage(
    base,
    'm.channel_id',
    rank,
    (query) => query.select([...userColumns, 'm.channel_id', 'c.title as channel_title', 'm.member_type']),
    page,
  );
}

/** Advertiser or reseller team rows, in the given teams (null: every team of that kind). */
export async function listAdvertiserMembers(db: Db, kind: 'advertiser' | 'reseller', advertiserIds: number[] | null, filter: PeopleFilter, page: Paging) {
  const base = db
    .selectFrom('advertiser_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('advertisers as a', 'a.id', 'm.advertiser_id')
    .where('a.kind', '=', kind)
    .where(people(filter))
    .where(inUnits('m.advertiser_id', advertiserIds));
  const rank = sql<number>`CASE m.role WHEN 'adsOwner' THEN 0 WHEN 'adsClient' THEN 1 ELSE 2 END`;
  return membershipPage(
    base,
    'm.advertiser_id',
    rank,
    (query) => query.select([...userColumns, 'm.advertiser_id', 'a.name as advertiser_name', 'm.role']),
    page,
  );
}

/** The advertiser (or reseller) teams a user owns. */
export async function ownedTeams(db: Db, userId: number, kind: 'advertiser' | 'reseller'): Promise<number[]> {
  const rows = await db
    .selectFrom('advertiser_members as m')
    .innerJoin('advertisers as a', 'a.id', 'm.advertiser_id')
    .select('m.advertiser_id')
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'adsOwner')
    .where('a.kind', '=', kind)
    .execute();
  return rows.map((r) => r.advertiser_id);
}

/** A live (not deleted) account by id or e-mail. */
export async function liveAccount(db: Db, by: { id?: number; email?: string }) {
  let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  query = by.id !== undefined ? query.where('id', '=', by.id) : query.where(sql`lower(email)`, '=', (by.email ?? '').toLowerCase());
  return query.executeTakeFirst();
}

export async function channelExists(db: Db, channelId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).executeTakeFirst());
}

/** The channels of a CMS (content owner): those refreshed through one of its live authorizations. */
export async function channelsOfContentOwner(db: Db, contentOwnerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('channel_sources as s')
    .innerJoin('youtube_authorizations as a', 'a.id', 's.authorization_id')
    .select('s.channel_id')
    .distinct()
    .where('a.content_owner_id', '=', contentOwnerId)
    .where('a.revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.channel_id);
}

export async function membershipsIn(db: Db, channelIds: string[], userIds: number[]) {
  if (channelIds.length === 0 || userIds.length === 0) return [];
  return db
    .selectFrom('channel_members')
    .select(['channel_id', 'user_id', 'member_type'])
    .where('channel_id', 'in', channelIds)
    .where('user_id', 'in', userIds)
    .execute();
}
