// The route table: every HTTP route of Chorus with the permission it needs. It has no schemas, so
// the web app can route calls without loading zod; endpoints.ts adds the schemas.
import type { ComponentKey } from './components.ts';
import type { PageKey } from './pages.ts';

export type RoutePermission = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'page'; page: PageKey } | { kind: 'component'; component: ComponentKey };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  path: string;
  summary: string;
  permission: RoutePermission;
  /** `multipart` takes a file upload; `download` answers a file with content-disposition. */
  kind?: 'json' | 'multipart' | 'download' | 'html';
  /** Refused while an admin works as another user (password, e-mail, bank changes). */
  refusedWhileSwitched?: boolean;
  /** Counted by the per-address throttle of sign-in and reset requests. */
  throttled?: boolean;
  /**
   * A GET that changes something (spec 7 keeps set_user_type, user_change_email and switch_account
   * as GET): cookie sessions need the CSRF header and a same-host Origin, as for writes.
   */
  changesState?: boolean;
  /**
   * The route acts on the channel named by its `:channelId` parameter: a channel the caller may not
   * see answers 404, and the permission is judged with the caller's member type on that channel.
   */
  channelScoped?: boolean;
};

const publicRoute = { kind: 'public' } as const;
const signedIn = { kind: 'authenticated' } as const;
const component = (c: ComponentKey) => ({ kind: 'component', component: c }) as const;
const page = (p: PageKey) => ({ kind: 'page', page: p }) as const;
const channelRoute = (path: string) => `/api/v1/channels/:channelId/${path}`;

