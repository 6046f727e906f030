// One resolution of "what may this person see and do", used by the server to authorize and by the
// web app to draw navigation and actions. Spec 2 (visibility), 4 (member types), 6 (capabilities).
import { capabilityTable, channelGroupMemberCapabilities, type CapabilitySet, type SpecificUserCapabilities } from './capabilities.ts';
import type { ComponentKey } from './components.ts';
import { isChannelPage, navGroups, type NavGroup, type PageKey } from './pages.ts';
import { buildDisplayMap, isExplicitDenial, type PermissionDisplayMap, type PermissionEntry } from './permissions.ts';
import type { AccountType, AdsMemberType, ChannelMemberType } from './roles.ts';
import { baseAccountType } from './roles.ts';
import { staffCaseTransitions, staffPackageTransitions } from './statuses.ts';
import type { CaseStatus, CaseTransitions, PackageStatus, PackageTransitions } from './statuses.ts';

export type AccessSubject = {
  accountType: AccountType;
  /** The member type on the current channel; null when there is none (the `guest` sub-key applies). */
  channelMemberType: ChannelMemberType | null;
  adsMemberType: AdsMemberType | null;
  specific?: SpecificUserCapabilities | null;
  permissions?: readonly PermissionEntry[];
  /** Administers or uses at least one channel group (spec 2): grants the channel group page. */
  inChannelGroup?: boolean;
};

export type ResolvedCapabilities = {
  pages: Set<PageKey>;
  components: Set<ComponentKey>;
  allowInvite: Set<AccountType>;
  allowInviteAds: Set<AdsMemberType>;
  packageTransitions: PackageTransitions;
  caseTransitions: CaseTransitions;
  displayMap: PermissionDisplayMap;
};

export function resolveCapabilities(subject: AccessSubject): ResolvedCapabilities {
  const row = capabilityTable[baseAccountType(subject.accountType)];
  const sources: (CapabilitySet | undefined | null)[] = [
    row.all,
    subject.channelMemberType ? row[subject.channelMemberType] : row.guest,
    subject.adsMemberType ? row[subject.adsMemberType] : undefined,
    // Spec 4: the named specific users change package (and case) statuses like admin and super staff.
    subject.specific ? { ...subject.specific, validPackageStatusItems: staffPackageTransitions, validCaseStatusItems: staffCaseTransitions } : null,
    subject.inChannelGroup ? channelGroupMemberCapabilities : null,
  ];
  const resolved: ResolvedCapabilities = {
    pages: new Set(),
    components: new Set(),
    allowInvite: new Set(),
    allowInviteAds: new Set(),
    packageTransitions: {},
    caseTransitions: {},
    displayMap: buildDisplayMap(subject.permissions ?? []),
  };
  for (const source of sources) {
    if (!source) continue;
    source.pages?.forEach((p) => resolved.pages.add(p));
    source.components?.forEach((c) => resolved.components.add(c));
    source.allowInvite?.forEach((t) => resolved.allowInvite.add(t));
    source.allowInviteAds?.forEach((t) => resolved.allowInviteAds.add(t));
    mergeTransitions(resolved.packageTransitions, source.validPackageStatusItems);
    mergeTransitions(resolved.caseTransitions, source.validCaseStatusItems);
  }
  return resolved;
}

/**
 * Capabilities for a request that names no channel (a route that is not channel-scoped): the
 * `guest` sub-key and every member type the user holds, together. The server authorizes such
 * routes this way (http/principal.ts); the web app asks it before calling one.
 */
export function resolveCapabilitiesOffChannel(
  subject: Omit<AccessSubject, 'channelMemberType'>,
  memberTypes: readonly (ChannelMemberType | null)[],
): ResolvedCapabilities {
  const [first, ...rest] = [...new Set([null, ...memberTypes])].map((channelMemberType) => resolveCapabilities({ ...subject, channelMemberType }));
  for (const caps of rest) {
    caps.pages.forEach((p) => first!.pages.add(p));
    caps.components.forEach((c) => first!.components.add(c));
    caps.allowInvite.forEach((t) => first!.allowInvite.add(t));
    caps.allowInviteAds.forEach((t) => first!.allowInviteAds.add(t));
  }
  return first!;
}

/** Who may call a route (its row in an area's routes.ts): anyone, anyone signed in, or a spec 6 page or component. */
export type RoutePermission = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'page'; page: PageKey } | { kind: 'component'; component: ComponentKey };

/** Whether a route's permission lets a signed-in person with these capabilities call it. */
export function isRouteAllowed(caps: ResolvedCapabilities, permission: RoutePermission): boolean {
  switch (permission.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'page':
      return isPageAllowed(caps, permission.page);
    case 'component':
      return isComponentAllowed(caps, permission.component);
  }
}

