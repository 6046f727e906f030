import { describe, expect, it } from 'vitest';
import {
  channelMemberTypeOf,
  deriveAdsMemberType,
  isNavItemVisible,
  isPageAllowed,
  isRouteAllowed,
  mergeChannelLists,
  resolveCapabilities,
  resolveCapabilitiesOffChannel,
  visibleNavigation,
  type AccessSubject,
  type ChannelEntry,
  type NavContext,
} from './access.ts';
import { pageKeys, type PageKey } from './pages.ts';
import { accountTypes, type AccountType, type AdsMemberType, type ChannelMemberType } from './roles.ts';
import { anEntry } from './subject-for-tests.ts';

// ---------------------------------------------------------------------------------------------
// The expected navigation, written from spec 2 and spec 6 (and the decisions where they are silent),
// not from the capability table. Every page the app could have is built; hasCmsPermissions is true.
// ---------------------------------------------------------------------------------------------

const CHANNEL = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report'];
/** Spec 6 "analytics" for viewer and intensive cooperative user: the channel pages without revenue. */
const CHANNEL_NO_REVENUE = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'report'];
const COLLAB = ['collabSearch', 'collabFav', 'collabUpcoming', 'collabPast', 'collabPerformance'];
const RESELL = ['resellSearch', 'resellUpcoming', 'resellPerformance', 'resellOrders'];
const SINGLES = ['ec', 'courses', 'videoStream', 'studioStore', 'igData', 'tiktokData'];
const PRODUCTION = ['videoEditor', 'videoData', 'publishPlatform'];
const ACCOUNTING = ['accounting', 'payment', 'profitSharing'];
const EXPLORATION = ['exploration', 'videoSearch'];
const SETTINGS = ['customize', 'channelGroup', 'info', 'permission', 'others', 'syslog', 'cache', 'outbox'];
/** Issue 28: the commerce singles for those who work them (staff, finance, a channel's owner and manager). */
const COMMERCE = ['ec', 'courses', 'studioStore'];
/** Issues 27–29: the pages of a channel's own work (its commerce singles, live streams and production), for those who run it. */
const CHANNEL_WORK = [...COMMERCE, 'videoStream', ...PRODUCTION];
/** Issue 30: the revenue alerts, listed with the channel pages but needing no channel. */
const HEALTH = ['revenueHealth'];
const EVERY_NAV_PAGE = [...CHANNEL, ...HEALTH, ...COLLAB, ...RESELL, ...SINGLES, ...PRODUCTION, ...ACCOUNTING, ...EXPLORATION, ...SETTINGS];

/** What a base type sees: with no channel selected, and with a channel where the user is owner, staff or member. */
type Expected = { none: string[]; owner: string[]; staff: string[]; member: string[] };
const same = (pages: string[]): Expected => ({ none: pages, owner: pages, staff: pages, member: pages });
const withChannel = (none: string[], channel: string[]): Expected => ({
  none,
  owner: [...none, ...channel],
  staff: [...none, ...channel],
  member: [...none, ...channel],
});

