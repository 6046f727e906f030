import { withSchemas } from '../core/endpoint.ts';
import { noBodySchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { teamsRoutes } from './routes.ts';

export const teamsEndpoints = withSchemas(teamsRoutes, {
  advertiserGetInfo: { query: schemas.teamInfoQuerySchema, response: schemas.teamInfoSchema },
  advertiserEditInfo: { body: schemas.editTeamInfoInputSchema, response: schemas.teamInfoSchema },
  advertiserInviteMember: { body: schemas.inviteTeamMemberInputSchema, response: schemas.inviteTeamMemberOutputSchema },
  advertiserDeleteMember: { body: schemas.deleteTeamMembersInputSchema, response: schemas.teamInfoSchema },
  resellerGetInfo: { query: schemas.teamInfoQuerySchema, response: schemas.teamInfoSchema },
  resellerEditInfo: { body: schemas.editTeamInfoInputSchema, response: schemas.teamInfoSchema },
  resellerInviteMember: { body: schemas.inviteTeamMemberInputSchema, response: schemas.inviteTeamMemberOutputSchema },
  resellerDeleteMember: { body: schemas.deleteTeamMembersInputSchema, response: schemas.teamInfoSchema },
  teamInvitationResend: { params: schemas.teamInvitationParamsSchema, body: noBodySchema, response: schemas.teamInvitationResendOutputSchema },
  teamInvitationRevoke: { params: schemas.teamInvitationParamsSchema, body: noBodySchema, response: schemas.teamInfoSchema },
});
