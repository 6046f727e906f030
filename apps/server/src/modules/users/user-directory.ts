// Who a user is, with everything authorization and user_info need, cached per user and dropped on
// every change (see InvalidationBus).
import { deriveAdsMemberType, mergeChannelLists, type AccountType } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { KeyedCache, type InvalidationBus } from '../../cache/invalidation-bus.ts';
import type { UserDirectory as UserDirectoryPort, UserProfile } from '../../ports/user-directory.ts';
import type { SpecificUsers } from './specific-users.ts';
import { findAdvertiserMemberships, findChannelMemberships, findPermissions, findUserById, isInAnyChannelGroup } from './users.repository.ts';

export type { AdvertiserRef, UserProfile } from '../../ports/user-directory.ts';

export class UserDirectory implements UserDirectoryPort {
  private readonly cache = new KeyedCache<Promise<UserProfile | null>>();

  private readonly db: Db;
  private readonly bus: InvalidationBus;
  private readonly specificUsers: SpecificUsers;

  constructor(db: Db, bus: InvalidationBus, specificUsers: SpecificUsers) {
    this.db = db;
    this.bus = bus;
    this.specificUsers = specificUsers;
    bus.subscribe((m) => {
      if (m.kind === 'user') this.cache.delete(m.id);
      else if (m.kind === 'all') this.cache.clear();
    });
  }

  get(userId: number): Promise<UserProfile | null> {
    const key = String(userId);
    let entry = this.cache.get(key);
    if (!entry) {
      entry = this.load(userId);
      this.cache.set(key, entry);
      entry.catch(() => this.cache.delete(key));
    }
    return entry;
  }

  invalidate(userId: number): void {
    this.bus.publish({ kind: 'user', id: String(userId) });
  }

  private async load(userId: number): Promise<UserProfile | null> {
    const [row, memberships, advertisers, permissions, inChannelGroup] = await Promise.all([
      findUserById(this.db, userId),
      findChannelMemberships(this.db, userId),
      findAdvertiserMemberships(this.db, userId),
      findPermissions(this.db, userId),
      isInAnyChannelGroup(this.db, userId),
    ]);
    if (!row) return null;
    const pick = (type: string) => memberships.filter((m) => m.member_type === type).map(({ channel_id, channel_title }) => ({ channel_id, channel_title }));
    const ads = (role: string) => advertisers.filter((a) => a.role === role).map(({ advertiser_id, name }) => ({ advertiser_id, name }));
    const ownerChannels = pick('owner');
    const staffChannels = pick('staff');
    const memberChannels = pick('member');
    const ownerAdvertisers = ads('adsOwner');
    const clientAdvertisers = ads('adsClient');
    const memberAdvertisers = ads('adsMember');
    return {
      row,
      accountType: row.account_type as AccountType,
      channels: mergeChannelLists({ owner: ownerChannels, staff: staffChannels, member: memberChannels }),
      ownerChannels,
      staffChannels,
      memberChannels,
      ownerAdvertisers,
      clientAdvertisers,
      memberAdvertisers,
      adsMemberType: deriveAdsMemberType({
        owner_advertisers: ownerAdvertisers,
        advertiser_clinet: clientAdvertisers,
        advertiser_member: memberAdvertisers,
      }),
      permissions,
      specific: this.specificUsers.for(row.email),
      inChannelGroup,
    };
  }
}
