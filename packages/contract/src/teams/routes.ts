// Routes of the teams area. Advertiser and reseller teams (spec 7) and their team invitations.
import { signedIn, type Route } from '../core/route.ts';

export const teamsRoutes = {
  advertiserGetInfo: {
    method: 'GET',
    path: '/api/v1/advertiser_get_info',
    summary: 'An advertiser team and its members',
    permission: signedIn,
    policy: 'canSeeTeam',
  },
  advertiserEditInfo: {
    method: 'POST',
    path: '/api/v1/advertiser_edit_info',
    summary: 'Rename an advertiser team',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  advertiserInviteMember: {
    method: 'POST',
    path: '/api/v1/advertiser_invite_member',
    summary: 'Add a member to an advertiser team with a team role',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  advertiserDeleteMember: {
    method: 'POST',
    path: '/api/v1/advertiser_delete_member',
    summary: 'Remove members from an advertiser team',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  resellerGetInfo: { method: 'GET', path: '/api/v1/reseller_get_info', summary: 'A reseller team and its members', permission: signedIn, policy: 'canSeeTeam' },
  resellerEditInfo: { method: 'POST', path: '/api/v1/reseller_edit_info', summary: 'Rename a reseller team', permission: signedIn, policy: 'canManageTeam' },
  resellerInviteMember: {
    method: 'POST',
    path: '/api/v1/reseller_invite_member',
    summary: 'Add a member to a reseller team with a team role',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  resellerDeleteMember: {
    method: 'POST',
    path: '/api/v1/reseller_delete_member',
    summary: 'Remove members from a reseller team',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  teamInvitationResend: {
    method: 'POST',
    path: '/api/v1/team_invitations/:id/resend',
    summary: 'Mail a team invitation again with a new link (those who may invite to its team); the old link dies',
    permission: signedIn,
    policy: 'canManageTeam',
  },
  teamInvitationRevoke: {
    method: 'POST',
    path: '/api/v1/team_invitations/:id/revoke',
    summary: 'Withdraw an open team invitation (those who may invite to its team); the waiting account is removed',
    permission: signedIn,
    policy: 'canManageTeam',
  },
} as const satisfies Record<string, Route>;
