// The role explanations page's pure parts over the role table (utils/role-table.ts): the rules
// listed, the role tabs, whether a role invites anybody, and the page matrix's rows.
import type { BaseAccountType, CapabilitySubKey, PageKey } from '@chorus/contract';
import { explainRole, pageAccess, pageGroups, roleExplanations } from '../utils/role-table.ts';

type RoleExplanation = ReturnType<typeof explainRole>;

/** The rules above the roles, in the order they read. */
export const roleRules = ['adminInvites', 'superStaff', 'channelOwner', 'channelMember', 'apiPermissions', 'aliases', 'channelGroups'] as const;

/** One tab per role: the one shown, and the reader's own. */
export function roleTabs(roles: readonly BaseAccountType[], mine: BaseAccountType, selected: BaseAccountType) {
  return roles.map((role) => ({ role, mine: role === mine, selected: role === selected }));
}

/** A role none of whose relationships may invite anybody. */
export const invitesNobody = (explanation: Pick<RoleExplanation, 'grants'>) =>
  explanation.grants.every((g) => g.invites.length === 0 && g.invitesAds.length === 0);

/** Grant boxes sit two abreast on wide screens when there are several. */
export const grantWidth = (grants: number) => (grants > 1 ? 6 : 12);

export type MatrixCell = { role: BaseAccountType; access: 'always' | CapabilitySubKey[] | null };
export type MatrixRow = { kind: 'group'; key: string } | { kind: 'page'; group: string; page: PageKey; cells: MatrixCell[] };

/** The page matrix: each navigation group's heading, then its pages with how each role reaches them. */
export function pageMatrixRows(groups: { key: string; pages: PageKey[] }[] = pageGroups, explanations: RoleExplanation[] = roleExplanations): MatrixRow[] {
  return groups.flatMap((group) => [
    { kind: 'group' as const, key: group.key },
    ...group.pages.map((page) => ({
      kind: 'page' as const,
      group: group.key,
      page,
      cells: explanations.map((e) => ({ role: e.role, access: pageAccess(e, page) })),
    })),
  ]);
}
