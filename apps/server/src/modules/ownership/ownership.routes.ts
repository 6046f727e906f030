// HTTP for channel ownership transfer and the channel edit lock. The route layer has checked sign-in,
// and for the lock routes that the caller sees the channel and may edit its settings.
import { canReleaseEditLock } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { callerSubject } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { channelLocked, type EditLocks } from './edit-lock.service.ts';
import type { OwnershipService } from './ownership.service.ts';

export function ownershipHandlers({
  ownership,
  locks,
  audit,
  channelAccess,
}: {
  ownership: OwnershipService;
  locks: EditLocks;
  audit: AuditLog;
  channelAccess: AppContext['channelAccess'];
}): Handlers {
  return {
    channelTransferOwner: async ({ principal, body, req }) =>
      ownership.transfer(
        {
          userId: principal.userId,
          realUserId: principal.realUserId,
          subject: callerSubject(principal),
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
          if (!canReleaseEditLock(callerSubject(principal), { holderId: current.holder.user_id })) throw channelLocked();
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
