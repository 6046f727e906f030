// The caller as both sides know them: what every policy (packages/contract/src/<area>/policies.ts)
// judges. The web app builds it from the user info (`subjectFromUserInfo`), the server from its
// cached user profile (apps/server/src/http/principal.ts `subjectOf`): the same facts, so the same
// answers. A subject never changes once built; the capabilities resolved from it are kept with it.
import type { UserInfo } from '../users/schemas.ts';
import { resolveCapabilities, resolveCapabilitiesOffChannel, type ResolvedCapabilities } from './access.ts';
import type { SpecificUserCapabilities } from './capabilities.ts';
import type { ComponentKey } from './components.ts';
import { buildDisplayMap, isExplicitDenial, type PermissionDisplayMap, type PermissionEntry, type PermissionItemKey } from './permissions.ts';
import { baseAccountType, isManagingRole, isTopRole, marketplaceBuyerRoles, type AccountType, type AdsMemberType, type ChannelMemberType } from './roles.ts';

export type Subject = {
  id: number;
  accountType: AccountType;
  /** The channels the person belongs to, with their member type there (spec 3: owner over staff over member). */
  channels: readonly { channel_id: string; member_type: ChannelMemberType }[];
  /** Team ids by the person's role in them (spec 3 owner_advertisers, advertiser_clinet, advertiser_member). */
  teams: { owner: readonly number[]; client: readonly number[]; member: readonly number[] };
  /** Spec 4: the strongest team role held (adsOwner over adsClient over adsMember). */
  adsMemberType: AdsMemberType | null;
  /** The per-e-mail overrides naming this person (spec 6 specificUsers). */
  specific: SpecificUserCapabilities | null;
  permissions: readonly PermissionEntry[];
  /** The permission entries by `function:item` (spec 3 display map). */
  displayMap: PermissionDisplayMap;
  /** Administers or uses at least one channel group (spec 2). */
  inChannelGroup: boolean;
  /** An administrator is working as this person (account switching). */
  switched: boolean;
};

type SubjectFacts = Omit<Subject, 'displayMap'>;

/** A subject from its facts; the display map is derived here, once. */
export function makeSubject(facts: SubjectFacts): Subject {
  return { ...facts, displayMap: buildDisplayMap(facts.permissions) };
}

type TeamRows = readonly { advertiser_id: number }[];

/** The person's team ids by their role in them, from the teams of each role (the user info's, the server profile's). */
export function teamsByRole(owner: TeamRows, client: TeamRows, member: TeamRows): Subject['teams'] {
  const ids = (teams: TeamRows) => teams.map((a) => a.advertiser_id);
  return { owner: ids(owner), client: ids(client), member: ids(member) };
}

/** The web app's subject: from the signed-in user's info. */
export function subjectFromUserInfo(info: UserInfo): Subject {
  return makeSubject({
    id: info.id,
    accountType: info.account_type,
    channels: info.channels,
    teams: teamsByRole(info.owner_advertisers, info.advertiser_clinet, info.advertiser_member),
    adsMemberType: info.ads_member_type,
    specific: info.specific_capabilities,
    permissions: info.permissions,
    inChannelGroup: info.in_channel_group,
    switched: info.switched_by !== null,
  });
}

const resolved = new WeakMap<Subject, Map<string, ResolvedCapabilities>>();

/**
 * The subject's capabilities (spec 6). With a channel, the member type there applies (none: the
 * `guest` sub-key); without one, the union of the guest sub-key and every member type the person
 * holds. Resolved once per subject and member type; callers must not change the answer.
 */
export function subjectCapabilities(subject: Subject, channelId?: string): ResolvedCapabilities {
  const memberType = channelId === undefined ? undefined : (subject.channels.find((c) => c.channel_id === channelId)?.member_type ?? null);
  return capabilitiesAs(subject, memberType);
}

/** The capabilities that need no channel: the `all` and `guest` sub-keys, the team role, overrides, group membership. */
export function channelFreeCapabilities(subject: Subject): ResolvedCapabilities {
  return capabilitiesAs(subject, null);
}

/** `memberType`: the member type on the channel in question (null: none); undefined: no channel. */
function capabilitiesAs(subject: Subject, memberType: ChannelMemberType | null | undefined): ResolvedCapabilities {
  let bySubject = resolved.get(subject);
  if (!bySubject) {
    bySubject = new Map();
    resolved.set(subject, bySubject);
  }
  const key = memberType === undefined ? 'no channel' : `on a channel as ${memberType}`;
  let caps = bySubject.get(key);
  if (!caps) {
    const base = {
      accountType: subject.accountType,
      adsMemberType: subject.adsMemberType,
      specific: subject.specific,
      permissions: subject.permissions,
      inChannelGroup: subject.inChannelGroup,
    };
    caps =
      memberType === undefined
        ? resolveCapabilitiesOffChannel(
            base,
            subject.channels.map((c) => c.member_type),
          )
        : resolveCapabilities({ ...base, channelMemberType: memberType });
    bySubject.set(key, caps);
  }
  return caps;
}

/** Spec 6 managing roles: admin, super staff, staff. */
export const isManaging = (subject: Subject) => isManagingRole(subject.accountType);
/** Spec 6 top roles: admin and super staff. */
export const isTop = (subject: Subject) => isTopRole(subject.accountType);

/**
 * A function gated by a spec 6 permission item: the role's default or a global entry, unless an
 * explicit denial (neither global nor scoped) takes it away, as for pages (docs/decisions.md).
 */
export function itemAllowed(subject: Subject, key: PermissionItemKey, roleDefault: boolean): boolean {
  const scope = subject.displayMap[key];
  if (isExplicitDenial(scope)) return false;
  return roleDefault || scope?.global === true;
}

/**
 * Works on channels (issue 23): everyone but advertisers and resellers (spec 6: collaboration and
 * reseller pages only), unless they belong to a channel after all. The profile shows the channel,
 * YouTube authorization and payout sections only to them, and the server refuses the same to the rest.
 */
export function worksOnChannels(subject: Subject): boolean {
  return !marketplaceBuyerRoles.includes(baseAccountType(subject.accountType)) || subject.channels.length > 0;
}

export function ownsChannel(subject: Subject, channelId: string): boolean {
  return subject.channels.some((c) => c.channel_id === channelId && c.member_type === 'owner');
}

/** The channels the subject owns where their role grants a component (e.g. deleteMember, listMembers). */
export function ownedChannelsWith(subject: Subject, component: ComponentKey): string[] {
  return subject.channels
    .filter((c) => c.member_type === 'owner' && subjectCapabilities(subject, c.channel_id).components.has(component))
    .map((c) => c.channel_id);
}
