// HTTP for advertiser and reseller teams. Any signed-in caller reaches these routes; the service
// decides by team with the contract's team policies (canSeeTeam, canManageTeam, rolesGivable).
import type { TeamKind } from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/principal.ts';
import type { HandlerInput, Handlers } from '../../http/register-endpoints.ts';
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

/** A team route's input, as far as these handlers read it (advertiser… and reseller… routes take the same). */
type TeamInput<E extends 'advertiserGetInfo' | 'advertiserEditInfo' | 'advertiserInviteMember' | 'advertiserDeleteMember'> = Pick<
  HandlerInput<E>,
  'principal' | 'req' | 'language' | 'query' | 'body'
>;

/** The four routes of one kind of team: the same service calls on that kind. */
function kindHandlers(service: TeamsService, kind: TeamKind) {
  const caller = ({ principal, req, language }: Pick<HandlerInput<'advertiserGetInfo'>, 'principal' | 'req' | 'language'>) =>
    teamCaller(principal, req, language);
  return {
    getInfo: async (input: TeamInput<'advertiserGetInfo'>) => service.info(caller(input), kind, input.query.advertiser_id),
    editInfo: async (input: TeamInput<'advertiserEditInfo'>) => service.rename(caller(input), kind, input.body.advertiser_id, input.body.name),
    inviteMember: async (input: TeamInput<'advertiserInviteMember'>) => service.invite(caller(input), kind, input.body),
    deleteMember: async (input: TeamInput<'advertiserDeleteMember'>) =>
      service.removeMembers(caller(input), kind, input.body.advertiser_id, input.body.member_id_list),
  };
}

export function teamsHandlers({ service }: { service: TeamsService }): Handlers {
  const advertiser = kindHandlers(service, 'advertiser');
  const reseller = kindHandlers(service, 'reseller');
  return {
    advertiserGetInfo: advertiser.getInfo,
    advertiserEditInfo: advertiser.editInfo,
    advertiserInviteMember: advertiser.inviteMember,
    advertiserDeleteMember: advertiser.deleteMember,
    resellerGetInfo: reseller.getInfo,
    resellerEditInfo: reseller.editInfo,
    resellerInviteMember: reseller.inviteMember,
    resellerDeleteMember: reseller.deleteMember,
    teamInvitationResend: async ({ principal, req, params, language }) => service.resendInvitation(teamCaller(principal, req, language), params.id),
    teamInvitationRevoke: async ({ principal, req, params, language }) => service.revokeInvitation(teamCaller(principal, req, language), params.id),
  };
}
