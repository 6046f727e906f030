// Favourites (issue 11 collabFav): lists of one's own and lists shared with an advertiser team
// (every member of the team sees and fills them). A list the caller may not use (contract
// `canUseFavouriteList`) does not exist for them (404); channels the caller may not see
// (hidden from advertisers) are never listed and cannot be added.
import {
  canUseFavouriteList,
  FAVOURITE_LIST_CHANNELS_MAX,
  FAVOURITE_LISTS_MAX,
  teamsOf,
  type FavouriteListCreate,
  type FavouriteListDetail,
  type FavouriteLists,
  type FavouriteListSummary,
  type Subject,
} from '@chorus/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import { scopeOf, visibleTo, type ChannelScope } from '../../channels/index.ts';
import type { UserProfile } from '../../users/index.ts';
import { socialHeadlines } from '../../social/index.ts';
import { catalogueScope, creatorItem, creatorsByIds } from './creator-search.repository.ts';

export type FavouritesCaller = { userId: number; profile: UserProfile; subject: Subject; viewPrices: boolean };

type ListRow = { id: number; owner_user_id: number | null; advertiser_id: number | null; name: string; updated_at: Date; team_name: string | null };

export class FavouritesService {
  private readonly deps: Pick<AppContext, 'db' | 'clock'>;
  constructor(deps: Pick<AppContext, 'db' | 'clock'>) {
    this.deps = deps;
  }

