// HTTP for channel ownership transfer, the channel edit lock and the batch creator update. The route
// layer has checked sign-in, for the lock routes that the caller sees the channel and may edit its
// settings, and for the batch creator update the caller's policy.
import { canReleaseEditLock } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { readSmallUpload, sendXlsx } from '../../http/small-upload.ts';
import type { CreatorUpdateService } from './creator-update.service.ts';
import { channelLocked, type EditLocks } from './edit-lock.service.ts';
import type { OwnershipService } from './ownership.service.ts';

/** The uploaded report itself (compressed); what it expands to is bounded by storage/zip-guard.ts. */
export const CREATOR_FILE_MAX_BYTES = 2 * 1024 * 1024;

export function ownershipHandlers({
  ownership,
  locks,
  creatorUpdate,
  audit,
  channelAccess,
}: {
  ownership: OwnershipService;
  locks: EditLocks;
  creatorUpdate: CreatorUpdateService;
  audit: AuditLog;
  channelAccess: AppContext['channelAccess'];
}): Handlers {
  return {
    creatorUpdateDownload: async ({ principal, query, reply }) => {
      return sendXlsx(reply, 'creator-update.xlsx', await creatorUpdate.download(principal, query));
    },
    creatorUpdateUpload: async ({ principal, req, language }) => {
      return creatorUpdate.upload(principal, await readSmallUpload(req, CREATOR_FILE_MAX_BYTES), language, req.ip);
    },
    channelTransferOwner: async ({ principal, body, req }) =>
      ownership.transfer(
        {
          userId: principal.userId,
          realUserId: principal.realUserId,
          subject: principal.subject,
          canSee: (channelId) => channelAccess.canSee(principal.profile, channelId),
          ip: req.ip,
        },
        body,
      ),
    channelEditLockStatus: async ({ principal, params }) => locks.status(params.channelId, principal.userId),
    channelEditLock: async ({ principal, params }) => {
      await locks.acquireEditLock([params.channelId], principal.userId);
      return locks.status(params.channelId, principal.userId);
    },
    channelEditUnlock: async ({ principal, params, req }) => {
      const released = await locks.releaseEditLock([params.channelId], principal.userId);
      if (released.length === 0) {
        const current = await locks.status(params.channelId, principal.userId);
        if (current.holder) {
          // Someone else's lock: only admin and super staff may lift it (a holder who left, say).
          if (!canReleaseEditLock(principal.subject, { holderId: current.holder.user_id })) throw channelLocked();
          const holder = await locks.forceRelease(params.channelId);
          await audit.record({
            actor: { userId: principal.userId, realUserId: principal.realUserId },
            ip: req.ip,
            action: 'channel.edit_lock_release',
            target: { type: 'channel', id: params.channelId },
            targetUserId: holder,
            details: { forced: true },
          });
        }
      }
      return locks.status(params.channelId, principal.userId);
    },
  };
}
