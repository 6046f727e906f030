// Which channels a person may open: the network's own people and agencies every channel; others
// the channels they belong to, the channels of groups they are members of, and channels named in
// their API permissions (spec 3 permission entries).
import { seesEveryChannel } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserProfile } from '../users/user-directory.ts';
import { ChannelCatalog } from './channel-catalog.ts';

export class ChannelAccess {
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
    if (seesEveryChannel(profile.accountType, profile.specific)) return true;
    if (profile.channels.some((c) => c.channel_id === channelId)) return true;
    if (profile.permissions.some((p) => p.channel_ids.includes(channelId))) return true;
    const groupIds = profile.permissions.flatMap((p) => p.channel_group_ids);
    const viaGroup = await this.db
      .selectFrom('channel_group_channels as gc')
      .select('gc.group_id')
      .where('gc.channel_id', '=', channelId)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('channel_group_members as m').select(sql`1`.as('one')).whereRef('m.group_id', '=', 'gc.group_id').where('m.user_id', '=', profile.row.id)),
          ...(groupIds.length > 0 ? [eb('gc.group_id', 'in', groupIds)] : []),
        ]),
      )
      .executeTakeFirst();
    return Boolean(viaGroup);
  }
}
