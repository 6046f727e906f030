// Account types, their aliases (spec 3) and the role groups of spec 6.

/** The network's own people: the "system members" team of spec 2's member lists. */
export const systemAccountTypes = ['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'assistant_PanMART', 'finance', 'sales'] as const;

export const accountTypes = [
  ...systemAccountTypes,
  'agency',
  'agency_manager',
  'agency_member',
  'agency_team',
  'user',
  'user_owner',
  'user_manager',
  'user_editor',
  'user_finance',
  'intensive_cooperative_user',
  'intensive_cooperative_user_owner',
  'intensive_cooperative_user_manager',
  'intensive_cooperative_user_editor',
  'intensive_cooperative_user_finance',
  'advertiser',
  'reseller',
  'advertising_partner',
] as const;
export type AccountType = (typeof accountTypes)[number];

/** The account types that own a row of the capability table; every other type is an alias. */
export const baseAccountTypes = [
  'admin',
  'super_staff',
  'staff',
  'viewer',
  'assistant',
  'finance',
  'agency',
  'agency_team',
  'user',
  'intensive_cooperative_user',
  'advertiser',
  'reseller',
  'advertising_partner',
] as const satisfies readonly AccountType[];
export type BaseAccountType = (typeof baseAccountTypes)[number];

const aliases: Partial<Record<AccountType, BaseAccountType>> = {
  assistant_PanMART: 'assistant',
  agency_manager: 'agency',
  agency_member: 'agency',
  sales: 'finance',
  user_owner: 'user',
  user_manager: 'user',
  user_editor: 'user',
  user_finance: 'user',
  intensive_cooperative_user_owner: 'intensive_cooperative_user',
  intensive_cooperative_user_manager: 'intensive_cooperative_user',
  intensive_cooperative_user_editor: 'intensive_cooperative_user',
  intensive_cooperative_user_finance: 'intensive_cooperative_user',
};

export function baseAccountType(type: AccountType): BaseAccountType {
  return aliases[type] ?? (type as BaseAccountType);
}

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (accountTypes as readonly string[]).includes(value);
}

export const managingRoles: readonly BaseAccountType[] = ['admin', 'super_staff', 'staff'];
/** Spec 6: advertisers and resellers buy collaborations and sell through videos; no channel is theirs and the network pays them nothing. */
export const marketplaceBuyerRoles: readonly BaseAccountType[] = ['advertiser', 'reseller'];
export const topRoles: readonly BaseAccountType[] = ['admin', 'super_staff'];

export function isManagingRole(type: AccountType): boolean {
  return managingRoles.includes(baseAccountType(type));
}
export function isTopRole(type: AccountType): boolean {
  return topRoles.includes(baseAccountType(type));
}
/** Spec 6 staff-type roles: they see every channel group and content-strategy revenue. */
export const staffTypeRoles: readonly BaseAccountType[] = ['admin', 'super_staff', 'staff', 'assistant'];
export function isStaffTypeRole(type: AccountType): boolean {
  return staffTypeRoles.includes(baseAccountType(type));
}

/**
 * Rank used where spec 6 compares rights (account switching, who may act on whom).
 * Higher is more rights. Aliases share the rank of their base type.
 */
const rank: Record<BaseAccountType, number> = {
  admin: 100,
  super_staff: 90,
  staff: 70,
  assistant: 60,
  finance: 60,
  viewer: 50,
  agency: 40,
  agency_team: 35,
  intensive_cooperative_user: 30,
  user: 20,
  advertiser: 20,
  reseller: 20,
  advertising_partner: 10,
};
export function roleRank(type: AccountType): number {
  return rank[baseAccountType(type)];
}

export const channelMemberTypes = ['owner', 'staff', 'member'] as const;
export type ChannelMemberType = (typeof channelMemberTypes)[number];

export const adsMemberTypes = ['adsOwner', 'adsClient', 'adsMember'] as const;
export type AdsMemberType = (typeof adsMemberTypes)[number];
