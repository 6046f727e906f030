// The role explanations (spec 6), derived from the contract's capability table and navigation, so
// the page can never disagree with what the server enforces. Only pages the app has built are
// explained: the others would promise screens nobody can open yet.
import {
  accountTypes,
  adsMemberTypes,
  baseAccountType,
  baseAccountTypes,
  capabilityTable,
  channelMemberTypes,
  isBuiltPage,
  navGroups,
  type AccountType,
  type AdsMemberType,
  type BaseAccountType,
  type CapabilitySubKey,
  type ComponentKey,
  type PageKey,
} from '@chorus/contract';

/** The order relationships are explained in: always, then by channel relationship, then by advertiser team role. */
const subKeyOrder: readonly CapabilitySubKey[] = ['all', 'guest', ...channelMemberTypes, ...adsMemberTypes];

type Grant = {
  subKey: CapabilitySubKey;
  pages: PageKey[];
  components: ComponentKey[];
  invites: AccountType[];
  invitesAds: AdsMemberType[];
};

type RoleExplanation = {
  role: BaseAccountType;
  /** Account types that behave like this one (spec 3 aliases). */
  aliases: AccountType[];
  grants: Grant[];
};

const pageOrder = navGroups.flatMap((g) => g.items.map((i) => i.page));
/** Navigation order; pages outside the navigation (e.g. `production`, a group's key) go last. */
const orderOf = (page: PageKey) => (pageOrder.includes(page) ? pageOrder.indexOf(page) : pageOrder.length);
const byPageOrder = (a: PageKey, b: PageKey) => orderOf(a) - orderOf(b);

export function explainRole(role: BaseAccountType): RoleExplanation {
  const row = capabilityTable[role];
  const grants: Grant[] = [];
  for (const subKey of subKeyOrder) {
    const set = row[subKey];
    if (!set) continue;
    const grant: Grant = {
      subKey,
      pages: [...new Set(set.pages ?? [])].filter(isBuiltPage).sort(byPageOrder),
      components: [...new Set(set.components ?? [])],
      invites: accountTypes.filter((t) => set.allowInvite?.includes(t)),
      invitesAds: [...(set.allowInviteAds ?? [])],
    };
    if (grant.pages.length + grant.components.length + grant.invites.length + grant.invitesAds.length > 0) grants.push(grant);
  }
  return { role, aliases: accountTypes.filter((t) => t !== role && baseAccountType(t) === role), grants };
}

export const roleExplanations: RoleExplanation[] = baseAccountTypes.map(explainRole);

/**
 * How a role reaches a page: 'always', the relationships that open it (owner, member, adsClient…),
 * or null when the capability table never grants it (an API permission still can).
 */
export function pageAccess(explanation: RoleExplanation, page: PageKey): 'always' | CapabilitySubKey[] | null {
  const through = explanation.grants.filter((g) => g.pages.includes(page)).map((g) => g.subKey);
  if (through.includes('all')) return 'always';
  return through.length > 0 ? through : null;
}

/** The navigation groups with their built pages, for the page matrix. */
export const pageGroups: { key: string; pages: PageKey[] }[] = navGroups
  .map((g) => ({ key: g.key, pages: g.items.map((i) => i.page).filter(isBuiltPage) }))
  .filter((g) => g.pages.length > 0);

/** Everyone who may invite somebody, with whom (spec 6 "who may invite whom"). */
export function invitationRules(): { role: BaseAccountType; subKey: CapabilitySubKey; invites: AccountType[]; invitesAds: AdsMemberType[] }[] {
  return roleExplanations.flatMap((e) =>
    e.grants
      .filter((g) => g.invites.length > 0 || g.invitesAds.length > 0)
      .map((g) => ({ role: e.role, subKey: g.subKey, invites: g.invites, invitesAds: g.invitesAds })),
  );
}
