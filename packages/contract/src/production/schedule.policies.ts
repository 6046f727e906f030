// Policies of the publishing calendar (issue 29; docs/decisions/production.md). Who reads and
// who plans follows the video data manager's rule (channel-sides.ts channelDataRule): the managing
// roles and whoever holds the publishPlatform page off any channel (the viewer) read every channel,
// a channel's members read theirs; the creator's side (the channel's owner or staff member) and the
// managing roles plan.
import { onObject, type Policy } from '../core/policy.ts';
import { channelDataRule } from './channel-sides.ts';

const rule = channelDataRule('publishPlatform');

/** Every channel's releases: the managing roles and whoever holds the publishPlatform page off any channel (viewer, overrides). */
export const readsEveryChannelSchedule = rule.readsEvery;

/** Reads a channel's releases (no channel: whether the caller reads any). */
export const readsSchedule = rule.reads;

/** Plans, moves and cancels a channel's releases: the managing roles, and the channel's owner or staff member; never the viewer nor a plain member. */
export const schedulesReleases = rule.changes;

export const productionSchedulePolicies = {
  readsSchedule: onObject(readsSchedule),
  schedulesReleases: onObject(schedulesReleases),
} as const satisfies Record<string, Policy>;
