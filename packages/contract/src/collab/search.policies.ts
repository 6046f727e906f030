// Policies of the collab area's search part (merged in policies.ts).
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { baseAccountType } from '../core/roles.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';

/** The teams a person belongs to in any role (spec 3 owner_advertisers, advertiser_clinet, advertiser_member). */
export function teamsOf(subject: Subject): number[] {
  return [...new Set([...subject.teams.owner, ...subject.teams.client, ...subject.teams.member])];
}

/**
 * Issue 11 favourites: a personal list is its owner's alone; a list shared with an advertiser team
 * is every member's of that team (owner, client or member alike, NoxInfluencer's shared folders),
 * to read, rename, delete and fill. Nobody else may see it, administrators included.
 */
export function canUseFavouriteList(subject: Subject, list: { owner_user_id: number | null; advertiser_id: number | null }): boolean {
  if (list.owner_user_id !== null) return list.owner_user_id === subject.id;
  return list.advertiser_id !== null && teamsOf(subject).includes(list.advertiser_id);
}

/**
 * Issue 23: spec 6 makes the viewer read-only on the collaboration pages, so it keeps no favourites
 * lists (it belongs to no advertiser team either, so it would have none to read); every other holder
 * of the favourites page creates them.
 */
export function keepsFavouriteLists(subject: Subject): boolean {
  return baseAccountType(subject.accountType) !== 'viewer' && subjectCapabilities(subject).pages.has('collabFav');
}

export const searchPolicies = {
  keepsFavouriteLists: onSubject(keepsFavouriteLists),
  canUseFavouriteList: onObject(canUseFavouriteList),
} as const satisfies Record<string, Policy>;
