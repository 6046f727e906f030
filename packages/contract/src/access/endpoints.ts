import { z } from 'zod';
import { acts, reads, withSchemas } from '../core/endpoint.ts';
import { emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { accessRoutes } from './routes.ts';

export const accessEndpoints = withSchemas(accessRoutes, {
  inviteMember: { body: schemas.inviteMemberInputSchema, response: schemas.inviteMemberOutputSchema },
  invitationList: { query: schemas.invitationListQuerySchema, response: schemas.invitationListSchema },
  invitationResend: { params: schemas.invitationParamsSchema, body: noBodySchema, response: schemas.inviteMemberOutputSchema },
  invitationRevoke: { params: schemas.invitationParamsSchema, body: noBodySchema, response: z.object({ invitation: schemas.invitationSchema }) },
  invitationCheck: { query: schemas.invitationCheckQuerySchema, response: schemas.invitationCheckOutputSchema },
  acceptInvitation: { body: schemas.acceptInvitationInputSchema, response: schemas.acceptInvitationOutputSchema },
  batchInviteExample: { query: emptyQuerySchema },
  batchInviteMember: { response: schemas.batchInviteOutputSchema },
  memberList: { query: schemas.memberListQuerySchema, response: schemas.memberListSchema },
  userList: { query: schemas.userListQuerySchema, response: schemas.userListSchema },
  deleteMember: { body: schemas.deleteMemberInputSchema, response: schemas.deleteMemberOutputSchema },
  deleteUser: { body: schemas.deleteUserInputSchema, response: okSchema },
  setUserType: { query: schemas.setUserTypeQuerySchema, response: schemas.userOutputSchema },
  userChangeEmail: { query: schemas.userChangeEmailQuerySchema, response: schemas.userOutputSchema },
  userPermissions: reads(schemas.userPermissionsSchema),
  userPermissionsDisplay: { params: schemas.userIdParamsSchema, query: emptyQuerySchema, response: schemas.permissionDisplaySchema },
  userPermissionsUpdate: { params: schemas.userIdParamsSchema, body: schemas.updatePermissionsInputSchema, response: schemas.userPermissionsSchema },
  userPermissionsCopy: { body: schemas.copyPermissionsInputSchema, response: schemas.copyPermissionsOutputSchema },
  switchAccount: { query: schemas.switchAccountQuerySchema, response: schemas.switchAccountOutputSchema },
  switchBack: acts(schemas.switchAccountOutputSchema),
  syslog: { query: schemas.syslogQuerySchema, response: schemas.syslogSchema },
});
