// The endpoint table: each route of routes.ts with the zod schemas of its input and output. The
// server registers routes from it and denies anything it does not list; the OpenAPI document is
// generated from it.
import { z } from 'zod';
import { routes, type Route, type RouteId } from './routes.ts';
import {
  changePasswordInputSchema,
  forgetPasswordQuerySchema,
  loginChallengeOutputSchema,
  loginInputSchema,
  loginOutputSchema,
  resetPasswordInputSchema,
  verifyOutputSchema,
  verifyQuerySchema,
} from './schemas/auth.ts';
import { emptyQuerySchema, okSchema } from './schemas/common.ts';
import { outboxListSchema, outboxParamsSchema } from './schemas/mail.ts';
import { editUserInfoInputSchema, setAvatarOutputSchema, userInfoSchema } from './schemas/user.ts';
import {
  analyticsSchema,
  audienceSchema,
  channelParamsSchema,
  contentQuerySchema,
  contentSchema,
  exchangeRatesSchema,
  groupTrendsSchema,
  interestVideosInputSchema,
  channelVisibilityInputSchema,
  channelVisibilitySchema,
  overviewSchema,
  periodQuerySchema,
  revenueSchema,
} from './schemas/analytics.ts';
import {
  cacheDeleteInputSchema,
  cacheDeleteOutputSchema,
  cacheEntriesSchema,
  cacheReadChannelInputSchema,
  cacheReadInputSchema,
  cacheReadOutputSchema,
  cacheWriteInputSchema,
  refreshOutputSchema,
  taskQueueSchema,
} from './schemas/cache.ts';
import { channelListQuerySchema, channelListSchema } from './schemas/channel-list.ts';
import { idParamsSchema, oauthCallbackQuerySchema, oauthStartOutputSchema, oauthStartQuerySchema, youtubeAuthorizationsSchema } from './schemas/youtube.ts';

// groups, teams, ownership, issue reports
import {
  createGroupInputSchema,
  groupDetailSchema,
  groupListSchema,
  groupParamsSchema,
  renameGroupInputSchema,
  setGroupChannelsInputSchema,
  setGroupMembersInputSchema,
} from './schemas/groups.ts';
import {
  createProblemReportInputSchema,
  problemReportListQuerySchema,
  problemReportListSchema,
  problemReportParamsSchema,
  problemReportSchema,
  updateProblemReportInputSchema,
} from './schemas/issue-reports.ts';
import { editLockSchema, transferOwnerInputSchema, transferOwnerOutputSchema } from './schemas/ownership.ts';
import {
  deleteTeamMembersInputSchema,
  editTeamInfoInputSchema,
  inviteTeamMemberInputSchema,
  inviteTeamMemberOutputSchema,
  teamInfoQuerySchema,
  teamInfoSchema,
  teamInvitationParamsSchema,
  teamInvitationResendOutputSchema,
} from './schemas/teams.ts';

// access administration (invitations, members, users, permissions, switching, system log)
import {
  acceptInvitationInputSchema,
  acceptInvitationOutputSchema,
  batchInviteOutputSchema,
  copyPermissionsInputSchema,
  copyPermissionsOutputSchema,
  deleteMemberInputSchema,
  deleteMemberOutputSchema,
  deleteUserInputSchema,
  invitationCheckOutputSchema,
  invitationCheckQuerySchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationSchema,
  inviteMemberInputSchema,
  inviteMemberOutputSchema,
  memberListQuerySchema,
  memberListSchema,
  permissionDisplaySchema,
  setUserTypeQuerySchema,
  switchAccountOutputSchema,
  switchAccountQuerySchema,
  syslogQuerySchema,
  syslogSchema,
  updatePermissionsInputSchema,
  userChangeEmailQuerySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userOutputSchema,
  userPermissionsSchema,
} from './schemas/access.ts';

export type Endpoint = Route & {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** JSON answer; absent for downloads and HTML. */
  response?: z.ZodType;
};

const noBody = z.object({}).strict().optional();

