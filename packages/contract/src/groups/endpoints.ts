import { reads, withSchemas } from '../core/endpoint.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { groupsRoutes } from './routes.ts';

export const groupsEndpoints = withSchemas(groupsRoutes, {
  channelGroupList: reads(schemas.groupListSchema),
  channelGroupCreate: { body: schemas.createGroupInputSchema, response: schemas.groupDetailSchema },
  channelGroupGet: { params: schemas.groupParamsSchema, query: emptyQuerySchema, response: schemas.groupDetailSchema },
  channelGroupRename: { params: schemas.groupParamsSchema, body: schemas.renameGroupInputSchema, response: schemas.groupDetailSchema },
  channelGroupDelete: { params: schemas.groupParamsSchema, query: emptyQuerySchema, response: okSchema },
  channelGroupSetChannels: { params: schemas.groupParamsSchema, body: schemas.setGroupChannelsInputSchema, response: schemas.groupDetailSchema },
  channelGroupSetMembers: { params: schemas.groupParamsSchema, body: schemas.setGroupMembersInputSchema, response: schemas.groupDetailSchema },
});
