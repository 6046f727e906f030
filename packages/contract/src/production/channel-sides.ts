// Where a person stands on a channel, for the production parts' policies (issue 29): among its
// members, or on its creator's side (the owner, or the staff member who manages the creator). The
// publishing calendar and the video data manager read by membership and write from the creator's
// side (channelDataRule); the edit requests' creator is that side without the network's managing roles.
import type { PageKey } from '../core/pages.ts';
import { channelFreeCapabilities, isManaging, type Subject } from '../core/subject.ts';

export type Channel = { channel_id: string };

const creatorSide = (c: Subject['channels'][number]) => c.member_type === 'owner' || c.member_type === 'staff';

/** A member of the channel (no channel: of any channel). */
export function memberOfChannel(subject: Subject, channel?: Channel): boolean {
  if (channel === undefined) return subject.channels.length > 0;
  return subject.channels.some((c) => c.channel_id === channel.channel_id);
}

/** The channel's owner or staff member (no channel: of any channel); never a plain member. */
export function onCreatorSide(subject: Subject, channel?: Channel): boolean {
  if (channel === undefined) return subject.channels.some(creatorSide);
  return subject.channels.some((c) => c.channel_id === channel.channel_id && creatorSide(c));
}

/**
 * The rule of a channel's production data shown on `page` (the publishing calendar, the video data
 * manager): the managing roles and whoever holds the page off any channel (the viewer, overrides)
 * read every channel (`readsEvery`), a channel's members read theirs (`reads`; no channel: whether
 * the caller reads any); the managing roles and the channel's creator side change it (`changes`),
 * never the viewer nor a plain member.
 */
export function channelDataRule(page: PageKey) {
  const readsEvery = (subject: Subject): boolean => isManaging(subject) || channelFreeCapabilities(subject).pages.has(page);
  return {
    readsEvery,
    reads: (subject: Subject, channel?: Channel): boolean => readsEvery(subject) || memberOfChannel(subject, channel),
    changes: (subject: Subject, channel?: Channel): boolean => isManaging(subject) || onCreatorSide(subject, channel),
  };
}
