// Routes of the ownership area. Channel ownership transfer, the channel edit lock, and the batch
// creator update that takes it.
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
  creatorUpdateDownload: {
    method: 'GET',
    path: '/api/v1/ownership/creator-update',
    summary: "The batch creator update report (.xlsx) of the channels' edited fields; optionally locks their editing in the caller's name",
    permission: signedIn,
    policy: 'canDownloadCreatorUpdate',
    kind: 'download',
  },
  creatorUpdateUpload: {
    method: 'POST',
    path: '/api/v1/ownership/creator-update',
    summary: "Apply an edited batch creator update report; answers row by row and releases the caller's locks on the updated channels",
    permission: signedIn,
    policy: 'canUploadCreatorUpdate',
    kind: 'multipart',
  },
} as const satisfies Record<string, Route>;
