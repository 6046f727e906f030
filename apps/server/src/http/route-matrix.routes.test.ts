// Security plan check 2 (function matrix): every route of the table × every account type (one demo
// account each, by cookie or by Bearer token in turn) plus anonymous. The expected answers come from the
// hand-written lists of route-access.expected.ts (spec 6), never from the route table: public routes
// never deny; other routes answer 401 to anonymous callers, 403 or 404 to the account types the
// lists leave out, and their own answer to the others. No request may answer 5xx.
import {
  blankRequestForm,
  accountTypes,
  CREATOR_UPDATE_COLUMNS,
  deriveAdsMemberType,
  isComponentAllowed,
  isPageAllowed,
  resolveCapabilities,
  routes,
  type AccountType,
  type ChannelMemberType,
  type ComponentKey,
  type PageKey,
  type Route,
  type RouteId,
} from '@chorus/contract';
import ExcelJS from 'exceljs';
import { createHmac, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { insertRecipient, insertUser } from '../../test/fixtures.ts';
import { DEMO_PASSWORD, SHOPIFY_TEST_API_SECRET, demo, startTestApp, type Session, type TestApp } from '../../test/harness.ts';
import { loadSpecificUsers } from '../modules/users/index.ts';
import { componentHolders, pageHolders, routeAccess, seesEveryChannel } from './route-access.expected.ts';
import { multipartBody } from '../../test/multipart.ts';
import { pngImage } from '../../test/png.ts';

const NO_SUCH_ID = 999_999_999;
let batchProbeFile: Buffer | null = null;
/** A template with one row nobody can invite (not an e-mail address): allowed callers get a row-by-row answer and nothing changes. */
async function batchProbe(): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!batchProbeFile) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('invitations');
    sheet.addRow(['email', 'name', 'account_type', 'channel_id']);
    sheet.addRow(['not-an-address', 'Probe', 'viewer', '']);
    batchProbeFile = Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const { payload, contentType } = multipartBody({ filename: 'invite.xlsx', data: batchProbeFile });
  return { payload, headers: { 'content-type': contentType } };
}

let creatorProbeFile: Buffer | null = null;
/** A creator update report with one row that names no channel: allowed callers get a row-by-row answer. */
async function creatorUpdateProbe(): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!creatorProbeFile) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('creators');
    sheet.addRow([...CREATOR_UPDATE_COLUMNS]);
    sheet.addRow(CREATOR_UPDATE_COLUMNS.map((column) => (column === 'channel_id' ? 'UCnoSuchChannelProbe' : column === 'language' ? 'zh' : '')));
    creatorProbeFile = Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const { payload, contentType } = multipartBody({ filename: 'creators.xlsx', data: creatorProbeFile });
  return { payload, headers: { 'content-type': contentType } };
}

/** Demo accounts with the cms-permission flag (seed/demo-accounts.ts); the analytics page needs it. */
const withCmsFlag: AccountType[] = ['admin', 'super_staff', 'staff', 'user_owner', 'intensive_cooperative_user_owner', 'intensive_cooperative_user'];

type Mode = 'cookie' | 'bearer';
type Caller = { label: string; accountType: AccountType | null; mode: Mode | null };
/**
 * Anonymous, then every account type once, by cookie or by Bearer token in turn: the way a caller
 * signs in is settled before any route reads it, so alternating it over the account types and the
 * routes meets every account type and every route both ways at half the requests of sending both.
 */
const callersOf = (routeIndex: number): Caller[] => [
  { label: 'anonymous', accountType: null, mode: null },
  ...accountTypes.map((accountType, k) => {
    const mode: Mode = (k + routeIndex) % 2 === 0 ? 'cookie' : 'bearer';
    return { label: `${accountType} (${mode})`, accountType, mode };
  }),
];

const NEW_PASSWORD = 'vT7#kq9!Lm2x';

let t: TestApp;
const sessions = new Map<AccountType, Session>();
let avatarId: string;
let outboxId: string;
/** Per account type: the channel its channel-scoped probes use, and whether it may see it. */
const probeChannels = new Map<AccountType, { channelId: string; visible: boolean }>();
let probeGroupId: number;

/** The caller's first channel (owned before staffed before member), else the first demo channel. */
function probeChannel(caller: Caller): string {
  return probeChannels.get(caller.accountType ?? 'viewer')!.channelId;
}
const channelUrl = (caller: Caller, page: string) => `/api/v1/channels/${probeChannel(caller)}/${page}`;
const insightUrl = (caller: Caller, resource: string) => `/api/v1/insight/channels/${probeChannel(caller)}/${resource}`;

function credentials(session: Session | null, mode: Mode | null): Record<string, string> {
  if (!session || !mode) return {};
  return mode === 'cookie' ? session.headers : { authorization: `Bearer ${session.accessToken}` };
}

function notAWorkbook(): Pick<InjectOptions, 'payload' | 'headers'> {
  const { payload, contentType } = multipartBody({
    field: 'file',
    filename: 'videos.xlsx',
    contentType: 'application/octet-stream',
    data: Buffer.from('not a workbook'),
  });
  return { payload, headers: { 'content-type': contentType } };
}

/** A real 1×1 PNG, so the upload passes the image checks. */
const tinyPng = () => pngImage({ width: 1, height: 1, colourType: 2, scanlines: [0, 0x2a, 0x7f, 0xd4] });

function avatarUpload(): Pick<InjectOptions, 'payload' | 'headers'> {
  const { payload, contentType } = multipartBody({ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: tinyPng() });
  return { payload, headers: { 'content-type': contentType } };
}

async function challenge(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/login_challenge' });
  return (response.json() as { challenge: string }).challenge;
}

/**
 * The request each route gets: the smallest valid one, or one that only the route's own logic can
 * refuse (a wrong old password, an unknown reset token), and the answer expected once the caller
 * is let through. Routes that end or rotate a session get a session of their own.
 */
