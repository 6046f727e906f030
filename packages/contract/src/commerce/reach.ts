// Who reaches which channels in the commerce area (issue 28; docs/decisions/commerce.md):
// spec 6 gives the viewer read-only access to the extra pages (ec, courses, studioStore); the issue
// adds that the network's staff and finance see every channel's commerce and that a channel's
// owner (and its manager, member type `staff`) see their own channels only. One rule for the three
// parts, so the course page, the studio store and the creator's store agree on who sees what.
import { baseAccountType, isManagingRole } from '../core/roles.ts';
import type { Subject } from '../core/subject.ts';

/** The network's people who read every channel's commerce: admin, super staff, staff, viewer, finance (and sales). */
const everyChannelReaders = new Set(['admin', 'super_staff', 'staff', 'viewer', 'finance']);

/** The channels a caller's commerce screens cover: every channel, or these. */
export type CommerceReach = { every: true } | { every: false; channelIds: string[] };

/** Issue 28: staff, finance and viewer see every channel; a channel's owner and manager their own. */
export function commerceReach(subject: Subject): CommerceReach {
  if (everyChannelReaders.has(baseAccountType(subject.accountType))) return { every: true };
  return { every: false, channelIds: managedChannelIds(subject) };
}

/** The channels where the caller is owner or manager (member type owner or staff). */
export function managedChannelIds(subject: Subject): string[] {
  return subject.channels.filter((c) => c.member_type === 'owner' || c.member_type === 'staff').map((c) => c.channel_id);
}

/** The channels a commerce query keeps to: null for every channel, else the caller's own (see commerceReach). */
export function commerceChannelScope(subject: Subject): string[] | null {
  const reach = commerceReach(subject);
  return reach.every ? null : reach.channelIds;
}

export function reachesChannel(subject: Subject, channelId: string): boolean {
  const reach = commerceReach(subject);
  return reach.every || reach.channelIds.includes(channelId);
}

/** Admin, super staff and staff (spec 6's managing roles): they run the network's side of commerce. */
export function operatesNetwork(subject: Subject): boolean {
  return isManagingRole(subject.accountType);
}

/** Finance (and sales) with the operators: money entered by hand or uploaded feeds statements. */
export function keepsCommerceBooks(subject: Subject): boolean {
  return operatesNetwork(subject) || baseAccountType(subject.accountType) === 'finance';
}
