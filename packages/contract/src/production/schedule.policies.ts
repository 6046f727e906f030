// Policies of the publishing calendar (issue 29; docs/decisions/production.md). Who reads and
// who plans follows the video data manager's rule (channel-sides.ts channelDataRule): the managing
// roles and whoever holds the publishPlatform page off any channel (the viewer) read every channel,
// a channel's members read theirs; the creator's side (the channel's owner or staff member) and the
// managing roles plan.
import { onObject, type Policy } from '../core/policy.ts';
import type { Subject } from '../core/subject.ts';
import { channelDataRule, type Channel } from './channel-sides.ts';

const rule = channelDataRule('publishPlatform');

/** Every channel's releases: the managing roles and whoever holds the publishPlatform page off any channel (viewer, overrides). */
export const readsEveryChannelSchedule = rule.readsEvery;

// Functions of their own name, not the rule's: the policy registry names each policy after its judge.
/** Reads a channel's releases (no channel: whether the caller reads any). */
export const readsSchedule = (subject: Subject, channel?: Channel): boolean => rule.reads(subject, channel);

/** Plans, moves and cancels a channel's releases: the managing roles, and the channel's owner or staff member; never the viewer nor a plain member. */
export const schedulesReleases = (subject: Subject, channel?: Channel): boolean => rule.changes(subject, channel);

export const productionSchedulePolicies = {
  readsSchedule: onObject(readsSchedule),
  schedulesReleases: onObject(schedulesReleases),
} as const satisfies Record<string, Policy>;
