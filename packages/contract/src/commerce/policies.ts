// Policies of the commerce area (issue 28; docs/decisions/commerce.md). Reads: whoever
// reaches a channel (reach.ts: staff, finance and viewer every channel; owners and managers their
// own). Writes: the network's operators run the studio store and, with finance, the course books;
// a channel's owner and manager keep its course catalogue and order studio services for it; only the
// owner connects the channel's own store; whether the network runs it is finance's, like the ratios.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { ownsChannel, type Subject } from '../core/subject.ts';
import { canSetRatios } from '../accounting/ledger.policies.ts';
import { commerceReach, keepsCommerceBooks, managedChannelIds, operatesNetwork, reachesChannel } from './reach.ts';
import type { StudioOrderStatus, StudioServiceKind } from './studio-store.schemas.ts';

/** The commerce screens are for those who reach at least one channel (403 for anyone else). */
export function reachesCommerce(subject: Subject): boolean {
  const reach = commerceReach(subject);
  return reach.every || reach.channelIds.length > 0;
}

/** One channel's courses, studio orders and store: 404 for a channel out of reach. */
export function canSeeCommerceChannel(subject: Subject, channelId: string): boolean {
  return reachesChannel(subject, channelId);
}

/** A channel's course catalogue: its owner and manager, and the network's operators and finance. */
export function canEditCourses(subject: Subject, channelId: string): boolean {
  return keepsCommerceBooks(subject) || managedChannelIds(subject).includes(channelId);
}

/** Course sales feed statements: uploaded or entered by the network's operators and finance, never by the creator. */
export function canEnterCourseSales(subject: Subject): boolean {
  return keepsCommerceBooks(subject);
}

/** Issue 28 "staff keep a catalogue of services": admin, super staff, staff. */
export function canKeepStudioCatalogue(subject: Subject): boolean {
  return operatesNetwork(subject);
}

/** Issue 28 "a creator (channel owner or manager) orders for a channel"; the staff may order for any channel. */
export function canOrderStudio(subject: Subject, channelId: string): boolean {
  return operatesNetwork(subject) || managedChannelIds(subject).includes(channelId);
}

/** An order as the move policy sees it. */
export type StudioOrderInReach = { channelId: string; status: StudioOrderStatus; kind: StudioServiceKind };
export type StudioOrderMove = Exclude<StudioOrderStatus, 'requested'>;

/** The moves from each status: a studio booking is scheduled before it is delivered, other services are delivered once confirmed. */
export function studioOrderMoves(order: Pick<StudioOrderInReach, 'status' | 'kind'>): StudioOrderMove[] {
  switch (order.status) {
    case 'requested':
      return ['confirmed', 'cancelled'];
    case 'confirmed':
      return order.kind === 'studio' ? ['scheduled', 'cancelled'] : ['delivered', 'cancelled'];
    case 'scheduled':
      return ['scheduled', 'delivered', 'cancelled'];
    case 'delivered':
      return ['cancelled'];
    case 'cancelled':
      return [];
  }
}

/** Issue 28 "staff confirm, schedule and mark delivered": the staff make every move; the ordering channel's owner or manager may only cancel before scheduling. */
export function canMoveStudioOrder(subject: Subject, order: StudioOrderInReach, to: StudioOrderMove): boolean {
  if (!studioOrderMoves(order).includes(to)) return false;
  if (operatesNetwork(subject)) return true;
  const own = managedChannelIds(subject).includes(order.channelId);
  return own && to === 'cancelled' && (order.status === 'requested' || order.status === 'confirmed');
}

/** Issue 28 "a channel owner connects the creator's own Shopify store": the owner alone (the store is the channel's). */
export function canConnectChannelStore(subject: Subject, channelId: string): boolean {
  return ownsChannel(subject, channelId);
}

/** Whether the network runs a creator's store sets a statement line: finance's, as the ratios are (spec 6 "set channel revenue share"). */
export function canSetStoreTerms(subject: Subject): boolean {
  return canSetRatios(subject);
}

export const commercePolicies = {
  reachesCommerce: onSubject(reachesCommerce),
  canSeeCommerceChannel: onObject(canSeeCommerceChannel),
  canEditCourses: onObject(canEditCourses),
  canEnterCourseSales: onSubject(canEnterCourseSales),
  canKeepStudioCatalogue: onSubject(canKeepStudioCatalogue),
  canOrderStudio: onObject(canOrderStudio),
  canMoveStudioOrder: onObject(canMoveStudioOrder),
  canConnectChannelStore: onObject(canConnectChannelStore),
  canSetStoreTerms: onSubject(canSetStoreTerms),
} as const satisfies Record<string, Policy>;
