// Who may administer what, read from a caller's profile: the role's default (spec 6) and the API
// permission entries (spec 3), where a global entry grants a function and an explicit denial
// (neither global nor scoped) takes it away, as for pages (docs/decisions.md).
import {
  buildDisplayMap,
  isComponentAllowed,
  isExplicitDenial,
  isManagingRole,
  isTopRole,
  resolveCapabilities,
  type PermissionDisplayMap,
  type PermissionItemKey,
  type ResolvedCapabilities,
} from '@chorus/contract';
import { capabilitiesOf } from '../../http/principal.ts';
import type { UserProfile } from '../users/index.ts';

const displayMaps = new WeakMap<UserProfile, PermissionDisplayMap>();

/** The display map of a profile, computed once per profile version. */
export function displayMapOf(profile: UserProfile): PermissionDisplayMap {
  let map = displayMaps.get(profile);
  if (!map) {
    map = buildDisplayMap(profile.permissions);
    displayMaps.set(profile, map);
  }
  return map;
}

/** A function gated by a permission item: the role's default, a global grant, or neither after an explicit denial. */
export function itemAllowed(profile: UserProfile, key: PermissionItemKey, roleDefault: boolean): boolean {
  const scope = displayMapOf(profile)[key];
  if (isExplicitDenial(scope)) return false;
  return roleDefault || scope?.global === true;
}

export const isManaging = (profile: UserProfile) => isManagingRole(profile.accountType);
export const isTop = (profile: UserProfile) => isTopRole(profile.accountType);

/** The capabilities that need no channel: the `all` and `guest` sub-keys, the ads role, overrides, group membership. */
export function channelFreeCapabilities(profile: UserProfile): ResolvedCapabilities {
  return resolveCapabilities({
    accountType: profile.accountType,
    channelMemberType: null,
    adsMemberType: profile.adsMemberType,
    specific: profile.specific,
    permissions: profile.permissions,
    inChannelGroup: profile.inChannelGroup,
  });
}

/** Channels the caller owns where their role grants a component (e.g. deleteMember, listMembers). */
export function ownedChannelsWith(profile: UserProfile, component: Parameters<typeof isComponentAllowed>[1]): string[] {
  return profile.ownerChannels.map((c) => c.channel_id).filter((id) => isComponentAllowed(capabilitiesOf(profile, id), component));
}

/** Anyone whose role lets them invite someone (with or without a channel). */
export function mayInviteSomeone(profile: UserProfile): boolean {
  return capabilitiesOf(profile).allowInvite.size > 0;
}
