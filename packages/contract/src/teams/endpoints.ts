import type { Endpoint } from '../core/route.ts';
import { noBodySchema } from '../core/common.ts';
import {
  deleteTeamMembersInputSchema,
  editTeamInfoInputSchema,
  inviteTeamMemberInputSchema,
  inviteTeamMemberOutputSchema,
  teamInfoQuerySchema,
  teamInfoSchema,
  teamInvitationParamsSchema,
  teamInvitationResendOutputSchema,
} from './schemas.ts';
import { teamsRoutes } from './routes.ts';

export const teamsEndpoints = {
  advertiserGetInfo: { ...teamsRoutes.advertiserGetInfo, query: teamInfoQuerySchema, response: teamInfoSchema },
  advertiserEditInfo: { ...teamsRoutes.advertiserEditInfo, body: editTeamInfoInputSchema, response: teamInfoSchema },
  advertiserInviteMember: { ...teamsRoutes.advertiserInviteMember, body: inviteTeamMemberInputSchema, response: inviteTeamMemberOutputSchema },
  advertiserDeleteMember: { ...teamsRoutes.advertiserDeleteMember, body: deleteTeamMembersInputSchema, response: teamInfoSchema },
  resellerGetInfo: { ...teamsRoutes.resellerGetInfo, query: teamInfoQuerySchema, response: teamInfoSchema },
  resellerEditInfo: { ...teamsRoutes.resellerEditInfo, body: editTeamInfoInputSchema, response: teamInfoSchema },
  resellerInviteMember: { ...teamsRoutes.resellerInviteMember, body: inviteTeamMemberInputSchema, response: inviteTeamMemberOutputSchema },
  resellerDeleteMember: { ...teamsRoutes.resellerDeleteMember, body: deleteTeamMembersInputSchema, response: teamInfoSchema },
  teamInvitationResend: {
    ...teamsRoutes.teamInvitationResend,
    params: teamInvitationParamsSchema,
    body: noBodySchema,
    response: teamInvitationResendOutputSchema,
  },
  teamInvitationRevoke: { ...teamsRoutes.teamInvitationRevoke, params: teamInvitationParamsSchema, body: noBodySchema, response: teamInfoSchema },
} as const satisfies { [K in keyof typeof teamsRoutes]: Endpoint };
