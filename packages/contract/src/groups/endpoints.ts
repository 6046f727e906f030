import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import {
  createGroupInputSchema,
  groupDetailSchema,
  groupListSchema,
  groupParamsSchema,
  renameGroupInputSchema,
  setGroupChannelsInputSchema,
  setGroupMembersInputSchema,
} from './schemas.ts';
import { groupsRoutes } from './routes.ts';

export const groupsEndpoints = {
  channelGroupList: { ...groupsRoutes.channelGroupList, query: emptyQuerySchema, response: groupListSchema },
  channelGroupCreate: { ...groupsRoutes.channelGroupCreate, body: createGroupInputSchema, response: groupDetailSchema },
  channelGroupGet: { ...groupsRoutes.channelGroupGet, params: groupParamsSchema, query: emptyQuerySchema, response: groupDetailSchema },
  channelGroupRename: { ...groupsRoutes.channelGroupRename, params: groupParamsSchema, body: renameGroupInputSchema, response: groupDetailSchema },
  channelGroupDelete: { ...groupsRoutes.channelGroupDelete, params: groupParamsSchema, query: emptyQuerySchema, response: okSchema },
  channelGroupSetChannels: {
    ...groupsRoutes.channelGroupSetChannels,
    params: groupParamsSchema,
    body: setGroupChannelsInputSchema,
    response: groupDetailSchema,
  },
  channelGroupSetMembers: { ...groupsRoutes.channelGroupSetMembers, params: groupParamsSchema, body: setGroupMembersInputSchema, response: groupDetailSchema },
} as const satisfies { [K in keyof typeof groupsRoutes]: Endpoint };