export const routes = {
  health: { method: 'GET', path: '/api/v1/health', summary: 'Liveness probe', permission: publicRoute },
  docs: { method: 'GET', path: '/api/docs', summary: 'API documentation page', permission: publicRoute, kind: 'html' },
  docsJson: { method: 'GET', path: '/api/docs/json', summary: 'OpenAPI document', permission: publicRoute },
  loginChallenge: {
    method: 'GET',
    path: '/api/v1/login_challenge',
    summary: 'Open a 3-minute sign-in window; the challenge must accompany the login',
    permission: publicRoute,
    throttled: true,
  },
  login: { method: 'POST', path: '/api/v1/login', summary: 'Sign in with e-mail or account name', permission: publicRoute, throttled: true },
  refresh: { method: 'POST', path: '/api/v1/refresh', summary: 'Rotate the refresh token cookie and issue a new access token', permission: publicRoute },
  logout: { method: 'POST', path: '/api/v1/logout', summary: 'Sign out', permission: publicRoute },
  verify: { method: 'GET', path: '/api/v1/verify', summary: 'Check a reset link', permission: publicRoute, throttled: true },
  userInfo: { method: 'GET', path: '/api/v1/user_info', summary: 'The signed-in user', permission: signedIn },
  editUserInfo: { method: 'POST', path: '/api/v1/edit_user_info', summary: 'Edit the profile', permission: component('editProfile') },
  setAvatar: {
    method: 'POST',
    path: '/api/v1/set_avatar',
    summary: 'Upload a profile picture (jpg or png)',
    permission: component('editProfile'),
    kind: 'multipart',
  },
  file: { method: 'GET', path: '/api/v1/files/:id', summary: 'An uploaded image', permission: signedIn, kind: 'download' },
  forgetPassword: {
    method: 'GET',
    path: '/api/v1/forget_password',
    summary: 'Mail a reset link; the answer is the same whether or not the address exists',
    permission: publicRoute,
    throttled: true,
  },
  resetPassword: { method: 'POST', path: '/api/v1/reset_password', summary: 'Set a new password with a reset link', permission: publicRoute, throttled: true },
  changePassword: {
    method: 'POST',
    path: '/api/v1/change_password',
    summary: 'Change the password; ends the other sessions',
    permission: component('changePassword'),
    refusedWhileSwitched: true,
  },
  outboxList: { method: 'GET', path: '/api/v1/outbox', summary: 'Mail written to the outbox when no SMTP server is set', permission: component('readOutbox') },
  outboxDownload: {
    method: 'GET',
    path: '/api/v1/outbox/:id',
    summary: 'One outbox message as an .eml file',
    permission: component('readOutbox'),
    kind: 'download',
  },

  // ---- channel analytics (spec 2 channel pages) ----
  channelList: {
    method: 'GET',
    path: '/api/v1/channels',
    summary: 'The channels the caller may see: search by name, id or tag; filters, sorting, pages',
    permission: signedIn,
  },
  channelOverview: {
    method: 'GET',
    path: channelRoute('overview'),
    summary: 'KPIs, trends and top videos of a channel',
    permission: page('overview'),
    channelScoped: true,
  },
  channelAudience: {
    method: 'GET',
    path: channelRoute('audience'),
    summary: 'Who watches: age, gender, countries, subscribed or not',
    permission: page('audience'),
    channelScoped: true,
  },
  channelInterestVideos: {
    method: 'PUT',
    path: channelRoute('interest_videos'),
    summary: 'Set the twelve audience-interest videos',
    permission: component('editChannelSettings'),
    channelScoped: true,
  },
  // Spec 2 "channel hide/show setting for advertisers" (spec 3 hidden flag, scope and reason).
  channelVisibilityGet: {
    method: 'GET',
    path: channelRoute('visibility'),
    summary: 'Whether the channel is hidden from advertisers, from whom and why',
    permission: component('setChannelVisibility'),
    channelScoped: true,
  },
  channelVisibilitySet: {
    method: 'PUT',
    path: channelRoute('visibility'),
    summary: 'Hide the channel from advertisers (with scope and reason) or show it again',
    permission: component('setChannelVisibility'),
    channelScoped: true,
    changesState: true,
  },
  channelContent: {
    method: 'GET',
    path: channelRoute('content'),
    summary: 'Length classes, strategy buckets, old and new videos, top 50',
    permission: page('content'),
    channelScoped: true,
  },
  channelAnalytics: {
    method: 'GET',
    path: channelRoute('analytics'),
    summary: 'RPM, revenue by type, impressions and CTR',
    permission: page('analytics'),
    channelScoped: true,
  },
  channelRevenue: {
    method: 'GET',
    path: channelRoute('revenue'),
    summary: 'Revenue opportunity: the past 365 days against the 365 before',
    permission: page('revenue'),
    channelScoped: true,
  },
  channelRefresh: {
    method: 'POST',
    path: channelRoute('refresh'),
    summary: 'Queue a refresh of the channel from YouTube',
    permission: component('refreshCache'),
    channelScoped: true,
  },
  channelGroupTrends: {
    method: 'GET',
    path: '/api/v1/channel_groups/:groupId/trends',
    summary: 'Daily views and subscribers of every channel in a group',
    permission: page('channelGroup'),
  },
  exchangeRates: { method: 'GET', path: '/api/v1/exchange_rates', summary: 'One exchange rate per currency (units per USD)', permission: signedIn },

  // ---- YouTube authorization (spec 2 profile: channel authorization) ----
  youtubeOauthStart: {
    method: 'GET',
    path: '/api/v1/youtube/oauth/start',
    summary: "The Google consent address for authorizing one's channel (as owner or content manager)",
    permission: signedIn,
  },
  youtubeOauthCallback: {
    method: 'GET',
    path: '/api/v1/youtube/oauth/callback',
    summary: 'Where Google returns after consent',
    permission: signedIn,
    kind: 'html',
  },
  youtubeAuthorizations: {
    method: 'GET',
    path: '/api/v1/youtube/authorizations',
    summary: "One's YouTube authorizations and their channels",
    permission: signedIn,
  },
  youtubeRevoke: { method: 'POST', path: '/api/v1/youtube/authorizations/:id/revoke', summary: 'Withdraw a YouTube authorization', permission: signedIn },

  // ---- frontend API: the analytics cache and the refresh queue (spec 7) ----
  cacheRead: { method: 'POST', path: '/api/frontend/cache/read', summary: 'A cached analytics result by key', permission: signedIn },
  cacheWrite: { method: 'POST', path: '/api/frontend/cache/write', summary: 'Store an analytics result', permission: component('refreshCache') },
  cacheReadChannel: { method: 'POST', path: '/api/frontend/cache/readCh', summary: "A channel's cached results", permission: signedIn },
  cacheDelete: { method: 'POST', path: '/api/frontend/cache/del', summary: 'Drop cached results by key or channel', permission: component('refreshCache') },
  cacheTaskQueue: { method: 'GET', path: '/api/frontend/cache/taskQueue', summary: 'The refresh queue', permission: page('cache') },

  // ---- groups, teams, ownership, issue reports (access administration, part 2) ----
  channelGroupList: {
    method: 'GET',
    path: '/api/v1/channel_groups',
    summary: 'The channel groups the caller manages or uses (every group with editChannelGroups)',
    permission: signedIn,
  },
  channelGroupCreate: {
    method: 'POST',
    path: '/api/v1/channel_groups',
    summary: 'Create a channel group, optionally with its channels and people',
    permission: component('editChannelGroups'),
  },
  channelGroupGet: {
    method: 'GET',
    path: '/api/v1/channel_groups/:groupId',
    summary: "A channel group's channels, and its people for those who manage it",
    permission: signedIn,
  },
  channelGroupRename: { method: 'PUT', path: '/api/v1/channel_groups/:groupId', summary: 'Rename a channel group', permission: signedIn },
  channelGroupDelete: { method: 'DELETE', path: '/api/v1/channel_groups/:groupId', summary: 'Remove a channel group', permission: signedIn },
  channelGroupSetChannels: {
    method: 'PUT',
    path: '/api/v1/channel_groups/:groupId/channels',
    summary: "Set a channel group's member channels",
    permission: signedIn,
  },
  channelGroupSetMembers: {
    method: 'PUT',
    path: '/api/v1/channel_groups/:groupId/members',
    summary: "Set a channel group's administrators and users (with their authorization type), by e-mail",
    permission: signedIn,
  },
  advertiserGetInfo: { method: 'GET', path: '/api/v1/advertiser_get_info', summary: 'An advertiser team and its members', permission: signedIn },
  advertiserEditInfo: { method: 'POST', path: '/api/v1/advertiser_edit_info', summary: 'Rename an advertiser team', permission: signedIn },
  advertiserInviteMember: {
    method: 'POST',
    path: '/api/v1/advertiser_invite_member',
    summary: 'Add a member to an advertiser team with a team role',
    permission: signedIn,
  },
  advertiserDeleteMember: { method: 'POST', path: '/api/v1/advertiser_delete_member', summary: 'Remove members from an advertiser team', permission: signedIn },
  resellerGetInfo: { method: 'GET', path: '/api/v1/reseller_get_info', summary: 'A reseller team and its members', permission: signedIn },
  resellerEditInfo: { method: 'POST', path: '/api/v1/reseller_edit_info', summary: 'Rename a reseller team', permission: signedIn },
  resellerInviteMember: {
    method: 'POST',
    path: '/api/v1/reseller_invite_member',
    summary: 'Add a member to a reseller team with a team role',
    permission: signedIn,
  },
  resellerDeleteMember: { method: 'POST', path: '/api/v1/reseller_delete_member', summary: 'Remove members from a reseller team', permission: signedIn },
  teamInvitationResend: {
    method: 'POST',
    path: '/api/v1/team_invitations/:id/resend',
    summary: 'Mail a team invitation again with a new link (those who may invite to its team); the old link dies',
    permission: signedIn,
  },
  teamInvitationRevoke: {
    method: 'POST',
    path: '/api/v1/team_invitations/:id/revoke',
    summary: 'Withdraw an open team invitation (those who may invite to its team); the waiting account is removed',
    permission: signedIn,
  },
  channelTransferOwner: {
    method: 'POST',
    path: '/api/v1/channel_transfer_owner',
    summary: 'Hand a channel to another user (its owner or a managing role); with or without remittance data',
    permission: signedIn,
  },
  channelEditLockStatus: {
    method: 'GET',
    path: channelRoute('lock'),
    summary: "Who holds the channel's edit lock, and since when",
    permission: signedIn,
    channelScoped: true,
  },
  channelEditLock: {
    method: 'POST',
    path: channelRoute('lock'),
    summary: "Lock the channel's editing in the caller's name",
    permission: component('editChannelSettings'),
    channelScoped: true,
  },
  channelEditUnlock: {
    method: 'POST',
    path: channelRoute('unlock'),
    summary: "Release the caller's edit lock (admin and super staff: anyone's)",
    permission: component('editChannelSettings'),
    channelScoped: true,
  },
  problemReportCreate: { method: 'POST', path: '/api/v1/set_problem_report', summary: 'File an issue report', permission: signedIn },
  problemReportList: {
    method: 'GET',
    path: '/api/v1/get_problem_report_list',
    summary: "One's issue reports (managing roles: everyone's), newest first",
    permission: signedIn,
  },
  problemReportUpdate: {
    method: 'PUT',
    path: '/api/v1/problem_reports/:id',
    summary: 'Answer an issue report: status, estimated completion date, response (managing roles)',
    permission: signedIn,
  },

  // ---- access administration (issue 4, spec 2, 3, 6, 7): invitations, members, users, permissions, switching, system log ----
  inviteMember: {
    method: 'POST',
    path: '/api/v1/invite_member',
    summary: 'Invite someone with an account type the caller may invite (channel owners: to their channel); mails a 7-day link',
    permission: signedIn,
  },
  invitationList: {
    method: 'GET',
    path: '/api/v1/invitations',
    summary: "The caller's invitations (every invitation for admin and super staff)",
    permission: signedIn,
  },
  invitationResend: {
    method: 'POST',
    path: '/api/v1/invitations/:id/resend',
    summary: 'Mail an invitation again with a new link; the old link dies',
    permission: signedIn,
  },
  invitationRevoke: {
    method: 'POST',
    path: '/api/v1/invitations/:id/revoke',
    summary: 'Withdraw an open invitation; the waiting account is removed',
    permission: signedIn,
  },
  invitationCheck: {
    method: 'GET',
    path: '/api/v1/invitation',
    summary: 'Check an invitation link before the set-password form shows',
    permission: publicRoute,
    throttled: true,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/v1/accept_invitation',
    summary: 'Set the first password with an invitation link; activates the account and signs in',
    permission: publicRoute,
    throttled: true,
  },
  batchInviteExample: {
    method: 'GET',
    path: '/api/v1/download_batch_invite_member_example',
    summary: 'The batch invitation template (.xlsx) with the account types the caller may invite',
    permission: signedIn,
    kind: 'download',
  },
  batchInviteMember: {
    method: 'POST',
    path: '/api/v1/batch_invite_member',
    summary: 'Invite everyone listed in a filled-in template (.xlsx); answers row by row',
    permission: signedIn,
    kind: 'multipart',
  },
  memberList: {
    method: 'GET',
    path: '/api/v1/get_member_list',
    summary: 'Members by team: channel, advertiser, reseller, system, all (search, filters, pages)',
    permission: signedIn,
  },
  userList: { method: 'GET', path: '/api/v1/get_user_list', summary: 'Every user (managing roles, or users:view_all)', permission: signedIn },
  deleteMember: { method: 'POST', path: '/api/v1/delete_member', summary: "Remove members from a channel (or a CMS's channels)", permission: signedIn },
  deleteUser: { method: 'POST', path: '/api/v1/delete_user', summary: 'Delete an account (kept, marked deleted; its sessions end)', permission: signedIn },
  setUserType: {
    method: 'GET',
    path: '/api/v1/set_user_type',
    summary: "Change an account's type and cms-permission flag (GET as in spec 7; CSRF rules of writes)",
    permission: signedIn,
    changesState: true,
  },
  userChangeEmail: {
    method: 'GET',
    path: '/api/v1/user_change_email',
    summary: "Change an account's e-mail address (GET as in spec 7; CSRF rules of writes)",
    permission: signedIn,
    changesState: true,
    refusedWhileSwitched: true,
  },
  userPermissions: {
    method: 'GET',
    path: '/api/v1/user_permissions',
    summary: "The caller's permission entries (available functions) and display map",
    permission: signedIn,
  },
  userPermissionsDisplay: {
    method: 'GET',
    path: '/api/v1/user-permissions/display/:userId',
    summary: "A user's permission display map, keyed function:item (cached 60 s, dropped on change)",
    permission: signedIn,
  },
  userPermissionsUpdate: {
    method: 'PUT',
    path: '/api/v1/user-permissions/:userId',
    summary: "Grant, deny or revoke a user's permission entries",
    permission: component('managePermissions'),
  },
  userPermissionsCopy: {
    method: 'POST',
    path: '/api/v1/user-permissions/copy',
    summary: "Give other users exactly the source user's permission entries",
    permission: component('managePermissions'),
  },
  switchAccount: {
    method: 'GET',
    path: '/api/v1/switch_account',
    summary: 'Work as an account with fewer rights (admin, super staff); GET as in spec 7, CSRF rules of writes',
    permission: component('switchAccount'),
    changesState: true,
  },
  switchBack: { method: 'POST', path: '/api/v1/switch_back', summary: 'End a switched session and return to the original account', permission: signedIn },
  syslog: {
    method: 'GET',
    path: '/api/v1/syslog',
    summary: 'The system log: sign-ins, invitations, role and permission changes, switches',
    permission: page('syslog'),
  },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;
