// Which channels a person may open (spec 6): the network's own people and agencies see every
// channel; creators see the channels they belong to; a channel group or a scoped permission adds
// channels (added by the access administration). Anything else answers 404.
// Spec 3: a channel may be hidden from advertisers; they do not see it unless they belong to it.
import type { SpecificUserCapabilities } from '../core/capabilities.ts';
import { baseAccountType, type AccountType, type BaseAccountType } from '../core/roles.ts';

const everyChannel: readonly BaseAccountType[] = ['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'agency', 'agency_team'];

export function seesEveryChannel(accountType: AccountType, specific?: SpecificUserCapabilities | null): boolean {
  if (everyChannel.includes(baseAccountType(accountType))) return true;
  // The people named in specificUsers work across the network's channels.
  return Boolean(specific?.pages?.some((p) => p === 'overview'));
}

/**
 * Spec 3 "hidden flag with reason (hidden from the current or all advertisers)", spec 2 "channel
 * hide/show setting for advertisers": advertiser accounts do not see hidden channels (except one
 * they belong to); everyone else sees them, and is told that they are hidden.
 */
export function seesHiddenChannels(accountType: AccountType): boolean {
  return baseAccountType(accountType) !== 'advertiser';
}
