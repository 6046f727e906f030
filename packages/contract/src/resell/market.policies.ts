// Policies of the resell area's market part (docs/decisions.md "Reseller (issue 12)", market part).
import { isComponentAllowed, isPageAllowed } from '../core/access.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { isManagingRole } from '../core/roles.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/** Creator search serves both sides of the marketplace: the advertiser's page (collabSearch) and the reseller's (resellSearch). */
export function searchesCreators(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return isPageAllowed(caps, 'collabSearch') || isPageAllowed(caps, 'resellSearch');
}

/**
 * Commission rates are set by the network's managing roles (admin, super staff, staff) and by the
 * administrators (adsOwner) of a team that may connect stores (authorizeShop: advertiser owners and
 * resellers), for their own team's products and packages.
 */
export function setsCommissions(subject: Subject): boolean {
  if (isManagingRole(subject.accountType)) return true;
  return subject.teams.owner.length > 0 && isComponentAllowed(channelFreeCapabilities(subject), 'authorizeShop');
}

/** The rate of a product (its store's team) or a package (its team): managing roles, or that team's administrator. */
export function canSetCommission(subject: Subject, target: { advertiserId: number | null }): boolean {
  if (!setsCommissions(subject)) return false;
  if (isManagingRole(subject.accountType)) return true;
  return target.advertiserId !== null && subject.teams.owner.includes(target.advertiserId);
}

export const marketPolicies = {
  searchesCreators: onSubject(searchesCreators),
  setsCommissions: onSubject(setsCommissions),
  canSetCommission: onObject(canSetCommission),
} as const satisfies Record<string, Policy>;
