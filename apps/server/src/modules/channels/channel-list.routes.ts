// HTTP for the channel list: the channels the caller may see (signed-in; the scope is the caller's).
import type { AppContext } from '../../app-context.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { listVisibleChannels } from './channel-list.service.ts';

export function channelListHandlers(ctx: AppContext): Handlers {
  return {
    channelList: async ({ principal, query }) => listVisibleChannels(ctx.db, principal.profile, query),
  };
}
