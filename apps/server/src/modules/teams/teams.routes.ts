// HTTP for advertiser and reseller teams. The route layer has checked sign-in and, for changes, the
// kind's component (manageAdsMembers, manageResellTeam); the service checks the team itself.
import { isComponentAllowed, isTopRole, type ComponentKey, type TeamKind } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { capabilitiesOf, type Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { auditSink } from '../ownership/audit-port.ts';
import { TeamsService, type TeamCaller } from './teams.service.ts';

const componentOf: Record<TeamKind, ComponentKey> = { advertiser: 'manageAdsMembers', reseller: 'manageResellTeam' };

function teamCaller(principal: Principal, kind: TeamKind): TeamCaller {
  const caps = capabilitiesOf(principal.profile);
  return {
    userId: principal.userId,
    realUserId: principal.realUserId,
    top: isTopRole(principal.profile.accountType),
    holdsComponent: isComponentAllowed(caps, componentOf[kind]),
    allowInviteAds: caps.allowInviteAds,
  };
}

export function teamsHandlers(ctx: AppContext): Handlers {
  const service = new TeamsService({
    db: ctx.db,
    audit: auditSink(ctx),
    changed: (userIds) => userIds.forEach((id) => ctx.users.invalidate(id)),
  });
  return {
    advertiserGetInfo: async ({ principal, query }) => service.info(teamCaller(principal, 'advertiser'), 'advertiser', query.advertiser_id),
    advertiserEditInfo: async ({ principal, body }) => service.rename(teamCaller(principal, 'advertiser'), 'advertiser', body.advertiser_id, body.name),
    advertiserInviteMember: async ({ principal, body }) => service.invite(teamCaller(principal, 'advertiser'), 'advertiser', body),
    advertiserDeleteMember: async ({ principal, body }) =>
      service.removeMembers(teamCaller(principal, 'advertiser'), 'advertiser', body.advertiser_id, body.member_id_list),
    resellerGetInfo: async ({ principal, query }) => service.info(teamCaller(principal, 'reseller'), 'reseller', query.advertiser_id),
    resellerEditInfo: async ({ principal, body }) => service.rename(teamCaller(principal, 'reseller'), 'reseller', body.advertiser_id, body.name),
    resellerInviteMember: async ({ principal, body }) => service.invite(teamCaller(principal, 'reseller'), 'reseller', body),
    resellerDeleteMember: async ({ principal, body }) => service.removeMembers(teamCaller(principal, 'reseller'), 'reseller', body.advertiser_id, body.member_id_list),
  };
}
