// Channel ownership policies (spec 4 ownership transfer, spec 7 channel_transfer_owner) and the
// channel edit lock.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, isManaging, isTop, itemAllowed, type Subject } from '../core/subject.ts';

/** Spec 7 channel_transfer_owner: the channel's current owner, or a managing role (admin, super staff, staff). */
export function canTransferChannel(subject: Subject, channel: { ownerId: number | null }): boolean {
  return isManaging(subject) || channel.ownerId === subject.id;
}

/** The channel edit lock: its holder releases it; admin and super staff may lift anyone's (a holder who left, say). */
export function canReleaseEditLock(subject: Subject, lock: { holderId: number }): boolean {
  return lock.holderId === subject.id || isTop(subject);
}

/** Who edits channels in bulk by role: the managing roles (staff edit channel settings) and those granted bulk edit (assistant). */
const editsCreatorsInBulk = (subject: Subject) => isManaging(subject) || channelFreeCapabilities(subject).components.has('bulkEdit');

/** Spec 6 creator_report:download: the batch creator update report; a global grant adds it, a denial takes it away. */
export function canDownloadCreatorUpdate(subject: Subject): boolean {
  return itemAllowed(subject, 'creator_report:download', editsCreatorsInBulk(subject));
}

/** Spec 6 creator_report:upload: applying an edited report; a global grant adds it, a denial takes it away. */
export function canUploadCreatorUpdate(subject: Subject): boolean {
  return itemAllowed(subject, 'creator_report:upload', editsCreatorsInBulk(subject));
}

export const ownershipPolicies = {
  canDownloadCreatorUpdate: onSubject(canDownloadCreatorUpdate),
  canUploadCreatorUpdate: onSubject(canUploadCreatorUpdate),
  canTransferChannel: onObject(canTransferChannel),
  canReleaseEditLock: onObject(canReleaseEditLock),
} as const satisfies Record<string, Policy>;
