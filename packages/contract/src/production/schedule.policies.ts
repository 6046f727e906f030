// Policies of the publishing calendar (issue 29; docs/decisions/production.md). Who reads and
// who plans follows the video data manager's rule: the managing roles and whoever holds the
// publishPlatform page off any channel (the viewer) read every channel, a channel's members read
// theirs; the creator's side (the channel's owner or staff member) and the managing roles plan.
import { onObject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, isManaging, type Subject } from '../core/subject.ts';
import { memberOfChannel, onCreatorSide } from './channel-sides.ts';

/** Every channel's releases: the managing roles and whoever holds the publishPlatform page off any channel (viewer, overrides). */
export function readsEveryChannelSchedule(subject: Subject): boolean {
  return isManaging(subject) || channelFreeCapabilities(subject).pages.has('publishPlatform');
}

/** Reads a channel's releases (no channel: whether the caller reads any). */
export function readsSchedule(subject: Subject, channel?: { channel_id: string }): boolean {
  return readsEveryChannelSchedule(subject) || memberOfChannel(subject, channel);
}

/** Plans, moves and cancels a channel's releases: the managing roles, and the channel's owner or staff member; never the viewer nor a plain member. */
export function schedulesReleases(subject: Subject, channel?: { channel_id: string }): boolean {
  return isManaging(subject) || onCreatorSide(subject, channel);
}

export const productionSchedulePolicies = {
  readsSchedule: onObject(readsSchedule),
  schedulesReleases: onObject(schedulesReleases),
} as const satisfies Record<string, Policy>;