type Probe = {
  request: (caller: Caller) => Promise<InjectOptions>;
  allowed: string;
  /** When the answer of an allowed caller depends on the caller (the cms flag). */
  allowedFor?: (accountType: AccountType) => string;
};
const probes: Record<RouteId, Probe> = {
  health: { request: async () => ({ method: 'GET', url: '/api/v1/health' }), allowed: '200' },
  docs: { request: async () => ({ method: 'GET', url: '/api/docs' }), allowed: '200' },
  docsJson: { request: async () => ({ method: 'GET', url: '/api/docs/json' }), allowed: '200' },
  docsAsset: { request: async () => ({ method: 'GET', url: '/api/docs/assets/viewer.js' }), allowed: '200' },
  loginChallenge: { request: async () => ({ method: 'GET', url: '/api/v1/login_challenge' }), allowed: '200' },
  login: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/v1/login',
      payload: { challenge: await challenge(), email: demo(c.accountType ?? 'viewer'), password: DEMO_PASSWORD },
    }),
    allowed: '200',
  },
  refresh: {
    // Anonymous: no access token, only the refresh cookie, as when the access token has expired.
    request: async (c) => {
      const own = await t.signIn(demo(c.accountType ?? 'viewer'));
      const headers = c.accountType ? credentials(own, c.mode) : {};
      return {
        method: 'POST',
        url: '/api/v1/refresh',
        headers: { ...headers, cookie: headers.cookie ?? `chorus_rt=${own.refreshToken}`, 'x-chorus-csrf': '1' },
      };
    },
    allowed: '200',
  },
  logout: {
    request: async (c) => ({ method: 'POST', url: '/api/v1/logout', headers: c.accountType ? credentials(await t.signIn(demo(c.accountType)), c.mode) : {} }),
    allowed: '200',
  },
  verify: { request: async () => ({ method: 'GET', url: '/api/v1/verify?token=no-such-token&user_id=1' }), allowed: '200' },
  userInfo: { request: async () => ({ method: 'GET', url: '/api/v1/user_info' }), allowed: '200' },
  editUserInfo: { request: async () => ({ method: 'POST', url: '/api/v1/edit_user_info', payload: {} }), allowed: '200' },
  setAvatar: { request: async () => ({ method: 'POST', url: '/api/v1/set_avatar', ...avatarUpload() }), allowed: '200' },
  file: { request: async () => ({ method: 'GET', url: `/api/v1/files/${avatarId}` }), allowed: '200' },
  forgetPassword: { request: async () => ({ method: 'GET', url: '/api/v1/forget_password?email=nobody%40example.com' }), allowed: '200' },
  resetPassword: {
    request: async () => ({ method: 'POST', url: '/api/v1/reset_password', payload: { token: 'no-such-token', user_id: 1, new_password: NEW_PASSWORD } }),
    allowed: '400 errors.resetTokenInvalid',
  },
  changePassword: {
    // A wrong old password: allowed callers learn only that, and no password changes.
    request: async () => ({ method: 'POST', url: '/api/v1/change_password', payload: { old_password: 'not-the-password-1!', new_password: NEW_PASSWORD } }),
    allowed: '400 errors.oldPasswordWrong',
  },
  outboxList: { request: async () => ({ method: 'GET', url: '/api/v1/outbox' }), allowed: '200' },
  outboxDownload: { request: async () => ({ method: 'GET', url: `/api/v1/outbox/${outboxId}` }), allowed: '200' },
  backupStatus: { request: async () => ({ method: 'GET', url: '/api/v1/admin/backups' }), allowed: '200' },

  // Every signed-in person gets the channels they may see (perhaps none): the list is their own.
  channelList: { request: async () => ({ method: 'GET', url: '/api/v1/channels?q=a&sort=name&page_size=5' }), allowed: '200' },
  channelOverview: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'overview') }), allowed: '200' },
  channelAudience: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'audience') }), allowed: '200' },
  channelInterestVideos: {
    request: async (c) => ({ method: 'PUT', url: channelUrl(c, 'interest_videos'), payload: { video_ids: await twelveVideosOf(probeChannel(c)) } }),
    allowed: '200',
  },
  channelVisibilityGet: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'visibility') }), allowed: '200' },
  // Showing a shown channel: allowed callers change nothing, so the other probes see the same channels.
  channelVisibilitySet: { request: async (c) => ({ method: 'PUT', url: channelUrl(c, 'visibility'), payload: { hidden: false } }), allowed: '200' },
  channelContent: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'content') }), allowed: '200' },
  channelAnalytics: {
    request: async (c) => ({ method: 'GET', url: channelUrl(c, 'analytics') }),
    allowed: '200',
    allowedFor: (accountType) => (withCmsFlag.includes(accountType) ? '200' : '403 errors.noCmsPermission'),
  },
  channelRevenue: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'revenue') }), allowed: '200' },
  channelLive: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'live') }), allowed: '200' },
  channelGroupTrends: {
    request: async () => ({ method: 'GET', url: `/api/v1/channel_groups/${probeGroupId}/trends` }),
    allowed: '200',
  },
  exchangeRates: { request: async () => ({ method: 'GET', url: '/api/v1/exchange_rates' }), allowed: '200' },

  // YouTube authorization: no Google client is configured here; an unknown state sends the browser
  // back to the profile with youtube=invalid; another person's (or no) grant is not found.
  youtubeOauthStart: {
    request: async () => ({ method: 'GET', url: '/api/v1/youtube/oauth/start?role=channel_owner' }),
    allowed: '409 errors.oauthNotConfigured',
  },
  youtubeOauthCallback: { request: async () => ({ method: 'GET', url: '/api/v1/youtube/oauth/callback?state=no-such-state&code=x' }), allowed: '303' },
  youtubeAuthorizations: { request: async () => ({ method: 'GET', url: '/api/v1/youtube/authorizations' }), allowed: '200' },
  youtubeRevoke: { request: async () => ({ method: 'POST', url: '/api/v1/youtube/authorizations/999999/revoke' }), allowed: '404 errors.notFound' },
  channelRefresh: { request: async (c) => ({ method: 'POST', url: channelUrl(c, 'refresh') }), allowed: '200' },
  // The frontend cache API: a channel the caller may not see does not exist for them.
  cacheRead: { request: async () => ({ method: 'POST', url: '/api/frontend/cache/read', payload: { key: 'matrix-probe' } }), allowed: '200' },
  cacheWrite: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/frontend/cache/write',
      payload: { key: 'matrix-probe', channel_id: probeChannel(c), value: { probe: true } },
    }),
    allowed: '200',
  },
  cacheReadChannel: {
    request: async (c) => ({ method: 'POST', url: '/api/frontend/cache/readCh', payload: { channel_id: probeChannel(c) } }),
    allowed: '200',
    allowedFor: (accountType) => (probeChannels.get(accountType)!.visible ? '200' : '404 errors.notFound'),
  },
  cacheDelete: { request: async () => ({ method: 'POST', url: '/api/frontend/cache/del', payload: { key: 'matrix-probe-none' } }), allowed: '200' },
  cacheTaskQueue: { request: async () => ({ method: 'GET', url: '/api/frontend/cache/taskQueue' }), allowed: '200' },

  // ---- access administration: requests only the route's own rules refuse, so nothing changes ----
  inviteMember: {
    // An address that already has an account: those who may invite advertisers learn only that.
    request: async () => ({ method: 'POST', url: '/api/v1/invite_member', payload: { email: demo('viewer'), account_type: 'advertiser' } }),
    allowed: '409 errors.emailTaken',
  },
  invitationList: { request: async () => ({ method: 'GET', url: '/api/v1/invitations' }), allowed: '200' },
  invitationResend: { request: async () => ({ method: 'POST', url: `/api/v1/invitations/${NO_SUCH_ID}/resend` }), allowed: '404 errors.notFound' },
  invitationRevoke: { request: async () => ({ method: 'POST', url: `/api/v1/invitations/${NO_SUCH_ID}/revoke` }), allowed: '404 errors.notFound' },
  invitationCheck: { request: async () => ({ method: 'GET', url: '/api/v1/invitation?token=no-such-token&uid=1' }), allowed: '200' },
  acceptInvitation: {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: 'no-such-token', user_id: 1, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    }),
    allowed: '400 errors.invitationInvalid',
  },
  batchInviteExample: {
    request: async () => ({ method: 'GET', url: '/api/v1/download_batch_invite_member_example' }),
    allowed: '200',
  },
  batchInviteMember: {
    request: async () => ({ method: 'POST', url: '/api/v1/batch_invite_member', ...(await batchProbe()) }),
    allowed: '200',
  },
  memberList: {
    request: async () => ({ method: 'GET', url: '/api/v1/get_member_list?team=channel' }),
    allowed: '200',
  },
  userList: { request: async () => ({ method: 'GET', url: '/api/v1/get_user_list' }), allowed: '200' },
  deleteMember: {
    // Someone who is not a member of the caller's own channel.
    request: async (c) => ({ method: 'POST', url: '/api/v1/delete_member', payload: { channel_id: probeChannel(c), member_id_list: [NO_SUCH_ID] } }),
    allowed: '404 errors.notFound',
  },
  deleteUser: {
    request: async () => ({ method: 'POST', url: '/api/v1/delete_user', payload: { id: NO_SUCH_ID } }),
    allowed: '404 errors.notFound',
  },
  setUserType: {
    request: async () => ({ method: 'GET', url: `/api/v1/set_user_type?id=${NO_SUCH_ID}&account_type=viewer` }),
    allowed: '404 errors.notFound',
  },
  userChangeEmail: {
    request: async () => ({ method: 'GET', url: '/api/v1/user_change_email?original_email=nobody%40example.com&new_email=nobody2%40example.com' }),
    allowed: '404 errors.notFound',
  },
  userPermissions: { request: async () => ({ method: 'GET', url: '/api/v1/user_permissions' }), allowed: '200' },
  userPermissionsDisplay: {
    // The viewer's map: the viewer and those who manage permissions see it; for everyone else it does not exist.
    request: async () => ({ method: 'GET', url: `/api/v1/user-permissions/display/${await t.demoUserId('viewer')}` }),
    allowed: '200',
  },
  userPermissionsUpdate: {
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/user-permissions/${NO_SUCH_ID}`,
      payload: { changes: [{ action: 'revoke', function: 'page', item: 'syslog' }] },
    }),
    allowed: '404 errors.notFound',
  },
  userPermissionsCopy: {
    request: async () => ({ method: 'POST', url: '/api/v1/user-permissions/copy', payload: { source_user_id: NO_SUCH_ID, target_user_ids: [NO_SUCH_ID - 1] } }),
    allowed: '404 errors.notFound',
  },
  switchAccount: { request: async () => ({ method: 'GET', url: `/api/v1/switch_account?target=${NO_SUCH_ID}` }), allowed: '404 errors.notFound' },
  switchBack: { request: async () => ({ method: 'POST', url: '/api/v1/switch_back' }), allowed: '409 errors.notSwitched' },
  syslog: { request: async () => ({ method: 'GET', url: '/api/v1/syslog' }), allowed: '200' },

  // ---- groups, teams, ownership, issue reports ----
  // A group administered by user_owner and used by finance (see access2Fixtures): the editChannelGroups
  // holders and its administrator manage it, its user only reads it, it does not exist for anyone else.
  channelGroupList: { request: async () => ({ method: 'GET', url: '/api/v1/channel_groups' }), allowed: '200' },
  channelGroupCreate: { request: async () => ({ method: 'POST', url: '/api/v1/channel_groups', payload: { name: 'Matrix probe group' } }), allowed: '200' },
  channelGroupGet: {
    request: async () => ({ method: 'GET', url: `/api/v1/channel_groups/${(await access2Fixtures()).groupId}` }),
    allowed: '200',
  },
  channelGroupRename: {
    request: async () => ({ method: 'PUT', url: `/api/v1/channel_groups/${(await access2Fixtures()).groupId}`, payload: { name: 'Matrix managed group' } }),
    allowed: '200',
  },
  channelGroupDelete: {
    // A group of its own for every request.
    request: async () => ({ method: 'DELETE', url: `/api/v1/channel_groups/${await freshManagedGroup()}` }),
    allowed: '200',
  },
  channelGroupSetChannels: {
    request: async () => {
      const { groupId, groupChannel } = await access2Fixtures();
      return { method: 'PUT', url: `/api/v1/channel_groups/${groupId}/channels`, payload: { channel_ids: [groupChannel] } };
    },
    allowed: '200',
  },
  channelGroupSetMembers: {
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/channel_groups/${(await access2Fixtures()).groupId}/members`,
      payload: { administrators: [demo('user_owner')], users: [{ email: demo('finance'), authorization_type: 'view' }] },
    }),
    allowed: '200',
  },
  // Teams: the demo advertiser team (owner: advertiser; agency is an ads member) and reseller team
  // (owner: reseller). Admin and super staff see and manage every team, its owner manages it, its
  // other members may only read it (403 on changes); for everyone else it does not exist.
  ...teamProbes('advertiser', 'Brightside Foods'),
  ...teamProbes('reseller', 'Daily Picks'),
  // An open invitation of its own per request, onto the reseller team (resend) or the advertiser
  // team (revoke): those who may invite to the team act on it, its other members may not (403).
  teamInvitationResend: {
    request: async () => ({ method: 'POST', url: `/api/v1/team_invitations/${await freshTeamInvitation((await access2Fixtures()).resellerId)}/resend` }),
    allowed: '200',
  },
  teamInvitationRevoke: {
    request: async () => ({ method: 'POST', url: `/api/v1/team_invitations/${await freshTeamInvitation((await access2Fixtures()).advertiserId)}/revoke` }),
    allowed: '200',
  },
  // A channel of its own per request, owned by someone else: managing roles may hand it over; those
  // who see it without owning it may not; for everyone else it does not exist.
  channelTransferOwner: {
    request: async () => {
      const channelId = await freshChannel((await freshUser('user_owner')).id);
      return {
        method: 'POST',
        url: '/api/v1/channel_transfer_owner',
        payload: { channel_id: channelId, email: (await freshUser('user_owner')).email, mode: 'keep_remittance' },
      };
    },
    allowed: '200',
  },
  channelEditLockStatus: { request: async (c) => ({ method: 'GET', url: channelUrl(c, 'lock') }), allowed: '200' },
  // Those who see every channel lock a channel of their own, so that no caller finds another's lock.
  channelEditLock: { request: async (c) => ({ method: 'POST', url: await lockUrl(c, 'lock') }), allowed: '200' },
  channelEditUnlock: { request: async (c) => ({ method: 'POST', url: await lockUrl(c, 'unlock') }), allowed: '200' },
  // Without a lock, so that no probe holds one; the upload's one row is refused, so nothing changes.
  creatorUpdateDownload: { request: async () => ({ method: 'GET', url: '/api/v1/ownership/creator-update' }), allowed: '200' },
  creatorUpdateUpload: {
    request: async () => ({ method: 'POST', url: '/api/v1/ownership/creator-update', ...(await creatorUpdateProbe()) }),
    allowed: '200',
  },
  problemReportCreate: {
    request: async () => ({ method: 'POST', url: '/api/v1/set_problem_report', payload: { explanation: 'Matrix probe' } }),
    allowed: '200',
  },
  problemReportList: { request: async () => ({ method: 'GET', url: '/api/v1/get_problem_report_list' }), allowed: '200' },
  problemReportUpdate: {
    request: async () => ({ method: 'PUT', url: `/api/v1/problem_reports/${(await access2Fixtures()).reportId}`, payload: { status: 'in_progress' } }),
    allowed: '200',
  },
  // ---- accounting imports: a file no report matches, an unknown upload, reads of an empty month ----
  accountingUpload: {
    request: async () => {
      const { payload, contentType } = multipartBody({ filename: 'holiday-photos.csv', data: Buffer.from('x') });
      return { method: 'POST', url: '/api/v1/accounting/uploads', payload, headers: { 'content-type': contentType } };
    },
    allowed: '400 errors.revenueFileUnknown',
  },
  accountingUploadStatus: {
    request: async () => ({ method: 'GET', url: '/api/v1/accounting/uploads/00000000-0000-4000-8000-000000000000' }),
    allowed: '404 errors.notFound',
  },
  accountingRevenue: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/revenue?month=202401' }), allowed: '200' },
  accountingMonthStatus: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/revenue/status?month=202401' }), allowed: '200' },
  accountingUnmatched: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/revenue/unmatched?month=202401' }), allowed: '200' },
  accountingUnmatchedAssign: {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/accounting/revenue/unmatched/assign',
      payload: { source_channel_id: 'UCnoSuchSourceChannel', channel_id: 'UCnoSuchNetworkChannel' },
    }),
    allowed: '400 errors.invalidInput',
  },
  accountingCmsChannels: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/cms/channels?month=202401' }), allowed: '200' },
  accountingCmsVideos: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/cms/videos?month=202401' }), allowed: '200' },
  accountingCmsChannelsExport: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/cms/channels/export?month=202401' }), allowed: '200' },
  accountingCmsVideosExport: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/cms/videos/export?month=202401&format=xlsx' }), allowed: '200' },
  accountingArchive: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/archive?month=202401' }), allowed: '200' },
  accountingArchiveExpiring: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/archive/expiring' }), allowed: '200' },
  // No such file: the route's own answer once the caller is let through.
  accountingArchiveFile: {
    request: async () => ({ method: 'GET', url: '/api/v1/accounting/archive/00000000-0000-4000-8000-000000000000' }),
    allowed: '404 errors.notFound',
  },
  accountingReconciliation: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/reconciliation?month=202401' }), allowed: '200' },
  accountingReconciliationSettings: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/reconciliation/settings' }), allowed: '200' },
  accountingReconciliationSettingsSet: {
    request: async () => ({ method: 'PUT', url: '/api/v1/accounting/reconciliation/settings', payload: { threshold_percent: '5' } }),
    allowed: '200',
  },
  // Issue 30, revenue health: no such alert (the route's own answer); the threshold set to its default.
  revenueAlerts: { request: async () => ({ method: 'GET', url: '/api/v1/alerts/revenue?status=open' }), allowed: '200' },
  revenueAlertAcknowledge: {
    request: async () => ({ method: 'POST', url: `/api/v1/alerts/revenue/${NO_SUCH_ID}/acknowledge`, payload: { note: 'probe' } }),
    allowed: '404 errors.notFound',
  },
  revenueHealthSettings: { request: async () => ({ method: 'GET', url: '/api/v1/alerts/revenue/settings' }), allowed: '200' },
  revenueHealthThresholdSet: {
    request: async () => ({ method: 'PUT', url: '/api/v1/alerts/revenue/settings', payload: { threshold_percent: '30' } }),
    allowed: '200',
  },
  revenueHealthDigestSet: { request: async () => ({ method: 'PUT', url: '/api/v1/alerts/revenue/digest', payload: { digest_mail: true } }), allowed: '200' },
  jobProgress: { request: async () => ({ method: 'GET', url: `/api/v1/jobs/${await probeJob()}` }), allowed: '200' },

  // ---- remittance recipients and deductions: the probe recipient serves user_owner's channel;
  // writes name a channel that does not exist or a recipient that does not, so nothing changes ----
  recipientList: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/recipients' }), allowed: '200' },
  recipientGet: { request: async () => ({ method: 'GET', url: `/api/v1/accounting/recipients/${await probeRecipient()}` }), allowed: '200' },
  recipientFile: { request: async () => ({ method: 'GET', url: `/api/v1/accounting/recipients/${await probeRecipient()}/files/passbook` }), allowed: '200' },
  recipientCreate: {
    request: async () => ({ method: 'POST', url: '/api/v1/accounting/recipients', payload: recipientProbeBody() }),
    allowed: '400 errors.noChannelMatches',
  },
  recipientUpdate: {
    request: async () => ({ method: 'PUT', url: `/api/v1/accounting/recipients/${await probeRecipient()}`, payload: recipientProbeBody() }),
    allowed: '400 errors.noChannelMatches',
  },
  recipientDelete: { request: async () => ({ method: 'DELETE', url: `/api/v1/accounting/recipients/${NO_SUCH_ID}` }), allowed: '404 errors.notFound' },
  recipientSetChannels: {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/accounting/recipients/${await probeRecipient()}/channels`,
      payload: { channel_ids: ['UCnoSuchChannelProbe'] },
    }),
    allowed: '400 errors.noChannelMatches',
  },
  recipientFileUpload: {
    request: async () => {
      const { payload, contentType } = multipartBody({ filename: 'passbook.png', contentType: 'image/png', data: tinyPng() });
      return { method: 'POST', url: '/api/v1/accounting/recipient-files?slot=passbook', payload, headers: { 'content-type': contentType } };
    },
    allowed: '200',
  },
  recipientChannelSearch: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/recipient-channels?q=a' }), allowed: '200' },
  deductionList: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/deductions?month=202401' }), allowed: '200' },
  // A line in another currency: allowed callers get the refused line, and nothing changes.
  deductionUpload: {
    request: async () => {
      const csv = Buffer.from('channel ID,adjustment type,deduction amount,currency\r\nUCnoSuchChannelProbe,Fee,1.00,TWD\r\n');
      const { payload, contentType } = multipartBody({ filename: 'deductions.csv', contentType: 'text/csv', data: csv });
      return { method: 'POST', url: '/api/v1/accounting/deductions?month=202401', payload, headers: { 'content-type': contentType } };
    },
    allowed: '200',
  },
  deductionTemplate: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/deductions/template' }), allowed: '200' },
  // ---- accounting ledger: months far ahead (2097–2099), so no probe finds another's month closed ----
  ledgerChannels: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/channels?q=a&page_size=5' }), allowed: '200' },
  ledgerRatios: { request: async (c) => ({ method: 'GET', url: `/api/v1/accounting/ratios?channel_id=${probeChannel(c)}` }), allowed: '200' },
  ledgerRatiosSet: {
    request: async (c) => ({
      method: 'PUT',
      url: '/api/v1/accounting/ratios',
      payload: { channel_id: probeChannel(c), start_month: '209701', ratios: { estimated_ad: '0.7' } },
    }),
    allowed: '200',
  },
  ledgerRates: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/rates' }), allowed: '200' },
  ledgerRateSet: {
    request: async () => ({ method: 'PUT', url: '/api/v1/accounting/rates', payload: { year_month: '209801', currency: 'TWD', rate: '32.5' } }),
    allowed: '200',
  },
  // A month with a rate and no revenue: allowed callers post nothing.
  ledgerStatementsPost: {
    request: async () => {
      await t.db
        .insertInto('accounting_exchange_rates')
        .values({ year_month: '209802', currency: 'TWD', rate: '32', set_by: null, set_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { method: 'POST', url: '/api/v1/accounting/statements', payload: { year_month: '209802' } };
    },
    allowed: '200',
  },
  ledgerStatement: { request: async (c) => ({ method: 'GET', url: `/api/v1/accounting/statements/${probeChannel(c)}?month=209803` }), allowed: '200' },
  ledgerMonthStatus: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/months/209803' }), allowed: '200' },
  ledgerMonthClose: { request: async () => ({ method: 'POST', url: '/api/v1/accounting/months/209901/close' }), allowed: '200' },
  ledgerMonthReopen: { request: async () => ({ method: 'POST', url: '/api/v1/accounting/months/209902/reopen' }), allowed: '200' },
  ledgerPayments: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/payments?month=209803' }), allowed: '200' },
  ledgerPaymentsExport: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/payments/export?month=209803&format=xlsx' }), allowed: '200' },
  ledgerPaidSet: {
    request: async (c) => ({
      method: 'PUT',
      url: '/api/v1/accounting/payments/paid',
      payload: { channel_id: probeChannel(c), revenue_month: '209803', paid_twd: '1' },
    }),
    allowed: '404 errors.paymentRecordMissing',
  },
  ledgerPaymentsTemplate: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/payments/template?month=209803' }), allowed: '200' },
  ledgerPaymentsBatch: {
    request: async () => ({ method: 'POST', url: '/api/v1/accounting/payments/batch', ...(await paymentBatchProbe()) }),
    allowed: '200',
  },
  ledgerMyStatements: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/my-statements' }), allowed: '200' },
  taxProfileList: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/tax-profiles?q=probe' }), allowed: '200' },
  taxProfileGet: { request: async () => ({ method: 'GET', url: `/api/v1/accounting/tax-profiles/${NO_SUCH_ID}` }), allowed: '404 errors.notFound' },
  taxProfileSet: {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/accounting/tax-profiles/${NO_SUCH_ID}`,
      payload: { effective_month: '209905', preset: 'tw_resident' },
    }),
    allowed: '404 errors.notFound',
  },
  withholdingSummaryExport: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/withholding/summary?year=2098&format=csv' }), allowed: '200' },
  ledgerStatementDocument: {
    request: async (c) => ({ method: 'GET', url: `/api/v1/accounting/statements/${probeChannel(c)}/document?month=209803&format=csv` }),
    allowed: '200',
  },
  statementMailGet: { request: async () => ({ method: 'GET', url: '/api/v1/accounting/statement-mail' }), allowed: '200' },
  statementMailSet: {
    request: async () => ({ method: 'PUT', url: '/api/v1/accounting/statement-mail', payload: { subscribed: false, language: 'en' } }),
    allowed: '200',
  },
  // Case packages (issue 11, deals): the probe package is a draft of the demo advertiser team with
  // one case; the routes that delete or move get a fresh one per request.
  collabPackageList: { request: async () => ({ method: 'GET', url: '/api/v1/collab/packages' }), allowed: '200' },
  collabChannelTitles: {
    request: async () => ({ method: 'GET', url: `/api/v1/collab/channel-titles?ids=${(await probePackage()).channelId}` }),
    allowed: '200',
  },
  collabPackageCreate: { request: async () => ({ method: 'POST', url: '/api/v1/collab/packages', payload: { name: 'Matrix probe' } }), allowed: '200' },
  collabPackageGet: { request: async () => ({ method: 'GET', url: `/api/v1/collab/packages/${(await probePackage()).packageId}` }), allowed: '200' },
  collabPackageUpdate: {
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/collab/packages/${(await probePackage()).packageId}`,
      payload: { name: 'Matrix package', description: '' },
    }),
    allowed: '200',
  },
  collabPackageDelete: { request: async () => ({ method: 'DELETE', url: `/api/v1/collab/packages/${(await dealsPackage()).packageId}` }), allowed: '200' },
  collabPackageStatus: {
    request: async () => ({ method: 'POST', url: `/api/v1/collab/packages/${(await dealsPackage()).packageId}/status`, payload: { status: 'applying' } }),
    allowed: '200',
  },
  collabPackageOfficer: {
    request: async () => ({ method: 'PUT', url: `/api/v1/collab/packages/${(await probePackage()).packageId}/officer`, payload: { officer_user_id: null } }),
    allowed: '200',
  },
  collabOfficers: { request: async () => ({ method: 'GET', url: '/api/v1/collab/officers' }), allowed: '200' },
  collabRequestFormSave: {
    request: async () => ({ method: 'PUT', url: `/api/v1/collab/packages/${(await probePackage()).packageId}/request-form`, payload: requestFormProbe }),
    allowed: '200',
  },
  collabCasesAdd: {
    request: async () => {
      const probe = await probePackage();
      return { method: 'POST', url: `/api/v1/collab/packages/${probe.packageId}/cases`, payload: { channel_ids: [probe.channelId] } };
    },
    allowed: '200',
  },
  collabCaseRemove: { request: async () => ({ method: 'DELETE', url: `/api/v1/collab/cases/${(await dealsPackage()).caseId}` }), allowed: '200' },
  collabCaseUpdate: {
    request: async () => ({ method: 'PUT', url: `/api/v1/collab/cases/${(await probePackage()).caseId}`, payload: { remarks: 'Matrix remark' } }),
    allowed: '200',
  },
  collabCaseStatus: {
    request: async () => ({ method: 'POST', url: `/api/v1/collab/cases/${(await probePackage()).caseId}/status`, payload: { status: 'draft' } }),
    allowed: '200',
  },
  // ---- collab performance: the probe package is the demo advertiser team's; an add names a video
  // nobody knows and a removal one the case does not hold, so nothing changes ----
  collabCaseVideos: { request: async () => ({ method: 'GET', url: `/api/v1/collab/cases/${(await probeCollab()).caseId}/videos` }), allowed: '200' },
  collabCaseVideoAdd: {
    request: async () => ({ method: 'POST', url: `/api/v1/collab/cases/${(await probeCollab()).caseId}/videos`, payload: { video: 'noSuchVid00' } }),
    allowed: '400 errors.caseVideoInvalid',
  },
  collabCaseVideoRemove: {
    request: async () => ({ method: 'DELETE', url: `/api/v1/collab/cases/${(await probeCollab()).caseId}/videos/noSuchVid00` }),
    allowed: '404 errors.notFound',
  },
  collabSchedule: { request: async () => ({ method: 'GET', url: '/api/v1/collab/schedule?when=past' }), allowed: '200' },
  collabPerformancePackages: { request: async () => ({ method: 'GET', url: '/api/v1/collab/performance' }), allowed: '200' },
  collabPerformanceReport: { request: async () => ({ method: 'GET', url: `/api/v1/collab/performance/${(await probeCollab()).packageId}` }), allowed: '200' },
  collabPerformanceExport: {
    request: async () => ({ method: 'GET', url: `/api/v1/collab/performance/${(await probeCollab()).packageId}/export?format=csv` }),
    allowed: '200',
  },

  // ---- collab, search part: the probe list is shared with the demo advertiser team; a deleted list
  // is a fresh one per request; the prices written are the probe channel's own test figures ----
  creatorSearch: {
    request: async () => ({ method: 'GET', url: '/api/v1/collab/creators?language=zh,en,ja&subscribers_min=0&sort=views&order=asc&page=1&page_size=5' }),
    allowed: '200',
  },
  creatorPricesSet: {
    request: async (c) => ({
      method: 'PUT',
      url: `/api/v1/collab/creators/${probeChannel(c)}/prices`,
      payload: { midroll: { price: '300', min: '250', max: '400.50' }, sponsored: { price: '1200', min: '1000', max: '1500' } },
    }),
    allowed: '200',
  },
  favouriteLists: { request: async () => ({ method: 'GET', url: '/api/v1/collab/favourite-lists' }), allowed: '200' },
  favouriteListCreate: { request: async () => ({ method: 'POST', url: '/api/v1/collab/favourite-lists', payload: { name: 'Matrix probe' } }), allowed: '200' },
  favouriteListGet: { request: async () => ({ method: 'GET', url: `/api/v1/collab/favourite-lists/${(await favouriteFixtures()).listId}` }), allowed: '200' },
  favouriteListRename: {
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/collab/favourite-lists/${(await favouriteFixtures()).listId}`,
      payload: { name: 'Matrix team list' },
    }),
    allowed: '200',
  },
  favouriteListDelete: { request: async () => ({ method: 'DELETE', url: `/api/v1/collab/favourite-lists/${await freshTeamList()}` }), allowed: '200' },
  favouriteAdd: {
    request: async () => {
      const { listId, channelId } = await favouriteFixtures();
      return { method: 'PUT', url: `/api/v1/collab/favourite-lists/${listId}/channels/${channelId}` };
    },
    allowed: '200',
  },
  favouriteRemove: {
    request: async () => {
      const { listId, channelId } = await favouriteFixtures();
      return { method: 'DELETE', url: `/api/v1/collab/favourite-lists/${listId}/channels/${channelId}` };
    },
    allowed: '200',
  },
  // ---- resell, products part (issue 12): the probe video is a case video of the demo reseller
  // team's package, the probe store that team's; an add names a product the store does not sell and a
  // removal a resale product that does not exist, so nothing changes ----
  resellProductVideos: { request: async () => ({ method: 'GET', url: '/api/v1/resell/videos' }), allowed: '200' },
  resellVideoProducts: { request: async () => ({ method: 'GET', url: `/api/v1/resell/videos/${(await probeResale()).videoId}/products` }), allowed: '200' },
  resellVideoProductAdd: {
    request: async () => {
      const { videoId, storeId } = await probeResale();
      return {
        method: 'POST',
        url: `/api/v1/resell/videos/${videoId}/products`,
        payload: { store_id: storeId, product_id: NO_SUCH_ID, discount_code: 'MATRIX' },
      };
    },
    allowed: '400 errors.resellCannotAddProduct',
  },
  resellVideoProductRemove: {
    request: async () => ({ method: 'DELETE', url: `/api/v1/resell/videos/${(await probeResale()).videoId}/products/${NO_SUCH_ID}` }),
    allowed: '404 errors.notFound',
  },
  resellCatalogue: { request: async () => ({ method: 'GET', url: `/api/v1/resell/catalogue?store=${(await probeResale()).storeId}&q=probe` }), allowed: '200' },
  resellPerformance: { request: async () => ({ method: 'GET', url: '/api/v1/resell/performance?from=2026-01-01&to=2026-01-31' }), allowed: '200' },
  resellPerformanceExport: { request: async () => ({ method: 'GET', url: '/api/v1/resell/performance/export?format=csv' }), allowed: '200' },
  // ---- resell (issue 12): a signed compliance delivery for a shop Chorus does not know ----
  shopifyWebhooks: {
    request: async () => {
      const payload = JSON.stringify({ shop_id: 1, shop_domain: 'matrix-probe.myshopify.com' });
      return {
        method: 'POST',
        url: '/api/v1/shopify/webhooks',
        payload,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'shop/redact',
          'x-shopify-shop-domain': 'matrix-probe.myshopify.com',
          'x-shopify-webhook-id': randomUUID(),
          'x-shopify-hmac-sha256': createHmac('sha256', SHOPIFY_TEST_API_SECRET).update(payload).digest('base64'),
        },
      };
    },
    allowed: '202',
  },
  // ---- resell, stores part (issue 12): an install starts (the shop's authorization address); an
  // unsigned return changes nothing and goes back to the profile; an unknown store is not found ----
  shopifyOauth: { request: async () => ({ method: 'GET', url: '/api/v1/shopify/oauth?shop=matrix-probe&privacy_agreed=true' }), allowed: '200' },
  shopifyOauthCallback: {
    request: async () => ({ method: 'GET', url: '/api/v1/shopify/oauth/callback?code=x&shop=matrix-probe.myshopify.com&state=no-such-state&timestamp=1' }),
    allowed: '303',
  },
  oauthRevoke: { request: async () => ({ method: 'GET', url: '/api/v1/oauth_revoke?store_id=999999' }), allowed: '404 errors.notFound' },
  resellStores: { request: async () => ({ method: 'GET', url: '/api/v1/resell/stores' }), allowed: '200' },
  // ---- resell, market part (issue 12): the probe rate is set on a package of the reseller team ----
  commissionRates: { request: async () => ({ method: 'GET', url: '/api/v1/resell/commission-rates' }), allowed: '200' },
  commissionRateSet: {
    request: async () => ({ method: 'PUT', url: '/api/v1/resell/commission-rates', payload: { package_id: await resellerProbePackage(), rate: '0.1' } }),
    allowed: '200',
  },
  // ---- resell, orders part (issue 12): a store of the reseller team Daily Picks ----
  resellOrders: { request: async () => ({ method: 'GET', url: `/api/v1/resell/orders?store=${await probeStore()}&discount_code=MATRIX` }), allowed: '200' },
  resellOrdersSync: { request: async () => ({ method: 'POST', url: `/api/v1/resell/stores/${await probeStore()}/sync` }), allowed: '200' },

  // ---- insight, clouds part (issue 13) ----
  insightWordClouds: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'word_clouds?start=2026-01-01&end=2026-01-31') }), allowed: '200' },
  insightCloudWord: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'word_clouds/word?source=comments&term=probe') }), allowed: '200' },
  insightSearchKeywords: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'search_keywords') }), allowed: '200' },
  // The probe channels have no YouTube authorization: the fetch answers 200 with the reason kept.
  insightSearchKeywordsFetch: { request: async (c) => ({ method: 'POST', url: insightUrl(c, 'search_keywords/fetch') }), allowed: '200' },
  insightVideoEmotions: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'video_emotions?page=1') }), allowed: '200' },
  // ---- insight, comparison part (issue 13): the probe channel alone; sets of the caller's own (a fresh one per update and delete) ----
  insightComparison: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'comparison') }), allowed: '200' },
  insightComparisonExport: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'comparison/export?columns=views') }), allowed: '200' },
  insightColumnSets: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'comparison/column_sets') }), allowed: '200' },
  insightColumnSetCreate: {
    request: async (c) => ({ method: 'POST', url: insightUrl(c, 'comparison/column_sets'), payload: { name: `Matrix ${randomUUID()}`, columns: ['views'] } }),
    allowed: '200',
  },
  insightColumnSetUpdate: {
    request: async (c) => ({
      method: 'PUT',
      url: insightUrl(c, `comparison/column_sets/${await ownColumnSet(c)}`),
      payload: { name: `Matrix ${randomUUID()}`, columns: ['likes'] },
    }),
    allowed: '200',
  },
  insightColumnSetDelete: {
    request: async (c) => ({ method: 'DELETE', url: insightUrl(c, `comparison/column_sets/${await ownColumnSet(c)}`) }),
    allowed: '200',
  },
  // ---- exploration, video search (issue 26) ----
  explorationVideos: {
    request: async () => ({ method: 'GET', url: `/api/v1/exploration/videos?q=${encodeURIComponent('開箱')}&duration=under_4&sort=views&page=1` }),
    allowed: '200',
  },
  // ---- insight, language part (issue 13) ----
  insightAnalyze: {
    request: async () => ({ method: 'POST', url: '/api/v1/insight/analyze', payload: { texts: ['太好看了吧！', 'Great video'] } }),
    allowed: '200',
  },
  // ---- insight, similar part (issue 13): on the caller's probe channel ----
  similarChannels: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'similar') }), allowed: '200' },
  customSimilarGet: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'custom_similar') }), allowed: '200' },
  customSimilarSet: {
    request: async (c) => ({
      method: 'PUT',
      url: insightUrl(c, 'custom_similar'),
      payload: { channel_ids: [await intensiveOwnerChannelBesides(probeChannel(c))] },
    }),
    allowed: '200',
  },
  customSimilarClear: { request: async (c) => ({ method: 'DELETE', url: insightUrl(c, 'custom_similar') }), allowed: '200' },
  keywordGaps: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'keyword_gaps') }), allowed: '200' },
  licensingPriceGet: { request: async (c) => ({ method: 'GET', url: insightUrl(c, 'licensing_price') }), allowed: '200' },
  licensingPriceSet: {
    request: async (c) => ({ method: 'PUT', url: insightUrl(c, 'licensing_price'), payload: { amount: '1234.50', currency: 'TWD' } }),
    allowed: '200',
  },
  // ---- reports, documents (issue 14) ----
  reportChannelDownload: {
    request: async (c) => ({ method: 'GET', url: `/api/v1/reports/channels/${probeChannel(c)}?period=monthly&year=2026&month=1&format=docx&language=en` }),
    allowed: '200',
  },
  reportLatestVideoDownload: {
    request: async (c) => ({ method: 'GET', url: `/api/v1/reports/channels/${probeChannel(c)}/latest-video?format=docx&language=en` }),
    allowed: '200',
  },
  // ---- reports, mailing (issue 14): on the matrix group's channel, which has no owner (so no recipients, no jobs) ----
  reportSubscriptionList: { request: async () => ({ method: 'GET', url: '/api/v1/reports/subscriptions?search=Matrix' }), allowed: '200' },
  reportSubscriptionSet: {
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/reports/subscriptions/${MAIL_PROBE_CHANNEL}`,
      payload: { enabled: false, recipients: [], language: 'en', currency: 'USD', formats: ['pdf'] },
    }),
    allowed: '200',
  },
  reportMailingRunList: { request: async () => ({ method: 'GET', url: '/api/v1/reports/mailing/runs' }), allowed: '200' },
  reportMailingRunStart: {
    request: async () => ({ method: 'POST', url: '/api/v1/reports/mailing/runs', payload: { year: 2025, quarter: 1, channel_ids: [MAIL_PROBE_CHANNEL] } }),
    // The probe channel has no recipients: issue 23 starts no run and says why (past the permission).
    allowed: '409 errors.reportNoRecipients',
  },
  reportMailingRunGet: { request: async () => ({ method: 'GET', url: `/api/v1/reports/mailing/runs/${(await mailProbe()).runId}` }), allowed: '200' },
  reportMailingRunResume: {
    request: async () => ({ method: 'POST', url: `/api/v1/reports/mailing/runs/${(await mailProbe()).runId}/resume`, payload: {} }),
    allowed: '200',
  },
  reportMailingRecordList: { request: async () => ({ method: 'GET', url: '/api/v1/reports/mailing/records?failed_only=true' }), allowed: '200' },
  // A failed record whose message went out since: allowed callers are told there is nothing to resend.
  reportMailingRecordResend: {
    request: async () => ({ method: 'POST', url: '/api/v1/reports/mailing/records/resend', payload: { record_ids: [String((await mailProbe()).failedId)] } }),
    allowed: '409 errors.reportNothingToResend',
  },
  reportMailingRecordDelete: {
    request: async () => ({ method: 'DELETE', url: `/api/v1/reports/mailing/records/${await mailProbeRecord('sent')}` }),
    allowed: '200',
  },
  reportChannelMail: {
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/reports/channels/${probeChannel(c)}/mail`,
      payload: { period: 'quarterly', year: 2025, quarter: 1, formats: ['pdf'], language: 'en', recipients: ['matrix-probe@example.test'] },
    }),
    allowed: '200',
  },
  // ---- reports, annual (issue 14): the probe group ----
  reportGroupAnnualDownload: {
    request: async () => ({ method: 'GET', url: `/api/v1/reports/groups/${(await access2Fixtures()).groupId}/annual?year=2025&format=docx&language=en` }),
    allowed: '200',
  },
  // ---- exploration (issue 26): reads that spend nothing; writes only the route's own logic refuses (nothing changes) ----
  explorationChannels: { request: async () => ({ method: 'GET', url: '/api/v1/exploration/channels?source=network&page_size=5' }), allowed: '200' },
  explorationChannelsExport: {
    request: async () => ({ method: 'GET', url: '/api/v1/exploration/channels/export?source=network&format=csv' }),
    allowed: '200',
  },
  explorationQuota: { request: async () => ({ method: 'GET', url: '/api/v1/exploration/quota' }), allowed: '200' },
  explorationProspects: { request: async () => ({ method: 'GET', url: '/api/v1/exploration/prospects' }), allowed: '200' },
  explorationProspectCreate: {
    request: async () => ({ method: 'POST', url: '/api/v1/exploration/prospects', payload: { channel_id: 'UCnoSuchChannelProbe', list_name: 'Matrix list' } }),
    allowed: '400 errors.invalidInput',
  },
  explorationProspectStatus: {
    request: async () => ({ method: 'POST', url: `/api/v1/exploration/prospects/${NO_SUCH_ID}/status`, payload: { status: 'contacted' } }),
    allowed: '404 errors.notFound',
  }, // ---- social (issue 27): an unknown account; the link start on the caller's probe channel (no app configured in tests) ----
  socialAccounts: { request: async () => ({ method: 'GET', url: '/api/v1/social/accounts' }), allowed: '200' },
  socialInsights: { request: async () => ({ method: 'GET', url: `/api/v1/social/accounts/${NO_SUCH_ID}/insights` }), allowed: '404 errors.notFound' },
  socialLinkStart: {
    request: async (caller) => ({ method: 'GET', url: `/api/v1/social/link/start?platform=instagram&channel_id=${probeChannel(caller)}` }),
    allowed: '200',
  },
  socialLinkCallback: { request: async () => ({ method: 'GET', url: '/api/v1/social/link/instagram/callback?state=no-such-state&code=x' }), allowed: '303' },
  socialUnlink: { request: async () => ({ method: 'DELETE', url: `/api/v1/social/accounts/${NO_SUCH_ID}` }), allowed: '404 errors.notFound' },
  // ---- production, editing requests (issue 29): a request asked on the caller's probe channel; an unknown request otherwise ----
  productionEditRequests: { request: async () => ({ method: 'GET', url: '/api/v1/production/edit-requests' }), allowed: '200' },
  productionEditRequestCreate: {
    request: async (caller) => ({
      method: 'POST',
      url: '/api/v1/production/edit-requests',
      payload: { channel_id: probeChannel(caller), title: 'Matrix edit', brief: 'Probe', due_date: '2030-01-31' },
    }),
    allowed: '200',
  },
  productionEditRequest: { request: async () => ({ method: 'GET', url: `/api/v1/production/edit-requests/${NO_SUCH_ID}` }), allowed: '404 errors.notFound' },
  productionEditRequestStatus: {
    request: async () => ({ method: 'POST', url: `/api/v1/production/edit-requests/${NO_SUCH_ID}/status`, payload: { status: 'in_edit' } }),
    allowed: '404 errors.notFound',
  },
  productionEditRequestComment: {
    request: async () => ({ method: 'POST', url: `/api/v1/production/edit-requests/${NO_SUCH_ID}/comments`, payload: { at_seconds: 1, text: 'Probe' } }),
    allowed: '404 errors.notFound',
  },
  productionEditRequestVersion: {
    request: async () => ({ method: 'POST', url: `/api/v1/production/edit-requests/${NO_SUCH_ID}/versions`, payload: { url: 'https://example.com/cut' } }),
    allowed: '404 errors.notFound',
  },
  productionEditRequestFile: {
    request: async () => ({ method: 'GET', url: `/api/v1/production/edit-requests/${NO_SUCH_ID}/files/${NO_SUCH_ID}` }),
    allowed: '404 errors.notFound',
  },
  productionUploads: {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/production/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `request_id ${Buffer.from(String(NO_SUCH_ID)).toString('base64')},purpose ${Buffer.from('footage').toString('base64')}`,
      },
    }),
    allowed: '404 errors.notFound',
  },
  productionEditorWorkload: { request: async () => ({ method: 'GET', url: '/api/v1/production/editor-workload' }), allowed: '200' },
  // ---- commerce (issue 28): on each caller's probe channel ----
  coursesList: { request: async (c) => ({ method: 'GET', url: `/api/v1/courses?channel_id=${probeChannel(c)}` }), allowed: '200' },
  coursesCreate: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/v1/courses',
      payload: { channel_id: probeChannel(c), title: `Matrix probe course ${randomUUID()}`, platform: 'teachable', price: '1200', currency: 'TWD' },
    }),
    allowed: '200',
  },
  coursesUpdate: {
    request: async (c) => ({ method: 'POST', url: `/api/v1/courses/${await probeCourse(probeChannel(c))}`, payload: { price: '1300' } }),
    allowed: '200',
  },
  coursesSalesUpload: {
    // One bad row: the file is refused with its line, so nothing changes.
    request: async (c) => {
      const { payload, contentType } = multipartBody({
        filename: 'transactions.csv',
        contentType: 'text/csv',
        data: Buffer.from('Course,Purchased At,Final Price\nProbe,not a date,1\n'),
      });
      return {
        method: 'POST',
        url: `/api/v1/courses/sales/uploads?channel_id=${probeChannel(c)}&month=209801`,
        payload,
        headers: { 'content-type': contentType },
      };
    },
    allowed: '200',
  },
  coursesSalesUploadStatus: { request: async () => ({ method: 'GET', url: `/api/v1/courses/sales/uploads/${randomUUID()}` }), allowed: '404 errors.notFound' },
  coursesSalesEnter: {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/courses/sales',
      payload: { course_id: NO_SUCH_ID, month: '209801', enrolments: 1, gross: '1', refunds: '0' },
    }),
    allowed: '404 errors.courseNotFound',
  },
  coursesRevenue: { request: async (c) => ({ method: 'GET', url: `/api/v1/courses/revenue?month=209801&channel_id=${probeChannel(c)}` }), allowed: '200' },
  coursesRevenueMonths: {
    request: async (c) => ({ method: 'GET', url: `/api/v1/courses/revenue/months?channel_id=${probeChannel(c)}&from=209801&to=209812` }),
    allowed: '200',
  },
  studioStoreServices: { request: async () => ({ method: 'GET', url: '/api/v1/studio-store/services' }), allowed: '200' },
  studioStoreServiceSave: {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/studio-store/services',
      payload: { kind: 'thumbnail', unit: 'item', name: 'Matrix probe thumbnail', price_twd: '800', available: false },
    }),
    allowed: '200',
  },
  studioStoreOrderCreate: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/v1/studio-store/orders',
      payload: { service_id: await probeStudioService(), channel_id: probeChannel(c), quantity: 1 },
    }),
    allowed: '200',
  },
  studioStoreOrders: { request: async (c) => ({ method: 'GET', url: `/api/v1/studio-store/orders?channel_id=${probeChannel(c)}` }), allowed: '200' },
  studioStoreOrderStatus: {
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/studio-store/orders/${await probeStudioOrder(probeChannel(c))}/status`,
      payload: { status: 'cancelled' },
    }),
    allowed: '200',
  },
  // ---- commerce, the creator's own store: reads of a month with no orders; the owner's install
  // starts (the shop's authorization address); an unsigned return changes nothing and goes back to the
  // store page; an unknown store is not found ----
  ecStores: { request: async (c) => ({ method: 'GET', url: `/api/v1/ec/stores?channel_id=${probeChannel(c)}` }), allowed: '200' },
  ecStoreConnect: {
    request: async (c) => ({ method: 'POST', url: '/api/v1/ec/stores', payload: { channel_id: probeChannel(c), shop: 'matrix-probe.myshopify.com' } }),
    allowed: '200',
  },
  ecStoreCallback: {
    request: async () => ({ method: 'GET', url: '/api/v1/ec/stores/callback?code=x&shop=matrix-probe.myshopify.com&state=no-such-state&timestamp=1' }),
    allowed: '303',
  },
  ecStoreSettings: {
    request: async () => ({ method: 'POST', url: `/api/v1/ec/stores/${NO_SUCH_ID}/settings`, payload: { network_runs: true } }),
    allowed: '404 errors.notFound',
  },
  ecAttributionCodes: { request: async () => ({ method: 'GET', url: `/api/v1/ec/stores/${NO_SUCH_ID}/codes` }), allowed: '404 errors.notFound' },
  ecAttributionCodeSave: {
    request: async () => ({ method: 'POST', url: `/api/v1/ec/stores/${NO_SUCH_ID}/codes`, payload: { code: 'MATRIX', video_id: null } }),
    allowed: '404 errors.notFound',
  },
  ecSales: { request: async (c) => ({ method: 'GET', url: `/api/v1/ec/sales?channel_id=${probeChannel(c)}&month=209801` }), allowed: '200' },
  ecProducts: { request: async (c) => ({ method: 'GET', url: `/api/v1/ec/products?channel_id=${probeChannel(c)}&month=209801` }), allowed: '200' },
  ecVideos: { request: async (c) => ({ method: 'GET', url: `/api/v1/ec/videos?channel_id=${probeChannel(c)}&month=209801` }), allowed: '200' },
  // ---- production, video data manager (issue 29): the demo channels have no YouTube authorization ----
  productionVideos: { request: async (c) => ({ method: 'GET', url: `/api/v1/production/videos?channel_id=${probeChannel(c)}` }), allowed: '200' },
  productionVideoRuns: { request: async (c) => ({ method: 'GET', url: `/api/v1/production/videos/runs?channel_id=${probeChannel(c)}` }), allowed: '200' },
  productionVideosXlsx: { request: async (c) => ({ method: 'GET', url: `/api/v1/production/videos/xlsx?channel_id=${probeChannel(c)}` }), allowed: '200' },
  // A file that is not a workbook: those who may edit reach the reading of it.
  productionVideosXlsxUpload: {
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/production/videos/xlsx?channel_id=${probeChannel(c)}`,
      ...notAWorkbook(),
    }),
    allowed: '400 errors.spreadsheetInvalid',
  },
  productionVideoBatch: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/v1/production/videos/batch',
      payload: { channel_id: probeChannel(c), dry_run: true, changes: [{ video_id: 'matrixProbe', title: 'Probe' }] },
    }),
    allowed: '409 errors.videoDataNotAuthorized',
  },
  productionVideoRunUndo: {
    request: async () => ({ method: 'POST', url: `/api/v1/production/videos/runs/${NO_SUCH_ID}/undo` }),
    allowed: '404 errors.notFound',
  },
  // ---- production, publishing calendar (issue 29): the demo channels have no YouTube authorization ----
  productionSchedule: { request: async (c) => ({ method: 'GET', url: `/api/v1/production/schedule?channel_id=${probeChannel(c)}` }), allowed: '200' },
  productionScheduleCreate: {
    request: async (c) => ({
      method: 'POST',
      url: '/api/v1/production/schedule',
      payload: {
        platform: 'youtube',
        channel_id: probeChannel(c),
        video_id: 'matrixProbe',
        publish_at: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      },
    }),
    allowed: '409 errors.releaseYoutubeNotAuthorized',
  },
  productionScheduleReschedule: {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/production/schedule/${NO_SUCH_ID}/reschedule`,
      payload: { publish_at: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString() },
    }),
    allowed: '404 errors.notFound',
  },
  productionScheduleCancel: {
    request: async () => ({ method: 'POST', url: `/api/v1/production/schedule/${NO_SUCH_ID}/cancel` }),
    allowed: '404 errors.notFound',
  },
};

// ---- commerce (issue 28): an available studio service, and a requested order of it on a channel ----
let studioServiceProbe: Promise<number> | undefined;
function probeStudioService(): Promise<number> {
  studioServiceProbe ??= t.db
    .insertInto('studio_services')
    .values({ kind: 'thumbnail', unit: 'item', name: 'Matrix probe service', price_twd: '100', updated_by: null })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
  return studioServiceProbe;
}
async function probeCourse(channelId: string): Promise<number> {
  const row = await t.db
    .insertInto('commerce_courses')
    .values({ channel_id: channelId, title: `Matrix probe course ${randomUUID()}`, platform: 'other', price: '1200', currency: 'TWD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function probeStudioOrder(channelId: string): Promise<number> {
  const serviceId = await probeStudioService();
  const row = await t.db
    .insertInto('studio_orders')
    .values({ channel_id: channelId, service_id: serviceId, quantity: 1, unit_price_twd: '100', ordered_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- reports, mailing (issue 14) ----
const MAIL_PROBE_CHANNEL = 'UCmatrixGroupChannel0001';
let mailProbeRun: Promise<{ runId: number; failedId: number }> | undefined;
/** A finished run of the probe channel with a failed record whose message was sent since. */
function mailProbe(): Promise<{ runId: number; failedId: number }> {
  mailProbeRun ??= (async () => {
    const run = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'manual', period: 'quarterly', year: 2025, period_index: 2, period_code: '2025-Q2', finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failedId = await mailProbeRecord('failed', run.id);
    await mailProbeRecord('sent', run.id, 'matrix-probe@example.test');
    return { runId: run.id, failedId };
  })();
  return mailProbeRun;
}
/** A record of the probe run (a new recipient each time, unless given). */
async function mailProbeRecord(result: 'sent' | 'failed', runId?: number, recipient = `matrix-${randomUUID()}@example.test`): Promise<number> {
  const row = await t.db
    .insertInto('report_mail_records')
    .values({
      run_id: runId ?? (await mailProbe()).runId,
      channel_id: MAIL_PROBE_CHANNEL,
      recipient: result === 'failed' ? 'matrix-probe@example.test' : recipient,
      period_code: '2025-Q2',
      formats: ['pdf'],
      language: 'en',
      currency: 'USD',
      result,
      error: result === 'failed' ? 'errors.reportMailRefused' : null,
      at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A column set of the caller's own (the insight comparison part's probes). */
async function ownColumnSet(caller: Caller): Promise<number> {
  const row = await t.db
    .insertInto('insight_comparison_column_sets')
    .values({ user_id: await t.demoUserId(caller.accountType ?? 'viewer'), name: `Matrix ${randomUUID()}`, columns: ['views'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- insight, similar part (issue 13) ----
/** One of the demo intensive cooperative owner's two channels that is not `channelId` (every allowed caller sees both). */
async function intensiveOwnerChannelBesides(channelId: string): Promise<string> {
  const rows = await t.db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.channel_id')
    .where('u.email', '=', demo('intensive_cooperative_user_owner'))
    .where('m.member_type', '=', 'owner')
    .orderBy('m.channel_id')
    .execute();
  return rows.map((r) => r.channel_id).find((id) => id !== channelId)!;
}

let resellerProbePackageId: Promise<number> | undefined;
/** A draft package of the demo reseller team (Daily Picks). */
function resellerProbePackage(): Promise<number> {
  resellerProbePackageId ??= (async () => {
    const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
    const pkg = await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: team.id, name: 'Matrix reseller package' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return pkg.id;
  })();
  return resellerProbePackageId;
}

let probeStoreId: Promise<number> | undefined;
function probeStore(): Promise<number> {
  probeStoreId ??= (async () => {
    const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
    const store = await t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: team.id, shop_domain: 'matrix-orders-probe.myshopify.com', name: 'Matrix probe store', scopes: 'read_orders,read_products' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return store.id;
  })();
  return probeStoreId;
}

const requestFormProbe = blankRequestForm('Matrix brand');

/** A draft package of the demo advertiser team with one case on a fresh channel. */
async function dealsPackage(): Promise<{ packageId: number; caseId: number; channelId: string }> {
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow();
  const channelId = await freshChannel(null);
  const pkg = await t.db.insertInto('collab_packages').values({ advertiser_id: team.id, name: 'Matrix package' }).returning('id').executeTakeFirstOrThrow();
  const kase = await t.db.insertInto('collab_cases').values({ package_id: pkg.id, channel_id: channelId }).returning('id').executeTakeFirstOrThrow();
  return { packageId: pkg.id, caseId: kase.id, channelId };
}
let probePackageId: ReturnType<typeof dealsPackage> | undefined;
function probePackage(): ReturnType<typeof dealsPackage> {
  probePackageId ??= dealsPackage();
  return probePackageId;
}

let probeCollabIds: Promise<{ packageId: number; caseId: number }> | undefined;
/** A package of the demo advertiser team with one agreed case on a demo channel, holding one of its videos. */
function probeCollab(): Promise<{ packageId: number; caseId: number }> {
  probeCollabIds ??= (async () => {
    const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow();
    const video = await t.db.selectFrom('videos').select(['video_id', 'channel_id', 'title', 'published_at']).orderBy('video_id').executeTakeFirstOrThrow();
    const pkg = await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: team.id, name: 'Matrix probe package', status: 'matching_complete' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const probeCase = await t.db
      .insertInto('collab_cases')
      .values({ package_id: pkg.id, channel_id: video.channel_id, status: 'creator_agreed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('collab_case_videos')
      .values({ case_id: probeCase.id, video_id: video.video_id, title: video.title, published_at: video.published_at })
      .execute();
    return { packageId: pkg.id, caseId: probeCase.id };
  })();
  return probeCollabIds;
}

let probeResaleIds: Promise<{ videoId: string; storeId: number }> | undefined;
/** Resell products part (issue 12): a case video of the demo reseller team's package, and a store of that team. */
function probeResale() {
  probeResaleIds ??= (async () => {
    const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
    const video = await t.db.selectFrom('videos').select(['video_id', 'channel_id', 'title', 'published_at']).orderBy('video_id').executeTakeFirstOrThrow();
    const pkg = await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: team.id, name: 'Matrix resale package', status: 'matching_complete' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const probeCase = await t.db
      .insertInto('collab_cases')
      .values({ package_id: pkg.id, channel_id: video.channel_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('collab_case_videos')
      .values({ case_id: probeCase.id, video_id: video.video_id, title: video.title, published_at: video.published_at })
      .execute();
    const store = await t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: team.id, shop_domain: 'matrix-resale-probe.myshopify.com', name: 'Matrix probe store' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { videoId: video.video_id, storeId: Number(store.id) };
  })();
  return probeResaleIds;
}

let favourites: Promise<{ listId: number; channelId: string }> | undefined;
/** A list shared with the demo advertiser team, and a channel shown to advertisers. */
function favouriteFixtures() {
  favourites ??= (async () => {
    const channel = await t.db.selectFrom('channels').select('channel_id').where('hidden', '=', false).orderBy('channel_id').executeTakeFirstOrThrow();
    return { listId: await freshTeamList(), channelId: channel.channel_id };
  })();
  return favourites;
}
async function freshTeamList(): Promise<number> {
  const { advertiserId } = await access2Fixtures();
  const row = await t.db
    .insertInto('collab_favourite_lists')
    .values({ owner_user_id: null, advertiser_id: advertiserId, name: 'Matrix team list' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let probeRecipientId: Promise<number> | undefined;
/** A company recipient with a stored passbook cover, serving user_owner's probe channel. */
function probeRecipient(): Promise<number> {
  probeRecipientId ??= insertRecipient(
    t.db,
    t.ctx.storage,
    { account_name: 'Matrix Co. (Main branch)', bank_code: '8120000', account_number: '00112233445566' },
    [probeChannels.get('user_owner')!.channelId],
    tinyPng(),
  );
  return probeRecipientId;
}

const recipientProbeBody = () => ({
  kind: 'company',
  account_name: 'Matrix probe (Main branch)',
  bank_code: '812',
  account_number: '1234567890',
  passbook_file_id: '00000000-0000-4000-8000-0000000b0b0b',
  channel_ids: ['UCnoSuchChannelProbe'],
});

let paymentProbeFile: Buffer | null = null;
/** A payment batch with one row naming no record: allowed callers get a row-by-row answer and nothing changes. */
async function paymentBatchProbe(): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!paymentProbeFile) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('payments');
    sheet.addRow(['channel_id', 'revenue_month', 'user_email', 'revenue_twd', 'paid_twd']);
    sheet.addRow(['UCnoSuchChannelProbe', '209803', '', '', '100']);
    paymentProbeFile = Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const { payload, contentType } = multipartBody({ filename: 'payments.xlsx', data: paymentProbeFile });
  return { payload, headers: { 'content-type': contentType } };
}

let probeJobId: Promise<string> | undefined;
/** A running job of the demo user's. */
function probeJob(): Promise<string> {
  probeJobId ??= (async () => {
    const jobId = '00000000-0000-4000-8000-00000000a11c';
    await t.db
      .insertInto('job_progress')
      .values({ job_id: jobId, name: 'matrix-probe', owner_user_id: await t.demoUserId('user'), state: 'running', total: 10, updated_at: new Date() })
      .execute();
    return jobId;
  })();
  return probeJobId;
}

// ---- fixtures of the groups, teams, ownership and issue-report probes ----

/** The four probes of a team kind on its demo team: the same routes under each kind's path (advertiser, reseller). */
function teamProbes<K extends 'advertiser' | 'reseller'>(kind: K, name: string) {
  const teamId = async () => (await access2Fixtures())[`${kind}Id`];
  type Action = 'GetInfo' | 'EditInfo' | 'InviteMember' | 'DeleteMember';
  const byAction: Record<Action, Probe> = {
    GetInfo: { request: async () => ({ method: 'GET', url: `/api/v1/${kind}_get_info?advertiser_id=${await teamId()}` }), allowed: '200' },
    EditInfo: { request: async () => ({ method: 'POST', url: `/api/v1/${kind}_edit_info`, payload: { advertiser_id: await teamId(), name } }), allowed: '200' },
    InviteMember: {
      request: async () => ({
        method: 'POST',
        url: `/api/v1/${kind}_invite_member`,
        payload: { advertiser_id: await teamId(), email: (await freshUser(kind)).email, role: 'adsMember' },
      }),
      allowed: '200',
    },
    DeleteMember: {
      request: async () => {
        const id = await teamId();
        return { method: 'POST', url: `/api/v1/${kind}_delete_member`, payload: { advertiser_id: id, member_id_list: [await freshTeamMember(id)] } };
      },
      allowed: '200',
    },
  };
  return Object.fromEntries(Object.entries(byAction).map(([action, probe]) => [`${kind}${action}`, probe])) as Record<`${K}${Action}`, Probe>;
}

let access2: Promise<{ groupId: number; groupChannel: string; advertiserId: number; resellerId: number; reportId: number }> | undefined;
function access2Fixtures() {
  access2 ??= (async () => {
    const groupChannel = await freshChannel(null);
    const groupId = await managedGroup(groupChannel);
    const team = async (kind: 'advertiser' | 'reseller') =>
      (await t.db.selectFrom('advertisers').select('id').where('kind', '=', kind).orderBy('id').executeTakeFirstOrThrow()).id;
    const now = new Date();
    const report = await t.db
      .insertInto('problem_reports')
      .values({ reporter_id: await t.demoUserId('user'), submitter: 'Matrix', explanation: 'Probe report', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { groupId, groupChannel, advertiserId: await team('advertiser'), resellerId: await team('reseller'), reportId: report.id };
  })();
  return access2;
}

/** A group with one channel, administered by user_owner and used (view) by finance. */
async function managedGroup(channelId: string): Promise<number> {
  const people = await t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [demo('user_owner'), demo('finance')])
    .execute();
  const group = await t.db.insertInto('channel_groups').values({ name: 'Matrix managed group' }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('channel_group_channels').values({ group_id: group.id, channel_id: channelId }).execute();
  await t.db
    .insertInto('channel_group_members')
    .values(
      people.map((p) => ({
        group_id: group.id,
        user_id: p.id,
        role: p.email === demo('user_owner') ? ('admin' as const) : ('user' as const),
        authorization_type: 'view' as const,
      })),
    )
    .execute();
  return group.id;
}

async function freshManagedGroup(): Promise<number> {
  return managedGroup((await access2Fixtures()).groupChannel);
}

let freshCount = 0;
async function freshUser(accountType: AccountType): Promise<{ id: number; email: string }> {
  freshCount += 1;
  const email = `matrix-fresh-${freshCount}@example.test`;
  return { id: await insertUser(t.db, { email, account_type: accountType, name: `Matrix fresh ${freshCount}` }), email };
}

async function freshTeamMember(teamId: number): Promise<number> {
  const user = await freshUser('advertiser');
  await t.db.insertInto('advertiser_members').values({ advertiser_id: teamId, user_id: user.id, role: 'adsMember' }).execute();
  return user.id;
}

/** An open invitation (with its waiting account) onto a team, as adsMember. */
async function freshTeamInvitation(teamId: number): Promise<number> {
  freshCount += 1;
  const n = freshCount;
  const email = `matrix-invitee-${n}@example.test`;
  const now = new Date();
  const userId = await insertUser(t.db, {
    email,
    password_hash: '!invited',
    pending_invitation: true,
    account_type: 'advertiser',
    name: `Matrix invitee ${n}`,
  });
  const row = await t.db
    .insertInto('invitations')
    .values({
      user_id: userId,
      email,
      name: `Matrix invitee ${n}`,
      account_type: 'advertiser',
      channel_id: null,
      member_type: null,
      advertiser_id: teamId,
      ads_role: 'adsMember',
      invited_by: null,
      real_invited_by: null,
      token_hash: `matrix-invitation-${n}`,
      created_at: now,
      sent_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A channel nobody else uses, owned by `ownerId` when given. */
async function freshChannel(ownerId: number | null): Promise<string> {
  freshCount += 1;
  const channelId = `UCmatrixFresh${String(freshCount).padStart(11, '0')}`;
  await t.db
    .insertInto('channels')
    .values({ channel_id: channelId, title: `Matrix fresh channel ${freshCount}`, source_type: 'YT', language: 'en' })
    .execute();
  if (ownerId !== null) await t.db.insertInto('channel_members').values({ channel_id: channelId, user_id: ownerId, member_type: 'owner' }).execute();
  return channelId;
}

async function lockUrl(caller: Caller, action: 'lock' | 'unlock'): Promise<string> {
  if (caller.accountType && seesEveryChannel.includes(caller.accountType)) return `/api/v1/channels/${await freshChannel(null)}/${action}`;
  return channelUrl(caller, action);
}

/** Twelve video ids of the channel, adding videos when the demo data has fewer. */
async function twelveVideosOf(channelId: string): Promise<string[]> {
  const have = await t.db.selectFrom('videos').select('video_id').where('channel_id', '=', channelId).orderBy('video_id').limit(12).execute();
  const missing = Array.from({ length: 12 - have.length }, (_, i) => ({
    // The demo channel ids start UC + a 4-character running number: unique per channel.
    video_id: `pv${channelId.slice(2, 7)}${String(i).padStart(4, '0')}`,
    channel_id: channelId,
    kind: 'video' as const,
    title: `Probe video ${i + 1}`,
    duration_seconds: 300,
    published_at: new Date('2024-01-01T00:00:00Z'),
  }));
  if (missing.length > 0)
    await t.db
      .insertInto('videos')
      .values(missing)
      .onConflict((oc) => oc.doNothing())
      .execute();
  return [...have.map((v) => v.video_id), ...missing.map((v) => v.video_id)];
}

function expectedAnswer(id: RouteId, probe: Probe, caller: Caller): string {
  const access = routeAccess[id];
  if ('public' in access) return probe.allowed;
  if (!caller.accountType) return access.signedOut ?? '401 errors.unauthenticated';
  // A channel the caller may not see does not exist for them, whatever else they may do.
  if (access.onChannel && !probeChannels.get(caller.accountType)!.visible) return '404 errors.notFound';
  if (!access.allowed.includes(caller.accountType)) {
    const denied = access.denied ?? '403 errors.forbidden';
    return typeof denied === 'string' ? denied : denied(caller.accountType);
  }
  return probe.allowedFor?.(caller.accountType) ?? probe.allowed;
}

/** Status, plus the error code when there is one. */
function answerOf(response: LightMyRequestResponse): string {
  if (response.statusCode < 400) return String(response.statusCode);
  return `${response.statusCode} ${expectErrorBody(response).code}`;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const accountType of accountTypes) sessions.set(accountType, await t.signIn(demo(accountType)));
  // Things for the routes that read one: an uploaded picture and a mail in the outbox.
  const upload = avatarUpload();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/set_avatar',
    payload: upload.payload,
    headers: { ...upload.headers, ...sessions.get('admin')!.headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  avatarId = (uploaded.json() as { avatar_id: string }).avatar_id;
  await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(demo('viewer'))}` });
  for (let i = 0; i < 500 && (await t.ctx.mailer.outbox()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  const [mail] = await t.ctx.mailer.outbox();
  expect(mail, 'the reset mail reached the outbox').toBeDefined();
  outboxId = mail!.id;

  // Channel-scoped probes: each account on its own first channel, or on the first demo channel.
  const firstDemoChannel = await t.db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.channel_id')
    .where('u.email', '=', demo('user_owner'))
    .where('m.member_type', '=', 'owner')
    .orderBy('m.created_at')
    .orderBy('m.channel_id')
    .executeTakeFirstOrThrow();
  for (const accountType of accountTypes) {
    const own = await t.db
      .selectFrom('channel_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.channel_id')
      .where('u.email', '=', demo(accountType))
      .orderBy(sql`CASE m.member_type WHEN 'owner' THEN 0 WHEN 'staff' THEN 1 ELSE 2 END`)
      .orderBy('m.created_at')
      .orderBy('m.channel_id')
      .executeTakeFirst();
    probeChannels.set(accountType, {
      channelId: own?.channel_id ?? firstDemoChannel.channel_id,
      visible: own !== undefined || seesEveryChannel.includes(accountType),
    });
  }
  // A channel group whose administrators and users are every non-staff holder of the page, so that
  // each holder may read it (staff-type roles read any group).
  const group = await t.db.insertInto('channel_groups').values({ name: 'Matrix group' }).returning('id').executeTakeFirstOrThrow();
  probeGroupId = group.id;
  // Its own channel: group members see the group's channels, which must not change the probes above.
  await t.db
    .insertInto('channels')
    .values({ channel_id: 'UCmatrixGroupChannel0001', title: 'Matrix group channel', source_type: 'YT', language: 'en' })
    .execute();
  await t.db.insertInto('channel_group_channels').values({ group_id: group.id, channel_id: 'UCmatrixGroupChannel0001' }).execute();
  const groupUsers = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', (['finance', 'sales', 'intensive_cooperative_user_owner'] as const).map(demo))
    .execute();
  await t.db
    .insertInto('channel_group_members')
    .values(groupUsers.map((u) => ({ group_id: group.id, user_id: u.id, role: 'user' as const })))
    .execute();
  await access2Fixtures();
  // Being in a group is part of a cached profile (it grants the group page); these rows bypassed
  // the groups service, which would have dropped the profiles of the people concerned.
  for (const accountType of accountTypes) t.ctx.users.invalidate(await t.demoUserId(accountType));
});
afterAll(async () => t?.close());

