// HTTP for advertiser and reseller teams. Any signed-in caller reaches these routes; the service
// decides by team with the contract's team policies (canSeeTeam, canManageTeam, rolesGivable).
import type { LocaleCode } from '@chorus/i18n';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { TeamCaller, TeamsService } from './teams.service.ts';

function teamCaller(principal: Principal, req: FastifyRequest, language: LocaleCode): TeamCaller {
  return {
    inviter: principal,
    language,
    userId: principal.userId,
    realUserId: principal.realUserId,
    ip: req.ip,
    subject: principal.subject,
  };
}

export function teamsHandlers({ service }: { service: TeamsService }): Handlers {
  return {
    advertiserGetInfo: async ({ principal, req, query, language }) => service.info(teamCaller(principal, req, language), 'advertiser', query.advertiser_id),
    advertiserEditInfo: async ({ principal, req, body, language }) =>
      service.rename(teamCaller(principal, req, language), 'advertiser', body.advertiser_id, body.name),
    advertiserInviteMember: async ({ principal, req, body, language }) => service.invite(teamCaller(principal, req, language), 'advertiser', body),
    advertiserDeleteMember: async ({ principal, req, body, language }) =>
      service.removeMembers(teamCaller(principal, req, language), 'advertiser', body.advertiser_id, body.member_id_list),
    resellerGetInfo: async ({ principal, req, query, language }) => service.info(teamCaller(principal, req, language), 'reseller', query.advertiser_id),
    resellerEditInfo: async ({ principal, req, body, language }) =>
      service.rename(teamCaller(principal, req, language), 'reseller', body.advertiser_id, body.name),
    resellerInviteMember: async ({ principal, req, body, language }) => service.invite(teamCaller(principal, req, language), 'reseller', body),
    resellerDeleteMember: async ({ principal, req, body, language }) =>
      service.removeMembers(teamCaller(principal, req, language), 'reseller', body.advertiser_id, body.member_id_list),
    teamInvitationResend: async ({ principal, req, params, language }) => service.resendInvitation(teamCaller(principal, req, language), params.id),
    teamInvitationRevoke: async ({ principal, req, params, language }) => service.revokeInvitation(teamCaller(principal, req, language), params.id),
  };
}
