// Where a person stands on a channel, for the production parts' policies (issue 29): among its
// members, or on its creator's side (the owner, or the staff member who manages the creator). The
// publishing calendar and the video data manager read by membership and write from the creator's
// side; the edit requests' creator is that side without the network's managing roles.
import type { Subject } from '../core/subject.ts';

type Channel = { channel_id: string };

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
