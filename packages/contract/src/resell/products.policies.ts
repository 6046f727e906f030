// Policies of the resell area's products part (docs/decisions.md "Reseller (issue 12)").
//
// Stores: the network's people who hold the reseller pages (admin, super staff, viewer read-only,
// agencies) see every store; everyone else the stores of their own teams. Videos: the network's
// people may put products on any channel video; a team's people on the case videos of their teams'
// packages. Anything else is not found.
import { isPageAllowed } from '../core/access.ts';
import { onSubject, type Policy } from '../core/policy.ts';
import { baseAccountType } from '../core/roles.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

const networkTypes = new Set(['admin', 'super_staff', 'viewer', 'agency', 'agency_team']);

/** Spec 6: the network roles with the reseller pages see every store and every video's sales. */
export function resaleSeesEveryStore(subject: Subject): boolean {
  return networkTypes.has(baseAccountType(subject.accountType)) && isPageAllowed(channelFreeCapabilities(subject), 'resellPerformance');
}

/** The teams whose stores (and resale products) the subject sees: owners, clients and members. */
export function resaleStoreTeamsOf(subject: Subject): number[] {
  return [...new Set([...subject.teams.owner, ...subject.teams.client, ...subject.teams.member])];
}

/** Object scope of a store: every store for the network roles, else their own teams' stores. */
export function canSeeResaleStore(subject: Subject, store: { advertiserId: number }): boolean {
  return resaleSeesEveryStore(subject) || resaleStoreTeamsOf(subject).includes(store.advertiserId);
}

/** Spec 3 resale products on videos: those who add them (manageResellProducts) or read the reseller's performance page. */
export function canSeeResellProducts(subject: Subject): boolean {
  const caps = channelFreeCapabilities(subject);
  return caps.components.has('manageResellProducts') || isPageAllowed(caps, 'resellPerformance');
}

export const productsPolicies = {
  canSeeResellProducts: onSubject(canSeeResellProducts),
} as const satisfies Record<string, Policy>;
