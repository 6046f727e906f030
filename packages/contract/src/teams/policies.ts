// Advertiser and reseller team policies (spec 6 "view advertiser info; invite, remove and edit the
// advertiser team, and the same for the reseller team"; spec 4 team roles). A permission entry for
// a team action grants it globally or for the teams it names; an explicit denial takes the action
// away whatever the role says.
import type { ComponentKey } from '../core/components.ts';
import type { PermissionItemKey } from '../core/permissions.ts';
import { onObject, type Policy } from '../core/policy.ts';
import type { AdsMemberType } from '../core/roles.ts';
import { isExplicitDenial } from '../core/permissions.ts';
import { isTop, subjectCapabilities, type Subject } from '../core/subject.ts';
import type { TeamKind } from './schemas.ts';

export type TeamAction = 'view' | 'edit' | 'invite' | 'remove';
/** A team as the policies see it: its id, its kind and the caller's role in it (null: not a member). */
export type TeamInReach = { id: number; kind: TeamKind; myRole: AdsMemberType | null };

const componentOf: Record<TeamKind, ComponentKey> = { advertiser: 'manageAdsMembers', reseller: 'manageResellTeam' };
const itemOf: Record<TeamKind, Record<TeamAction, PermissionItemKey>> = {
  advertiser: { view: 'advertiser:view_info', edit: 'advertiser_team:edit', invite: 'advertiser_team:invite', remove: 'advertiser_team:remove' },
  reseller: { view: 'advertiser:view_info', edit: 'reseller_team:edit', invite: 'reseller_team:invite', remove: 'reseller_team:remove' },
};
const everyRole: readonly AdsMemberType[] = ['adsOwner', 'adsClient', 'adsMember'];
/** What a permission entry alone lets one give and take: not ownership. */
const rolesByPermission: readonly AdsMemberType[] = ['adsClient', 'adsMember'];

/** The caller's permission entry for an action on a team: granted (globally or for this team), explicitly denied, or none. */
function grantFor(subject: Subject, team: TeamInReach, action: TeamAction): 'granted' | 'denied' | null {
  const scope = subject.displayMap[itemOf[team.kind][action]];
  if (!scope) return null;
  if (isExplicitDenial(scope)) return 'denied';
  return scope.global || scope.advertiser_ids.includes(team.id) ? 'granted' : null;
}

/** Admin and super staff, or the team's own adsOwner whose role grants the kind's component (manageAdsMembers, manageResellTeam). */
function managesByRole(subject: Subject, team: TeamInReach): boolean {
  return isTop(subject) || (team.myRole === 'adsOwner' && subjectCapabilities(subject).components.has(componentOf[team.kind]));
}

/** Spec 6 view advertiser info: members, admin and super staff, and holders of an entry for the team (to view or act on it). */
export function canSeeTeam(subject: Subject, team: TeamInReach): boolean {
  const grant = grantFor(subject, team, 'view');
  if (grant === 'denied') return false;
  if (team.myRole !== null || isTop(subject) || grant === 'granted') return true;
  return (['edit', 'invite', 'remove'] as const).some((action) => grantFor(subject, team, action) === 'granted');
}

/** Spec 6 edit, invite, remove on a team: admin and super staff, the team's owner by role, or an entry for the action. */
export function canManageTeam(subject: Subject, team: TeamInReach, action: Exclude<TeamAction, 'view'>): boolean {
  const grant = grantFor(subject, team, action);
  if (grant === 'denied') return false;
  return managesByRole(subject, team) || grant === 'granted';
}

/** Spec 6 allowInviteAds: the roles given and taken where the caller manages by role, plus adsClient and adsMember by an entry. */
export function rolesGivable(subject: Subject, team: TeamInReach, action: 'invite' | 'remove'): AdsMemberType[] {
  if (!canManageTeam(subject, team, action)) return [];
  const byRole = managesByRole(subject, team);
  const byPermission = grantFor(subject, team, action) === 'granted' ? rolesByPermission : [];
  const allowInviteAds = subjectCapabilities(subject).allowInviteAds;
  return everyRole.filter((r) => (byRole && allowInviteAds.has(r)) || byPermission.includes(r));
}

export const teamsPolicies = {
  canSeeTeam: onObject(canSeeTeam),
  canManageTeam: onObject(canManageTeam),
} as const satisfies Record<string, Policy>;
