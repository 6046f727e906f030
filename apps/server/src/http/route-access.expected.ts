// Who may use each route, written out by hand from spec 6 (and the decisions in docs/decisions.md
// where spec 6 leaves a cell open). The route matrix (route-matrix.routes.test.ts) compares every
// answer with these lists and never with the route table or the capability table it tests, so that
// loosening a route's permission or policy fails a test. A new route fails the matrix until it has a
// line here.
import { accountTypes, type AccountType, type ComponentKey, type PageKey, type RouteId } from '@chorus/contract';

const managing: AccountType[] = ['admin', 'super_staff', 'staff', 'assistant', 'assistant_PanMART'];
const managingTypes: AccountType[] = ['admin', 'super_staff', 'staff'];
const topTypes: AccountType[] = ['admin', 'super_staff'];
const agencies: AccountType[] = ['agency', 'agency_manager', 'agency_member', 'agency_team'];
const intensive: AccountType[] = [
  'intensive_cooperative_user',
  'intensive_cooperative_user_owner',
  'intensive_cooperative_user_manager',
  'intensive_cooperative_user_editor',
  'intensive_cooperative_user_finance',
];

/** Who sees every channel; everyone else only the channels they belong to. */
export const seesEveryChannel: AccountType[] = [...managing, 'viewer', ...agencies];

/**
 * Spec 6: who holds each component a route needs. Every role's `all` sub-key grants viewing and
 * editing one's own info and setting one's password; the outbox is the administrator's alone (it
 * holds reset links, and super staff must not be able to take over an admin account).
 */
export const componentHolders: Partial<Record<ComponentKey, readonly AccountType[]>> = {
  editProfile: accountTypes,
  changePassword: accountTypes,
  readOutbox: ['admin'],
  // Channel settings (the twelve audience-interest videos): the channel's owner and the managing roles.
  editChannelSettings: ['admin', 'super_staff', 'staff', 'user_owner', 'intensive_cooperative_user_owner'],
  // Hiding a channel from advertisers (spec 2, 3): the managing roles.
  setChannelVisibility: managingTypes,
  // Refreshing from YouTube and writing the analytics cache: the network's managing roles.
  refreshCache: managing,
  // Creating channel groups: the staff-type roles.
  editChannelGroups: managing,
  // Granting permission entries and switching accounts are administrator-level (spec 2, 6).
  managePermissions: topTypes,
  switchAccount: topTypes,
  // Spec 6 finance "updates accounting data" (sales behaves like finance); admin and super staff hold every component.
  updateAccounting: [...topTypes, 'finance', 'sales'],
  // Spec 6 agency and agency team "view prices"; agency "can also edit prices" (its aliases too, not the agency team).
  viewPrices: [...topTypes, ...agencies],
  editPrices: [...topTypes, 'agency', 'agency_manager', 'agency_member'],
};