const expectedNav: Record<string, Expected> = {
  // "Nearly all pages and actions."
  admin: withChannel(
    EVERY_NAV_PAGE.filter((p) => !CHANNEL.includes(p)),
    CHANNEL,
  ),
  // The same but the mail outbox, which holds reset links (docs/decisions.md).
  super_staff: withChannel(
    EVERY_NAV_PAGE.filter((p) => !CHANNEL.includes(p) && p !== 'outbox'),
    CHANNEL,
  ),
  // "Analytics incl. revenue and report, exploration, customize, channel groups, permission, cache."
  // Issue 27: and the live streams page beside the channel pages (docs/decisions).
  // Issue 28: and the commerce singles (the studio store is theirs to run). Issue 29: the production pages they work.
  staff: withChannel([...HEALTH, ...CHANNEL_WORK, 'exploration', 'videoSearch', 'customize', 'channelGroup', 'info', 'permission', 'others', 'cache'], CHANNEL),
  // "Read-only on analytics, collaboration, reseller, exploration and extra pages."
  viewer: withChannel([...COLLAB, ...RESELL, ...SINGLES, ...PRODUCTION, 'exploration', 'videoSearch', 'info', 'others'], CHANNEL_NO_REVENUE),
  // "Analytics, revenue, report, collaboration, accounting, customize, cache" (+ channel groups, which it edits).
  assistant: withChannel([...COLLAB, 'accounting', 'payment', 'customize', 'channelGroup', 'info', 'others', 'cache'], CHANNEL),
  // "Accounting, payment, profit-sharing, channel group, info. As channel owner may list members and invite users."
  // Issue 28: and the commerce singles (course sales and store terms feed the statements).
  finance: {
    // Issue 30: and the revenue alerts of every channel.
    none: [...HEALTH, ...COMMERCE, 'accounting', 'payment', 'profitSharing', 'channelGroup', 'info', 'others'],
    owner: [...HEALTH, ...COMMERCE, 'accounting', 'payment', 'profitSharing', 'channelGroup', 'info', 'permission', 'others'],
    staff: [...HEALTH, ...COMMERCE, 'accounting', 'payment', 'profitSharing', 'channelGroup', 'info', 'others'],
    member: [...HEALTH, ...COMMERCE, 'accounting', 'payment', 'profitSharing', 'channelGroup', 'info', 'others'],
  },
  // "Channel analytics, collaboration and reseller pages." Analytics without revenue (docs/decisions.md).
  agency: withChannel([...COLLAB, ...RESELL, 'info', 'others'], CHANNEL_NO_REVENUE),
  agency_team: withChannel([...COLLAB, ...RESELL, 'info', 'others'], CHANNEL_NO_REVENUE),
  // "all (overview, info); owner (overview, accounting, info, profit-sharing, permission, ...); staff;
  //  member (overview, info, profit-sharing); guest (info)"; issue 23: the owner has their channel's report;
  //  issue 27: the owner and members have their channel's live streams.
  user: {
    none: ['info', 'others'],
    // Issue 28: the owner and manager (member type staff) have their channel's commerce pages.
    // Issue 29: every member of the channel has its production pages (the owner and manager ask for edits and review, edit the video data and plan releases).
    // Issue 30: the owner has their channels' revenue alerts.
    owner: ['overview', 'revenueHealth', 'report', ...CHANNEL_WORK, 'accounting', 'profitSharing', 'info', 'permission', 'others'],
    staff: ['overview', 'audience', 'content', ...CHANNEL_WORK, 'info', 'others'],
    member: ['overview', 'videoStream', ...PRODUCTION, 'profitSharing', 'info', 'others'],
  },
  // "Full channel analytics with content-strategy revenues. Owner also has revenue, accounting, channel group, permission."
  intensive_cooperative_user: {
    none: ['info', 'others'],
    owner: [...CHANNEL, ...HEALTH, ...CHANNEL_WORK, 'accounting', 'profitSharing', 'channelGroup', 'info', 'permission', 'others'],
    staff: [...CHANNEL_NO_REVENUE, ...CHANNEL_WORK, 'info', 'others'],
    member: [...CHANNEL_NO_REVENUE, 'videoStream', ...PRODUCTION, 'info', 'others'],
  },
  // "Collaboration pages."
  advertiser: same([...COLLAB, 'info', 'others']),
  // "Reseller pages."
  reseller: same([...RESELL, 'info', 'others']),
  // "info and profit-sharing only", and others: the issue-report form is every signed-in user's.
  advertising_partner: same(['profitSharing', 'info', 'others']),
};

