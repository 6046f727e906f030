// HTTP for advertiser and reseller teams. Any signed-in caller reaches these routes; the service
// decides by team: membership and role (spec 6), admin and super staff, and the API permission
// entries of spec 6 ("view advertiser info; invite, remove and edit the advertiser team, and the same
// for the reseller team"), which may grant or deny a right globally or for given teams.
import { isComponentAllowed, isExplicitDenial, isTopRole, type ComponentKey, type PermissionItemKey, type TeamKind } from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { FastifyRequest } from 'fastify';
import { capabilitiesOf, type Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { displayMapOf } from '../access/index.ts';
import type { TeamAction, TeamCaller, TeamGrant, TeamsService } from './teams.service.ts';

const componentOf: Record<TeamKind, ComponentKey> = { advertiser: 'manageAdsMembers', reseller: 'manageResellTeam' };
const itemOf: Record<TeamKind, Record<TeamAction, PermissionItemKey>> = {
  advertiser: { view: 'advertiser:view_info', edit: 'advertiser_team:edit', invite: 'advertiser_team:invite', remove: 'advertiser_team:remove' },
  reseller: { view: 'advertiser:view_info', edit: 'reseller_team:edit', invite: 'reseller_team:invite', remove: 'reseller_team:remove' },
};

function teamCaller(principal: Principal, req: FastifyRequest, kind: TeamKind, language: LocaleCode): TeamCaller {
  const caps = capabilitiesOf(principal.profile);
  const entries = displayMapOf(principal.profile);
  return {
    principal,
    language,
    userId: principal.userId,
    realUserId: principal.realUserId,
    ip: req.ip,
    top: isTopRole(principal.profile.accountType),
    holdsComponent: isComponentAllowed(caps, componentOf[kind]),
    allowInviteAds: caps.allowInviteAds,
    permission: (action, teamId): TeamGrant => {
      const scope = entries[itemOf[kind][action]];
      if (!scope) return null;
      if (isExplicitDenial(scope)) return 'denied';
      return scope.global || scope.advertiser_ids.includes(teamId) ? 'granted' : null;
    },
  };
}

export function teamsHandlers({ service }: { service: TeamsService }): Handlers {
  return {
    advertiserGetInfo: async ({ principal, req, query, language }) =>
      service.info(teamCaller(principal, req, 'advertiser', language), 'advertiser', query.advertiser_id),
    advertiserEditInfo: async ({ principal, req, body, language }) =>
      service.rename(teamCaller(principal, req, 'advertiser', language), 'advertiser', body.advertiser_id, body.name),
    advertiserInviteMember: async ({ principal, req, body, language }) =>
      service.invite(teamCaller(principal, req, 'advertiser', language), 'advertiser', body),
    advertiserDeleteMember: async ({ principal, req, body, language }) =>
      service.removeMembers(teamCaller(principal, req, 'advertiser', language), 'advertiser', body.advertiser_id, body.member_id_list),
    resellerGetInfo: async ({ principal, req, query, language }) =>
      service.info(teamCaller(principal, req, 'reseller', language), 'reseller', query.advertiser_id),
    resellerEditInfo: async ({ principal, req, body, language }) =>
      service.rename(teamCaller(principal, req, 'reseller', language), 'reseller', body.advertiser_id, body.name),
    resellerInviteMember: async ({ principal, req, body, language }) => service.invite(teamCaller(principal, req, 'reseller', language), 'reseller', body),
    resellerDeleteMember: async ({ principal, req, body, language }) =>
      service.removeMembers(teamCaller(principal, req, 'reseller', language), 'reseller', body.advertiser_id, body.member_id_list),
    teamInvitationResend: async ({ principal, req, params, language }) =>
      service.resendInvitation((kind) => teamCaller(principal, req, kind, language), params.id),
    teamInvitationRevoke: async ({ principal, req, params, language }) =>
      service.revokeInvitation((kind) => teamCaller(principal, req, kind, language), params.id),
  };
}