  /** The advertiser teams the caller belongs to (any role), by name. */
  private async teams(subject: Subject): Promise<{ id: number; name: string }[]> {
    const ids = teamsOf(subject);
    if (ids.length === 0) return [];
    return this.deps.db
      .selectFrom('advertisers')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .where('kind', '=', 'advertiser')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  private listQuery(db: Db) {
    return db
      .selectFrom('collab_favourite_lists as l')
      .leftJoin('advertisers as a', 'a.id', 'l.advertiser_id')
      .select(['l.id', 'l.owner_user_id', 'l.advertiser_id', 'l.name', 'l.updated_at', 'a.name as team_name']);
  }

  /** The list, when the caller may use it; otherwise it does not exist. */
  private async load(caller: FavouritesCaller, listId: number, db: Db = this.deps.db, lock = false): Promise<ListRow> {
    const row = await this.listQuery(db)
      .where('l.id', '=', listId)
      .$if(lock, (q) => q.forUpdate('l'))
      .executeTakeFirst();
    if (!row || !canUseFavouriteList(caller.subject, row)) throw notFound();
    return row;
  }

  /** The channels of these lists the caller may see, newest first. */
  private async channelsOf(listIds: number[], scope: ChannelScope): Promise<Map<number, string[]>> {
    const byList = new Map<number, string[]>(listIds.map((id) => [id, []]));
    if (listIds.length === 0) return byList;
    const visible = visibleTo(scope);
    const rows = await this.deps.db
      .selectFrom('collab_favourite_channels as f')
      .innerJoin('channels as c', 'c.channel_id', 'f.channel_id')
      .select(['f.list_id', 'f.channel_id'])
      .where('f.list_id', 'in', listIds)
      .$if(visible !== null, (q) => q.where(visible!))
      .orderBy('f.added_at', 'desc')
      .orderBy('f.channel_id')
      .execute();
    for (const r of rows) byList.get(r.list_id)!.push(r.channel_id);
    return byList;
  }

  private summary(row: ListRow, channelIds: string[]): FavouriteListSummary {
    return {
      id: row.id,
      name: row.name,
      team: row.advertiser_id === null ? null : { id: row.advertiser_id, name: row.team_name ?? '' },
      channel_ids: channelIds,
      updated_at: row.updated_at.toISOString(),
    };
  }

  private async summaryOf(caller: FavouritesCaller, row: ListRow): Promise<FavouriteListSummary> {
    const channels = await this.channelsOf([row.id], catalogueScope(scopeOf(caller.profile)));
    return this.summary(row, channels.get(row.id) ?? []);
  }

  async lists(caller: FavouritesCaller): Promise<FavouriteLists> {
    const teams = await this.teams(caller.subject);
    const teamIds = teams.map((t) => t.id);
    const rows = await this.listQuery(this.deps.db)
      .where((eb) => eb.or([eb('l.owner_user_id', '=', caller.userId), ...(teamIds.length > 0 ? [eb('l.advertiser_id', 'in', teamIds)] : [])]))
      // One's own lists first, then each team's; by name within.
      .orderBy(sql`l.advertiser_id is not null`)
      .orderBy('a.name')
      .orderBy('l.name')
      .orderBy('l.id')
      .execute();
    const channels = await this.channelsOf(
      rows.map((r) => r.id),
      catalogueScope(scopeOf(caller.profile)),
    );
    return { lists: rows.map((r) => this.summary(r, channels.get(r.id) ?? [])), teams };
  }

  async create(caller: FavouritesCaller, input: FavouriteListCreate): Promise<FavouriteListSummary> {
    const teamId = input.advertiser_id ?? null;
    if (teamId !== null && !(await this.teams(caller.subject)).some((t) => t.id === teamId)) throw notFound();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      // One at a time per owner, so that the cap holds under concurrent creations.
      await sql`SELECT pg_advisory_xact_lock(hashtext('collab_favourite_lists'), ${teamId === null ? caller.userId : -teamId}::int)`.execute(trx);
      const count = await trx
        .selectFrom('collab_favourite_lists')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(teamId === null ? 'owner_user_id' : 'advertiser_id', '=', teamId ?? caller.userId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= FAVOURITE_LISTS_MAX) throw new DomainError('errors.favouriteListsFull', { params: { max: FAVOURITE_LISTS_MAX } });
      const now = this.deps.clock.now();
      const row = await trx
        .insertInto('collab_favourite_lists')
        .values({
          owner_user_id: teamId === null ? caller.userId : null,
          advertiser_id: teamId,
          name: input.name,
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return this.summaryOf(caller, await this.load(caller, id));
  }

  async get(caller: FavouritesCaller, listId: number): Promise<FavouriteListDetail> {
    const row = await this.load(caller, listId);
    const scope = catalogueScope(scopeOf(caller.profile));
    const ids = (await this.channelsOf([row.id], scope)).get(row.id) ?? [];
    const creators = await creatorsByIds(this.deps.db, scope, ids);
    const show = { prices: caller.viewPrices, hidden: !scope.excludesHidden };
    const social = await socialHeadlines(
      this.deps.db,
      this.deps.clock.now(),
      creators.map((c) => c.channel_id),
    );
    return { list: this.summary(row, ids), items: creators.map((c) => creatorItem(c, show, social.get(c.channel_id))) };
  }

  async rename(caller: FavouritesCaller, listId: number, name: string): Promise<FavouriteListSummary> {
    await this.load(caller, listId);
    await this.deps.db.updateTable('collab_favourite_lists').set({ name, updated_at: this.deps.clock.now() }).where('id', '=', listId).execute();
    return this.summaryOf(caller, await this.load(caller, listId));
  }

  async remove(caller: FavouritesCaller, listId: number): Promise<void> {
    await this.load(caller, listId);
    await this.deps.db.deleteFrom('collab_favourite_lists').where('id', '=', listId).execute();
  }

  async add(caller: FavouritesCaller, listId: number, channelId: string): Promise<FavouriteListSummary> {
    const scope = catalogueScope(scopeOf(caller.profile));
    await this.deps.db.transaction().execute(async (trx) => {
      await this.load(caller, listId, trx, true);
      // A channel the caller may not find (hidden from advertisers) does not exist for them.
      const visible = visibleTo(scope);
      const channel = await trx
        .selectFrom('channels as c')
        .select('c.channel_id')
        .where('c.channel_id', '=', channelId)
        .$if(visible !== null, (q) => q.where(visible!))
        .executeTakeFirst();
      if (!channel) throw notFound();
      const count = await trx
        .selectFrom('collab_favourite_channels')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('list_id', '=', listId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= FAVOURITE_LIST_CHANNELS_MAX) throw new DomainError('errors.favouriteListFull', { params: { max: FAVOURITE_LIST_CHANNELS_MAX } });
      const now = this.deps.clock.now();
      await trx
        .insertInto('collab_favourite_channels')
        .values({ list_id: listId, channel_id: channelId, added_by: caller.userId, added_at: now })
        .onConflict((oc) => oc.columns(['list_id', 'channel_id']).doNothing())
        .execute();
      await trx.updateTable('collab_favourite_lists').set({ updated_at: now }).where('id', '=', listId).execute();
    });
    return this.summaryOf(caller, await this.load(caller, listId));
  }

  async removeChannel(caller: FavouritesCaller, listId: number, channelId: string): Promise<FavouriteListSummary> {
    await this.load(caller, listId);
    const removed = await this.deps.db
      .deleteFrom('collab_favourite_channels')
      .where('list_id', '=', listId)
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    if (removed.numDeletedRows > 0n) {
      await this.deps.db.updateTable('collab_favourite_lists').set({ updated_at: this.deps.clock.now() }).where('id', '=', listId).execute();
    }
    return this.summaryOf(caller, await this.load(caller, listId));
  }
}
