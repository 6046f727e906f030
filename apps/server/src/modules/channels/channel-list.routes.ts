// HTTP for the channel list: the channels the caller may see (signed-in; the scope is the caller's).
import type { Db } from '../../db/database.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { listVisibleChannels } from './channel-list.service.ts';

export function channelListHandlers({ db }: { db: Db }): Handlers {
  return {
    channelList: async ({ principal, query }) => listVisibleChannels(db, principal.profile, query),
  };
}
