// HTTP for channel groups. The route layer has checked sign-in (and editChannelGroups for creating);
// the service decides which groups the caller may see and manage.
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { GroupCaller, GroupsService } from './groups.service.ts';

export function groupCaller(principal: Principal, req: FastifyRequest): GroupCaller {
  return {
    userId: principal.userId,
    realUserId: principal.realUserId,
    subject: principal.subject,
    ip: req.ip,
  };
}

export function groupsHandlers({ service }: { service: GroupsService }): Handlers {
  return {
    channelGroupList: async ({ req, principal }) => ({ groups: await service.list(groupCaller(principal, req)) }),
    channelGroupCreate: async ({ req, principal, body }) => service.create(groupCaller(principal, req), body),
    channelGroupGet: async ({ req, principal, params }) => service.get(groupCaller(principal, req), params.groupId),
    channelGroupRename: async ({ req, principal, params, body }) => service.rename(groupCaller(principal, req), params.groupId, body.name),
    channelGroupDelete: async ({ req, principal, params }) => {
      await service.remove(groupCaller(principal, req), params.groupId);
      return { ok: true as const };
    },
    channelGroupSetChannels: async ({ req, principal, params, body }) => service.setChannels(groupCaller(principal, req), params.groupId, body.channel_ids),
    channelGroupSetMembers: async ({ req, principal, params, body }) => service.setMembers(groupCaller(principal, req), params.groupId, body),
  };
}
