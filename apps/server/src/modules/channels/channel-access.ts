// Which channels a person may open: the network's own people and agencies every channel; others
// the channels they belong to, the channels of groups they are members of, and channels named in
// their API permissions (spec 3 permission entries). Advertisers never see a channel hidden from
// advertisers (spec 3), unless they belong to it.
//
// This file is the one rule: `canSee` (every channel-scoped request) and the channel list
// (`visibleChannels`, GET /api/v1/channels) both apply `scopeOf` + `visibleTo`.
import { channelsInReach, type ChannelReach } from '@chorus/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChannelAccess as ChannelAccessPort } from '../../ports/channel-access.ts';
import type { UserProfile } from '../../ports/user-directory.ts';
import { subjectOf } from '../../security/subject.ts';
import { ChannelCatalog } from './channel-catalog.ts';

/** What a person may see, from their profile (no query): the contract's channel reach (channels/policies.ts). */
export type ChannelScope = ChannelReach;

export const scopeOf = (profile: UserProfile): ChannelScope => channelsInReach(subjectOf(profile));

/**
 * The rule, as SQL on `channels as c`: null when the scope sees every channel (no condition, so
 * the list's indexes apply unhindered). Otherwise the channels the person can reach (their own,
 * those named by a permission entry, those of their groups) as one set, which PostgreSQL joins by
 * primary key instead of testing every channel; hidden ones dropped for advertisers, unless their own.
 */
export function visibleTo(scope: ChannelScope): Expression<SqlBool> | null {
  const own = [...scope.memberChannelIds];
  const keepsOwnHidden = scope.excludesHidden ? sql<SqlBool>`(not c.hidden or c.channel_id = any(${own}::text[]))` : null;
  if (scope.everyChannel) return keepsOwnHidden;
  const reachable = sql<SqlBool>`c.channel_id in (
    select unnest(${own}::text[])
    union all select unnest(${[...scope.grantedChannelIds]}::text[])
    union all select gc.channel_id from channel_group_channels gc
      where gc.group_id in (select m.group_id from channel_group_members m where m.user_id = ${scope.userId})
         or gc.group_id = any(${[...scope.grantedGroupIds]}::bigint[])
  )`;
  return keepsOwnHidden ? sql<SqlBool>`(${reachable} and ${keepsOwnHidden})` : reachable;
}

export class ChannelAccess implements ChannelAccessPort {
  private readonly db: Db;
  /** The channel rows, shared with the analytics service (one lookup per request, usually from memory). */
  readonly catalog: ChannelCatalog;
  constructor(db: Db) {
    this.db = db;
    this.catalog = new ChannelCatalog(db);
  }

  async canSee(profile: UserProfile, channelId: string): Promise<boolean> {
    const exists = await this.catalog.get(channelId);
    if (!exists) return false;
    const scope = scopeOf(profile);
    // Answers of `visibleTo` that need no query: one's own channel; every or a granted channel
    // when nothing is hidden from the person.
    if (scope.memberChannelIds.includes(channelId)) return true;
    if (!scope.excludesHidden && (scope.everyChannel || scope.grantedChannelIds.includes(channelId))) return true;
    const row = await this.db
      .selectFrom('channels as c')
      .select('c.channel_id')
      .where('c.channel_id', '=', channelId)
      .where(visibleTo(scope) ?? sql<SqlBool>`true`)
      .executeTakeFirst();
    return Boolean(row);
  }
}
