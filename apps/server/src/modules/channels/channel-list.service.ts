// The channel list (GET /api/v1/channels): the channels the caller may see, by the one rule of
// channel-access.ts, with the caller's own member type and, for those who see hidden channels,
// the hidden flag.
import { CHANNEL_LIST_DEFAULT_PAGE_SIZE, type ChannelList, type ChannelListQuery } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import type { UserProfile } from '../users/index.ts';
import { scopeOf } from './channel-access.ts';
import { findVisibleChannels } from './channel-list.repository.ts';

export async function listVisibleChannels(db: Db, profile: UserProfile, query: ChannelListQuery): Promise<ChannelList> {
  const scope = scopeOf(profile);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? CHANNEL_LIST_DEFAULT_PAGE_SIZE;
  const { q, source_type, language, audience_country, subscribers_min, subscribers_max } = query;
  const { rows, total } = await findVisibleChannels(db, scope, {
    filters: { q: q || undefined, source_type, language, audience_country, subscribers_min, subscribers_max },
    sort: query.sort ?? 'subscribers',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const memberTypes = new Map(profile.channels.map((c) => [c.channel_id, c.member_type]));
  return {
    items: rows.map(({ hidden, ...row }) => ({
      ...row,
      ...(scope.excludesHidden ? {} : { hidden }),
      member_type: memberTypes.get(row.channel_id) ?? null,
    })),
    total,
    page,
    page_size: pageSize,
  };
}
