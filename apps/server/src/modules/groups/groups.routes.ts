// HTTP for channel groups. The route layer has checked sign-in (and editChannelGroups for creating);
// the service decides which groups the caller may see and manage.
import type { Handlers } from '../../http/register-endpoints.ts';
import type { GroupsService } from './groups.service.ts';
import { actingCaller } from '../../security/subject.ts';

export function groupsHandlers({ service }: { service: GroupsService }): Handlers {
  return {
    channelGroupList: async ({ req, principal }) => ({ groups: await service.list(actingCaller(principal, req.ip)) }),
    channelGroupCreate: async ({ req, principal, body }) => service.create(actingCaller(principal, req.ip), body),
    channelGroupGet: async ({ req, principal, params }) => service.get(actingCaller(principal, req.ip), params.groupId),
    channelGroupRename: async ({ req, principal, params, body }) => service.rename(actingCaller(principal, req.ip), params.groupId, body.name),
    channelGroupDelete: async ({ req, principal, params }) => {
      await service.remove(actingCaller(principal, req.ip), params.groupId);
      return { ok: true as const };
    },
    channelGroupSetChannels: async ({ req, principal, params, body }) => service.setChannels(actingCaller(principal, req.ip), params.groupId, body.channel_ids),
    channelGroupSetMembers: async ({ req, principal, params, body }) => service.setMembers(actingCaller(principal, req.ip), params.groupId, body),
  };
}
