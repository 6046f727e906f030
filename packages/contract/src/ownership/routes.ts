// Routes of the ownership area. Channel ownership transfer and the channel edit lock.
import { signedIn, component, channelRoute, type Route } from '../core/route.ts';

export const ownershipRoutes = {
  channelTransferOwner: {
    method: 'POST',
    path: '/api/v1/channel_transfer_owner',
    summary: 'Hand a channel to another user (its owner or a managing role); with or without remittance data',
    permission: signedIn,
    policy: 'canTransferChannel',
  },
  channelEditLockStatus: {
    method: 'GET',
    path: channelRoute('lock'),
    summary: "Who holds the channel's edit lock, and since when",
    permission: signedIn,
    policy: 'channelsInReach',
    channelScoped: true,
  },
  channelEditLock: {
    method: 'POST',
    path: channelRoute('lock'),
    summary: "Lock the channel's editing in the caller's name",
    permission: component('editChannelSettings'),
    channelScoped: true,
  },
  channelEditUnlock: {
    method: 'POST',
    path: channelRoute('unlock'),
    summary: "Release the caller's edit lock (admin and super staff: anyone's)",
    permission: component('editChannelSettings'),
    policy: 'canReleaseEditLock',
    channelScoped: true,
  },
} as const satisfies Record<string, Route>;