// Spec 3 aliases: each of the 25 types and the row it reads.
const baseOf: Record<AccountType, string> = {
  admin: 'admin',
  super_staff: 'super_staff',
  staff: 'staff',
  viewer: 'viewer',
  assistant: 'assistant',
  assistant_PanMART: 'assistant',
  finance: 'finance',
  sales: 'finance',
  agency: 'agency',
  agency_manager: 'agency',
  agency_member: 'agency',
  agency_team: 'agency_team',
  user: 'user',
  user_owner: 'user',
  user_manager: 'user',
  user_editor: 'user',
  user_finance: 'user',
  intensive_cooperative_user: 'intensive_cooperative_user',
  intensive_cooperative_user_owner: 'intensive_cooperative_user',
  intensive_cooperative_user_manager: 'intensive_cooperative_user',
  intensive_cooperative_user_editor: 'intensive_cooperative_user',
  intensive_cooperative_user_finance: 'intensive_cooperative_user',
  advertiser: 'advertiser',
  reseller: 'reseller',
  advertising_partner: 'advertising_partner',
};

const allBuilt: ReadonlySet<PageKey> = new Set(pageKeys);

function caps(accountType: AccountType, channelMemberType: ChannelMemberType | null = null, extra: Partial<AccessSubject> = {}) {
  return resolveCapabilities({ accountType, channelMemberType, adsMemberType: null, ...extra });
}

function ctx(currentChannelId: string | null, over: Partial<NavContext> = {}): NavContext {
  return { builtPages: allBuilt, currentChannelId, hasCmsPermissions: true, ...over };
}

function visiblePages(c: ReturnType<typeof caps>, context: NavContext): string[] {
  return visibleNavigation(c, context).flatMap((g) => g.items.map((i) => i.page));
}

const sorted = (pages: readonly string[]) => [...pages].sort();

const grant = (fn: string, item: string) => anEntry(`${fn}:${item}`, { global: true });
const deny = (fn: string, item: string) => anEntry(`${fn}:${item}`);

describe('navigation visibility for every account type (spec 2, spec 6)', () => {
  it('covers all 25 account types', () => {
    expect(Object.keys(baseOf)).toHaveLength(25);
  });

  for (const [accountType, base] of Object.entries(baseOf) as [AccountType, string][]) {
    const expected = expectedNav[base]!;
    describe(accountType, () => {
      it('with no channel selected', () => {
        expect(sorted(visiblePages(caps(accountType, null), ctx(null)))).toEqual(sorted(expected.none));
      });
      for (const memberType of ['owner', 'staff', 'member'] as const) {
        it(`with a channel where the user is ${memberType}`, () => {
          expect(sorted(visiblePages(caps(accountType, memberType), ctx('UC1')))).toEqual(sorted(expected[memberType]));
        });
      }
      it('never shows the analytics page without the cms-permission flag', () => {
        for (const memberType of ['owner', 'staff', 'member'] as const) {
          const pages = visiblePages(caps(accountType, memberType), ctx('UC1', { hasCmsPermissions: false }));
          expect(pages).not.toContain('analytics');
          expect(sorted(pages)).toEqual(sorted(expected[memberType].filter((p) => p !== 'analytics')));
        }
      });
    });
  }

  it('keeps the spec 2 order of groups and items, and drops empty groups', () => {
    const nav = visibleNavigation(caps('admin', 'owner'), ctx('UC1'));
    expect(nav.map((g) => g.key)).toEqual(['channel', 'collab', 'resell', 'singles', 'production', 'accounting', 'exploration', 'settings']);
    expect(nav.flatMap((g) => g.items.map((i) => i.page))).toEqual(EVERY_NAV_PAGE);
    expect(visibleNavigation(caps('advertising_partner'), ctx(null)).map((g) => [g.key, g.items.map((i) => i.page)])).toEqual([
      ['accounting', ['profitSharing']],
      ['settings', ['info', 'others']],
    ]);
  });
});

describe('the issue-report form (the others page)', () => {
  it('is reached by every account type, with or without a channel', () => {
    for (const accountType of accountTypes) expect(isPageAllowed(caps(accountType, null), 'others'), accountType).toBe(true);
  });
});

