// Which channels a person may open (spec 6): the network's own people and agencies see every
// channel; creators see the channels they belong to; a channel group or a scoped permission adds
// channels (added by the access administration). Anything else answers 404.
import type { SpecificUserCapabilities } from '../capabilities.ts';
import { baseAccountType, type AccountType, type BaseAccountType } from '../roles.ts';

const everyChannel: readonly BaseAccountType[] = ['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'agency', 'agency_team'];

export function seesEveryChannel(accountType: AccountType, specific?: SpecificUserCapabilities | null): boolean {
  if (everyChannel.includes(baseAccountType(accountType))) return true;
  // The people named in specificUsers work across the network's channels.
  return Boolean(specific?.pages?.some((p) => p === 'overview'));
}
