// The teams module's public entry: advertiser and reseller teams.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { createInvitationService } from '../access/index.ts';
import { teamsHandlers } from './teams.routes.ts';
import { TeamsService } from './teams.service.ts';

export function createModule(infra: AppContext): ServerModule {
  const { db, clock, users } = infra;
  const service = new TeamsService({
    db,
    audit: auditLog({ db, clock }),
    // Invitations onto a team are the access module's invitations (mail, link, acceptance).
    invitations: createInvitationService(infra),
    changed: (userIds) => userIds.forEach((id) => users.invalidate(id)),
  });
  return { handlers: teamsHandlers({ service }) };
}
