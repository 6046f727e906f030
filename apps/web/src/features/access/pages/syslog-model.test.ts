import { describe, expect, it } from 'vitest';
import { actionFamilies, emptySyslogFilters, hasDetails, isAlarmAction, realActorName, syslogQuery, syslogTarget, type SyslogFilters } from './syslog-model.ts';

const person = (id: number, name: string | null, email: string | null) => ({ id, name, email });

describe('syslogQuery', () => {
  const cases: [string, Partial<SyslogFilters>, number, number, object][] = [
    ['no filters: only the page', {}, 0, 50, { page: 1, page_size: 50 }],
    ['typed text trimmed', { actor: '  ann@example.com ', target: ' 42 ' }, 2, 25, { actor: 'ann@example.com', target: '42', page: 3, page_size: 25 }],
    ['spaces only are no filter', { actor: '   ', target: '\t' }, 0, 100, { page: 1, page_size: 100 }],
    [
      'a family and days',
      { action: 'auth.', from: '2026-11-01', to: '2026-11-30' },
      0,
      50,
      { action: 'auth.', from: '2026-11-01', to: '2026-11-30', page: 1, page_size: 50 },
    ],
  ];
  it.each(cases)('%s', (_, filters, page, size, expected) => {
    const query = syslogQuery({ ...emptySyslogFilters, ...filters }, page, size);
    // Left-out filters are absent from the address, not empty strings.
    expect(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

describe('actionFamilies', () => {
  it('groups actions by the part before the dot, in first-seen order', () => {
    expect(actionFamilies(['auth.login', 'user.delete', 'auth.lockout', 'channel_group.create', 'channel.edit_lock'])).toEqual([
      { family: 'auth', actions: ['auth.login', 'auth.lockout'] },
      { family: 'user', actions: ['user.delete'] },
      // "channel" is not a prefix match for "channel_group.": each family holds only its own.
      { family: 'channel_group', actions: ['channel_group.create'] },
      { family: 'channel', actions: ['channel.edit_lock'] },
    ]);
  });
  it('offers the contract actions, starting with signing in', () => {
    const families = actionFamilies();
    expect(families[0]).toMatchObject({ family: 'auth' });
    expect(families[0]!.actions).toContain('auth.login_failed');
  });
});

describe('isAlarmAction', () => {
  it.each([
    ['auth.login_failed', true],
    ['auth.lockout', true],
    ['auth.login', false],
    ['user.delete', false],
  ] as const)('%s → %s', (action, alarm) => expect(isAlarmAction(action)).toBe(alarm));
});

describe('realActorName', () => {
  it.each([
    ['nobody switched', { actor: person(1, 'Ann', null), real_actor: null }, null],
    ['the same person', { actor: person(1, 'Ann', null), real_actor: person(1, 'Ann', null) }, null],
    ['by name', { actor: person(1, 'Ann', null), real_actor: person(2, 'Bo', 'bo@example.com') }, 'Bo'],
    ['by e-mail without a name', { actor: person(1, 'Ann', null), real_actor: person(2, null, 'bo@example.com') }, 'bo@example.com'],
    ['by number without either', { actor: null, real_actor: person(7, null, null) }, '#7'],
  ] as const)('%s', (_, entry, expected) => expect(realActorName(entry)).toBe(expected));
});

describe('syslogTarget', () => {
  const none = { target_user: null, target_type: null, target_id: null };
  it.each([
    ['a person', { ...none, target_user: person(3, 'Cy', null), target_type: 'user', target_id: '3' }, { kind: 'user', person: person(3, 'Cy', null) }],
    ['a channel', { ...none, target_type: 'channel', target_id: 'UC123' }, { kind: 'typed', type: 'channel', id: 'UC123' }],
    [
      'a month read as year-month',
      { ...none, target_type: 'accounting_month', target_id: '202611' },
      { kind: 'typed', type: 'accounting_month', id: '2026-11' },
    ],
    [
      'a month in another shape kept',
      { ...none, target_type: 'accounting_month', target_id: '2026-11' },
      { kind: 'typed', type: 'accounting_month', id: '2026-11' },
    ],
    ['an unknown kind: the bare id', { ...none, target_type: 'retired_thing', target_id: '9' }, { kind: 'id', id: '9' }],
    ['a known kind without id', { ...none, target_type: 'channel' }, { kind: 'none' }],
    ['nothing', none, { kind: 'none' }],
  ] as const)('%s', (_, entry, expected) => expect(syslogTarget(entry)).toEqual(expected));
});

describe('hasDetails', () => {
  it.each([
    [{}, false],
    [{ reason: 'wrong password' }, true],
  ])('%j → %s', (details, expected) => expect(hasDetails({ details })).toBe(expected));
});
