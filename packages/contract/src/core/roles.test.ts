import { describe, expect, it } from 'vitest';
import {
  accountTypes,
  adsMemberTypes,
  baseAccountType,
  baseAccountTypes,
  channelMemberTypes,
  isAccountType,
  isManagingRole,
  isTopRole,
  roleRank,
  type AccountType,
} from './roles.ts';

// Spec 3 "Role aliases", written out.
const specAliases: Record<string, string> = {
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

// Spec 6: the roles admin may invite, i.e. every account type.
const specAccountTypes = [
  'admin',
  'super_staff',
  'viewer',
  'staff',
  'assistant',
  'assistant_PanMART',
  'finance',
  'agency',
  'sales',
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
  'agency_manager',
  'agency_member',
  'agency_team',
  'advertiser',
  'reseller',
  'advertising_partner',
];

const specBaseTypes = [
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
];

describe('account types', () => {
  it('are exactly the 25 types of spec 6', () => {
    expect(accountTypes).toHaveLength(25);
    expect([...accountTypes].sort()).toEqual([...specAccountTypes].sort());
  });

  it('have 13 base types: every type that is not a spec 3 alias', () => {
    expect([...baseAccountTypes].sort()).toEqual([...specBaseTypes].sort());
    for (const alias of Object.keys(specAliases)) expect(baseAccountTypes).not.toContain(alias);
  });

  it.each(Object.entries(specAliases))('%s behaves like %s (spec 3)', (alias, base) => {
    expect(baseAccountType(alias as AccountType)).toBe(base);
  });

  it.each(specBaseTypes)('base type %s is its own base', (type) => {
    expect(baseAccountType(type as AccountType)).toBe(type);
  });

  it('agency_team is its own row, not an alias of agency', () => {
    expect(baseAccountType('agency_team')).toBe('agency_team');
  });

  it('isAccountType accepts the 25 types and nothing else', () => {
    for (const type of specAccountTypes) expect(isAccountType(type)).toBe(true);
    for (const value of ['Admin', 'owner', 'adsOwner', '', 'super-staff', null, undefined, 1, {}]) expect(isAccountType(value)).toBe(false);
  });
});

describe('role groups (spec 6)', () => {
  it('managing roles are admin, super_staff and staff', () => {
    const managing = specAccountTypes.filter((t) => isManagingRole(t as AccountType));
    expect(managing.sort()).toEqual(['admin', 'staff', 'super_staff']);
  });

  it('top roles are admin and super_staff', () => {
    const top = specAccountTypes.filter((t) => isTopRole(t as AccountType));
    expect(top.sort()).toEqual(['admin', 'super_staff']);
  });

  it('an alias has the rank of its base', () => {
    for (const [alias, base] of Object.entries(specAliases)) expect(roleRank(alias as AccountType)).toBe(roleRank(base as AccountType));
  });

  it('admin outranks super_staff, which outranks staff, which outranks every other type', () => {
    expect(roleRank('admin')).toBeGreaterThan(roleRank('super_staff'));
    expect(roleRank('super_staff')).toBeGreaterThan(roleRank('staff'));
    for (const type of specAccountTypes.filter((t) => !['admin', 'super_staff', 'staff'].includes(t))) {
      expect(roleRank(type as AccountType)).toBeLessThan(roleRank('staff'));
    }
  });

  it('member types are those of spec 3 and spec 6', () => {
    expect([...channelMemberTypes]).toEqual(['owner', 'staff', 'member']);
    expect([...adsMemberTypes]).toEqual(['adsOwner', 'adsClient', 'adsMember']);
  });
});
