// Port: who a user is, with everything authorization and user_info need (modules/users/user-directory.ts).
import type { AccountType, AdsMemberType, ChannelEntry, PermissionEntry, SpecificUserCapabilities } from '@chorus/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';

export type AdvertiserRef = { advertiser_id: number; name: string };

export type UserProfile = {
  row: Selectable<UsersTable>;
  accountType: AccountType;
  channels: ChannelEntry[];
  ownerChannels: { channel_id: string; channel_title: string }[];
  staffChannels: { channel_id: string; channel_title: string }[];
  memberChannels: { channel_id: string; channel_title: string }[];
  ownerAdvertisers: AdvertiserRef[];
  clientAdvertisers: AdvertiserRef[];
  memberAdvertisers: AdvertiserRef[];
  adsMemberType: AdsMemberType | null;
  permissions: PermissionEntry[];
  specific: SpecificUserCapabilities | null;
  /**
   * Administers or uses at least one channel group: grants the channel group page (contract
   * `channelGroupMemberCapabilities`). Group people changes invalidate the people concerned.
   */
  inChannelGroup: boolean;
};

/** Profiles cached per user and dropped on every change (see InvalidationBus). */
export interface UserDirectory {
  get(userId: number): Promise<UserProfile | null>;
  /** Drops the user's profile in every process. */
  invalidate(userId: number): void;
}
