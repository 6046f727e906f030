import { accountTypes, baseAccountTypes, builtPageKeys, pageKeys } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { explainRole, invitationRules, pageAccess, pageGroups, roleExplanations } from './role-table.ts';

describe('role explanations', () => {
  it('explain every base role once, with every alias under its base', () => {
    expect(roleExplanations.map((e) => e.role)).toEqual([...baseAccountTypes]);
    const explained = new Set([...roleExplanations.map((e) => e.role), ...roleExplanations.flatMap((e) => e.aliases)]);
    expect([...explained].sort()).toEqual([...accountTypes].sort());
    expect(explainRole('user').aliases).toEqual(['user_owner', 'user_manager', 'user_editor', 'user_finance']);
  });

  it('tell always-visible pages from pages a relationship opens', () => {
    const user = explainRole('user');
    expect(pageAccess(user, 'overview')).toBe('always');
    expect(pageAccess(user, 'permission')).toEqual(['owner']);
    expect(pageAccess(user, 'audience')).toEqual(['staff']);
    expect(pageAccess(user, 'syslog')).toBeNull();
    expect(pageAccess(explainRole('admin'), 'syslog')).toBe('always');
    expect(pageAccess(explainRole('super_staff'), 'outbox')).toBeNull();
  });

  it('explain only the pages the app has built', () => {
    const built = new Set<string>(builtPageKeys);
    const unbuilt = pageKeys.filter((p) => !built.has(p));
    expect(unbuilt).toContain('production');
    const explained = new Set([...pageGroups.flatMap((g) => g.pages), ...roleExplanations.flatMap((e) => e.grants.flatMap((g) => g.pages))]);
    for (const page of unbuilt) expect(explained.has(page), page).toBe(false);
    expect([...new Set(pageGroups.flatMap((g) => g.pages))].sort()).toEqual([...builtPageKeys].sort());
    // A page a relationship opens is explained once built: profit sharing for a user's owner and member.
    expect(pageAccess(explainRole('user'), 'profitSharing')).toEqual(['owner', 'member']);
  });

  it('list who may invite whom (spec 6 and decisions.md)', () => {
    const rules = invitationRules();
    const admin = rules.find((r) => r.role === 'admin' && r.subKey === 'all');
    expect(admin?.invites).toEqual([...accountTypes]);
    expect(rules.find((r) => r.role === 'super_staff')?.invites).not.toContain('admin');
    expect(rules.find((r) => r.role === 'user' && r.subKey === 'owner')?.invites).toEqual(['user', 'user_manager', 'user_editor', 'user_finance']);
    // A channel member cannot invite; viewers and assistants invite nobody.
    expect(rules.some((r) => r.subKey === 'member')).toBe(false);
    expect(rules.some((r) => r.role === 'viewer' || r.role === 'assistant')).toBe(false);
  });
});