describe('ads member types on navigation', () => {
  it('a user who is an ads client sees collaboration search and favourites', () => {
    const c = caps('user', null, { adsMemberType: 'adsClient' });
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted(['collabSearch', 'collabFav', 'info', 'others']));
  });

  it('a user who is an ads member sees every collaboration page', () => {
    const c = caps('user', null, { adsMemberType: 'adsMember' });
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted([...COLLAB, 'info', 'others']));
  });

  it.each(['adsOwner', 'adsClient', 'adsMember'] as AdsMemberType[])('an advertiser who is %s sees the collaboration pages', (ads) => {
    const c = caps('advertiser', null, { adsMemberType: ads });
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted([...COLLAB, 'info', 'others']));
  });
});

describe('visibility rules (spec 2)', () => {
  it('a channel page needs a current channel, even for admin', () => {
    const admin = caps('admin');
    for (const page of CHANNEL as PageKey[]) {
      expect(isNavItemVisible(admin, page, ctx(null))).toBe(false);
      expect(isNavItemVisible(admin, page, ctx('UC1'))).toBe(true);
    }
  });

  it('analytics needs the cms-permission flag; the other channel pages do not', () => {
    const admin = caps('admin');
    expect(isNavItemVisible(admin, 'analytics', ctx('UC1', { hasCmsPermissions: false }))).toBe(false);
    expect(isNavItemVisible(admin, 'overview', ctx('UC1', { hasCmsPermissions: false }))).toBe(true);
    expect(isNavItemVisible(admin, 'revenue', ctx('UC1', { hasCmsPermissions: false }))).toBe(true);
  });

  it('a page the app has not built never shows, whatever grants it', () => {
    const built = new Set<PageKey>(['info', 'overview']);
    const admin = caps('admin', 'owner', { permissions: [grant('page', 'syslog'), grant('cooperation', 'ad')] });
    expect(visiblePages(admin, ctx('UC1', { builtPages: built }))).toEqual(['overview', 'info']);
    expect(isNavItemVisible(admin, 'collabSearch', ctx('UC1', { builtPages: built }))).toBe(false);
    expect(isNavItemVisible(admin, 'syslog', ctx('UC1', { builtPages: built }))).toBe(false);
  });

  it('with nothing built, nothing shows', () => {
    expect(visibleNavigation(caps('admin', 'owner'), ctx('UC1', { builtPages: new Set() }))).toEqual([]);
  });
});

