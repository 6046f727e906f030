// The capability table of spec 6: account type → sub-key → what it grants.
// Sub-keys: `all` always applies; `guest` applies without a current channel; a channel member type
// applies for the current channel's entry; an ads member type applies for the advertiser team role.
import { componentKeys, type ComponentKey } from './components.ts';
import { collabPages, pageKeys, resellPages, type PageKey } from './pages.ts';
import type { AccountType, AdsMemberType, BaseAccountType, ChannelMemberType } from './roles.ts';
import { accountTypes } from './roles.ts';
import {
  advertiserCaseTransitions,
  advertiserPackageTransitions,
  agencyPackageTransitions,
  resellerPackageTransitions,
  staffCaseTransitions,
  staffPackageTransitions,
  type CaseTransitions,
  type PackageTransitions,
} from './statuses.ts';

export type CapabilitySet = {
  pages?: readonly PageKey[];
  components?: readonly ComponentKey[];
  allowInvite?: readonly AccountType[];
  allowInviteAds?: readonly AdsMemberType[];
  validPackageStatusItems?: PackageTransitions;
  validCaseStatusItems?: CaseTransitions;
};

export type CapabilitySubKey = 'all' | 'guest' | ChannelMemberType | AdsMemberType;
export type RoleCapabilities = Partial<Record<CapabilitySubKey, CapabilitySet>>;

const self: ComponentKey[] = ['editProfile', 'changePassword'];
const channelAnalytics: PageKey[] = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report'];
const readAnalytics: PageKey[] = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'report'];
const extraPages: PageKey[] = [
  'ec',
  'courses',
  'videoStream',
  'production',
  'videoEditor',
  'videoData',
  'publishPlatform',
  'studioStore',
  'igData',
  'tiktokData',
];
/** Issue 28: the commerce pages of those who work them (docs/decisions/commerce.md). */
const commercePages: PageKey[] = ['ec', 'courses', 'studioStore'];
/** Issue 29: the production pages, for the network's staff and a channel's own people (docs/decisions/production.md; who acts on each is its part's policy). */
const productionPages: PageKey[] = ['videoEditor', 'videoData', 'publishPlatform'];
const channelMemberRoles: AccountType[] = ['user', 'user_manager', 'user_editor', 'user_finance'];
const everyRoleButAdmin = accountTypes.filter((t) => t !== 'admin');

const agency: RoleCapabilities = {
  all: {
    pages: [...readAnalytics, ...collabPages, ...resellPages, 'info', 'others'],
    components: [...self, 'managePackages', 'manageCases', 'viewPrices', 'editCreator', 'editPrices', 'downloadReport'],
    allowInvite: ['agency_member', 'agency_team', 'advertiser'],
    validPackageStatusItems: agencyPackageTransitions,
    validCaseStatusItems: staffCaseTransitions,
  },
  owner: { allowInvite: ['user'], components: ['listMembers', 'inviteMembers'] },
};

