// Policies of the insight area's similar part (docs/decisions.md "Insight (issue 13), similar").
// Both are judged on the channel (the route's :channelId) by the service, after the route layer has
// checked the inspiration page and the channel scope.
import { onObject, type Policy } from '../core/policy.ts';
import { isStaffTypeRole } from '../core/roles.ts';
import { ownsChannel, type Subject } from '../core/subject.ts';

/** Spec 5 / issue 13 "staff record a price per channel": the staff-type roles (admin, super staff, staff, assistant). */
export function setsLicensingPrice(subject: Subject, _channelId?: string): boolean {
  return isStaffTypeRole(subject.accountType);
}

/** Spec 2 custom similar channels: kept per channel by the staff-type roles, and by the channel's owner for their own channel. */
export function editsCustomSimilar(subject: Subject, channelId: string): boolean {
  return isStaffTypeRole(subject.accountType) || ownsChannel(subject, channelId);
}

export const similarPolicies = {
  setsLicensingPrice: onObject(setsLicensingPrice),
  editsCustomSimilar: onObject(editsCustomSimilar),
} as const satisfies Record<string, Policy>;