describe('API permissions on pages (spec 2, spec 6 display map)', () => {
  it('a global page:<key> entry grants the page', () => {
    const c = caps('user', null, { permissions: [grant('page', 'exploration')] });
    expect(isPageAllowed(c, 'exploration')).toBe(true);
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted(['exploration', 'info', 'others']));
  });

  it('a global page:<key> entry grants a page that also has a mapped API type', () => {
    const c = caps('user', null, { permissions: [grant('page', 'collabSearch')] });
    expect(isPageAllowed(c, 'collabSearch')).toBe(true);
    expect(isPageAllowed(c, 'collabFav')).toBe(false);
  });

  it('a global cooperation:ad entry grants every collaboration page', () => {
    const c = caps('user', null, { permissions: [grant('cooperation', 'ad')] });
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted([...COLLAB, 'info', 'others']));
  });

  it('a global cooperation:reseller entry grants every reseller page', () => {
    const c = caps('advertising_partner', null, { permissions: [grant('cooperation', 'reseller')] });
    expect(sorted(visiblePages(c, ctx(null)))).toEqual(sorted([...RESELL, 'profitSharing', 'info', 'others']));
  });

  it('a global grant of a channel page still needs a current channel', () => {
    const c = caps('reseller', null, { permissions: [grant('page', 'revenue')] });
    expect(isPageAllowed(c, 'revenue')).toBe(true);
    expect(isNavItemVisible(c, 'revenue', ctx(null))).toBe(false);
    expect(isNavItemVisible(c, 'revenue', ctx('UC1'))).toBe(true);
  });

  it('a global grant of analytics still needs the cms-permission flag', () => {
    const c = caps('reseller', 'member', { permissions: [grant('page', 'analytics')] });
    expect(isNavItemVisible(c, 'analytics', ctx('UC1', { hasCmsPermissions: false }))).toBe(false);
    expect(isNavItemVisible(c, 'analytics', ctx('UC1'))).toBe(true);
  });

  it('a scoped, non-global entry neither grants nor hides a page', () => {
    const scoped = [anEntry('cooperation:ad', { advertiser_ids: [4] }), anEntry('page:exploration', { channel_ids: ['UC1'] })];
    const user = caps('user', null, { permissions: scoped });
    expect(isPageAllowed(user, 'collabSearch')).toBe(false);
    expect(isPageAllowed(user, 'exploration')).toBe(false);
    const admin = caps('admin', null, { permissions: scoped });
    expect(isPageAllowed(admin, 'collabSearch')).toBe(true);
    expect(isPageAllowed(admin, 'exploration')).toBe(true);
  });

  it('an explicit denial of the mapped API type hides the pages, even from admin', () => {
    const c = caps('admin', 'owner', { permissions: [deny('cooperation', 'ad')] });
    const pages = visiblePages(c, ctx('UC1'));
    for (const page of COLLAB) expect(pages).not.toContain(page);
    expect(sorted(pages)).toEqual(sorted(EVERY_NAV_PAGE.filter((p) => !COLLAB.includes(p))));
  });

  it('an explicit denial of page:<key> hides the page', () => {
    const c = caps('admin', null, { permissions: [deny('page', 'syslog')] });
    expect(isPageAllowed(c, 'syslog')).toBe(false);
    expect(visiblePages(c, ctx(null))).not.toContain('syslog');
    const collab = caps('admin', null, { permissions: [deny('page', 'collabPast')] });
    expect(isPageAllowed(collab, 'collabPast')).toBe(false);
    expect(isPageAllowed(collab, 'collabSearch')).toBe(true);
  });

  it('an explicit denial wins over a grant under the other key and over a per-e-mail override', () => {
    const c = caps('viewer', null, {
      permissions: [grant('page', 'collabSearch'), deny('cooperation', 'ad')],
      specific: { pages: ['collabFav'], components: [] },
    });
    expect(isPageAllowed(c, 'collabSearch')).toBe(false);
    expect(isPageAllowed(c, 'collabFav')).toBe(false);
  });

  it('a denial and a global grant of the same key merge to a grant', () => {
    const c = caps('user', null, { permissions: [deny('page', 'exploration'), grant('page', 'exploration')] });
    expect(isPageAllowed(c, 'exploration')).toBe(true);
  });
});

describe('per-e-mail overrides (spec 6 specificUsers)', () => {
  it('add pages to what the account type gives', () => {
    const specific = { pages: ['channelGroup', 'customize', 'cache', 'revenue'] as PageKey[], components: [] };
    const c = caps('viewer', 'member', { specific });
    const pages = visiblePages(c, ctx('UC1'));
    expect(sorted(pages)).toEqual(sorted([...expectedNav.viewer!.member, 'channelGroup', 'customize', 'cache', 'revenue']));
  });

  it('do not apply to anyone else', () => {
    expect(isPageAllowed(caps('viewer'), 'channelGroup')).toBe(false);
  });

  it('an empty or absent override changes nothing', () => {
    expect(sorted(visiblePages(caps('viewer', null, { specific: { pages: [], components: [] } }), ctx(null)))).toEqual(sorted(expectedNav.viewer!.none));
    expect(sorted(visiblePages(caps('viewer', null, { specific: null }), ctx(null)))).toEqual(sorted(expectedNav.viewer!.none));
  });
});