export const endpoints = {
  health: { ...routes.health, query: emptyQuerySchema, response: okSchema },
  docs: routes.docs,
  docsJson: routes.docsJson,
  loginChallenge: { ...routes.loginChallenge, query: emptyQuerySchema, response: loginChallengeOutputSchema },
  login: { ...routes.login, body: loginInputSchema, response: loginOutputSchema },
  refresh: { ...routes.refresh, body: noBody, response: loginOutputSchema },
  logout: { ...routes.logout, body: noBody, response: okSchema },
  verify: { ...routes.verify, query: verifyQuerySchema, response: verifyOutputSchema },
  userInfo: { ...routes.userInfo, query: emptyQuerySchema, response: userInfoSchema },
  editUserInfo: { ...routes.editUserInfo, body: editUserInfoInputSchema, response: userInfoSchema },
  setAvatar: { ...routes.setAvatar, response: setAvatarOutputSchema },
  file: { ...routes.file, params: z.object({ id: z.string().uuid('validation.notFound') }).strict() },
  forgetPassword: { ...routes.forgetPassword, query: forgetPasswordQuerySchema, response: okSchema },
  resetPassword: { ...routes.resetPassword, body: resetPasswordInputSchema, response: okSchema },
  changePassword: { ...routes.changePassword, body: changePasswordInputSchema, response: okSchema },
  outboxList: { ...routes.outboxList, query: emptyQuerySchema, response: outboxListSchema },
  outboxDownload: { ...routes.outboxDownload, params: outboxParamsSchema },

  channelList: { ...routes.channelList, query: channelListQuerySchema, response: channelListSchema },
  channelOverview: { ...routes.channelOverview, params: channelParamsSchema, query: periodQuerySchema, response: overviewSchema },
  channelAudience: { ...routes.channelAudience, params: channelParamsSchema, query: periodQuerySchema, response: audienceSchema },
  channelInterestVideos: { ...routes.channelInterestVideos, params: channelParamsSchema, body: interestVideosInputSchema, response: okSchema },
  channelVisibilityGet: { ...routes.channelVisibilityGet, params: channelParamsSchema, query: emptyQuerySchema, response: channelVisibilitySchema },
  channelVisibilitySet: { ...routes.channelVisibilitySet, params: channelParamsSchema, body: channelVisibilityInputSchema, response: channelVisibilitySchema },
  channelContent: { ...routes.channelContent, params: channelParamsSchema, query: contentQuerySchema, response: contentSchema },
  channelAnalytics: { ...routes.channelAnalytics, params: channelParamsSchema, query: periodQuerySchema, response: analyticsSchema },
  channelRevenue: { ...routes.channelRevenue, params: channelParamsSchema, query: emptyQuerySchema, response: revenueSchema },
  channelRefresh: { ...routes.channelRefresh, params: channelParamsSchema, body: noBody, response: refreshOutputSchema },
  channelGroupTrends: {
    ...routes.channelGroupTrends,
    params: z.object({ groupId: z.coerce.number().int().positive('validation.notFound') }).strict(),
    query: periodQuerySchema,
    response: groupTrendsSchema,
  },
  exchangeRates: { ...routes.exchangeRates, query: emptyQuerySchema, response: exchangeRatesSchema },

  youtubeOauthStart: { ...routes.youtubeOauthStart, query: oauthStartQuerySchema, response: oauthStartOutputSchema },
  youtubeOauthCallback: { ...routes.youtubeOauthCallback, query: oauthCallbackQuerySchema },
  youtubeAuthorizations: { ...routes.youtubeAuthorizations, query: emptyQuerySchema, response: youtubeAuthorizationsSchema },
  youtubeRevoke: { ...routes.youtubeRevoke, params: idParamsSchema, body: noBody, response: okSchema },

  cacheRead: { ...routes.cacheRead, body: cacheReadInputSchema, response: cacheReadOutputSchema },
  cacheWrite: { ...routes.cacheWrite, body: cacheWriteInputSchema, response: okSchema },
  cacheReadChannel: { ...routes.cacheReadChannel, body: cacheReadChannelInputSchema, response: cacheEntriesSchema },
  cacheDelete: { ...routes.cacheDelete, body: cacheDeleteInputSchema, response: cacheDeleteOutputSchema },
  cacheTaskQueue: { ...routes.cacheTaskQueue, query: emptyQuerySchema, response: taskQueueSchema },

  // ---- groups, teams, ownership, issue reports (access administration, part 2) ----
  channelGroupList: { ...routes.channelGroupList, query: emptyQuerySchema, response: groupListSchema },
  channelGroupCreate: { ...routes.channelGroupCreate, body: createGroupInputSchema, response: groupDetailSchema },
  channelGroupGet: { ...routes.channelGroupGet, params: groupParamsSchema, query: emptyQuerySchema, response: groupDetailSchema },
  channelGroupRename: { ...routes.channelGroupRename, params: groupParamsSchema, body: renameGroupInputSchema, response: groupDetailSchema },
  channelGroupDelete: { ...routes.channelGroupDelete, params: groupParamsSchema, query: emptyQuerySchema, response: okSchema },
  channelGroupSetChannels: { ...routes.channelGroupSetChannels, params: groupParamsSchema, body: setGroupChannelsInputSchema, response: groupDetailSchema },
  channelGroupSetMembers: { ...routes.channelGroupSetMembers, params: groupParamsSchema, body: setGroupMembersInputSchema, response: groupDetailSchema },
  advertiserGetInfo: { ...routes.advertiserGetInfo, query: teamInfoQuerySchema, response: teamInfoSchema },
  advertiserEditInfo: { ...routes.advertiserEditInfo, body: editTeamInfoInputSchema, response: teamInfoSchema },
  advertiserInviteMember: { ...routes.advertiserInviteMember, body: inviteTeamMemberInputSchema, response: inviteTeamMemberOutputSchema },
  advertiserDeleteMember: { ...routes.advertiserDeleteMember, body: deleteTeamMembersInputSchema, response: teamInfoSchema },
  resellerGetInfo: { ...routes.resellerGetInfo, query: teamInfoQuerySchema, response: teamInfoSchema },
  resellerEditInfo: { ...routes.resellerEditInfo, body: editTeamInfoInputSchema, response: teamInfoSchema },
  resellerInviteMember: { ...routes.resellerInviteMember, body: inviteTeamMemberInputSchema, response: inviteTeamMemberOutputSchema },
  resellerDeleteMember: { ...routes.resellerDeleteMember, body: deleteTeamMembersInputSchema, response: teamInfoSchema },
  teamInvitationResend: { ...routes.teamInvitationResend, params: teamInvitationParamsSchema, body: noBody, response: teamInvitationResendOutputSchema },
  teamInvitationRevoke: { ...routes.teamInvitationRevoke, params: teamInvitationParamsSchema, body: noBody, response: teamInfoSchema },
  channelTransferOwner: { ...routes.channelTransferOwner, body: transferOwnerInputSchema, response: transferOwnerOutputSchema },
  channelEditLockStatus: { ...routes.channelEditLockStatus, params: channelParamsSchema, query: emptyQuerySchema, response: editLockSchema },
  channelEditLock: { ...routes.channelEditLock, params: channelParamsSchema, body: noBody, response: editLockSchema },
  channelEditUnlock: { ...routes.channelEditUnlock, params: channelParamsSchema, body: noBody, response: editLockSchema },
  problemReportCreate: { ...routes.problemReportCreate, body: createProblemReportInputSchema, response: problemReportSchema },
  problemReportList: { ...routes.problemReportList, query: problemReportListQuerySchema, response: problemReportListSchema },
  problemReportUpdate: {
    ...routes.problemReportUpdate,
    params: problemReportParamsSchema,
    body: updateProblemReportInputSchema,
    response: problemReportSchema,
  },

  // ---- access administration (issue 4): invitations, members, users, permissions, switching, system log ----
  inviteMember: { ...routes.inviteMember, body: inviteMemberInputSchema, response: inviteMemberOutputSchema },
  invitationList: { ...routes.invitationList, query: invitationListQuerySchema, response: invitationListSchema },
  invitationResend: { ...routes.invitationResend, params: invitationParamsSchema, body: noBody, response: inviteMemberOutputSchema },
  invitationRevoke: { ...routes.invitationRevoke, params: invitationParamsSchema, body: noBody, response: z.object({ invitation: invitationSchema }) },
  invitationCheck: { ...routes.invitationCheck, query: invitationCheckQuerySchema, response: invitationCheckOutputSchema },
  acceptInvitation: { ...routes.acceptInvitation, body: acceptInvitationInputSchema, response: acceptInvitationOutputSchema },
  batchInviteExample: { ...routes.batchInviteExample, query: emptyQuerySchema },
  batchInviteMember: { ...routes.batchInviteMember, response: batchInviteOutputSchema },
  memberList: { ...routes.memberList, query: memberListQuerySchema, response: memberListSchema },
  userList: { ...routes.userList, query: userListQuerySchema, response: userListSchema },
  deleteMember: { ...routes.deleteMember, body: deleteMemberInputSchema, response: deleteMemberOutputSchema },
  deleteUser: { ...routes.deleteUser, body: deleteUserInputSchema, response: okSchema },
  setUserType: { ...routes.setUserType, query: setUserTypeQuerySchema, response: userOutputSchema },
  userChangeEmail: { ...routes.userChangeEmail, query: userChangeEmailQuerySchema, response: userOutputSchema },
  userPermissions: { ...routes.userPermissions, query: emptyQuerySchema, response: userPermissionsSchema },
  userPermissionsDisplay: { ...routes.userPermissionsDisplay, params: userIdParamsSchema, query: emptyQuerySchema, response: permissionDisplaySchema },
  userPermissionsUpdate: { ...routes.userPermissionsUpdate, params: userIdParamsSchema, body: updatePermissionsInputSchema, response: userPermissionsSchema },
  userPermissionsCopy: { ...routes.userPermissionsCopy, body: copyPermissionsInputSchema, response: copyPermissionsOutputSchema },
  switchAccount: { ...routes.switchAccount, query: switchAccountQuerySchema, response: switchAccountOutputSchema },
  switchBack: { ...routes.switchBack, body: noBody, response: switchAccountOutputSchema },
  syslog: { ...routes.syslog, query: syslogQuerySchema, response: syslogSchema },
} as const satisfies Record<RouteId, Endpoint>;

export type EndpointId = RouteId;
export type EndpointOutput<E extends EndpointId> = (typeof endpoints)[E] extends { response: z.ZodType } ? z.output<(typeof endpoints)[E]['response']> : never;
export type EndpointBody<E extends EndpointId> = (typeof endpoints)[E] extends { body: z.ZodType } ? z.input<(typeof endpoints)[E]['body']> : never;
