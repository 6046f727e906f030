// Policies of the resell area's orders part: who sees a store's orders, who starts its sync
// (docs/decisions.md "Reseller (issue 12)"). Judged on the store (its owning team) by the service.
import { isPageAllowed } from '../core/access.ts';
import { onObject, type Policy } from '../core/policy.ts';
import { baseAccountType } from '../core/roles.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';
import { canSeeStore } from './stores.policies.ts';

/** A store as these policies see it: the advertiser or reseller team that connected it. */
export type StoreInReach = { advertiserId: number };

/** Spec 2 "orders": the page holders, on the stores of their own teams, or on every store for the network roles. */
export function canSeeStoreOrders(subject: Subject, store: StoreInReach): boolean {
  if (!isPageAllowed(channelFreeCapabilities(subject), 'resellOrders')) return false;
  return canSeeStore(subject, { teamId: store.advertiserId });
}

/** Spec 2 "orders with a sync action": the store's team owners and members, admin and super staff; viewers, agencies and clients only read. */
export function canSyncStoreOrders(subject: Subject, store: StoreInReach): boolean {
  if (!canSeeStoreOrders(subject, store)) return false;
  const base = baseAccountType(subject.accountType);
  if (base === 'admin' || base === 'super_staff') return true;
  return base !== 'viewer' && (subject.teams.owner.includes(store.advertiserId) || subject.teams.member.includes(store.advertiserId));
}

export const ordersPolicies = {
  canSeeStoreOrders: onObject(canSeeStoreOrders),
  canSyncStoreOrders: onObject(canSyncStoreOrders),
} as const satisfies Record<string, Policy>;