describe('channel group administrators and users (spec 2 "usage authorization by user e-mail")', () => {
  it('see the channel group page, and may call the group trends, whatever their account type', () => {
    const groupTrends = { kind: 'page', page: 'channelGroup' } as const;
    for (const accountType of ['user', 'viewer', 'advertiser', 'reseller', 'advertising_partner', 'agency_team'] as AccountType[]) {
      const outside = resolveCapabilitiesOffChannel({ accountType, adsMemberType: null }, ['owner']);
      const inGroup = resolveCapabilitiesOffChannel({ accountType, adsMemberType: null, inChannelGroup: true }, ['owner']);
      expect(isRouteAllowed(outside, groupTrends), accountType).toBe(false);
      expect(isRouteAllowed(inGroup, groupTrends), accountType).toBe(true);
      expect(visiblePages(caps(accountType, null, { inChannelGroup: true }), ctx(null)), accountType).toContain('channelGroup');
    }
  });

  it('gain nothing else: no page beyond the group page, no component (managing is per group, on the server)', () => {
    const without = caps('user', 'owner');
    const inGroup = caps('user', 'owner', { inChannelGroup: true });
    expect(sorted([...inGroup.pages])).toEqual(sorted([...without.pages, 'channelGroup']));
    expect(sorted([...inGroup.components])).toEqual(sorted([...without.components]));
    expect(inGroup.components.has('editChannelGroups')).toBe(false);
  });

  it('an explicit denial of the page still hides it', () => {
    const c = caps('user', null, { inChannelGroup: true, permissions: [deny('page', 'channelGroup')] });
    expect(isPageAllowed(c, 'channelGroup')).toBe(false);
  });
});

describe('sub-keys', () => {
  it('guest applies only without a current channel membership', () => {
    // user: guest gives info; with a channel the member type's row applies instead.
    expect([...caps('user', null).pages].sort()).toEqual(['info', 'others', 'overview']);
    expect([...caps('user', 'member').pages].sort()).toEqual([
      'info',
      'others',
      'overview',
      'profitSharing',
      'publishPlatform',
      'videoData',
      'videoEditor',
      'videoStream',
    ]);
  });

  it('resolves an empty set of invites and transitions when a row has none', () => {
    const c = caps('advertising_partner');
    expect([...c.allowInvite]).toEqual([]);
    expect(c.packageTransitions).toEqual({});
    expect(c.caseTransitions).toEqual({});
    expect(c.displayMap).toEqual({});
  });
});

describe('capabilities off any channel (routes that are not channel-scoped)', () => {
  const finance = { accountType: 'finance' as AccountType, adsMemberType: null };
  it('join the guest sub-key and every member type the user holds', () => {
    const guestOnly = resolveCapabilitiesOffChannel(finance, []);
    expect(sorted([...guestOnly.pages])).toEqual(sorted([...resolveCapabilities({ ...finance, channelMemberType: null }).pages]));
    // finance as channel owner also has the permission page and may invite (spec 6).
    const owner = resolveCapabilitiesOffChannel(finance, ['member', 'owner']);
    expect(owner.pages.has('permission')).toBe(true);
    expect(guestOnly.pages.has('permission')).toBe(false);
    for (const type of ['owner', 'member'] as ChannelMemberType[]) {
      const on = resolveCapabilities({ ...finance, channelMemberType: type });
      for (const page of on.pages) expect(owner.pages.has(page), page).toBe(true);
      for (const component of on.components) expect(owner.components.has(component), component).toBe(true);
    }
  });

  it('decide a route by its permission', () => {
    const viewer = resolveCapabilitiesOffChannel({ accountType: 'viewer', adsMemberType: null }, []);
    const staff = resolveCapabilitiesOffChannel({ accountType: 'staff', adsMemberType: null }, []);
    const groupTrends = { kind: 'page', page: 'channelGroup' } as const;
    expect(isRouteAllowed(viewer, groupTrends)).toBe(false);
    expect(isRouteAllowed(staff, groupTrends)).toBe(true);
    expect(isRouteAllowed(viewer, { kind: 'authenticated' })).toBe(true);
    expect(isRouteAllowed(viewer, { kind: 'public' })).toBe(true);
    expect(isRouteAllowed(viewer, { kind: 'component', component: 'editChannelGroups' })).toBe(false);
    expect(isRouteAllowed(staff, { kind: 'component', component: 'editChannelGroups' })).toBe(true);
    // An explicit denial of the page closes the route too.
    const denied = resolveCapabilitiesOffChannel({ accountType: 'staff', adsMemberType: null, permissions: [deny('page', 'channelGroup')] }, ['owner']);
    expect(isRouteAllowed(denied, groupTrends)).toBe(false);
  });
});