function mergeTransitions<S extends PackageStatus | CaseStatus>(into: Partial<Record<S, S[]>>, from?: Partial<Record<S, S[]>>) {
  if (!from) return;
  for (const [status, targets] of Object.entries(from) as [S, S[]][]) {
    into[status] = [...new Set([...(into[status] ?? []), ...targets])];
  }
}

/** The display-map keys that grant or deny a page: `page:<key>` and, if it has one, the nav item's mapped API type. */
export function pageApiKeys(page: PageKey): string[] {
  const keys = [`page:${page}`];
  for (const group of navGroups) {
    const item = group.items.find((i) => i.page === page);
    if (item?.apiKey && !keys.includes(item.apiKey)) keys.push(item.apiKey);
  }
  return keys;
}

/**
 * A page is allowed when any source allows it: the capability table, an override, or a global API
 * permission under any of its keys. An explicit denial under any of its keys hides it (spec 2).
 */
export function isPageAllowed(caps: ResolvedCapabilities, page: PageKey): boolean {
  const scopes = pageApiKeys(page).map((key) => caps.displayMap[key]);
  if (scopes.some((scope) => isExplicitDenial(scope))) return false;
  return caps.pages.has(page) || scopes.some((scope) => scope?.global === true);
}

export function isComponentAllowed(caps: ResolvedCapabilities, component: ComponentKey): boolean {
  return caps.components.has(component);
}

export type NavContext = {
  /** Pages the web app really has; others never appear. */
  builtPages: ReadonlySet<PageKey>;
  currentChannelId: string | null;
  hasCmsPermissions: boolean;
};

export function isNavItemVisible(caps: ResolvedCapabilities, page: PageKey, ctx: NavContext): boolean {
  if (!ctx.builtPages.has(page)) return false;
  if (!isPageAllowed(caps, page)) return false;
  if (isChannelPage(page) && !ctx.currentChannelId) return false;
  if (page === 'analytics' && !ctx.hasCmsPermissions) return false;
  return true;
}

export function visibleNavigation(caps: ResolvedCapabilities, ctx: NavContext): NavGroup[] {
  return navGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => isNavItemVisible(caps, item.page, ctx)) }))
    .filter((group) => group.items.length > 0);
}

// ---- member types (spec 4) ----

export type ChannelEntry = { channel_id: string; channel_title: string; member_type: ChannelMemberType };
export type AdvertiserEntry = { advertiser_id: number; name: string };

/** Spec 4: adsOwner if the user owns an advertiser, else adsClient, else adsMember (the last match wins). */
export function deriveAdsMemberType(user: {
  owner_advertisers: readonly unknown[];
  // Spelled as spec 3 spells this wire name (clinet): clients depend on it, so it stays.
  advertiser_clinet: readonly unknown[];
  advertiser_member: readonly unknown[];
}): AdsMemberType | null {
  let type: AdsMemberType | null = null;
  if (user.advertiser_member.length > 0) type = 'adsMember';
  if (user.advertiser_clinet.length > 0) type = 'adsClient';
  if (user.owner_advertisers.length > 0) type = 'adsOwner';
  return type;
}

export function channelMemberTypeOf(channels: readonly ChannelEntry[], channelId: string | null): ChannelMemberType | null {
  if (!channelId) return null;
  return channels.find((c) => c.channel_id === channelId)?.member_type ?? null;
}

const memberTypeStrength: Record<ChannelMemberType, number> = { owner: 3, staff: 2, member: 1 };

/**
 * Spec 3: member, staff and owned channels merge into one list. On a duplicate the stronger entry
 * wins (owner over staff over member); owners sort first, then staff, then members, each list
 * keeping its own order.
 */
export function mergeChannelLists(lists: {
  owner: readonly Omit<ChannelEntry, 'member_type'>[];
  staff: readonly Omit<ChannelEntry, 'member_type'>[];
  member: readonly Omit<ChannelEntry, 'member_type'>[];
}): ChannelEntry[] {
  const byId = new Map<string, ChannelEntry>();
  const order: ChannelEntry[] = [];
  for (const memberType of ['owner', 'staff', 'member'] as const) {
    for (const channel of lists[memberType]) {
      const prev = byId.get(channel.channel_id);
      if (prev && memberTypeStrength[prev.member_type] >= memberTypeStrength[memberType]) continue;
      const entry = { channel_id: channel.channel_id, channel_title: channel.channel_title, member_type: memberType };
      byId.set(channel.channel_id, entry);
      order.push(entry);
    }
  }
  return order.filter((entry) => byId.get(entry.channel_id) === entry);
}

export function canInvite(caps: ResolvedCapabilities, target: AccountType): boolean {
  return caps.allowInvite.has(target);
}
