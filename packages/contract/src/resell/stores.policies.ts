// Policies of the resell area's stores part (docs/decisions.md "Reseller (issue 12)").
import { isPageAllowed } from '../core/access.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';
import { resellPages } from '../core/pages.ts';

/** A store as the policies see it: the team (advertiser or reseller) that connected it. */
export type StoreRef = { teamId: number };

/**
 * Spec 6 "store authorization requires being an advertiser or reseller administrator": the holders
 * of authorizeShop who administer (adsOwner) at least one team. Which team, and that it is an
 * advertiser or reseller team, the service checks on the team.
 */
export function canAuthorizeShop(subject: Subject): boolean {
  return channelFreeCapabilities(subject).components.has('authorizeShop') && subject.teams.owner.length > 0;
}

/** Disconnecting a store: an administrator of the team that owns it (with authorizeShop). */
export function canManageStore(subject: Subject, store: StoreRef): boolean {
  return channelFreeCapabilities(subject).components.has('authorizeShop') && subject.teams.owner.includes(store.teamId);
}

/**
 * The network's people who hold the reseller pages (admin, super staff, viewer read-only, agencies)
 * see every store; advertiser and reseller accounts only their teams' stores.
 */
export function seesEveryStore(subject: Subject): boolean {
  if (subject.accountType === 'advertiser' || subject.accountType === 'reseller') return false;
  const caps = channelFreeCapabilities(subject);
  return resellPages.some((page) => isPageAllowed(caps, page));
}

/** The teams whose stores (orders, resale products) the subject sees as a member: any team role. */
export function storeTeamsOf(subject: Subject): number[] {
  return [...new Set([...subject.teams.owner, ...subject.teams.client, ...subject.teams.member])];
}

/** A store, its orders and products: the members of its team (any team role), and those who see every store. */
export function canSeeStore(subject: Subject, store: StoreRef): boolean {
  return seesEveryStore(subject) || storeTeamsOf(subject).includes(store.teamId);
}

/** The store list: whoever may see some store (a team member, or the network's reseller-page holders). */
export function canListStores(subject: Subject): boolean {
  return seesEveryStore(subject) || storeTeamsOf(subject).length > 0;
}

export const storesPolicies = {
  canAuthorizeShop: onSubject(canAuthorizeShop),
  canManageStore: onObject(canManageStore),
  canListStores: onSubject(canListStores),
} as const satisfies Record<string, Policy>;
