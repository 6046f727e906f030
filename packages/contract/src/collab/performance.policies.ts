// Policies of the collab area's performance part (merged in policies.ts).
//
// Who sees a case package (and so its cases, their videos, its place in the schedule and its
// performance report) is the marketplace's one rule, written to match the deals part's
// `canSeePackage` / `canUseDeals` (collab/deals.policies.ts on branch issue11-deals; the two become
// one when merged; docs/decisions.md "Collab: who sees a package"): the network's people (the
// staff-type roles, viewers and the named specific users) see every package; everyone else the
// packages of the advertiser or reseller teams they belong to (owner, client or member) and those
// they opened. Nobody sees one without the collaboration page, case management or a spec 4 table
// (finance, sales, creators, advertising partners). Any other package does not exist (404).
import { isPageAllowed, pageApiKeys } from '../core/access.ts';
import { isExplicitDenial } from '../core/permissions.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { baseAccountType, isStaffTypeRole } from '../core/roles.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/** A package as the policies see it: the advertiser (or reseller) team it is for, and who opened it. */
export type CollabPackageInReach = { advertiserId: number | null; createdBy: number | null };

/** The network's side sees every package: the staff-type roles, viewers (read-only, spec 6) and the named specific users. */
export function seesEveryCollabPackage(subject: Subject): boolean {
  return isStaffTypeRole(subject.accountType) || baseAccountType(subject.accountType) === 'viewer' || subject.specific !== null;
}

/** Spec 2/6: the collaboration pages, case management or a spec 4 table; never when "ad cooperation" (or the page) is explicitly denied. */
export function usesCollabPackages(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  if (pageApiKeys('collabUpcoming').some((key) => isExplicitDenial(caps.displayMap[key]))) return false;
  return (
    isPageAllowed(caps, 'collabUpcoming') ||
    caps.components.has('manageCases') ||
    Object.keys(caps.packageTransitions).length > 0 ||
    Object.keys(caps.caseTransitions).length > 0
  );
}

/** The advertiser and reseller teams whose packages the subject sees (all roles: owner, client, member). */
export function collabTeamsOf(subject: Subject): number[] {
  return [...new Set([...subject.teams.owner, ...subject.teams.client, ...subject.teams.member])];
}

/** Issue 11: a package reaches the network's people, the members of its team and whoever opened it; nobody else. */
export function canSeeCollabPackage(subject: Subject, pkg: CollabPackageInReach): boolean {
  if (!usesCollabPackages(subject)) return false;
  if (seesEveryCollabPackage(subject)) return true;
  if (pkg.createdBy !== null && pkg.createdBy === subject.id) return true;
  return pkg.advertiserId !== null && collabTeamsOf(subject).includes(pkg.advertiserId);
}

/**
 * Spec 6: staff "may edit cases", assistants and agencies "manage packages and cases" (manageCases),
 * resellers manage "case videos" (manageCaseVideos): either adds and removes a case's videos, on the
 * packages the holder sees.
 */
export function canManageCaseVideos(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return caps.components.has('manageCases') || caps.components.has('manageCaseVideos');
}

/** The upcoming and past collaborations (spec 2): whoever may open either page. */
export function canSeeCollabSchedule(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return isPageAllowed(caps, 'collabUpcoming') || isPageAllowed(caps, 'collabPast');
}

export const performancePolicies = {
  canSeeCollabPackage: onObject(canSeeCollabPackage),
  canManageCaseVideos: onSubject(canManageCaseVideos),
  canSeeCollabSchedule: onSubject(canSeeCollabSchedule),
} as const satisfies Record<string, Policy>;
