import type { BaseAccountType, PageKey } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { grantWidth, invitesNobody, pageMatrixRows, roleRules, roleTabs } from './roles-model.ts';

const grant = (subKey: 'all' | 'owner' | 'member', pages: PageKey[], invites: 'user'[] = [], invitesAds: 'client'[] = []) => ({
  subKey,
  pages,
  components: [],
  invites,
  invitesAds,
});

describe('roleRules', () => {
  it('lists the rules in reading order', () =>
    expect(roleRules).toEqual(['adminInvites', 'superStaff', 'channelOwner', 'channelMember', 'apiPermissions', 'aliases', 'channelGroups']));
});

describe('roleTabs', () => {
  const roles: BaseAccountType[] = ['admin', 'user', 'advertiser'];
  it.each<[string, BaseAccountType, BaseAccountType, [boolean, boolean][]]>([
    [
      'my own role shown',
      'user',
      'user',
      [
        [false, false],
        [true, true],
        [false, false],
      ],
    ],
    [
      'another role shown',
      'user',
      'admin',
      [
        [false, true],
        [true, false],
        [false, false],
      ],
    ],
  ])('%s', (_, mine, selected, expected) => expect(roleTabs(roles, mine, selected).map((tab) => [tab.mine, tab.selected])).toEqual(expected));
  it('keeps the roles in order', () => expect(roleTabs(roles, 'admin', 'admin').map((t) => t.role)).toEqual(roles));
});

describe('invitesNobody', () => {
  it.each([
    ['no grants', [], true],
    ['pages only', [grant('all', ['overview'])], true],
    ['a relationship invites a person', [grant('all', ['overview']), grant('owner', [], ['user'])], false],
    ['a relationship invites an ads team member', [grant('all', [], [], ['client'])], false],
  ])('%s', (_, grants, expected) => expect(invitesNobody({ grants } as never)).toBe(expected));
});

describe('grantWidth', () => {
  it.each([
    [1, 12],
    [2, 6],
    [5, 6],
  ])('%d grants → %d columns', (count, width) => expect(grantWidth(count)).toBe(width));
});

describe('pageMatrixRows', () => {
  const explanations = [
    { role: 'admin' as const, aliases: [], grants: [grant('all', ['overview', 'syslog'])] },
    { role: 'user' as const, aliases: [], grants: [grant('all', ['overview']), grant('owner', ['permission']), grant('member', ['permission'])] },
  ];
  it('puts each group heading before its pages, with how each role reaches them', () => {
    const groups: { key: string; pages: PageKey[] }[] = [
      { key: 'main', pages: ['overview'] },
      { key: 'admin', pages: ['permission', 'syslog'] },
    ];
    expect(pageMatrixRows(groups, explanations as never)).toEqual([
      { kind: 'group', key: 'main' },
      {
        kind: 'page',
        group: 'main',
        page: 'overview',
        cells: [
          { role: 'admin', access: 'always' },
          { role: 'user', access: 'always' },
        ],
      },
      { kind: 'group', key: 'admin' },
      {
        kind: 'page',
        group: 'admin',
        page: 'permission',
        cells: [
          { role: 'admin', access: null },
          { role: 'user', access: ['owner', 'member'] },
        ],
      },
      {
        kind: 'page',
        group: 'admin',
        page: 'syslog',
        cells: [
          { role: 'admin', access: 'always' },
          { role: 'user', access: null },
        ],
      },
    ]);
  });
});
