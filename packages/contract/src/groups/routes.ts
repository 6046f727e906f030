// Routes of the groups area. Channel groups (spec 2): their channels and people.
import { signedIn, component, type Route } from '../core/route.ts';

export const groupsRoutes = {
  channelGroupList: {
    method: 'GET',
    path: '/api/v1/channel_groups',
    summary: 'The channel groups the caller manages or uses (every group with editChannelGroups)',
    permission: signedIn,
    policy: 'canSeeGroup',
  },
  channelGroupCreate: {
    method: 'POST',
    path: '/api/v1/channel_groups',
    summary: 'Create a channel group, optionally with its channels and people',
    permission: component('editChannelGroups'),
    invalidates: ['channelGroupList'],
  },
  channelGroupGet: {
    method: 'GET',
    path: '/api/v1/channel_groups/:groupId',
    summary: "A channel group's channels, and its people for those who manage it",
    permission: signedIn,
    policy: 'canSeeGroup',
  },
  channelGroupRename: {
    method: 'PUT',
    path: '/api/v1/channel_groups/:groupId',
    summary: 'Rename a channel group',
    permission: signedIn,
    policy: 'canManageGroup',
    invalidates: ['channelGroupList', 'channelGroupGet'],
  },
  channelGroupDelete: {
    method: 'DELETE',
    path: '/api/v1/channel_groups/:groupId',
    summary: 'Remove a channel group',
    permission: signedIn,
    policy: 'canManageGroup',
    invalidates: ['channelGroupList', 'channelGroupGet', 'userInfo'],
  },
  channelGroupSetChannels: {
    method: 'PUT',
    path: '/api/v1/channel_groups/:groupId/channels',
    summary: "Set a channel group's member channels",
    permission: signedIn,
    policy: 'canManageGroup',
    invalidates: ['channelGroupList', 'channelGroupGet', 'channelGroupTrends'],
  },
  channelGroupSetMembers: {
    method: 'PUT',
    path: '/api/v1/channel_groups/:groupId/members',
    summary: "Set a channel group's administrators and users (with their authorization type), by e-mail",
    permission: signedIn,
    policy: 'canManageGroup',
    invalidates: ['channelGroupList', 'channelGroupGet', 'userInfo'],
  },
} as const satisfies Record<string, Route>;
