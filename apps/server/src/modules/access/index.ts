// The access module's public entry: invitations (single and batch), member and user lists, user
// administration, permission entries, account switching and the syslog page. Other modules import
// only this file.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { createAuthService, type AuthService } from '../auth/index.ts';
import { accessHandlers } from './access.routes.ts';
import { InvitationService } from './invitations.service.ts';
import { MembersService } from './members.service.ts';
import { PermissionsService } from './permissions.service.ts';
import { SwitchingService } from './switching.service.ts';
import { readSyslog } from './syslog.service.ts';

export type { CreatedInvitation, InvitationService } from './invitations.service.ts';

function buildInvitations(infra: AppContext, auth: AuthService): InvitationService {
  const { db, clock, config, users, mailer } = infra;
  return new InvitationService({ db, clock, config, users, mailer, audit: auditLog({ db, clock }), auth });
}

/** Invitations (mail, link, acceptance), for the modules that invite people onto something of theirs (teams). */
export const createInvitationService = (infra: AppContext): InvitationService => buildInvitations(infra, createAuthService(infra));

export function createModule(infra: AppContext): ServerModule {
  const { db, clock, bus, sessions, users } = infra;
  const audit = auditLog({ db, clock });
  // The auth module's session opening: accepting an invitation and switching sign people in.
  const auth = createAuthService(infra);
  return {
    handlers: accessHandlers({
      invitations: buildInvitations(infra, auth),
      members: new MembersService({ db, clock, sessions, users, audit }),
      permissions: new PermissionsService({ db, clock, bus, users, audit }),
      switching: new SwitchingService({ db, sessions, users, audit, auth }),
      syslog: (query) => readSyslog(db, query),
    }),
  };
}
