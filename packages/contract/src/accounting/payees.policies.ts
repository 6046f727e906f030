// Policies of the accounting area's payees part (merged in policies.ts).
import { onObject, type Policy } from '../core/policy.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';

/** A recipient as the policies see it: the channels it serves. */
export type RecipientInReach = { channelIds: readonly string[] };

/** Spec 6 finance "updates accounting data" (admin and super staff hold it too): every recipient, to read and write. */
export function canManageRecipients(subject: Subject): boolean {
  return subjectCapabilities(subject).components.has('updateAccounting');
}

/** Issue 10: a recipient's bank data and documents reach finance and the owner of a channel it serves; nobody else. */
export function canSeeRecipient(subject: Subject, recipient: RecipientInReach): boolean {
  if (canManageRecipients(subject)) return true;
  return subject.channels.some((c) => c.member_type === 'owner' && recipient.channelIds.includes(c.channel_id));
}

export const payeesPolicies = {
  canSeeRecipient: onObject(canSeeRecipient),
} as const satisfies Record<string, Policy>;
