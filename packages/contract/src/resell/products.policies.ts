// Policies of the resell area's products part (docs/decisions.md "Reseller (issue 12)").
//
// Stores: as the stores part says (stores.policies.ts: seesEveryStore, canSeeStore). Videos: the
// network's people may put products on any channel video; a team's people on the case videos of
// their teams' packages. Anything else is not found.
import { isPageAllowed } from '../core/access.ts';
import { onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/** Spec 3 resale products on videos: those who add them (manageResellProducts) or read the reseller's performance page. */
export function canSeeResellProducts(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return caps.components.has('manageResellProducts') || isPageAllowed(caps, 'resellPerformance');
}

export const productsPolicies = {
  canSeeResellProducts: onSubject(canSeeResellProducts),
} as const satisfies Record<string, Policy>;