describe('deriveAdsMemberType (spec 4)', () => {
  const ad = [{ advertiser_id: 1, name: 'A' }];
  const user = (owner: boolean, client: boolean, member: boolean) => ({
    owner_advertisers: owner ? ad : [],
    advertiser_clinet: client ? ad : [],
    advertiser_member: member ? ad : [],
  });

  it.each([
    [true, true, true, 'adsOwner'],
    [true, false, false, 'adsOwner'],
    [true, true, false, 'adsOwner'],
    [true, false, true, 'adsOwner'],
    [false, true, true, 'adsClient'],
    [false, true, false, 'adsClient'],
    [false, false, true, 'adsMember'],
    [false, false, false, null],
  ] as [boolean, boolean, boolean, AdsMemberType | null][])('owner %s, client %s, member %s → %s', (owner, client, member, expected) => {
    expect(deriveAdsMemberType(user(owner, client, member))).toBe(expected);
  });
});

describe('channelMemberTypeOf (spec 4)', () => {
  const channels: ChannelEntry[] = [
    { channel_id: 'UC1', channel_title: 'One', member_type: 'owner' },
    { channel_id: 'UC2', channel_title: 'Two', member_type: 'staff' },
    { channel_id: 'UC3', channel_title: 'Three', member_type: 'member' },
  ];

  it("is the current channel's entry", () => {
    expect(channelMemberTypeOf(channels, 'UC1')).toBe('owner');
    expect(channelMemberTypeOf(channels, 'UC2')).toBe('staff');
    expect(channelMemberTypeOf(channels, 'UC3')).toBe('member');
  });

  it('is null with no current channel or a channel the user has no entry for', () => {
    expect(channelMemberTypeOf(channels, null)).toBeNull();
    expect(channelMemberTypeOf(channels, 'UC9')).toBeNull();
    expect(channelMemberTypeOf([], 'UC1')).toBeNull();
  });
});

describe('mergeChannelLists (spec 3)', () => {
  const ch = (id: string) => ({ channel_id: id, channel_title: `Title ${id}` });
  const merged = (owner: string[], staff: string[], member: string[]) =>
    mergeChannelLists({ owner: owner.map(ch), staff: staff.map(ch), member: member.map(ch) }).map((c) => `${c.channel_id}:${c.member_type}`);

  it('puts owners first, then staff, then members, each keeping its order', () => {
    expect(merged(['B', 'A'], ['D', 'C'], ['F', 'E'])).toEqual(['B:owner', 'A:owner', 'D:staff', 'C:staff', 'F:member', 'E:member']);
  });

  it('owner wins on a duplicate, wherever the duplicate is', () => {
    expect(merged(['A'], ['A'], ['A'])).toEqual(['A:owner']);
    expect(merged(['B', 'A'], ['C', 'A'], ['A', 'D', 'B'])).toEqual(['B:owner', 'A:owner', 'C:staff', 'D:member']);
  });

  it('staff wins over member on a duplicate', () => {
    expect(merged([], ['A'], ['B', 'A'])).toEqual(['A:staff', 'B:member']);
  });

  it('lists a channel once even when a list repeats it', () => {
    expect(merged(['A', 'A'], ['B', 'B'], ['C', 'C', 'C'])).toEqual(['A:owner', 'B:staff', 'C:member']);
  });

  it('keeps the title of the winning entry', () => {
    const result = mergeChannelLists({
      owner: [{ channel_id: 'A', channel_title: 'Owned title' }],
      staff: [],
      member: [{ channel_id: 'A', channel_title: 'Member title' }],
    });
    expect(result).toEqual([{ channel_id: 'A', channel_title: 'Owned title', member_type: 'owner' }]);
  });

  it('is empty for no channels', () => {
    expect(mergeChannelLists({ owner: [], staff: [], member: [] })).toEqual([]);
  });
});
