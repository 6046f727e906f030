// HTTP for access administration: invitations (single and batch), member and user lists, user
// administration, permission entries, account switching and the system log. Parse, delegate, set
// cookies; the rules are the contract's policies (access/policies.ts) that each route names, judged
// on the caller by the route layer or on the object by the services.
import type { FastifyRequest } from 'fastify';
import { setSessionCookies } from '../../http/cookies.ts';
import { readSmallUpload, sendXlsx } from '../../http/small-upload.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { IssuedTokens } from '../auth/index.ts';
import { batchInviteTemplate, readBatchFile, runBatchInvite } from './batch-invite.service.ts';
import type { InvitationService } from './invitations.service.ts';
import type { MembersService } from './members.service.ts';
import type { PermissionsService } from './permissions.service.ts';
import type { SwitchingService } from './switching.service.ts';
import type { readSyslog } from './syslog.service.ts';

/** The uploaded workbook itself (compressed); what it expands to is bounded by storage/zip-guard.ts. */
export const BATCH_FILE_MAX_BYTES = 2 * 1024 * 1024;

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const signedInAnswer = (tokens: IssuedTokens) => ({ access_token: tokens.access, expires_in: tokens.accessSeconds, token_type: 'Bearer' as const });

export type AccessServices = {
  invitations: InvitationService;
  members: MembersService;
  permissions: PermissionsService;
  switching: SwitchingService;
  syslog: (query: Parameters<typeof readSyslog>[1]) => ReturnType<typeof readSyslog>;
};

export function accessHandlers({ invitations, members, permissions, switching, syslog }: AccessServices): Handlers {
  return {
    inviteMember: async ({ principal, body, language, req }) => invitations.invite(principal, body, language, client(req)),
    invitationList: async ({ principal, query }) => invitations.list(principal, query),
    invitationResend: async ({ principal, params, req }) => invitations.resend(principal, params.id, client(req)),
    invitationRevoke: async ({ principal, params, req }) => invitations.revoke(principal, params.id, client(req)),
    invitationCheck: async ({ query }) => invitations.check(query.token, query.uid),
    acceptInvitation: async ({ body, req, reply }) => {
      const tokens = await invitations.accept(body, client(req));
      setSessionCookies(req, reply, tokens);
      return signedInAnswer(tokens);
    },

    batchInviteExample: async ({ principal, reply }) => {
      return sendXlsx(reply, 'batch-invite-template.xlsx', await batchInviteTemplate(principal.profile));
    },
    batchInviteMember: async ({ principal, req, language }) => {
      const rows = await readBatchFile(await readSmallUpload(req, BATCH_FILE_MAX_BYTES));
      return runBatchInvite(invitations, principal, rows, language, client(req));
    },

    memberList: async ({ principal, query }) => members.memberList(principal.profile, query),
    userList: async ({ query }) => members.userList(query),
    deleteMember: async ({ principal, body, req }) => members.deleteMembers(principal, body, client(req)),
    deleteUser: async ({ principal, body, req }) => {
      await members.deleteUser(principal, body.id, client(req));
      return { ok: true as const };
    },
    setUserType: async ({ principal, query, req }) => members.setUserType(principal, query, client(req)),
    userChangeEmail: async ({ principal, query, req }) => members.changeEmail(principal, query, client(req)),

    userPermissions: async ({ principal }) => permissions.mine(principal),
    userPermissionsDisplay: async ({ principal, params }) => permissions.display(principal, params.userId),
    userPermissionsUpdate: async ({ principal, params, body, req }) => permissions.update(principal, params.userId, body.changes, client(req)),
    userPermissionsCopy: async ({ principal, body, req }) => permissions.copy(principal, body.source_user_id, body.target_user_ids, client(req)),

    switchAccount: async ({ principal, query, req, reply }) => {
      const switched = await switching.switchTo(principal, query.target, client(req));
      setSessionCookies(req, reply, switched.tokens);
      return { ...signedInAnswer(switched.tokens), user_id: switched.userId, real_user_id: switched.realUserId };
    },
    switchBack: async ({ principal, req, reply }) => {
      const back = await switching.switchBack(principal, client(req));
      setSessionCookies(req, reply, back.tokens);
      return { ...signedInAnswer(back.tokens), user_id: back.userId, real_user_id: null };
    },

    syslog: async ({ query }) => syslog(query),
  };
}