// Channel pages, for each demo account on the channel it is probed on: "analytics" without revenue
// for viewer, agency and intensive cooperative users; revenue for staff, assistant and an intensive
// cooperative owner; user accounts by their member type (all: overview; staff: overview, audience,
// content).
const readAnalytics: AccountType[] = [...managing, 'viewer', ...agencies, ...intensive];
export const pageHolders: Partial<Record<PageKey, readonly AccountType[]>> = {
  overview: [...readAnalytics, 'user', 'user_owner', 'user_manager', 'user_editor', 'user_finance'],
  audience: [...readAnalytics, 'user_manager'],
  content: [...readAnalytics, 'user_manager'],
  analytics: readAnalytics,
  revenue: [...managing, 'intensive_cooperative_user_owner'],
  // The staff-type roles, finance and sales, and anyone who administers or uses a group (spec 2):
  // the matrix makes user_owner administer a group and finance, sales and the intensive owner use one.
  channelGroup: [...managing, 'finance', 'sales', 'intensive_cooperative_user_owner', 'user_owner'],
  // The refresh queue's task list.
  cache: managing,
  // The system log: administrators (spec 6 "nearly all pages"); others only by a page:syslog grant.
  syslog: topTypes,
  // Spec 6: admin, super staff, finance (and sales), assistant, and the owners of user and intensive cooperative channels.
  accounting: [...topTypes, 'finance', 'sales', 'assistant', 'assistant_PanMART', 'user_owner', 'intensive_cooperative_user_owner'],
  // issue 11: the collaboration pages (spec 6 rows of admin, super staff, viewer, assistant, agency, advertiser).
  collabPast: [...topTypes, 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser'],
  collabPerformance: [...topTypes, 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser'],
  // ---- resell, products part (issue 12): spec 6 "reseller pages" (reseller; viewer read-only; agency and agency team; admin, super staff) ----
  resellPerformance: [...topTypes, 'viewer', ...agencies, 'reseller'],
  // Spec 6 "collaboration" pages: viewer (read-only), assistant, agency and agency team, advertiser;
  // admin and super staff. Not staff (its list names no collaboration page), finance, reseller or
  // the demo users (none of them is in an advertiser team, whose client and member roles grant them).
  collabSearch: [...topTypes, 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser'],
  collabFav: [...topTypes, 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser'],
  // insight (issue 13): the inspiration page goes with the read-only channel analytics pages (as the analytics page).
  inspiration: readAnalytics,
  // Spec 2 and 6 (issue 26): admin, super staff, staff, and the viewer read-only.
  exploration: [...managingTypes, 'viewer'],

  // exploration (issue 26): spec 6 names exploration and video search for admin, super staff, staff and viewer.
  videoSearch: [...topTypes, 'staff', 'viewer'],
  // Issue 27, live streams: spec 6 names videoStream for the viewer (read-only) and admin / super staff
  // ("nearly all pages"); staff with the channel pages it works on; the channel's own people (its owner,
  // staff and members, user and intensive cooperative) on their channel. Not the assistants, agencies
  // or finance (docs/decisions).
  videoStream: [...managingTypes, 'viewer', 'user_owner', 'user_manager', 'user_editor', 'user_finance', ...intensive],
  // Issue 29, production: the same people as the live streams, each page for the network's editors and
  // staff, the viewer (read-only) and a channel's own people; what each may do there is its routes' rule.
  videoEditor: [...managingTypes, 'viewer', 'user_owner', 'user_manager', 'user_editor', 'user_finance', ...intensive],
  videoData: [...managingTypes, 'viewer', 'user_owner', 'user_manager', 'user_editor', 'user_finance', ...intensive],
  publishPlatform: [...managingTypes, 'viewer', 'user_owner', 'user_manager', 'user_editor', 'user_finance', ...intensive],
  // Issue 30, revenue health alerts: the managing roles and finance (every channel's), and the owners
  // of user and intensive cooperative channels (their own). Not assistants, viewers or agencies.
  revenueHealth: [...managingTypes, 'finance', 'sales', 'user_owner', 'intensive_cooperative_user_owner'],
};

// ---- insight, similar part (issue 13): the inspiration page's holders (spec 6 readAnalytics) ----
const insightReaders: AccountType[] = [...managing, 'viewer', ...agencies, ...intensive];

/** Who may invite an advertiser without naming a channel ("Who may invite"); the demo advertiser owns its team. */
const invitesAdvertisers: AccountType[] = [...managingTypes, 'agency', 'agency_manager', 'agency_member', 'advertiser'];
/** Who may invite anyone at all (and so use the batch invitation): the above, resellers, and the demo channel owners. */
const invitesSomeone: AccountType[] = [...invitesAdvertisers, 'reseller', 'finance', 'user_owner', 'intensive_cooperative_user_owner'];
/** Channel team lists: the managing roles, and channel owners holding the member list. */
const listsChannelTeams: AccountType[] = [...managingTypes, 'finance', 'agency', 'user_owner', 'intensive_cooperative_user_owner'];
/** Removing channel members: the managing roles, and owners of user and intensive cooperative channels. */
const removesChannelMembers: AccountType[] = [...managingTypes, 'user_owner', 'intensive_cooperative_user_owner'];
/** The probe group (administered by user_owner, used by finance): staff-type roles and its administrator manage it. */
const groupManagers: AccountType[] = [...managing, 'user_owner'];
/** The demo advertiser team: admin and super staff, and its owner; agency is one of its members. */
const advertiserTeamManagers: AccountType[] = [...topTypes, 'advertiser'];
const resellerTeamManagers: AccountType[] = [...topTypes, 'reseller'];

/**
 * The accounting ledger (issue 10, spec 6). The accounting page: admin, super staff, finance and
 * sales, assistants, and the channel owners of user and intensive cooperative accounts. The payment
 * page: the accounting staff without the owners. Updating accounting: finance and sales, admin,
 * super staff. The profit-sharing page: finance and sales, admin, super staff, the owners and
 * members of user channels, intensive cooperative owners, advertising partners.
 */
const accountingStaff: AccountType[] = [...topTypes, 'finance', 'sales', 'assistant', 'assistant_PanMART'];
const accountingPage: AccountType[] = [...accountingStaff, 'user_owner', 'intensive_cooperative_user_owner'];
const updatesAccounting: AccountType[] = [...topTypes, 'finance', 'sales'];
/** A channel's ratios on the probe channel: the setters, and its owners and members with the profit-sharing page. */
const seesProbeRatios: AccountType[] = [...updatesAccounting, 'user_owner', 'user_editor', 'user_finance', 'intensive_cooperative_user_owner'];
/** Issue 10 revenue imports (spec 6): finance (and sales) update accounting, the assistant updates video accounting. */
const revenueUploaders: AccountType[] = [...topTypes, 'finance', 'sales', 'assistant', 'assistant_PanMART'];
/** The accounting page's revenue: the above, and channel owners (their own channels, with the cms flag the demo owners hold). */
const revenueReaders: AccountType[] = [...revenueUploaders, 'user_owner', 'intensive_cooperative_user_owner'];

/**
 * The ad-collaboration marketplace, performance part (issue 11, spec 2 and 6). The collaboration
 * pages: admin, super staff, viewer, assistants, agencies and advertisers (spec 6 rows; staff, finance
 * and resellers hold none of them). Who sees a package (docs/decisions.md "Collab: who sees a
 * package"): the staff-type roles and viewers see every one; finance and sales none; everyone else
 * the packages of their teams (and those they opened). The
 * probe package belongs to the demo advertiser team, whose owner is the advertiser and whose member
 * is the agency. Managing case videos: manageCases (admin, super staff, staff, assistants, agencies)
 * or manageCaseVideos (resellers).
 */
const collabPageHolders: AccountType[] = [...topTypes, 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser'];
const managesCaseVideos: AccountType[] = [...managing, ...agencies, 'reseller'];

/** Resell, products part (issue 12): who adds resale products (manageResellProducts), and who reads them and the sales (also the reseller pages). */
const resellProductManagers: AccountType[] = [...topTypes, 'reseller'];
const resellProductReaders: AccountType[] = [...topTypes, 'viewer', ...agencies, 'reseller'];

/**
 * Commerce (issue 28; docs/decisions/commerce.md). Reads: staff, finance (and sales) and the
 * viewer see every channel; anyone else the channels where they are owner or manager (member type
 * owner or staff): in the demo the named owners, the managers of their channels, the agency (owner of
 * one) and its manager, and the assistant (manager on two). Everyone else reaches no channel (403).
 */
const commerceEvery: AccountType[] = [...managingTypes, 'viewer', 'finance', 'sales'];
const commerceReaders: AccountType[] = [
  ...commerceEvery,
  'user_owner',
  'user_manager',
  'intensive_cooperative_user_owner',
  'intensive_cooperative_user_manager',
  'agency',
  'agency_manager',
  'assistant',
];
/** Studio orders for the probe channel: everyone who reaches it but the readers who only read (finance orders as the owner of its own probe channel). */
const studioOrderers: AccountType[] = commerceReaders.filter((t) => t !== 'viewer' && t !== 'sales');
/** Course sales feed statements: the managing roles and finance (and sales); not the creators. */
const commerceBooks: AccountType[] = [...managingTypes, 'finance', 'sales'];
/** The owners of their probe channel (member type owner): they connect its own store. */
const ownsProbeChannel: AccountType[] = ['user_owner', 'intensive_cooperative_user_owner', 'agency', 'finance'];

const FORBIDDEN = '403 errors.forbidden';
const NOT_FOUND = '404 errors.notFound';

export type Access =
  /** Anyone, signed in or not. */
  | { public: true }
  | {
      /** The account types whose request reaches the route's own logic. */
      allowed: readonly AccountType[];
      /** The answer of everyone else (default 403 errors.forbidden), per account type where it differs. */
      denied?: string | ((accountType: AccountType) => string);
      /** The route acts on the caller's probe channel: one they may not see answers 404 before anything else. */
      onChannel?: true;
      /** The answer without a session (default 401 errors.unauthenticated). */
      signedOut?: string;
    };

const everyone = { allowed: accountTypes } as const;
const channelWorkers: AccountType[] = accountTypes.filter((type) => type !== 'advertiser' && type !== 'reseller');
const publicRoute = { public: true } as const;
const onChannel = (allowed: readonly AccountType[] | undefined) => ({ allowed: allowed!, onChannel: true }) as const;
/** Object routes: those who may not act on the object but may see it get 403; for everyone else it does not exist. */
const seenBy = (seeing: readonly AccountType[]) => (accountType: AccountType) => (seeing.includes(accountType) ? FORBIDDEN : NOT_FOUND);

/**
 * The marketplace's case packages (issue 11, deals; docs/decisions.md "Case packages: who does
 * what"), on the probe package: a draft of the demo advertiser team (Brightside Foods), which its
 * owner (advertiser) and its agency member (agency) reach; the network's people (admin, super staff,
 * staff, viewer, assistants) see every package. Package editors (spec 6 "manage packages"): admin,
 * super staff, assistants, agencies, the advertiser owner. Case managers ("sales", spec 2): admin,
 * super staff, staff, assistants, agencies; of these the network's own set the officer.
 */
const usesDeals: AccountType[] = [...topTypes, 'staff', 'viewer', 'assistant', 'assistant_PanMART', ...agencies, 'advertiser', 'reseller'];
const seesProbePackage: AccountType[] = [...topTypes, 'staff', 'viewer', 'assistant', 'assistant_PanMART', 'agency', 'advertiser'];
const editsProbePackage: AccountType[] = [...topTypes, 'assistant', 'assistant_PanMART', 'agency', 'advertiser'];
const assignsOfficers: AccountType[] = [...topTypes, 'staff', 'assistant', 'assistant_PanMART'];
const probePackageDenied = seenBy(seesProbePackage);
/** Favourites lists: holders of the page who are not in the list's team do not see it. */
const usesFavourites = (accountType: AccountType) => (pageHolders.collabFav!.includes(accountType) ? NOT_FOUND : FORBIDDEN);

/**
 * Social (issue 27): who reads linked accounts: the network-wide readers (admin, super staff, staff,
 * viewer) and every demo account that belongs to a channel (seed-demo.ts: the named owners and
 * their teams, staff and assistant on their channels); the probe channel is each one's own.
 */
const readsSocial: AccountType[] = [
  ...managingTypes,
  'viewer',
  'assistant',
  'finance',
  ...agencies,
  'user_owner',
  'user_manager',
  'user_editor',
  'user_finance',
  ...intensive,
];
/** Production (issue 29): the owners and managers (channel member type staff) of their probe channel who are not managing roles. */
const asksOnProbeChannel: AccountType[] = [
  'assistant',
  'finance',
  'agency',
  'agency_manager',
  'user_owner',
  'user_manager',
  'intensive_cooperative_user_owner',
  'intensive_cooperative_user_manager',
];
/** Owners of their probe channel, and the managing roles. */
const linksOnProbeChannel: AccountType[] = [...managingTypes, 'user_owner', 'intensive_cooperative_user_owner', 'finance', 'agency'];

/** Video data editors of their probe channel: the managing roles, its owners and its staff members. */
const editsProbeVideos: AccountType[] = [
  ...managingTypes,
  'user_owner',
  'intensive_cooperative_user_owner',
  'finance',
  'agency',
  'user_manager',
  'intensive_cooperative_user_manager',
  'agency_manager',
  'assistant',
];

export const routeAccess: Record<RouteId, Access> = {
  health: publicRoute,
  docs: publicRoute,
  docsJson: publicRoute,
  docsAsset: publicRoute,
  loginChallenge: publicRoute,
  login: publicRoute,
  refresh: publicRoute,
  logout: publicRoute,
  verify: publicRoute,
  forgetPassword: publicRoute,
  resetPassword: publicRoute,
  invitationCheck: publicRoute,
  acceptInvitation: publicRoute,

  userInfo: everyone,
  editUserInfo: { allowed: componentHolders.editProfile! },
  setAvatar: { allowed: componentHolders.editProfile! },
  file: everyone,
  changePassword: { allowed: componentHolders.changePassword! },
  outboxList: { allowed: componentHolders.readOutbox! },
  outboxDownload: { allowed: componentHolders.readOutbox! },

  channelList: everyone,
  channelOverview: onChannel(pageHolders.overview),
  channelAudience: onChannel(pageHolders.audience),
  channelContent: onChannel(pageHolders.content),
  channelAnalytics: onChannel(pageHolders.analytics),
  channelRevenue: onChannel(pageHolders.revenue),
  channelLive: onChannel(pageHolders.videoStream),
  channelInterestVideos: onChannel(componentHolders.editChannelSettings),
  channelVisibilityGet: onChannel(componentHolders.setChannelVisibility),
  channelVisibilitySet: onChannel(componentHolders.setChannelVisibility),
  channelRefresh: onChannel(componentHolders.refreshCache),
  // user_owner holds the page through a group of its own, not the probed one: for them it does not exist.
  channelGroupTrends: { allowed: pageHolders.channelGroup!.filter((t) => t !== 'user_owner'), denied: (t) => (t === 'user_owner' ? NOT_FOUND : FORBIDDEN) },
  exchangeRates: everyone,

  // Issue 23: authorizing a YouTube channel is for people who work on channels; advertisers and
  // resellers (spec 6: collaboration and reseller pages) hold none.
  youtubeOauthStart: { allowed: channelWorkers },
  // Issue 23: a browser landing here without a session is sent to sign in and continue (303), never JSON.
  youtubeOauthCallback: { allowed: channelWorkers, signedOut: '303' },
  youtubeAuthorizations: { allowed: channelWorkers },
  youtubeRevoke: everyone,

  // Reading is everyone's, for the channels they may see (the probe decides by the caller's channel).
  cacheRead: everyone,
  cacheReadChannel: everyone,
  cacheWrite: { allowed: componentHolders.refreshCache! },
  cacheDelete: { allowed: componentHolders.refreshCache! },
  cacheTaskQueue: { allowed: pageHolders.cache! },

  channelGroupList: everyone,
  channelGroupCreate: { allowed: componentHolders.editChannelGroups! },
  channelGroupGet: { allowed: [...groupManagers, 'finance'], denied: NOT_FOUND },
  channelGroupRename: { allowed: groupManagers, denied: seenBy(['finance']) },
  channelGroupDelete: { allowed: groupManagers, denied: seenBy(['finance']) },
  channelGroupSetChannels: { allowed: groupManagers, denied: seenBy(['finance']) },
  channelGroupSetMembers: { allowed: groupManagers, denied: seenBy(['finance']) },

  advertiserGetInfo: { allowed: [...advertiserTeamManagers, 'agency'], denied: NOT_FOUND },
  advertiserEditInfo: { allowed: advertiserTeamManagers, denied: seenBy(['agency']) },
  advertiserInviteMember: { allowed: advertiserTeamManagers, denied: seenBy(['agency']) },
  advertiserDeleteMember: { allowed: advertiserTeamManagers, denied: seenBy(['agency']) },
  teamInvitationRevoke: { allowed: advertiserTeamManagers, denied: seenBy(['agency']) },
  resellerGetInfo: { allowed: resellerTeamManagers, denied: NOT_FOUND },
  resellerEditInfo: { allowed: resellerTeamManagers, denied: NOT_FOUND },
  resellerInviteMember: { allowed: resellerTeamManagers, denied: NOT_FOUND },
  resellerDeleteMember: { allowed: resellerTeamManagers, denied: NOT_FOUND },
  teamInvitationResend: { allowed: resellerTeamManagers, denied: NOT_FOUND },

  // Someone else's channel: the managing roles may hand it over; those who see it without owning it may not.
  channelTransferOwner: { allowed: managingTypes, denied: seenBy(seesEveryChannel) },
  channelEditLockStatus: onChannel(accountTypes),
  channelEditLock: onChannel(componentHolders.editChannelSettings),
  // Spec 6 "download and upload batch creator update reports": the managing roles and bulk editors (assistant).
  creatorUpdateDownload: { allowed: managing },
  creatorUpdateUpload: { allowed: managing },
  channelEditUnlock: onChannel(componentHolders.editChannelSettings),

  problemReportCreate: everyone,
  problemReportList: everyone,
  problemReportUpdate: { allowed: managingTypes },
  // Issue 25: the backups' state is the administrator's alone (they hold every account's data).
  backupStatus: { allowed: ['admin'] },
  // The probe job is the demo user's: they and the top roles follow it; for anyone else it does not exist.
  jobProgress: { allowed: [...topTypes, 'user'], denied: NOT_FOUND },

  inviteMember: { allowed: invitesAdvertisers, denied: '403 errors.cannotInviteRole' },
  invitationList: everyone,
  invitationResend: everyone,
  invitationRevoke: everyone,
  batchInviteExample: { allowed: invitesSomeone },
  batchInviteMember: { allowed: invitesSomeone },
  memberList: { allowed: listsChannelTeams },
  userList: { allowed: managingTypes },
  deleteMember: { allowed: removesChannelMembers },
  deleteUser: { allowed: topTypes },
  setUserType: { allowed: topTypes },
  userChangeEmail: { allowed: topTypes },
  userPermissions: everyone,
  // The viewer's map: the viewer and those who manage permissions see it; for everyone else it does not exist.
  userPermissionsDisplay: { allowed: [...topTypes, 'viewer'], denied: NOT_FOUND },
  userPermissionsUpdate: { allowed: componentHolders.managePermissions! },
  userPermissionsCopy: { allowed: componentHolders.managePermissions! },
  switchAccount: { allowed: componentHolders.switchAccount! },
  switchBack: everyone,
  syslog: { allowed: pageHolders.syslog! },

  // Remittance recipients and deductions (issue 10, payees): finance writes; the probe recipient
  // serves user_owner's channel, so its owner reads it (documents too); for everyone else it does not exist.
  recipientList: { allowed: pageHolders.accounting! },
  recipientGet: { allowed: [...componentHolders.updateAccounting!, 'user_owner'], denied: NOT_FOUND },
  recipientFile: { allowed: [...componentHolders.updateAccounting!, 'user_owner'], denied: NOT_FOUND },
  recipientCreate: { allowed: componentHolders.updateAccounting! },
  recipientUpdate: { allowed: componentHolders.updateAccounting! },
  recipientDelete: { allowed: componentHolders.updateAccounting! },
  recipientSetChannels: { allowed: componentHolders.updateAccounting! },
  recipientFileUpload: { allowed: componentHolders.updateAccounting! },
  recipientChannelSearch: { allowed: componentHolders.updateAccounting! },
  deductionList: { allowed: componentHolders.updateAccounting! },
  deductionUpload: { allowed: componentHolders.updateAccounting! },
  deductionTemplate: { allowed: componentHolders.updateAccounting! },
  // Issue 23, the accounting channel picker: the accounting staff (every network channel) and the
  // people of a channel whose member type gives them its accounting or profit-sharing page (their
  // channels); the advertising partner belongs to no channel, staff, viewer and the rest hold no
  // accounting screen (403).
  ledgerChannels: { allowed: [...accountingStaff, 'user_owner', 'user_editor', 'user_finance', 'intensive_cooperative_user_owner'] },
  // The advertising partner holds the profit-sharing page but belongs to no channel: another's does not exist for it.
  ledgerRatios: { allowed: seesProbeRatios, denied: (t) => (t === 'advertising_partner' ? NOT_FOUND : FORBIDDEN) },
  ledgerRatiosSet: { allowed: updatesAccounting },
  ledgerRates: { allowed: accountingPage },
  ledgerRateSet: { allowed: updatesAccounting },
  ledgerStatementsPost: { allowed: updatesAccounting },
  // Each caller's probe channel: the accounting staff see every statement, the owners their own.
  ledgerStatement: { allowed: accountingPage },
  ledgerMonthStatus: { allowed: accountingPage },
  ledgerMonthClose: { allowed: updatesAccounting },
  ledgerMonthReopen: { allowed: updatesAccounting },
  ledgerPayments: { allowed: accountingStaff },
  // The records as a file: whoever reads them on the payment page.
  ledgerPaymentsExport: { allowed: accountingStaff },
  ledgerPaidSet: { allowed: updatesAccounting },
  ledgerPaymentsTemplate: { allowed: updatesAccounting },
  ledgerPaymentsBatch: { allowed: updatesAccounting },
  ledgerMyStatements: { allowed: accountingPage },
  // Issue 30 withholding: tax profiles and the yearly summary are finance's (updateAccounting); a
  // statement's document is the statement's (its payee, the accounting staff); the statement mail's
  // subscription is one's own, for whoever holds the accounting page.
  taxProfileList: { allowed: updatesAccounting },
  taxProfileGet: { allowed: updatesAccounting },
  taxProfileSet: { allowed: updatesAccounting },
  withholdingSummaryExport: { allowed: updatesAccounting },
  ledgerStatementDocument: { allowed: accountingPage },
  statementMailGet: { allowed: accountingPage },
  statementMailSet: { allowed: accountingPage },
  accountingUpload: { allowed: revenueUploaders },
  accountingUploadStatus: { allowed: revenueUploaders },
  accountingRevenue: { allowed: revenueReaders },
  accountingMonthStatus: { allowed: revenueUploaders },
  accountingUnmatched: { allowed: revenueUploaders },
  // Assigning unmatched rows changes accounting data: finance's (updateAccounting), not the assistant's.
  accountingUnmatchedAssign: { allowed: [...topTypes, 'finance', 'sales'] },
  // Issue 30: the revenue archive and the reconciliation are finance's (updateAccounting), not the assistant's.
  accountingArchive: { allowed: [...topTypes, 'finance', 'sales'] },
  accountingArchiveExpiring: { allowed: [...topTypes, 'finance', 'sales'] },
  accountingArchiveFile: { allowed: [...topTypes, 'finance', 'sales'] },
  accountingReconciliation: { allowed: [...topTypes, 'finance', 'sales'] },
  // Issue 30, revenue health: the page's holders read and acknowledge (an alert out of their reach is 404) and choose their digest mail;
  // the threshold is set by the managing roles and finance only (an owner is refused 403).
  revenueAlerts: { allowed: pageHolders.revenueHealth! },
  revenueAlertAcknowledge: { allowed: pageHolders.revenueHealth! },
  revenueHealthSettings: { allowed: pageHolders.revenueHealth! },
  revenueHealthThresholdSet: { allowed: [...managingTypes, 'finance', 'sales'] },
  revenueHealthDigestSet: { allowed: pageHolders.revenueHealth! },
  accountingReconciliationSettings: { allowed: [...topTypes, 'finance', 'sales'] },
  accountingReconciliationSettingsSet: { allowed: [...topTypes, 'finance', 'sales'] },
  // issue 11, collab performance: case videos, schedule, performance report
  collabCaseVideos: { allowed: seesProbePackage, denied: NOT_FOUND },
  collabCaseVideoAdd: {
    allowed: managesCaseVideos.filter((t) => seesProbePackage.includes(t)),
    denied: (t) => (managesCaseVideos.includes(t) ? NOT_FOUND : FORBIDDEN),
  },
  collabCaseVideoRemove: {
    allowed: managesCaseVideos.filter((t) => seesProbePackage.includes(t)),
    denied: (t) => (managesCaseVideos.includes(t) ? NOT_FOUND : FORBIDDEN),
  },
  // Issue 12: also the reseller, whose resellUpcoming page shows its packages' upcoming videos.
  collabSchedule: { allowed: [...collabPageHolders, 'reseller'] },
  collabPerformancePackages: { allowed: collabPageHolders },
  collabPerformanceReport: {
    allowed: collabPageHolders.filter((t) => seesProbePackage.includes(t)),
    denied: (t) => (collabPageHolders.includes(t) ? NOT_FOUND : FORBIDDEN),
  },
  collabPerformanceExport: {
    allowed: collabPageHolders.filter((t) => seesProbePackage.includes(t)),
    denied: (t) => (collabPageHolders.includes(t) ? NOT_FOUND : FORBIDDEN),
  },
  // ---- resell, products part (issue 12): resale products on videos are added and removed by the
  // holders of manageResellProducts (spec 6: reseller; admin and super staff hold every component);
  // they and the reseller pages' holders read them. The probe video is a case video of the demo
  // reseller team's package, which the network roles and the reseller reach ----
  resellProductVideos: { allowed: resellProductReaders },
  resellVideoProducts: { allowed: resellProductReaders },
  resellVideoProductAdd: { allowed: resellProductManagers },
  resellVideoProductRemove: { allowed: resellProductManagers },
  resellCatalogue: { allowed: resellProductManagers },
  resellPerformance: { allowed: resellProductReaders },
  resellPerformanceExport: { allowed: resellProductReaders },
  accountingCmsChannels: { allowed: revenueReaders },
  accountingCmsVideos: { allowed: revenueReaders },
  // Spec 6 "financial data upload and download": finance's revenue reports, and the assistant who uploads them.
  accountingCmsChannelsExport: { allowed: revenueUploaders },
  accountingCmsVideosExport: { allowed: revenueUploaders },
  // Case packages (issue 11, deals): see usesDeals above.
  collabPackageList: { allowed: usesDeals },
  collabChannelTitles: { allowed: usesDeals },
  // Issue 12: the reseller, as its team's administrator (spec 4's reseller row), too.
  collabPackageCreate: { allowed: [...topTypes, 'assistant', 'assistant_PanMART', ...agencies, 'advertiser', 'reseller'] },
  collabPackageGet: { allowed: seesProbePackage, denied: NOT_FOUND },
  collabPackageUpdate: { allowed: editsProbePackage, denied: probePackageDenied },
  collabPackageDelete: { allowed: editsProbePackage, denied: probePackageDenied },
  // Staff manages cases but holds no package table (spec 4): its move is refused as a move.
  collabPackageStatus: { allowed: editsProbePackage, denied: (t) => (t === 'staff' ? '403 errors.collabStatusNotAllowed' : probePackageDenied(t)) },
  collabPackageOfficer: { allowed: assignsOfficers },
  collabOfficers: { allowed: assignsOfficers },
  collabRequestFormSave: { allowed: editsProbePackage, denied: probePackageDenied },
  collabCasesAdd: { allowed: editsProbePackage, denied: probePackageDenied },
  collabCaseRemove: { allowed: editsProbePackage, denied: probePackageDenied },
  // Remarks: the package's editors while it is a draft, and staff as a case manager.
  collabCaseUpdate: { allowed: [...editsProbePackage, 'staff'], denied: probePackageDenied },
  // The probe case is in draft, where the case table keeps it (draft → draft) for everyone holding one.
  collabCaseStatus: { allowed: [...editsProbePackage, 'staff'], denied: probePackageDenied },

  // ---- collab, search part (issue 11): creator search, prices, favourites. The probe list is shared
  // with the demo advertiser team (owner: advertiser; agency is a member): other holders of the
  // favourites page do not see it (404); the rest lack the page (403). ----
  // Issue 12: the reseller searches the same creators from its resellSearch page.
  creatorSearch: { allowed: [...pageHolders.collabSearch!, 'reseller'] },
  // ---- exploration, video search (issue 26) ----
  explorationVideos: { allowed: pageHolders.videoSearch! },
  creatorPricesSet: onChannel(componentHolders.editPrices),
  favouriteLists: { allowed: pageHolders.collabFav! },
  // Issue 23: the viewer is read-only on the collaboration pages (spec 6): it reads the favourites
  // page but creates no list (docs/decisions.md "Issue 23: finance reaches its channels; access questions").
  favouriteListCreate: { allowed: pageHolders.collabFav!.filter((t) => t !== 'viewer') },
  favouriteListGet: { allowed: ['advertiser', 'agency'], denied: usesFavourites },
  favouriteListRename: { allowed: ['advertiser', 'agency'], denied: usesFavourites },
  favouriteListDelete: { allowed: ['advertiser', 'agency'], denied: usesFavourites },
  favouriteAdd: { allowed: ['advertiser', 'agency'], denied: usesFavourites },
  favouriteRemove: { allowed: ['advertiser', 'agency'], denied: usesFavourites },

  // ---- resell (issue 12) ----
  // Shopify's deliveries: public, the HMAC over the raw body is the credential.
  shopifyWebhooks: publicRoute,
  // ---- resell, stores part (issue 12) ----
  // Connecting a store: spec 6 authorizeShop held by a team administrator (the demo advertiser owns
  // Brightside Foods, the demo reseller Daily Picks); admin and super staff hold the component but
  // administer no team. Disconnecting: the holders of authorizeShop reach the store, which must be
  // their team's (the probe's store does not exist: 404). The store list: team members, and the
  // network's holders of the reseller pages (admin, super staff, viewer, agencies).
  shopifyOauth: { allowed: ['advertiser', 'reseller'] },
  shopifyOauthCallback: { allowed: ['advertiser', 'reseller'], signedOut: '303' },
  oauthRevoke: { allowed: [...topTypes, 'advertiser', 'reseller'] },
  resellStores: { allowed: [...topTypes, 'viewer', ...agencies, 'advertiser', 'reseller'] },

  // ---- resell, market part (issue 12) ----
  // Commission rates: the managing roles (admin, super staff, staff) and the administrators of a
  // team that may connect stores (the demo advertiser and reseller own theirs). The probe rate is on
  // a package of the reseller's team (Daily Picks): the advertiser, administrator of another team,
  // does not see it (404).
  commissionRates: { allowed: [...managingTypes, 'advertiser', 'reseller'] },
  commissionRateSet: { allowed: [...managingTypes, 'reseller'], denied: (t) => (t === 'advertiser' ? NOT_FOUND : FORBIDDEN) },

  // ---- resell, orders part (issue 12) ----
  // The orders page (spec 6 rows): admin, super staff, viewer, agencies, resellers. The probe store
  // belongs to the reseller team Daily Picks (its owner: reseller); the network roles see every store.
  // Sync: the store's team owners and members, admin and super staff (docs/decisions.md); the viewer
  // and agencies see the store but only read (403); every other page holder would get 404.
  resellOrders: { allowed: resellProductReaders },
  resellOrdersSync: { allowed: [...topTypes, 'reseller'] },

  // ---- insight, clouds part (issue 13) ----
  // The inspiration page's readers on their probe channel; fetching search keywords from YouTube spends quota: refreshCache holders.
  insightWordClouds: onChannel(pageHolders.inspiration),
  insightCloudWord: onChannel(pageHolders.inspiration),
  insightSearchKeywords: onChannel(pageHolders.inspiration),
  insightSearchKeywordsFetch: onChannel(componentHolders.refreshCache),
  insightVideoEmotions: onChannel(pageHolders.inspiration),
  // ---- insight, comparison part (issue 13) ----
  // The inspiration page (spec 6: channelAnalytics / readAnalytics): the managing roles, viewer,
  // agencies and intensive cooperative users; not user accounts (their member types grant no
  // inspiration), finance, sales, advertisers, resellers, advertising partners. On the probe channel.
  insightComparison: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  insightComparisonExport: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  insightColumnSets: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  insightColumnSetCreate: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  insightColumnSetUpdate: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  insightColumnSetDelete: onChannel([...managing, 'viewer', ...agencies, ...intensive]),
  // ---- insight, language part (issue 13) ----
  // The analysis box: "staff and above" (issue 13), spec 6's managing roles admin, super staff and
  // staff; not the assistants (spec 6 names them apart from the managing roles) nor anyone else.
  insightAnalyze: { allowed: managingTypes },
  // ---- insight, similar part (issue 13) ----
  // Reads: the inspiration page (spec 6 channel analytics: the staff-type roles, viewer, agencies,
  // intensive cooperative users) on a channel the caller may see. Custom similar channels are kept
  // by the staff-type roles and the channel's owner (the probe channels of the demo intensive
  // cooperative owner and of the demo agency are their own; other page holders 403); the licensing
  // price is recorded by the staff-type roles (docs/decisions.md "Insight (issue 13), similar").
  similarChannels: onChannel(insightReaders),
  customSimilarGet: onChannel(insightReaders),
  customSimilarSet: onChannel([...managing, 'intensive_cooperative_user_owner', 'agency']),
  customSimilarClear: onChannel([...managing, 'intensive_cooperative_user_owner', 'agency']),
  keywordGaps: onChannel(insightReaders),
  licensingPriceGet: onChannel(insightReaders),
  licensingPriceSet: onChannel(managing),
  // ---- reports, documents (issue 14) ----
  // The report page (spec 6: admin, super staff, staff, viewer, assistant, agencies, intensive
  // cooperative users; issue 23: a user channel's owner on their channel) AND downloadReport on the
  // channel (staff, assistant, agency and agency team rows; admin and super staff hold every
  // component; issue 23: the intensive cooperative users and the owners too). The viewer sees the page
  // but may not download (403) unless granted report:download; callers who cannot see the probe
  // channel get 404.
  reportChannelDownload: onChannel([...topTypes, 'staff', 'assistant', 'assistant_PanMART', ...agencies, ...intensive, 'user_owner']),
  // The latest video report: the same page and component.
  reportLatestVideoDownload: onChannel([...topTypes, 'staff', 'assistant', 'assistant_PanMART', ...agencies, ...intensive, 'user_owner']),
  // ---- reports, mailing (issue 14): the quarterly subscription is "staff and finance": spec 6's
  // managing roles (admin, super staff, staff) and the holders of updateAccounting (finance, sales);
  // not the assistants, viewer, agencies or channel people. A report mailed from the page: the same
  // people as its download (the report page and downloadReport on a channel the caller sees).
  reportSubscriptionList: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportSubscriptionSet: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRunList: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRunStart: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRunGet: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRunResume: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRecordList: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRecordResend: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportMailingRecordDelete: { allowed: [...managingTypes, 'finance', 'sales'] },
  reportChannelMail: onChannel([...topTypes, 'staff', 'assistant', 'assistant_PanMART', ...agencies, ...intensive, 'user_owner']),
  // ---- reports, annual (issue 14): the probe group (administered by user_owner, used by finance) ----
  // Those who see the group AND hold downloadReport: the editChannelGroups holders (staff-type roles,
  // who see every group) all hold it. Its administrator (user_owner) and its user (finance) see it
  // without downloadReport (403); for everyone else it does not exist (404), agencies included.
  reportGroupAnnualDownload: { allowed: managing, denied: seenBy(['user_owner', 'finance']) },
  // ---- exploration (issue 26): spec 6 gives the exploration page to admin, super staff, staff and the
  // viewer; the viewer is read-only there: it reads the list, the quota and the prospects, but saves
  // and moves no prospect (403). The list probe reads the network only (no quota is spent); the
  // viewer's side of spending is in discovery.routes.test.ts.
  explorationChannels: { allowed: [...managingTypes, 'viewer'] },
  explorationChannelsExport: { allowed: [...managingTypes, 'viewer'] },
  explorationQuota: { allowed: [...managingTypes, 'viewer'] },
  explorationProspects: { allowed: [...managingTypes, 'viewer'] },
  explorationProspectCreate: { allowed: managingTypes },
  explorationProspectStatus: { allowed: managingTypes },
  // ---- social (issue 27; docs/decisions/social.md): spec 6 gives igData and tiktokData to
  // admin, super staff and the viewer (read-only); staff (a managing role) reads them too; everyone
  // who belongs to a channel reads their own channels' accounts. Linking is the channel owner's and
  // the managing roles'. Other readers of the probe channel get 403, everyone else 404.
  socialAccounts: { allowed: readsSocial },
  socialInsights: { allowed: readsSocial },
  socialLinkStart: { allowed: linksOnProbeChannel, denied: seenBy(readsSocial) },
  socialLinkCallback: { allowed: accountTypes, signedOut: '303' },
  socialUnlink: everyone,
  // ---- production, editing requests (issue 29; docs/decisions/production.md): spec 6 gives
  // videoEditor to admin, super staff and the viewer (read-only); the network's editors (staff, a
  // managing role) read and work every request; everyone who belongs to a channel reads their own
  // channels' requests. Asking is the creator's side of the probe channel: its owner or manager
  // (member type owner or staff) who is not one of the network's managing roles; who sees the
  // channel otherwise gets 403, everyone else 404. The rest act on one request (an unknown one here:
  // 404 for everyone; who may do what on a real one is edit-requests.routes.test.ts's table).
  productionEditRequests: { allowed: readsSocial },
  productionEditRequestCreate: { allowed: asksOnProbeChannel, denied: seenBy(readsSocial) },
  productionEditRequest: everyone,
  productionEditRequestStatus: everyone,
  productionEditRequestComment: everyone,
  productionEditRequestVersion: everyone,
  productionEditRequestFile: everyone,
  productionUploads: everyone,
  productionEditorWorkload: { allowed: [...managingTypes, 'viewer'] },
  // ---- commerce (issue 28): see commerceReaders above ----
  coursesList: { allowed: commerceReaders },
  // The catalogue: the channel's owner and manager, the managing roles and finance; the viewer reads only (403); for anyone else the probe channel is out of reach (404).
  coursesCreate: { allowed: commerceReaders.filter((t) => t !== 'viewer'), denied: (t) => (t === 'viewer' ? FORBIDDEN : NOT_FOUND) },
  // A course of the probe channel edited: the same people as adding one; the viewer sees it (403), anyone else does not (404).
  coursesUpdate: { allowed: commerceReaders.filter((t) => t !== 'viewer'), denied: (t) => (t === 'viewer' ? FORBIDDEN : NOT_FOUND) },
  coursesSalesUpload: { allowed: commerceBooks },
  coursesSalesUploadStatus: { allowed: commerceBooks },
  coursesSalesEnter: { allowed: commerceBooks },
  coursesRevenue: { allowed: commerceReaders },
  coursesRevenueMonths: { allowed: commerceReaders },
  studioStoreServices: { allowed: commerceReaders },
  studioStoreServiceSave: { allowed: managingTypes },
  // Ordering for, and cancelling a requested order of, the probe channel: its owner and manager and the
  // managing roles; the viewer and sales see the channel but do neither (403); anyone else 404.
  studioStoreOrderCreate: { allowed: studioOrderers, denied: (t) => (commerceReaders.includes(t) ? FORBIDDEN : NOT_FOUND) },
  studioStoreOrders: { allowed: commerceReaders },
  studioStoreOrderStatus: { allowed: studioOrderers, denied: (t) => (commerceReaders.includes(t) ? FORBIDDEN : NOT_FOUND) },
  // The creator's own store: read by whoever reaches the probe channel; connected, and its codes set,
  // by the channel's owner only (the other readers of the channel get 403, everyone else 404); whether
  // the network runs a store is set by those who set ratios. Shopify's return redirects everyone who
  // reaches commerce (an unsigned return changes nothing).
  ecStores: { allowed: commerceReaders },
  ecStoreConnect: { allowed: ownsProbeChannel, denied: (t) => (commerceReaders.includes(t) ? FORBIDDEN : NOT_FOUND) },
  ecStoreCallback: { allowed: commerceReaders, signedOut: '303' },
  ecStoreSettings: { allowed: updatesAccounting },
  ecAttributionCodes: { allowed: commerceReaders },
  ecAttributionCodeSave: everyone,
  ecSales: { allowed: commerceReaders },
  ecProducts: { allowed: commerceReaders },
  ecVideos: { allowed: commerceReaders },
  // ---- production, video data manager (issue 29; docs/decisions/production.md): spec 6
  // gives videoData to admin and super staff and, read-only, to the viewer; staff (a managing role)
  // edits every channel; on their own channel, its owner and its staff members (the creator's
  // managers) edit and its plain members read. Readers who may not edit get 403, everyone else 404.
  productionVideos: { allowed: readsSocial, denied: NOT_FOUND },
  productionVideoRuns: { allowed: readsSocial, denied: NOT_FOUND },
  productionVideosXlsx: { allowed: readsSocial, denied: NOT_FOUND },
  productionVideosXlsxUpload: { allowed: editsProbeVideos, denied: seenBy(readsSocial) },
  productionVideoBatch: { allowed: editsProbeVideos, denied: seenBy(readsSocial) },
  productionVideoRunUndo: everyone,
  // ---- production, publishing calendar (issue 29; docs/decisions/production.md): read like the
  // video data (spec 6: publishPlatform for admin and super staff, read-only for the viewer; staff, a
  // managing role, every channel; a channel's members their own); planned, moved and cancelled by the
  // managing roles and, on their channel, its owner and its staff members. Readers who may not plan
  // get 403, everyone else 404. Moving or cancelling a release nobody has: 404 for everyone.
  productionSchedule: { allowed: readsSocial, denied: NOT_FOUND },
  productionScheduleCreate: { allowed: editsProbeVideos, denied: seenBy(readsSocial) },
  productionScheduleReschedule: everyone,
  productionScheduleCancel: everyone,
};
