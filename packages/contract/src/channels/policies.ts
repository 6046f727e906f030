// Channel policies (spec 6 "which channels a person may open", spec 3 hidden channels): what a
// person's channel reach is, from the subject alone. The server applies it as SQL
// (apps/server/src/modules/channels/channel-access.ts), for every channel-scoped request and for
// the channel list.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { baseAccountType, isManagingRole, isStaffTypeRole } from '../core/roles.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';
import { seesEveryChannel, seesHiddenChannels } from './channel-scope.ts';

export type ChannelReach = {
  userId: number;
  /** Every channel (the network's own people, agencies, the per-e-mail overrides). */
  everyChannel: boolean;
  /** The channels the person belongs to: always visible, hidden or not. */
  memberChannelIds: readonly string[];
  /** Channels and channel groups named in the person's permission entries. */
  grantedChannelIds: readonly string[];
  grantedGroupIds: readonly number[];
  /** Hidden channels are left out (advertisers), except the person's own. */
  excludesHidden: boolean;
};

const reaches = new WeakMap<Subject, ChannelReach>();

/** Spec 6: every channel for the network's people and agencies; else one's own, those of one's groups, those granted; spec 3: advertisers never see a hidden channel not their own. */
export function channelsInReach(subject: Subject): ChannelReach {
  let reach = reaches.get(subject);
  if (!reach) {
    reach = {
      userId: subject.id,
      everyChannel: seesEveryChannel(subject.accountType, subject.specific),
      memberChannelIds: subject.channels.map((c) => c.channel_id),
      grantedChannelIds: [...new Set(subject.permissions.flatMap((p) => p.channel_ids))],
      grantedGroupIds: [...new Set(subject.permissions.flatMap((p) => p.channel_group_ids))],
      excludesHidden: !seesHiddenChannels(subject.accountType),
    };
    reaches.set(subject, reach);
  }
  return reach;
}

/** Spec 6: revenue per content-strategy bucket for the staff-type roles and whoever holds contentStrategyRevenue on the channel. */
export function canSeeStrategyRevenue(subject: Subject, channelId: string): boolean {
  return isStaffTypeRole(subject.accountType) || subjectCapabilities(subject, channelId).components.has('contentStrategyRevenue');
}

export type RevenueAlertReach = { every: true } | { every: false; channelIds: readonly string[] };

/**
 * Issue 30, revenue health alerts: the managing roles (admin, super staff, staff) and finance (and
 * sales) see every channel's; a channel's owner those of the channels they own (with the page there).
 */
export function revenueAlertReach(subject: Subject): RevenueAlertReach {
  if (isManagingRole(subject.accountType) || baseAccountType(subject.accountType) === 'finance') return { every: true };
  const channelIds = subject.channels
    .filter((c) => c.member_type === 'owner' && subjectCapabilities(subject, c.channel_id).pages.has('revenueHealth'))
    .map((c) => c.channel_id);
  return { every: false, channelIds };
}

/** Who may set the alerts' threshold: the managing roles and finance. */
export function setsRevenueHealthThreshold(subject: Subject): boolean {
  return isManagingRole(subject.accountType) || baseAccountType(subject.accountType) === 'finance';
}

export const channelsPolicies = {
  channelsInReach: onObject(channelsInReach),
  canSeeStrategyRevenue: onObject(canSeeStrategyRevenue),
  revenueAlertReach: onObject(revenueAlertReach),
  setsRevenueHealthThreshold: onSubject(setsRevenueHealthThreshold),
} as const satisfies Record<string, Policy>;