describe('the expected-access lists', () => {
  it('name who may use every route', () => {
    for (const [id, route] of Object.entries(routes) as [RouteId, Route][]) {
      expect(routeAccess[id], `${id} (${route.method} ${route.path}) has no line in route-access.expected.ts`).toBeDefined();
      expect(probes[id], `${id} has no probe`).toBeDefined();
    }
  });

  it('agree with the capability table for every demo account (its channel member types, ads role and overrides)', async () => {
    const specificUsers = loadSpecificUsers(t.ctx.config.specificUsersFile);
    for (const accountType of accountTypes) {
      const user = await t.db.selectFrom('users').select(['id']).where('email', '=', demo(accountType)).executeTakeFirstOrThrow();
      const channels = await t.db.selectFrom('channel_members').select('member_type').where('user_id', '=', user.id).execute();
      const ads = await t.db.selectFrom('advertiser_members').select('role').where('user_id', '=', user.id).execute();
      const adsMemberType = deriveAdsMemberType({
        owner_advertisers: ads.filter((a) => a.role === 'adsOwner'),
        advertiser_clinet: ads.filter((a) => a.role === 'adsClient'),
        advertiser_member: ads.filter((a) => a.role === 'adsMember'),
      });
      const memberTypes = [null, ...new Set(channels.map((c) => c.member_type as ChannelMemberType))];
      const specific = specificUsers.for(demo(accountType));
      const inChannelGroup =
        (await t.db.selectFrom('channel_group_members').select('group_id').where('user_id', '=', user.id).executeTakeFirst()) !== undefined;
      const resolved = memberTypes.map((channelMemberType) => resolveCapabilities({ accountType, channelMemberType, adsMemberType, specific, inChannelGroup }));
      for (const [component, allowedTypes] of Object.entries(componentHolders) as [ComponentKey, AccountType[]][]) {
        const byTable = resolved.some((caps) => isComponentAllowed(caps, component));
        expect(byTable, `${accountType} → ${component}`).toBe(allowedTypes.includes(accountType));
      }
      for (const [page, allowedTypes] of Object.entries(pageHolders) as [PageKey, AccountType[]][]) {
        const byTable = resolved.some((caps) => isPageAllowed(caps, page));
        expect(byTable, `${accountType} → page ${page}`).toBe(allowedTypes.includes(accountType));
      }
    }
  });
});

