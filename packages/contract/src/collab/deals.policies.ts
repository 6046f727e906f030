// Policies of the collab area's deals part (merged in policies.ts): who sees case packages, who
// changes them, and which status moves spec 4 allows the caller. The server judges with these; the
// web app draws its buttons with the same functions (docs/decisions.md "Case packages: who does what").
import { isPageAllowed, pageApiKeys } from '../core/access.ts';
import { isExplicitDenial } from '../core/permissions.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { baseAccountType, isStaffTypeRole } from '../core/roles.ts';
import type { CaseStatus, PackageStatus } from '../core/statuses.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/** A package as the policies see it: the team it is for, who opened it, its status. */
export type PackageInReach = { advertiserId: number | null; createdBy: number | null; status: PackageStatus };

/** The network's side sees every package: the staff-type roles, viewers (read-only, spec 6) and the named specific users. */
export function seesEveryPackage(subject: Subject): boolean {
  return isStaffTypeRole(subject.accountType) || baseAccountType(subject.accountType) === 'viewer' || subject.specific !== null;
}

/**
 * Spec 2/6: the collaboration pages, or a status table of spec 4 (resellers move their own
 * packages; staff moves cases), or the case management of spec 6; never for someone whose "ad
 * cooperation" item (or the page) is explicitly denied.
 */
export function canUseDeals(subject: Subject): boolean {
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

/** Object scope: the network sees every package; everyone else those of their own teams and those they opened. */
export function canSeePackage(subject: Subject, pkg: Pick<PackageInReach, 'advertiserId' | 'createdBy'>): boolean {
  if (!canUseDeals(subject)) return false;
  if (seesEveryPackage(subject)) return true;
  if (pkg.createdBy === subject.id) return true;
  return pkg.advertiserId !== null && collabTeamsOf(subject).includes(pkg.advertiserId);
}

/** Spec 2 "after submission only sales or admins modify": the case managers of spec 6 (admin, super staff, staff, assistants, agencies, named users). */
export function negotiatesDeals(subject: Subject): boolean {
  return channelFreeCapabilities(subject).components.has('manageCases');
}

/**
 * Who may act on a package they see (change its content while draft, move its status by their
 * table): the case managers, the package managers of spec 6, and the owners and members of its
 * team (a reseller team's owner moves its packages). Viewers and a team's clients only read.
 */
export function canActOnPackage(subject: Subject, pkg: PackageInReach): boolean {
  if (!canSeePackage(subject, pkg)) return false;
  if (negotiatesDeals(subject) || channelFreeCapabilities(subject).components.has('managePackages')) return true;
  return pkg.advertiserId !== null && (subject.teams.owner.includes(pkg.advertiserId) || subject.teams.member.includes(pkg.advertiserId));
}

/** Spec 4 "to delete or edit, the status must first be set to draft": name, description, cases, request form. */
export function canEditPackage(subject: Subject, pkg: PackageInReach): boolean {
  return pkg.status === 'draft' && canActOnPackage(subject, pkg) && channelFreeCapabilities(subject).components.has('managePackages');
}

/** Remarks and prices of a case: the case managers at any status; the package's editors while it is a draft (remarks only). */
export function canEditCaseRemarks(subject: Subject, pkg: PackageInReach): boolean {
  return (canActOnPackage(subject, pkg) && negotiatesDeals(subject)) || canEditPackage(subject, pkg);
}
export function canEditCasePrices(subject: Subject, pkg: PackageInReach): boolean {
  return canActOnPackage(subject, pkg) && negotiatesDeals(subject);
}

/** The responsible officer is set by the network's case managers (admin, super staff, staff, assistants, named users). */
export function canAssignOfficer(subject: Subject): boolean {
  return negotiatesDeals(subject) && seesEveryPackage(subject);
}

/** Spec 4 package table, for this caller on this package: the targets allowed from its status. */
export function packageMoves(subject: Subject, pkg: PackageInReach): PackageStatus[] {
  if (!canActOnPackage(subject, pkg)) return [];
  return channelFreeCapabilities(subject).packageTransitions[pkg.status] ?? [];
}

/** Spec 4 case table, for this caller on a case of this package. */
export function caseMoves(subject: Subject, pkg: PackageInReach, from: CaseStatus): CaseStatus[] {
  if (!canActOnPackage(subject, pkg)) return [];
  return channelFreeCapabilities(subject).caseTransitions[from] ?? [];
}

export const dealsPolicies = {
  canUseDeals: onSubject(canUseDeals),
  canSeePackage: onObject(canSeePackage),
  canActOnPackage: onObject(canActOnPackage),
  canEditPackage: onObject(canEditPackage),
  canEditCaseRemarks: onObject(canEditCaseRemarks),
  canAssignOfficer: onSubject(canAssignOfficer),
} as const satisfies Record<string, Policy>;
