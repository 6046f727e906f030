// Policies of the collab area's performance part (merged in policies.ts).
//
// Who sees a case package (and so its cases, their videos, its place in the schedule and its
// performance report), the one rule of the marketplace (docs/decisions.md "Collab: who sees a
// package"): the network's own people (spec 2 "system members": admin, super staff, staff, viewer,
// assistant, finance and their aliases) see every package; everyone else (agencies, advertisers,
// users with an ads role, resellers) only the packages of the advertiser or reseller teams they
// belong to, in any team role. For them another team's package does not exist (404).
import { isPageAllowed } from '../core/access.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { systemAccountTypes } from '../core/roles.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

/** A package as the policies see it: the advertiser (or reseller) team it was opened for, if any. */
export type CollabPackageInReach = { advertiserId: number | null };

/** Spec 2 "system members": the network's own people see every package. */
export function seesEveryCollabPackage(subject: Subject): boolean {
  return (systemAccountTypes as readonly string[]).includes(subject.accountType);
}

/** The advertiser and reseller teams whose packages the subject sees (all roles: owner, client, member). */
export function collabTeamsOf(subject: Subject): number[] {
  return [...new Set([...subject.teams.owner, ...subject.teams.client, ...subject.teams.member])];
}

/** Issue 11: a package reaches the network's own people and the members of its team; nobody else. */
export function canSeeCollabPackage(subject: Subject, pkg: CollabPackageInReach): boolean {
  if (seesEveryCollabPackage(subject)) return true;
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