describe.each((Object.entries(routes) as [RouteId, Route][]).map(([id, route], index) => [id, route, index] as const))('%s', (id, route, index) => {
  it(`${route.method} ${route.path} (${route.permission.kind}${'component' in route.permission ? ` ${route.permission.component}` : ''}) answers every caller as expected`, async () => {
    const probe = probes[id];
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    const serverErrors: string[] = [];
    // Requests are built four at a time (some sign in, which is the slow part), then sent in turn.
    const requests: InjectOptions[] = [];
    const callers = callersOf(index);
    for (let i = 0; i < callers.length; i += 4) requests.push(...(await Promise.all(callers.slice(i, i + 4).map((c) => probe.request(c)))));
    for (const [i, caller] of callers.entries()) {
      const request = requests[i]!;
      const own = caller.accountType ? credentials(sessions.get(caller.accountType)!, caller.mode) : {};
      const response = await t.app.inject({ ...request, headers: { ...own, ...request.headers } });
      if (response.statusCode >= 500) serverErrors.push(`${caller.label}: ${response.statusCode} ${response.body}`);
      expected[caller.label] = expectedAnswer(id, probe, caller);
      actual[caller.label] = answerOf(response);
    }
    expect(serverErrors).toEqual([]);
    expect(actual).toEqual(expected);
    if (route.permission.kind === 'public') {
      expect(Object.values(actual).filter((a) => a.startsWith('401') || a.startsWith('403'))).toEqual([]);
    }
    // A report download draws a document for each allowed caller: 10-20 s on a quiet machine, past
    // 30 s on a busy one.
  }, 120_000);
});
