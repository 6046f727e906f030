// HTTP for channel groups. The route layer has checked sign-in (and editChannelGroups for creating);
// the service decides which groups the caller may see and manage.
import { isComponentAllowed } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { capabilitiesOf, type Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { auditSink } from '../ownership/audit-port.ts';
import { GroupsService, type GroupCaller } from './groups.service.ts';

export function groupCaller(principal: Principal): GroupCaller {
  return {
    userId: principal.userId,
    realUserId: principal.realUserId,
    managesEveryGroup: isComponentAllowed(capabilitiesOf(principal.profile), 'editChannelGroups'),
  };
}

export function groupsHandlers(ctx: AppContext): Handlers {
  const service = new GroupsService({ db: ctx.db, clock: ctx.clock, audit: auditSink(ctx) });
  return {
    channelGroupList: async ({ principal }) => ({ groups: await service.list(groupCaller(principal)) }),
    channelGroupCreate: async ({ principal, body }) => service.create(groupCaller(principal), body),
    channelGroupGet: async ({ principal, params }) => service.get(groupCaller(principal), params.groupId),
    channelGroupRename: async ({ principal, params, body }) => service.rename(groupCaller(principal), params.groupId, body.name),
    channelGroupDelete: async ({ principal, params }) => {
      await service.remove(groupCaller(principal), params.groupId);
      return { ok: true as const };
    },
    channelGroupSetChannels: async ({ principal, params, body }) => service.setChannels(groupCaller(principal), params.groupId, body.channel_ids),
    channelGroupSetMembers: async ({ principal, params, body }) => service.setMembers(groupCaller(principal), params.groupId, body),
  };
}