export const capabilityTable: Record<BaseAccountType, RoleCapabilities> = {
  admin: {
    all: {
      pages: pageKeys,
      components: componentKeys,
      allowInvite: accountTypes,
      allowInviteAds: ['adsOwner', 'adsClient', 'adsMember'],
      validPackageStatusItems: staffPackageTransitions,
      validCaseStatusItems: staffCaseTransitions,
    },
  },
  super_staff: {
    all: {
      // Not the outbox: it holds reset links, and super staff must not take over an admin account.
      pages: pageKeys.filter((p) => p !== 'outbox'),
      components: componentKeys.filter((c) => c !== 'readOutbox'),
      allowInvite: everyRoleButAdmin,
      allowInviteAds: ['adsOwner', 'adsClient', 'adsMember'],
      validPackageStatusItems: staffPackageTransitions,
      validCaseStatusItems: staffCaseTransitions,
    },
  },
  staff: {
    all: {
      // Issue 27: the live streams page with the channel pages it sits beside (docs/decisions).
      // Issue 28: the studio store they run, the course books they keep, the creators' stores.
      pages: [
        ...channelAnalytics,
        'videoStream',
        // Issue 30: the revenue health alerts of every channel.
        'revenueHealth',
        ...commercePages,
        // Issue 29: they take the editing requests, edit every channel's video data and plan releases.
        ...productionPages,
        'exploration',
        'videoSearch',
        'customize',
        'channelGroup',
        'info',
        'permission',
        'others',
        'cache',
      ],
      components: [
        ...self,
        'editChannelGroups',
        'manageCases',
        'downloadReport',
        'listMembers',
        'inviteMembers',
        'refreshCache',
        'editChannelSettings',
        'setChannelVisibility',
      ],
      allowInvite: ['staff', 'agency', 'finance', 'user', 'intensive_cooperative_user', 'advertiser', 'reseller'],
      // Spec 4's package table does not list staff (spec 6: staff edits cases, not packages).
      validCaseStatusItems: staffCaseTransitions,
    },
  },
  viewer: {
    all: {
      pages: [...readAnalytics, ...collabPages, ...resellPages, 'exploration', 'videoSearch', ...extraPages, 'info', 'others'],
      components: self,
    },
  },
  assistant: {
    all: {
      pages: [...channelAnalytics, ...collabPages, 'accounting', 'payment', 'customize', 'channelGroup', 'cache', 'info', 'others'],
      components: [
        ...self,
        'editCreator',
        'bulkEdit',
        'managePackages',
        'manageCases',
        'editChannelGroups',
        'updateVideoAccounting',
        'downloadReport',
        'refreshCache',
      ],
      validPackageStatusItems: staffPackageTransitions,
      validCaseStatusItems: staffCaseTransitions,
    },
  },
  finance: {
    all: {
      // Issue 28: course sales and store terms feed the statements finance keeps.
      // Issue 30: the revenue health alerts of every channel.
      pages: ['accounting', 'payment', 'profitSharing', 'revenueHealth', ...commercePages, 'channelGroup', 'info', 'others'],
      components: [...self, 'updateAccounting', 'downloadRevenueReports'],
    },
    owner: {
      pages: ['permission'],
      components: ['listMembers', 'inviteMembers'],
      allowInvite: channelMemberRoles,
    },
  },
  agency,
  agency_team: {
    ...agency,
    all: { ...agency.all, components: agency.all?.components?.filter((c) => c !== 'editPrices'), allowInvite: [] },
    owner: undefined,
  },
  user: {
    all: { pages: ['overview', 'info', 'others'], components: self },
    guest: { pages: ['info'] },
    owner: {
      // Issue 23: the owner's own channel's report (page and file): reports are for the people they are about.
      // Issue 27: and the live streams of their own channel.
      // Issue 28: their channel's courses, studio orders and own store.
      // Issue 29: they ask for edits of their channel, review the cuts, edit its video data and plan its releases.
      // Issue 30: the revenue health alerts of their own channels.
      pages: ['overview', 'accounting', 'info', 'profitSharing', 'permission', 'report', 'videoStream', 'revenueHealth', ...commercePages, ...productionPages],
      components: ['listMembers', 'deleteMember', 'inviteMembers', 'editChannelSettings', 'downloadReport'],
      allowInvite: channelMemberRoles,
    },
    staff: { pages: ['overview', 'audience', 'content', 'info', 'videoStream', ...commercePages, ...productionPages] },
    member: { pages: ['overview', 'info', 'profitSharing', 'videoStream', ...productionPages] },
    adsClient: { pages: ['collabSearch', 'collabFav'] },
    adsMember: { pages: collabPages, components: ['managePackages'], validPackageStatusItems: advertiserPackageTransitions },
  },
  intensive_cooperative_user: {
    // Issue 23: the report page comes with its download: the reports are about their channels.
    all: { pages: [...readAnalytics, 'info', 'others'], components: [...self, 'contentStrategyRevenue', 'downloadReport'] },
    owner: {
      // Issue 27: the live streams of their own channel, for its owner and members.
      pages: ['revenue', 'accounting', 'channelGroup', 'permission', 'profitSharing', 'videoStream', 'revenueHealth', ...commercePages, ...productionPages],
      components: ['listMembers', 'deleteMember', 'inviteMembers', 'editChannelSettings'],
      allowInvite: [...channelMemberRoles, 'intensive_cooperative_user_manager', 'intensive_cooperative_user_editor', 'intensive_cooperative_user_finance'],
    },
    staff: { pages: ['videoStream', ...commercePages, ...productionPages] },
    member: { pages: ['videoStream', ...productionPages] },
  },
  advertiser: {
    all: {
      pages: [...collabPages, 'info', 'others'],
      components: self,
      validPackageStatusItems: advertiserPackageTransitions,
      validCaseStatusItems: advertiserCaseTransitions,
    },
    adsOwner: {
      components: ['manageAdsMembers', 'inviteMembers', 'authorizeShop', 'managePackages'],
      allowInvite: ['advertiser'],
      allowInviteAds: ['adsOwner', 'adsClient', 'adsMember'],
    },
    adsClient: { pages: ['collabSearch', 'collabFav'] },
    adsMember: { components: ['managePackages'] },
  },
  reseller: {
    all: {
      pages: [...resellPages, 'info', 'others'],
      components: [...self, 'manageResellTeam', 'authorizeShop', 'manageResellProducts', 'manageCaseVideos', 'inviteMembers'],
      allowInvite: ['reseller'],
      allowInviteAds: ['adsClient', 'adsMember'],
      validPackageStatusItems: resellerPackageTransitions,
      validCaseStatusItems: staffCaseTransitions,
    },
    // Issue 12: a reseller team's administrator and members open and edit its case packages (spec 4's
    // reseller row), as an advertiser team's do; its clients only read.
    adsOwner: { components: ['managePackages'] },
    adsMember: { components: ['managePackages'] },
  },
  advertising_partner: {
    // Spec 6 "info and profit-sharing only", plus others: the issue-report form belongs to every
    // signed-in user (docs/decisions.md), and every other account type reaches it there.
    all: { pages: ['info', 'profitSharing', 'others'], components: self },
  },
};

/**
 * Spec 2: channel groups are created "with usage authorization by user e-mail" — a group's
 * administrators and users use it. Administering or using at least one group grants the channel
 * group page (which shows only one's own groups, and lets one manage only the groups one
 * administers), whatever the account type. Derived from `channel_group_members`, not from a role.
 */
export const channelGroupMemberCapabilities: CapabilitySet = { pages: ['channelGroup'] };

/** Per-e-mail overrides (spec 6 `specificUsers`). The data lives in configuration, not here. */
export type SpecificUserCapabilities = Pick<CapabilitySet, 'pages' | 'components'>;
