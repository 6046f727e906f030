// Channel ownership policies (spec 4 ownership transfer, spec 7 channel_transfer_owner) and the
// channel edit lock.
import { onObject, type Policy } from '../core/policy.ts';
import { isManaging, isTop, type Subject } from '../core/subject.ts';

/** Spec 7 channel_transfer_owner: the channel's current owner, or a managing role (admin, super staff, staff). */
export function canTransferChannel(subject: Subject, channel: { ownerId: number | null }): boolean {
  return isManaging(subject) || channel.ownerId === subject.id;
}

/** The channel edit lock: its holder releases it; admin and super staff may lift anyone's (a holder who left, say). */
export function canReleaseEditLock(subject: Subject, lock: { holderId: number }): boolean {
  return lock.holderId === subject.id || isTop(subject);
}

export const ownershipPolicies = {
  canTransferChannel: onObject(canTransferChannel),
  canReleaseEditLock: onObject(canReleaseEditLock),
} as const satisfies Record<string, Policy>;
