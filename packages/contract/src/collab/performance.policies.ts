// Policies of the collab area's performance part (merged in policies.ts).
//
// Who sees a case package (and so its cases, their videos, its place in the schedule and its
// performance report) is the marketplace's one rule, the deals part's `canSeePackage`
// (docs/decisions.md "Collab: who sees a package"). Any other package does not exist (404).
import { isPageAllowed } from '../core/access.ts';
import { onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/**
 * Spec 6: staff "may edit cases", assistants and agencies "manage packages and cases" (manageCases),
 * resellers manage "case videos" (manageCaseVideos): either adds and removes a case's videos, on the
 * packages the holder sees.
 */
export function canManageCaseVideos(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return caps.components.has('manageCases') || caps.components.has('manageCaseVideos');
}

/** The upcoming and past collaborations (spec 2): whoever may open either page, or the reseller's upcoming page (issue 12). */
export function canSeeCollabSchedule(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return isPageAllowed(caps, 'collabUpcoming') || isPageAllowed(caps, 'collabPast') || isPageAllowed(caps, 'resellUpcoming');
}

export const performancePolicies = {
  canManageCaseVideos: onSubject(canManageCaseVideos),
  canSeeCollabSchedule: onSubject(canSeeCollabSchedule),
} as const satisfies Record<string, Policy>;
